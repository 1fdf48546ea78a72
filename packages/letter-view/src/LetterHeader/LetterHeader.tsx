import {
  filterMrnInput,
  filterSampleIdInput,
  formatDateTime,
  hospitalNumberLabel,
  type LetterMetadata,
  labelChoiceOf,
  labelChoices,
  labelNameOfChoice,
  letterPermissions,
  mrnMaxLength,
  type Notify,
  sampleIdMaxLength,
  type UserProfile,
} from '@dictation/core';
import { useDeferredModule } from '@dictation/ui';
import { type ReactNode, useState } from 'react';
import { letterControls } from '../letterControlsModule';
import { headerMessages } from '../messages';
import type { LetterHeaderChange } from './headerChanges';
import { type HeaderDialog, headerRows, templateRows } from './headerFields';
import * as styles from './LetterHeader.css';
import { LetterHeaderField } from './LetterHeaderField';
import { LetterHeaderIdentifierDialog } from './LetterHeaderIdentifierDialog';
import { LetterHeaderNotes } from './LetterHeaderNotes';
import { LetterHeaderOrganisationDialog } from './LetterHeaderOrganisationDialog';
import { LetterHeaderPriority } from './LetterHeaderPriority';
import type { LetterHeaderApi } from './letterHeaderApi';
import {
  useHeaderLabels,
  useHeaderOrganisations,
  useHeaderPriorities,
  useHeaderTemplates,
} from './useHeaderLookups';
import { useHeaderUpdate } from './useHeaderUpdate';

export interface LetterHeaderProps {
  /** The letter's metadata (`metadata-with-lock`). Reload it after `onUpdated`. */
  letter: LetterMetadata;
  /**
   * The signed-in user: the id and first role for the rules (`letterPermissions`), the package
   * settings for the Hosp. No. / NHS No. wording (DMION).
   */
  profile: Pick<UserProfile, 'id' | 'roles' | 'moduleData'>;
  /** API client; `createApiClient(...)` from `@dictation/core` fits. */
  api: LetterHeaderApi;
  /** Shows why an update failed (the server's message). */
  notify: Notify;
  /** Called after the server took a change: reload the letter's metadata. */
  onUpdated: (change: LetterHeaderChange) => void;
  /**
   * Opens the notes dialog. Without it, or where notes cannot be edited, the notes icon only
   * shows the notes.
   * @default undefined
   */
  onOpenNotes?: () => void;
}

/**
 * The job header of the letter screen (spec 000 section 2 "Job header", spec 001 section 2): stage,
 * job, patient or Label / Hosp. No. / Sample ID / Org / Dept, recorded date, the Priority select
 * and the notes icon. Without an external patient, and where the rules allow (`canEditHeader`),
 * each field opens a modal whose Update sends the `update-*` call and reports it (`onUpdated`).
 * Where the department has templates, the Template row changes the letter's template; it is not
 * patient data, so it follows the Priority's rule rather than the external-patient one.
 */
