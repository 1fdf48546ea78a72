import type { Author, OrganisationItem } from '@dictation/core';
import { Select } from '@dictation/ui';
import { uploadMessages as messages } from '../messages';
import * as layout from '../newLetter/newLetter.css';
import type { UploadTarget } from './uploadRules';

export interface UploadTargetFieldsProps {
  organisations: readonly OrganisationItem[];
  authors: readonly Author[];
  target: UploadTarget;
  onChange: (target: UploadTarget) => void;
}

const itemOptions = (items: readonly OrganisationItem[]) =>
  items.map((item) => ({ id: item.id, label: item.name }));
const authorOptions = (authors: readonly Author[]) =>
  authors.map((author) => ({ id: author.id, label: author.fullName ?? author.fullNameFormatted ?? '' }));

/** Organisation, department (when it has any) and author, shared by every file of the upload. */
export function UploadTargetFields({ organisations, authors, target, onChange }: UploadTargetFieldsProps) {
  const departments = organisations.find((item) => item.id === target.organisationId)?.childrenOrgItems ?? [];
  return (
    <fieldset className={layout.fieldRow}>
      <legend>{messages.uploadDetails}</legend>
      <Select<number>
        label={messages.organisation}
        items={itemOptions(organisations)}
        value={target.organisationId}
        onChange={(organisationId) => onChange({ organisationId, departmentId: null, authorId: null })}
        isRequired
      />
      {departments.length > 0 && (
        <Select<number>
          label={messages.department}
          items={itemOptions(departments)}
          value={target.departmentId}
          onChange={(departmentId) => onChange({ ...target, departmentId })}
          isRequired
        />
      )}
      <Select<number>
        label={messages.author}
        items={authorOptions(authors)}
        value={target.authorId}
        onChange={(authorId) => onChange({ ...target, authorId })}
        isDisabled={target.organisationId === null}
        isRequired
      />
    </fieldset>
  );
}
