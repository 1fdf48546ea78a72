import {
  chosenOrganisationItem,
  hospitalNumberField,
  type OrganisationItem,
  sampleIdShown,
  type Template,
} from '@dictation/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, within } from 'storybook/test';
import { LetterChoiceFields } from './LetterChoiceFields';
import { dictationTypeField, effectiveDictationType, labelField, templateField } from './letterFieldRules';
import { emptyChoice, type LetterChoice } from './openingChoice';
import type { LetterChoiceState } from './useLetterChoice';

const radiology: OrganisationItem = {
  id: 11,
  name: 'Radiology',
  showLabels: true,
  letterLabels: [{ id: 1, name: 'Referral' }],
  showMRN: true,
  mandatoryMRN: true,
};
const clinic: OrganisationItem = {
  id: 12,
  name: 'Outpatients',
  showLabels: true,
  mandatoryLabel: true,
  letterLabels: [
    { id: 1, name: 'Referral' },
    { id: 2, name: 'Discharge' },
  ],
  showSampleID: true,
  showMRN: true,
};
const organisations: OrganisationItem[] = [
  { id: 10, name: 'General Hospital', childrenOrgItems: [radiology, clinic] },
  { id: 20, name: 'Community Clinic', showMRN: false },
];
const priorities = [
  { id: 1, name: 'Normal', workflow: 'Standard' },
  { id: 2, name: 'Urgent', workflow: 'Standard' },
  { id: 3, name: 'Manual typing', workflow: 'Manual' },
];
const dictationTypes = [{ type: 'Dictation' }, { type: 'Clinic letter' }];
const templates: Template[] = [
  { id: 7, name: 'Discharge summary' },
  { id: 8, name: '' },
];

interface FieldsStoryProps {
  initial: Partial<LetterChoice>;
  /** The department's templates (none: the field is hidden). */
  departmentTemplates?: Template[];
  locked?: LetterChoiceState['locked'];
  /** The department's priorities are still on their way. */
  prioritiesLoading?: boolean;
}

/**
 * The fields with their choice held here, and shown by the same rules the recording page's
 * useLetterChoice applies (that hook's reads and memory are unit-tested and covered end to end).
 */
function FieldsStory({
  initial,
  departmentTemplates = [],
  locked,
  prioritiesLoading = false,
}: FieldsStoryProps) {
  const [choice, setChoice] = useState<LetterChoice>({ ...emptyChoice, ...initial });
  const item = chosenOrganisationItem(organisations, choice);
  const itemId = item?.id ?? null;
  const dictationType = dictationTypeField({
    aiPostProcessing: false,
    priority: priorities.find((priority) => priority.id === choice.priorityId),
    typeCount: dictationTypes.length,
  });
  return (
    <LetterChoiceFields
      organisations={organisations}
      priorities={prioritiesLoading ? [] : priorities}
      prioritiesLoading={prioritiesLoading}
      dictationTypes={dictationTypes}
      choice={choice}
      change={setChoice}
      {...(locked ? { locked } : {})}
      values={{
        organisationItemId: itemId,
        priority: choice.priorityId,
        labelName: choice.labelName,
        patientMRN: choice.mrn || null,
        sampleID: choice.sampleId || null,
        dictationType: effectiveDictationType(choice.dictationType, dictationType, dictationTypes),
        templateId: choice.templateId,
      }}
      fields={{
        label: labelField(item),
        template: templateField(itemId === null ? [] : departmentTemplates),
        sampleId: sampleIdShown(item),
        dictationType,
        mrn: hospitalNumberField(item).shown,
        mrnLabel: 'Hosp. No.',
        mrnMandatory: hospitalNumberField(item).mandatory,
      }}
    />
  );
}

