import {
  Button,
  ChevronDownIcon,
  ComboBox,
  DatePicker,
  MultiSelect,
  Select,
  type SelectItem,
  VisuallyHidden,
} from '@dictation/ui';
import { memo, type RefObject, useId, useState } from 'react';
import { type ActiveFilter, isPrimaryFilter } from '../filters/activeFilters';
import { isFilterShown } from '../filters/filterVisibility';
import {
  approvalFilters,
  type LabelFilter,
  type LettersFilters,
  patientNameError,
} from '../filters/lettersFilters';
import { statusOptionsFor } from '../filters/statusOptions';
import type { ListAction } from '../list/listState';
import { dit2Statuses, filterLimits } from '../listConstants';
import { messages } from '../messages';
import type { ListContext, ListMode, NamedItem } from '../types';
import * as styles from './LettersTable.css';
import { FilterText } from './LettersTableControls';
import { useIsNarrower } from './useIsNarrower';

export interface FilterFieldsProps {
  mode: ListMode;
  context: ListContext;
  filters: LettersFilters;
  dispatch: (action: ListAction) => void;
  departments: readonly NamedItem[];
  priorities: readonly NamedItem[];
  labels: readonly NamedItem[];
  authors: readonly NamedItem[];
  /** The filters in use: 'More filters' counts those behind it. */
  active: readonly ActiveFilter[];
  /** The `<search>` landmark, which the bar under it also reaches (its first field's focus). */
  searchRef: RefObject<HTMLElement | null>;
}

/**
 * Below this width the whole first row (five filters and 'More filters', about 960 px) would wrap
 * over the letters; Author and Recorded on go behind 'More filters' instead.
 */
const narrowRowWidthPx = 992;

const f = messages.filters;
const o = messages.options;
const isDigit = (character: string) => /\d/.test(character);
const toOptions = (items: readonly NamedItem[]): SelectItem<string>[] =>
  items.map((item) => ({ id: String(item.id), label: item.name }));

const approvalOptions: SelectItem<string>[] = [
  { id: 'all', label: o.all },
  { id: 'waiting', label: o.waitingForApproval },
  { id: 'approved', label: o.approved },
  { id: 'notRequired', label: o.notRequired },
];
const dit2StatusOptions: SelectItem<string>[] = [
  { id: '0', label: o.all },
  ...dit2Statuses.map((status) => ({ id: String(status.id), label: status.name })),
];

function labelKey(label: LabelFilter): string {
  return label.kind === 'label' ? `label:${label.name}` : label.kind;
}

function labelFromKey(key: string): LabelFilter {
  if (key === 'noLabel') return { kind: 'noLabel' };
  if (key.startsWith('label:')) return { kind: 'label', name: key.slice('label:'.length) };
  return { kind: 'all' };
}

/** The hospital number's label, as the tenant names it (spec 001 section 2). */
export const hospitalNumberLabel = (context: ListContext) =>
  context.hospitalNumberNaming ? f.hospitalNumber : f.nhsNumber;

/**
 * The filters' fields: the most used ones (Job ID, Priority, Author, Status, Recorded on) in one
 * row, the others behind 'More filters'. Memoised (issue 33): the list's answers, its count and
 * each auto-refresh re-render the table, and React Aria's selects were most of that render on a
 * slow PC, for fields whose filters and choices had not changed. Its selects mount after the
 * list's first render (`mountsLater`): its rows come first.
 */
