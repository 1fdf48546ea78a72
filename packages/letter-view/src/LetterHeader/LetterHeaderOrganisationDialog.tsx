import {
  chosenOrganisationItem,
  departmentsOf,
  type LetterMetadata,
  type OrganisationChoice,
  type OrganisationItem,
  organisationChoiceOf,
  withOnlyChoices,
} from '@dictation/core';
import { Select } from '@dictation/ui';
import { useState } from 'react';
import { headerMessages } from '../messages';
import { departmentChangeClears } from './headerFields';
import * as styles from './LetterHeader.css';
import { LetterHeaderDialog } from './LetterHeaderDialog';
import { LetterHeaderLookup } from './LetterHeaderLookup';

export interface LetterHeaderOrganisationDialogProps {
  letter: Pick<LetterMetadata, 'organisationItemId' | 'labelName' | 'patientMRN'>;
  /** The user's organisations; undefined while they load. */
  organisations: readonly OrganisationItem[] | undefined;
  loadError: Error | undefined;
  /** Hosp. No. or NHS No. (setting DMION). */
  hospitalNumberLabel: string;
  isPending: boolean;
  onUpdate: (organisationItemId: number) => void;
  onClose: () => void;
}

const toItems = (items: readonly OrganisationItem[]) =>
  items.map((item) => ({ id: item.id, label: item.name }));

/**
 * Org and Dept (spec 000 sections 2, 4 and 5): an organisation, then one of its departments when
 * it has any. Update waits for a department; moving to another department clears the label and
 * the MRN, which the modal says before Update. The choice starts from the letter's department
 * when the list is there: mount it again (a new `key`) when the organisations arrive.
 */
export function LetterHeaderOrganisationDialog({
  letter,
  organisations,
  loadError,
  hospitalNumberLabel,
  isPending,
  onUpdate,
  onClose,
}: LetterHeaderOrganisationDialogProps) {
  const items = organisations ?? [];
  const [choice, setChoice] = useState<OrganisationChoice>(
    () =>
      organisationChoiceOf(items, letter.organisationItemId) ?? { organisationId: null, departmentId: null },
  );
  const chosenItem = chosenOrganisationItem(items, choice)?.id ?? null;
  const departments = departmentsOf(items.find((item) => item.id === choice.organisationId));
  return (
    <LetterHeaderDialog
      title={headerMessages.organisationTitle}
      canUpdate={chosenItem !== null}
      isPending={isPending}
      onUpdate={() => {
        if (chosenItem !== null) onUpdate(chosenItem);
      }}
      onClose={onClose}
    >
      <LetterHeaderLookup data={organisations} error={loadError}>
        {() => (
          <>
            <Select<number>
              label={headerMessages.organisationField}
              items={toItems(items)}
              value={choice.organisationId}
              // With one department there is nothing to choose (spec 000 section 4).
              onChange={(organisationId) =>
                setChoice(withOnlyChoices(items, { organisationId, departmentId: null }))
              }
              isRequired
              autoFocus
            />
            {departments.length > 0 && (
              <Select<number>
                label={headerMessages.departmentField}
                items={toItems(departments)}
                value={choice.departmentId}
                onChange={(departmentId) => setChoice({ ...choice, departmentId })}
                isRequired
              />
            )}
          </>
        )}
      </LetterHeaderLookup>
      <p role="status" className={styles.notice}>
        {departmentChangeClears(letter, chosenItem)
          ? headerMessages.departmentChangeClears(hospitalNumberLabel)
          : ''}
      </p>
    </LetterHeaderDialog>
  );
}