/** The letter's details on the recording page (spec 000 sections 2 and 5). */
const meta = {
  title: 'Recorder/LetterChoiceFields',
  component: FieldsStory,
  args: { initial: {} },
} satisfies Meta<typeof FieldsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The trigger of a Select: its name is the value followed by the label. */
const select = (canvas: ReturnType<typeof within>, label: string) =>
  canvas.getByRole('button', { name: new RegExp(`${label.replace('.', '\\.')}$`) });

async function choose(canvas: ReturnType<typeof within>, label: string, option: string) {
  await userEvent.click(select(canvas, label));
  await userEvent.click(await screen.findByRole('option', { name: option }));
  await expect(select(canvas, label)).toHaveTextContent(option);
}

/** Nothing chosen: the department appears once an organisation with departments is picked. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Letter details' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Department$/ })).toBeNull();
    await choose(canvas, 'Organisation', 'General Hospital');
    await choose(canvas, 'Department', 'Radiology');
    // Radiology: the label may be None, the Hosp. No. is required.
    await expect(select(canvas, 'Label')).toHaveTextContent('None');
    await expect(canvas.getByRole('textbox', { name: /^Hosp\. No\./ })).toBeRequired();
  },
};

/** The department was just chosen and its priorities are loading: the select says so and waits. */
export const PrioritiesLoading: Story = {
  args: { initial: { organisationId: 10, departmentId: 11 }, prioritiesLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const priority = select(canvas, 'Priority');
    await expect(priority).toHaveTextContent('Loading priorities…');
    await expect(priority).toBeDisabled();
  },
};

/** Hosp. No. ignores a change with a character outside its pattern, as a whole. */
export const HospitalNumberInput: Story = {
  args: { initial: { organisationId: 10, departmentId: 11, priorityId: 1 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const number = canvas.getByRole('textbox', { name: /^Hosp\. No\./ });
    await userEvent.type(number, 'RX04!51');
    await expect(number).toHaveValue('RX0451');
  },
};

/** A department with a mandatory label (no None) and a Sample ID. */
export const MandatoryLabelAndSampleId: Story = {
  args: { initial: { organisationId: 10, departmentId: 12, priorityId: 1 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(select(canvas, 'Label'));
    const options = await screen.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['Referral', 'Discharge']);
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('textbox', { name: 'Sample ID' })).toBeVisible();
  },
};

/** The department's templates, None first; an untitled one is named by its id. */
export const WithTemplates: Story = {
  args: { initial: { organisationId: 10, departmentId: 11, priorityId: 1 }, departmentTemplates: templates },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(select(canvas, 'Template')).toHaveTextContent('None');
    await userEvent.click(select(canvas, 'Template'));
    const options = await screen.findAllByRole('option');
    await expect(options[0]).toHaveTextContent('None');
    await expect(options).toHaveLength(3);
    await expect(options[2]).toHaveTextContent('Template 8');
    await userEvent.click(screen.getByRole('option', { name: 'Discharge summary' }));
    await expect(select(canvas, 'Template')).toHaveTextContent('Discharge summary');
  },
};

/** The host (an EPR) gave the patient and the place: shown, not changeable. */
export const GivenByHost: Story = {
  args: {
    initial: { organisationId: 10, departmentId: 11, mrn: 'RX0451277', priorityId: 2 },
    locked: { organisation: true, department: true, mrn: true, label: false, dictationType: false },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(select(canvas, 'Organisation')).toBeDisabled();
    await expect(select(canvas, 'Department')).toBeDisabled();
    const number = canvas.getByRole('textbox', { name: /^Hosp\. No\./ });
    await expect(number).toHaveValue('RX0451277');
    await expect(number).toHaveAttribute('readonly');
    await expect(select(canvas, 'Priority')).toBeEnabled();
  },
};

/** An organisation without departments or Hosp. No.: only what it uses is asked for. */
export const OrganisationWithoutDepartments: Story = {
  args: { initial: { organisationId: 20, priorityId: 1 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Department$/ })).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: /Hosp\. No\./ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Label$/ })).toBeNull();
  },
};
