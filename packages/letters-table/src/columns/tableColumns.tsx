import {
  approvalTypes,
  formatDate,
  formatDateTime,
  formatDuration,
  formatNhsNumber,
  formatPatientName,
} from '@dictation/core';
import { NotesIcon } from '@dictation/ui';
import {
  type ColumnDef,
  columnVisibilityFeature,
  createColumnHelper,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
} from '@tanstack/react-table';
import type { ReactNode } from 'react';
import * as styles from '../LettersTable/LettersTable.css';
import { dit2Statuses } from '../listConstants';
import { messages } from '../messages';
import type { LetterListItem } from '../types';
import type { ColumnId } from './columnSets';

/** Server-side paging and sorting: TanStack keeps the state, the server does the work. */
export const tableFeatureSet = tableFeatures({
  rowPaginationFeature,
  rowSortingFeature,
  columnVisibilityFeature,
});
type Features = typeof tableFeatureSet;
export type LettersColumnDef = ColumnDef<Features, LetterListItem>;

const helper = createColumnHelper<Features, LetterListItem>();

/** Lock column: who holds the auto-lock or the manual hold. */
export function lockText(letter: LetterListItem): string {
  const locker = letter.autoLockedUserNameFormatted ?? letter.autoLockedUserName;
  if (letter.autoLockedUserId != null && locker) return messages.lockedBy(locker);
  const holder = letter.heldUserNameFormatted ?? letter.heldUserName;
  if (letter.heldUserId != null && holder) return messages.heldBy(holder);
  return '';
}

export function statusText(letter: LetterListItem): string {
  return letter.isDeleted ? messages.options.deleted : (letter.workflowStepName ?? '');
}

/** Appr. column: only letters whose approval type needs approval show a state. */
export function approvalText(letter: LetterListItem): string {
  if (letter.letterApprovalType == null || letter.letterApprovalType === approvalTypes.notRequired) return '';
  return letter.approved ? messages.options.approved : messages.options.waitingForApproval;
}

export function dit2StatusText(value: LetterListItem['dit2StatusSync']): string {
  if (value == null || value === '') return '';
  return dit2Statuses.find((status) => String(status.id) === String(value))?.name ?? String(value);
}

/** Spec 001 section 9: priority 1 is normal, the others are shown as urgent. */
export function priorityText(priority: LetterListItem['priority']): string {
  if (priority == null) return '';
  return priority === 1 ? messages.priorityNormal : messages.priorityUrgent;
}

/**
 * The notes column's icon, one element reused by every cell. Not an emoji (🗒 before): where no
 * installed font has the glyph (Chromium on Linux without an emoji font) its layout goes through
 * the font fallback and draws a missing-glyph box; the three notes cells of a 200-row page's
 * first frame cost about 1.5-2 ms more with the emoji than with this icon (tests/bench/README.md).
 */
const notesIcon = <NotesIcon className={styles.notesIcon} />;

/**
 * The notes column is the spec's "notes icon": the icon alone, the notes as its tooltip and as
 * text for screen readers (a row reads with its notes), so the column stays narrow.
 */
function NotesCell({ notes }: { notes: string }): ReactNode {
  return (
    <span title={notes} className={styles.notesCell}>
      {notesIcon}
      <span className={styles.hidden}> {notes}</span>
    </span>
  );
}

/**
 * A column: its header and the content of its cell for a letter. The grid renders rows by calling
 * `value` directly (no cell objects or per-cell components: a cell costs what a `<td>` costs);
 * TanStack Table gets the same columns as display columns for its headers and state.
 */
export interface LettersColumn {
  id: ColumnId;
  header: string;
  value: (letter: LetterListItem) => ReactNode;
}

const text = (id: ColumnId, header: string, value: LettersColumn['value']): LettersColumn => ({
  id,
  header,
  value,
});

/** One column per id; the column sets decide which ones a user sees. */
export function createColumns(hospitalNumberHeader: string): Record<ColumnId, LettersColumn> {
  const c = messages.columns;
  return {
    job: text('job', c.job, (l) => l.id),
    duration: text('duration', c.duration, (l) =>
      // core formats a missing length as 00:00; a letter without audio shows nothing.
      l.durationInMilliseconds == null ? '' : formatDuration(l.durationInMilliseconds),
    ),
    dit2JobNo: text('dit2JobNo', c.dit2JobNo, (l) => l.dit2JobNo ?? ''),
    priority: text('priority', c.priority, (l) => priorityText(l.priority)),
    recorded: text('recorded', c.recorded, (l) => formatDateTime(l.recordedDate)),
    patientName: text('patientName', c.patientName, (l) =>
      formatPatientName(l.patientFamilyName, l.patientFirstNames),
    ),
    dateOfBirth: text('dateOfBirth', c.dateOfBirth, (l) => formatDate(l.patientDateOfBirth)),
    nhsNumber: text('nhsNumber', c.nhsNumber, (l) => formatNhsNumber(l.patientNHSNumber)),
    author: text('author', c.author, (l) => l.authorName ?? ''),
    department: text('department', c.department, (l) => l.orgItemName ?? ''),
    hospitalNumber: text('hospitalNumber', hospitalNumberHeader, (l) => l.mrn ?? ''),
    sampleId: text('sampleId', c.sampleId, (l) => l.sampleID ?? ''),
    label: text('label', c.label, (l) => l.label ?? ''),
    lock: text('lock', c.lock, lockText),
    status: text('status', c.status, statusText),
    notes: text('notes', c.notes, (l) => (l.notes ? <NotesCell notes={l.notes} /> : '')),
    approval: text('approval', c.approval, approvalText),
    dit2StatusSync: text('dit2StatusSync', c.dit2StatusSync, (l) => dit2StatusText(l.dit2StatusSync)),
  };
}

/** The column as TanStack Table's display column (header, and a cell for any other renderer). */
export const toColumnDef = (column: LettersColumn): LettersColumnDef =>
  helper.display({ id: column.id, header: column.header, cell: ({ row }) => column.value(row.original) });
