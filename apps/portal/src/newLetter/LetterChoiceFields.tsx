import type { OrganisationItem, Priority } from '@dictation/core';
import { Select } from '@dictation/ui';
import { messages } from '../messages';
import * as styles from './newLetter.css';
import { departmentsOf, type LetterChoice } from './newLetterRules';

export interface LetterChoiceFieldsProps {
  organisations: readonly OrganisationItem[];
  priorities: readonly Priority[];
  choice: LetterChoice;
  onChange: (choice: LetterChoice) => void;
}

const toItems = (items: readonly { id: number; name: string }[]) =>
  items.map((item) => ({ id: item.id, label: item.name }));

/** Organisation, department (when it has any) and priority of the recording page (spec 000 section 2). */
export function LetterChoiceFields({ organisations, priorities, choice, onChange }: LetterChoiceFieldsProps) {
  const departments = departmentsOf(organisations.find((item) => item.id === choice.organisationId));
  return (
    <fieldset className={styles.fields}>
      <legend>{messages.letterDetails}</legend>
      <Select<number>
        label={messages.organisation}
        items={toItems(organisations)}
        value={choice.organisationId}
        onChange={(organisationId) => onChange({ ...choice, organisationId, departmentId: null })}
        isRequired
      />
      {departments.length > 0 && (
        <Select<number>
          label={messages.department}
          items={toItems(departments)}
          value={choice.departmentId}
          onChange={(departmentId) => onChange({ ...choice, departmentId })}
          isRequired={departments.length > 1}
        />
      )}
      <Select<number>
        label={messages.priority}
        items={toItems(priorities)}
        value={choice.priorityId}
        onChange={(priorityId) => onChange({ ...choice, priorityId })}
        isRequired
      />
    </fieldset>
  );
}