export const FilterFields = memo(function FilterFields({
  mode,
  context,
  filters,
  dispatch,
  departments,
  priorities,
  labels,
  authors,
  active,
  searchRef,
}: FilterFieldsProps) {
  const [moreOpen, setMoreOpen] = useState(false);
  const moreId = useId();
  const panelId = useId();
  const tipId = useId();
  const narrow = useIsNarrower(searchRef, narrowRowWidthPx);
  const set = (patch: Partial<LettersFilters>) => dispatch({ type: 'setFilter', patch });
  const shown = (name: Parameters<typeof isFilterShown>[0]) => isFilterShown(name, context);
  const hospitalLabel = hospitalNumberLabel(context);
  const activeBehindMore = active.filter((filter) => !isPrimaryFilter(filter.name, narrow)).length;

  // In the first row, or first behind 'More filters' when the list is narrow.
  const authorFilter = (
    <MultiSelect
      className={`${styles.field} ${styles.fieldWidths.author}`}
      label={f.author}
      allText={o.allAuthors}
      items={toOptions(authors)}
      value={filters.authorIds.map(String)}
      onChange={(ids) => set({ authorIds: ids.map(Number) })}
    />
  );
  const recordedOnFilter = (
    <DatePicker
      label={f.recordedOn}
      value={filters.recordedOn}
      onChange={(recordedOn) => set({ recordedOn })}
      resetLabel={messages.reset}
    />
  );

  return (
    <search ref={searchRef} className={styles.filters} aria-label={messages.filtersLabel}>
      <div className={styles.filterRow}>
        <FilterText
          className={styles.fieldWidths.jobId}
          label={f.jobId}
          value={filters.jobId}
          onCommit={(jobId) => set({ jobId })}
          maxLength={filterLimits.jobIdDigits}
          allowCharacter={isDigit}
        />
        <Select
          mountsLater
          className={`${styles.field} ${styles.fieldWidths.priority}`}
          label={f.priority}
          items={[{ id: '0', label: o.all }, ...toOptions(priorities)]}
          value={String(filters.priorityId)}
          onChange={(id) => id !== null && set({ priorityId: Number(id) })}
        />
        {!narrow && authorFilter}
        <Select
          mountsLater
          className={`${styles.field} ${styles.fieldWidths.status}`}
          label={f.status}
          items={statusOptionsFor(mode, context)}
          value={filters.status}
          onChange={(status) => status !== null && set({ status })}
        />
        {!narrow && recordedOnFilter}
        <Button
          id={moreId}
          variant="secondary"
          aria-expanded={moreOpen}
          aria-controls={moreOpen ? panelId : undefined}
          onPress={() => setMoreOpen((open) => !open)}
        >
          {messages.moreFilters}
          {/* The count is a badge; the name says it in words: 'More filters 2 active'. */}
          {activeBehindMore > 0 && (
            <>
              {' '}
              <span className={styles.badge}>{activeBehindMore}</span>
              <VisuallyHidden> {messages.active}</VisuallyHidden>
            </>
          )}
          <span className={styles.moreFiltersIcon} aria-hidden="true">
            <ChevronDownIcon />
          </span>
        </Button>
      </div>
      {moreOpen && (
        <fieldset id={panelId} aria-labelledby={moreId} className={styles.morePanel}>
          {narrow && authorFilter}
          {narrow && recordedOnFilter}
          {shown('dit2JobNo') && (
            <FilterText
              label={f.dit2JobNo}
              value={filters.dit2JobNo}
              onCommit={(dit2JobNo) => set({ dit2JobNo })}
            />
          )}
          {shown('patientName') && (
            <FilterText
              label={f.patientName}
              value={filters.patientName}
              onCommit={(patientName) => set({ patientName })}
              validate={(draft) => (patientNameError(draft) ? messages.patientNameTooShort : undefined)}
            />
          )}
          <Select
            mountsLater
            className={styles.field}
            label={f.department}
            items={[{ id: 'all', label: o.allDepartments }, ...toOptions(departments)]}
            value={filters.departmentId === null ? 'all' : String(filters.departmentId)}
            onChange={(id) => id !== null && set({ departmentId: id === 'all' ? null : Number(id) })}
          />
          {shown('hospitalNumber') && (
            <FilterText
              label={hospitalLabel}
              value={filters.hospitalNumber}
              onCommit={(hospitalNumber) => set({ hospitalNumber })}
              maxLength={filterLimits.hospitalNumberLength}
              describedBy={tipId}
            />
          )}
          {/* Searchable, since tenants can have many labels (spec 001 section 2). */}
          <ComboBox
            className={styles.field}
            label={f.labels}
            menuTrigger="focus"
            items={[
              { id: 'all', label: o.allLabels },
              { id: 'noLabel', label: o.noLabel },
              ...labels.map((label) => ({ id: `label:${label.name}`, label: label.name })),
            ]}
            value={labelKey(filters.label)}
            onChange={(key) => key !== null && set({ label: labelFromKey(key) })}
          />
          {shown('sampleId') && (
            <FilterText
              label={f.sampleId}
              value={filters.sampleId}
              onCommit={(sampleId) => set({ sampleId })}
              maxLength={filterLimits.sampleIdLength}
              describedBy={tipId}
            />
          )}
          {shown('dit2StatusSync') && (
            <Select
              mountsLater
              className={styles.field}
              label={f.dit2StatusSync}
              items={dit2StatusOptions}
              value={String(filters.dit2StatusSync)}
              onChange={(id) => id !== null && set({ dit2StatusSync: Number(id) })}
            />
          )}
          {shown('approval') && (
            <Select
              mountsLater
              className={styles.field}
              label={f.approval}
              items={approvalOptions}
              value={filters.approval}
              onChange={(id) => set({ approval: approvalFilters.find((value) => value === id) ?? 'all' })}
            />
          )}
          {/* Once for both fields it applies to (Hosp. No./NHS No. and Sample ID). */}
          {(shown('hospitalNumber') || shown('sampleId')) && (
            <p id={tipId} className={styles.panelNote}>
              {messages.exactMatchTip}
            </p>
          )}
        </fieldset>
      )}
    </search>
  );
});
