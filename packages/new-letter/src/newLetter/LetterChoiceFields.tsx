import {
  type DictationType,
  departmentsOf,
  filterMrnInput,
  filterSampleIdInput,
  labelChoiceOf,
  labelNameOfChoice,
  type Priority,
} from '@dictation/core';
import { Select, TextField } from '@dictation/ui';
import { memo } from 'react';
import { newLetterMessages as messages } from '../messages';
import { useDeferredData } from './deferredData';
import { noneTemplateId } from './letterFieldRules';
import * as styles from './newLetter.css';
import type { LetterChoice } from './openingChoice';
import { sameData } from './sameData';
import type { LetterChoiceState } from './useLetterChoice';

export interface LetterChoiceFieldsProps
  extends Pick<LetterChoiceState, 'organisations' | 'choice' | 'fields' | 'values' | 'change'> {
  /** Fields a host gave (issue 18): shown with their value, not changeable. @default none */
  locked?: LetterChoiceState['locked'];
  priorities: readonly Priority[];
  /**
   * The department's priorities are loading: the select says so and waits, rather than open
   * empty under a user who picked the department a moment ago. @default false
   */
  prioritiesLoading?: boolean;
  dictationTypes: readonly DictationType[];
}

const unlocked = { organisation: false, department: false, mrn: false, label: false, dictationType: false };

const toItems = (items: readonly { id: number; name: string }[]) =>
  items.map((item) => ({ id: item.id, label: item.name }));

/**
 * Organisation, department, priority, label, template, Hosp. No./NHS No., Sample ID and dictation
 * type of the recording page (spec 000 sections 2 and 5). MRN and Sample ID ignore input that is too long
 * or has a character outside the allowed pattern; empty clears.
 *
 * Rendered again only when what it shows changes (`sameData`: the page rebuilds these props on
 * each of its renders): its selects are the heaviest part of the page, and the page renders again
 * for each answer and each recorder update while it starts (issue 33). `change` must therefore
 * act on the latest choice whichever render it came from (`useLetterChoice`'s does).
 *
 * The lists (organisations, priorities, dictation types, the fields shown and their options) come
 * from the server's answers, one after another as the page starts: they are rendered at a lower
 * priority, in renders that give way to the recorder's start (its journal, its lock, its audio)
 * rather than hold Record back. What the user chose and typed is rendered at once. The selects
 * mount after the page's first render (`mountsLater`), stand-ins that look the same first.
 */
export function LetterChoiceFields({
  organisations,
  priorities,
  prioritiesLoading = false,
  dictationTypes,
  fields,
  ...chosen
}: LetterChoiceFieldsProps) {
  const lists = useDeferredData({ organisations, priorities, prioritiesLoading, dictationTypes, fields });
  return <ChoiceFields {...lists} {...chosen} />;
}

const ChoiceFields = memo(function ChoiceFields({
  organisations,
  priorities,
  prioritiesLoading = false,
  dictationTypes,
  choice,
  fields,
  values,
  change,
  locked = unlocked,
}: LetterChoiceFieldsProps) {
  const departments = departmentsOf(organisations.find((item) => item.id === choice.organisationId));
  const set = (patch: Partial<LetterChoice>) => change({ ...choice, ...patch });
  return (
    <fieldset className={styles.fieldRow}>
      <legend>{messages.letterDetails}</legend>
      <Select<number>
        mountsLater
        label={messages.organisation}
        items={toItems(organisations)}
        value={choice.organisationId}
        onChange={(organisationId) => set({ organisationId, departmentId: null })}
        isRequired
        isDisabled={locked.organisation}
      />
      {departments.length > 0 && (
        <Select<number>
          mountsLater
          label={messages.department}
          items={toItems(departments)}
          value={choice.departmentId}
          onChange={(departmentId) => set({ departmentId })}
          isRequired={departments.length > 1}
          isDisabled={locked.department}
        />
      )}
      <Select<number>
        mountsLater
        label={messages.priority}
        items={toItems(priorities)}
        value={choice.priorityId}
        onChange={(priorityId) => set({ priorityId })}
        isRequired
        isDisabled={prioritiesLoading}
        {...(prioritiesLoading ? { placeholder: messages.loadingPriorities } : {})}
      />
      {fields.label.shown && (
        <Select<number>
          mountsLater
          label={messages.label}
          items={toItems(fields.label.options)}
          value={labelChoiceOf(fields.label.options, choice.labelName)}
          onChange={(id) => set({ labelName: labelNameOfChoice(fields.label.options, id) })}
          isRequired={fields.label.mandatory}
          isDisabled={locked.label}
        />
      )}
      {fields.template.shown && (
        <Select<number>
          mountsLater
          label={messages.template}
          items={toItems(fields.template.options)}
          value={choice.templateId ?? noneTemplateId}
          onChange={(id) => set({ templateId: id === noneTemplateId ? null : id })}
        />
      )}
      {(fields.mrn || locked.mrn) && (
        <TextField
          label={fields.mrnLabel}
          value={choice.mrn}
          onChange={(next) => set({ mrn: filterMrnInput(next, choice.mrn) })}
          isRequired={fields.mrnMandatory}
          isReadOnly={locked.mrn}
        />
      )}
      {fields.sampleId && (
        <TextField
          label={messages.sampleId}
          value={choice.sampleId}
          onChange={(next) => set({ sampleId: filterSampleIdInput(next, choice.sampleId) })}
        />
      )}
      {fields.dictationType.shown && (
        <Select<string>
          mountsLater
          label={messages.dictationType}
          items={dictationTypes.map((type) => ({ id: type.type, label: type.type }))}
          value={values.dictationType}
          onChange={(dictationType) => set({ dictationType })}
          isDisabled={!fields.dictationType.enabled || locked.dictationType}
        />
      )}
    </fieldset>
  );
}, sameData);