export function LetterHeader({
  letter,
  profile,
  api,
  notify,
  onUpdated,
  onOpenNotes,
}: LetterHeaderProps): ReactNode {
  const [dialog, setDialog] = useState<HeaderDialog | null>(null);
  const permissions = letterPermissions(letter, profile);
  const canEdit = (edit: HeaderDialog) =>
    edit === 'template' ? permissions.canChangePriority : permissions.canEditHeader;
  const openDialog = dialog && canEdit(dialog) ? dialog : null;
  // The choice dialogs' list comes after the letter's first paint; opened before, once it is in.
  const controls = useDeferredModule(letterControls, openDialog === 'label' || openDialog === 'template');
  const hospitalNumber = hospitalNumberLabel(profile);
  const close = () => setDialog(null);
  // Closing with the success, in the same render that ends the update, not after it.
  const { update, isPending } = useHeaderUpdate({
    api,
    letterId: letter.id,
    notify,
    onUpdated: (change) => {
      close();
      onUpdated(change);
    },
  });
  const send = (change: LetterHeaderChange) => void update(change);
  const priorities = useHeaderPriorities(api, letter.organisationItemId);
  const labels = useHeaderLabels(api, openDialog === 'label' ? (letter.organisationItemId ?? null) : null);
  const organisations = useHeaderOrganisations(api, openDialog === 'organisation');
  const templates = useHeaderTemplates(api, letter.organisationItemId);
  const labelList = labels.data && labelChoices(labels.data, letter.mandatoryLabel === true);

  return (
    <section className={styles.root} aria-label={headerMessages.region}>
      <dl className={styles.fields}>
        {[...headerRows(letter, hospitalNumber), ...templateRows(letter, templates.data)].map((row) => {
          const edit = row.edit;
          return (
            <LetterHeaderField
              key={row.id}
              row={row}
              onEdit={edit && canEdit(edit) ? () => setDialog(edit) : undefined}
            />
          );
        })}
        <LetterHeaderField
          row={{ id: 'recorded', term: headerMessages.recorded, value: formatDateTime(letter.createdDate) }}
        />
      </dl>
      <LetterHeaderPriority
        // A new priority from the server replaces the one chosen here.
        key={letter.priority ?? 'none'}
        priorityId={letter.priority}
        priorities={priorities.data ?? []}
        loadError={priorities.error}
        isDisabled={!permissions.canChangePriority}
        onChange={(priorityId) => update({ field: 'priority', priorityId })}
      />
      <LetterHeaderNotes notes={letter.notes ?? ''} onOpen={permissions.notes ? onOpenNotes : undefined} />
      {openDialog === 'label' && controls && (
        <controls.LetterHeaderChoiceDialog
          key={labelList ? 'loaded' : 'loading'}
          title={headerMessages.labelTitle}
          listLabel={headerMessages.label}
          choices={labelList}
          loadError={labels.error}
          initialChoice={labelList ? labelChoiceOf(labelList, letter.labelName) : null}
          isPending={isPending}
          onUpdate={(id) => send({ field: 'label', labelName: labelNameOfChoice(labelList ?? [], id) ?? '' })}
          onClose={close}
        />
      )}
      {openDialog === 'template' && controls && (
        <controls.LetterHeaderChoiceDialog
          title={headerMessages.templateTitle}
          listLabel={headerMessages.template}
          choices={templates.data}
          loadError={templates.error}
          initialChoice={letter.templateId ?? null}
          isPending={isPending}
          onUpdate={(templateId) => send({ field: 'template', templateId })}
          onClose={close}
        />
      )}
      {openDialog === 'mrn' && (
        <LetterHeaderIdentifierDialog
          label={hospitalNumber}
          initialValue={letter.patientMRN ?? ''}
          maxLength={mrnMaxLength}
          filter={filterMrnInput}
          isPending={isPending}
          onUpdate={(mrn) => send({ field: 'mrn', mrn })}
          onClose={close}
        />
      )}
      {openDialog === 'sampleId' && (
        <LetterHeaderIdentifierDialog
          label={headerMessages.sampleId}
          initialValue={letter.sampleID ?? ''}
          maxLength={sampleIdMaxLength}
          filter={filterSampleIdInput}
          isPending={isPending}
          onUpdate={(sampleId) => send({ field: 'sampleId', sampleId })}
          onClose={close}
        />
      )}
      {openDialog === 'organisation' && (
        <LetterHeaderOrganisationDialog
          key={organisations.data ? 'loaded' : 'loading'}
          letter={letter}
          organisations={organisations.data}
          loadError={organisations.error}
          hospitalNumberLabel={hospitalNumber}
          isPending={isPending}
          onUpdate={(organisationItemId) => send({ field: 'organisation', organisationItemId })}
          onClose={close}
        />
      )}
    </section>
  );
}
