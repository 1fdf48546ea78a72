import { messages as coreMessages } from '@dictation/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { SWRConfig } from 'swr';
import { headerMessages } from '../messages';
import { LetterHeader } from './LetterHeader';
import { otherUser, storyApi, storyLabels, storyLetter, storyProfile } from './letterHeaderStories';

// The fake client answers at once: play functions wait for the element that proves the answer
// arrived (the priority, the list), never for a time.
const meta = {
  title: 'LetterView/LetterHeader',
  component: LetterHeader,
  args: {
    letter: storyLetter,
    profile: storyProfile,
    api: storyApi(),
    notify: fn(),
    onUpdated: fn(),
    onOpenNotes: fn(),
  },
  // Each story gets its own SWR cache, so stories never see each other's lists.
  decorators: [
    (Story) => (
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <Story />
      </SWRConfig>
    ),
  ],
} satisfies Meta<typeof LetterHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The names of the buttons that open the field modals, for an editable letter. */
const editButtons = [
  'Label: Clinic',
  'Hosp. No.: H123456',
  'Sample ID: S-9',
  'Org: General Hospital',
  'Dept: Cardiology',
] as const;

/** Modals and option lists render in a portal, outside the story's canvas. */
const page = () => within(document.body);

/** A Select's trigger is named by its value, then its label ('Normal Priority'). */
const trigger = (container: HTMLElement, label: string) =>
  within(container).getByRole('button', { name: new RegExp(`(^| )${label}$`) });

async function choose(container: HTMLElement, label: string, option: string) {
  await userEvent.click(trigger(container, label));
  await userEvent.click(await page().findByRole('option', { name: option }));
  await waitFor(() => expect(page().queryByRole('listbox')).toBeNull());
}

async function openDialog(canvasElement: HTMLElement, button: string, title: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: button }));
  return page().findByRole('dialog', { name: title });
}

/** The Urgent mark (the Select's hidden native options hold priority names too). */
const urgentBadge = (canvasElement: HTMLElement) =>
  within(canvasElement).queryByText(headerMessages.urgent, { selector: 'span' });

const update = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: headerMessages.update });

const closed = () => waitFor(() => expect(page().queryByRole('dialog')).toBeNull());

/** The header of a letter nobody may edit: plain values, the priority fixed. */
async function expectReadOnly(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  expect(await canvas.findByRole('button', { name: /Normal Priority$/ })).toBeDisabled();
  for (const name of editButtons) expect(canvas.queryByRole('button', { name })).toBeNull();
  expect(canvas.getByText('Clinic')).toBeVisible();
}

export const Editable: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('region', { name: headerMessages.region });
    expect(within(header).getByText('To Review')).toBeVisible();
    expect(within(header).getByText('4711')).toBeVisible();
    expect(within(header).getByText('22-Nov-2026 09:05')).toBeVisible();
    for (const name of editButtons) expect(canvas.getByRole('button', { name })).toBeEnabled();
    expect(await canvas.findByRole('button', { name: /^Normal Priority$/ })).toBeEnabled();
    expect(urgentBadge(canvasElement)).toBeNull();
    const notes = canvas.getByRole('button', { name: headerMessages.notes });
    expect(notes).toHaveAccessibleDescription('Call the GP before sending');
    await userEvent.click(notes);
    expect(args.onOpenNotes).toHaveBeenCalledOnce();
  },
};

/** Spec 000 section 2: the patient from EMIS, formatted; nothing of it editable. */
export const ExternalPatient: Story = {
  args: {
    letter: {
      ...storyLetter,
      isExternalSystemPatient: true,
      externalClinicalSystem: 10,
      externalPatient: {
        familyName: "O'Neil-Worthington-Smythe",
        firstNames: 'Samantha Jane',
        dateOfBirth: '1970-03-14T00:00:00',
        nhsNumber: '4857773456',
        refId: '500123',
        externalClinicalSystem: 10,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const patient = "O'NEIL-WORTHINGTON-SMYTHE, Samantha Jane";
    // Over 30 characters: 27 and an ellipsis on screen, the whole name for assistive technology.
    expect(canvas.getByText(`${patient.slice(0, 27)}...`)).toHaveAttribute('title', patient);
    expect(canvas.getByText(patient)).toBeInTheDocument();
    expect(canvas.getByText('14-Mar-1970')).toBeVisible();
    expect(canvas.getByText('485 777 3456')).toBeVisible();
    expect(canvas.getByText('EMIS reference')).toBeVisible();
    expect(canvas.getByText('500123')).toBeVisible();
    expect(canvas.getByText('Cardiology')).toBeVisible();
    expect(canvas.queryByRole('button', { name: /^(Label|Hosp\. No\.|Sample ID|Org|Dept):/ })).toBeNull();
    // The priority is not patient data: it stays editable.
    expect(await canvas.findByRole('button', { name: /^Normal Priority$/ })).toBeEnabled();
  },
};

/** Spec 001 section 6: another user's lock makes the letter read-only; notes stay readable. */
export const LockedByOther: Story = {
  args: { letter: { ...storyLetter, heldUserId: otherUser.id, heldUserName: otherUser.name } },
  play: async ({ canvasElement }) => {
    await expectReadOnly(canvasElement);
    const canvas = within(canvasElement);
    expect(canvas.queryByRole('button', { name: headerMessages.notes })).toBeNull();
    expect(canvas.getByText('Notes: Call the GP before sending')).toBeInTheDocument();
  },
};

/** Spec 000 section 2: no header edits at step 7000. */
export const Completed: Story = {
  args: {
    letter: { ...storyLetter, letterStepName: 'Completed', letterStepType: 7000, autoLockedUserId: null },
  },
  play: async ({ canvasElement }) => {
    await expectReadOnly(canvasElement);
    expect(within(canvasElement).getByText('Completed')).toBeVisible();
  },
};

export const Deleted: Story = {
  args: { letter: { ...storyLetter, isDeleted: true, autoLockedUserId: null } },
  play: async ({ canvasElement }) => {
    await expectReadOnly(canvasElement);
    const canvas = within(canvasElement);
    expect(canvas.getByText(headerMessages.deleted)).toBeVisible();
    expect(canvas.queryByText('To Review')).toBeNull();
    expect(canvas.queryByRole('button', { name: headerMessages.notes })).toBeNull();
  },
};

export const Cleared: Story = {
  args: { letter: { ...storyLetter, isLetterCleaned: true } },
  play: async ({ canvasElement }) => expectReadOnly(canvasElement),
};

/** Spec 000 section 2: over 30 characters, 27 and an ellipsis; the whole value in name and tooltip. */
export const LongValues: Story = {
  args: {
    letter: {
      ...storyLetter,
      labelName: 'Outpatient follow-up, cardiology clinic',
      patientMRN: 'H'.repeat(30),
      organisationName: 'Royal Northern General Hospital NHS Foundation Trust',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fullLabel = 'Outpatient follow-up, cardiology clinic';
    const label = canvas.getByRole('button', { name: `Label: ${fullLabel}` });
    expect(within(label).getByText('Outpatient follow-up, cardi...')).toHaveAttribute('title', fullLabel);
    // Exactly 30 characters are shown whole.
    const mrn = canvas.getByRole('button', { name: `Hosp. No.: ${'H'.repeat(30)}` });
    expect(within(mrn).getByText('H'.repeat(30))).toBeVisible();
    const organisation = canvas.getByRole('button', {
      name: 'Org: Royal Northern General Hospital NHS Foundation Trust',
    });
    expect(within(organisation).getByText('Royal Northern General Hosp...')).toBeVisible();
    // Keyboard focus opens the tooltip; the label is the first control of the header.
    await userEvent.tab();
    expect(label).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent(fullLabel);
  },
};

/** Spec 000 sections 2 and 5: None first, the letter's label chosen; ten choices fit, no scroll. */
export const LabelModal: Story = {
  args: { api: storyApi({ labels: storyLabels(9) }) },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement, 'Label: Clinic', headerMessages.labelTitle);
    const list = await within(dialog).findByRole('listbox', { name: headerMessages.label });
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(10);
    expect(options[0]).toHaveAccessibleName(headerMessages.none);
    expect(within(list).getByRole('option', { name: 'Clinic' })).toHaveAttribute('aria-selected', 'true');
    expect(list.scrollHeight).toBe(list.clientHeight);
    await userEvent.click(within(list).getByRole('option', { name: 'Scan type 3' }));
    await userEvent.click(update(dialog));
    await closed();
    expect(args.api.letters.updateLabel).toHaveBeenCalledWith(4711, 'Scan type 3');
    expect(args.onUpdated).toHaveBeenCalledWith({ field: 'label', labelName: 'Scan type 3' });
  },
};

/** Spec 000 section 2: above 10 the list scrolls (here None and 10 labels). None sends an empty label. */
export const LabelModalManyLabels: Story = {
  args: { api: storyApi({ labels: storyLabels(10) }) },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement, 'Label: Clinic', headerMessages.labelTitle);
    const list = await within(dialog).findByRole('listbox', { name: headerMessages.label });
    expect(within(list).getAllByRole('option')).toHaveLength(11);
    expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
    await userEvent.click(within(list).getByRole('option', { name: headerMessages.none }));
    await userEvent.click(update(dialog));
    await closed();
    expect(args.api.letters.updateLabel).toHaveBeenCalledWith(4711, '');
  },
};

/** Spec 000 section 5: with a mandatory label there is no None, and Update waits for a choice. */
export const LabelModalMandatory: Story = {
  args: { letter: { ...storyLetter, mandatoryLabel: true, labelName: null }, api: storyApi() },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement, 'Label: None', headerMessages.labelTitle);
    const list = await within(dialog).findByRole('listbox', { name: headerMessages.label });
    expect(within(list).queryByRole('option', { name: headerMessages.none })).toBeNull();
    expect(update(dialog)).toBeDisabled();
    await userEvent.click(within(list).getByRole('option', { name: 'Clinic' }));
    expect(update(dialog)).toBeEnabled();
    await userEvent.click(update(dialog));
    await closed();
    expect(args.api.letters.updateLabel).toHaveBeenCalledWith(4711, 'Clinic');
  },
};

/**
 * Spec 000 section 5: letters, digits and _ @ , . space / \ ' # & + -, at most 30; an input
 * that breaks the rule is ignored whole.
 */
export const MrnModal: Story = {
  args: { api: storyApi() },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement, 'Hosp. No.: H123456', 'Change Hosp. No.');
    const field = within(dialog).getByRole('textbox', { name: 'Hosp. No.' });
    expect(field).toHaveValue('H123456');
    expect(field).toHaveAccessibleDescription(/7 \/ 30/);
    await userEvent.clear(field);
    await userEvent.type(field, "O'Neil/7 #&+-!*");
    expect(field).toHaveValue("O'Neil/7 #&+-");
    await userEvent.clear(field);
    await userEvent.paste('a'.repeat(31));
    expect(field).toHaveValue('');
    await userEvent.paste('a'.repeat(30));
    await userEvent.type(field, 'b');
    expect(field).toHaveValue('a'.repeat(30));
    expect(field).toHaveAccessibleDescription(/30 \/ 30/);
    await userEvent.click(update(dialog));
    await closed();
    expect(args.api.letters.updateMrn).toHaveBeenCalledWith(4711, 'a'.repeat(30));
  },
};

/** Spec 000 section 5: at most 50; empty clears. */
export const SampleIdModal: Story = {
  args: { api: storyApi() },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement, 'Sample ID: S-9', 'Change Sample ID');
    const field = within(dialog).getByRole('textbox', { name: headerMessages.sampleId });
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(48));
    expect(field).toHaveValue('S-9');
    await userEvent.paste('x'.repeat(47));
    expect(field).toHaveValue(`S-9${'x'.repeat(47)}`);
    await userEvent.clear(field);
    await userEvent.click(update(dialog));
    await closed();
    expect(args.api.letters.updateSampleId).toHaveBeenCalledWith(4711, '');
  },
};

/**
 * Spec 000 sections 4 and 5: an organisation, then one of its departments; moving to another
 * department clears the label and the MRN, which the modal says.
 */
export const OrganisationModal: Story = {
  args: { api: storyApi() },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement, 'Dept: Cardiology', headerMessages.organisationTitle);
    await waitFor(() => expect(trigger(dialog, 'Department')).toHaveAccessibleName('Cardiology Department'));
    expect(trigger(dialog, 'Organisation')).toHaveAccessibleName('General Hospital Organisation');
    const notice = within(dialog).getByRole('status');
    expect(notice).toHaveTextContent('');
    await choose(dialog, 'Organisation', 'Health Centre');
    expect(within(dialog).queryByRole('button', { name: /Department$/ })).toBeNull();
    expect(update(dialog)).toBeEnabled();
    await choose(dialog, 'Organisation', 'General Hospital');
    expect(update(dialog)).toBeDisabled();
    await choose(dialog, 'Department', 'Radiology');
    expect(notice).toHaveTextContent(headerMessages.departmentChangeClears('Hosp. No.'));
    await userEvent.click(update(dialog));
    await closed();
    expect(args.api.letters.updateOrganisation).toHaveBeenCalledWith(4711, 22);
    expect(args.onUpdated).toHaveBeenCalledWith({ field: 'organisation', organisationItemId: 22 });
  },
};

/**
 * Spec 001 sections 4 and 7: the department's templates and the user's own for it or for no
 * department (spec 000 section 7, `my-templates`), each once; `update-template` with the chosen one.
 */
export const TemplateModal: Story = {
  args: { api: storyApi(), letter: { ...storyLetter, templateId: 1 } },
  play: async ({ canvasElement, args }) => {
    // The row appears once the department's templates are known.
    await within(canvasElement).findByRole('button', { name: 'Template: Clinic letter' });
    const dialog = await openDialog(canvasElement, 'Template: Clinic letter', headerMessages.templateTitle);
    const list = within(dialog).getByRole('listbox', { name: 'Template' });
    await waitFor(() =>
      expect(within(list).getByRole('option', { name: 'Clinic letter' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Clinic letter', 'Discharge summary', 'My referral']);
    await userEvent.click(within(list).getByRole('option', { name: 'Discharge summary' }));
    await userEvent.click(update(dialog));
    await closed();
    expect(args.api.letters.updateTemplate).toHaveBeenCalledWith({ letterId: 4711, templateId: 2 });
    expect(args.onUpdated).toHaveBeenCalledWith({ field: 'template', templateId: 2 });
  },
};

/** A refused update shows the server's message and keeps the modal open with the value. */
export const UpdateFails: Story = {
  args: { api: storyApi({ refusal: 'This letter is locked by Dr Who' }) },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement, 'Sample ID: S-9', 'Change Sample ID');
    const field = within(dialog).getByRole('textbox', { name: headerMessages.sampleId });
    await userEvent.clear(field);
    // Enter in the field submits like Update.
    await userEvent.type(field, 'LAB-42{Enter}');
    await waitFor(() =>
      expect(args.notify).toHaveBeenCalledWith(
        // The catalogue's words, with the server's reason under them (issue 31).
        expect.objectContaining({
          kind: 'error',
          message: coreMessages.requestFailed,
          description: 'This letter is locked by Dr Who',
        }),
      ),
    );
    expect(page().getByRole('dialog', { name: 'Change Sample ID' })).toBeVisible();
    expect(field).toHaveValue('LAB-42');
    expect(update(dialog)).toBeEnabled();
    expect(args.onUpdated).not.toHaveBeenCalled();
  },
};

/** Spec 001 section 9: any priority but 1 is shown as urgent; choosing one sends update-priority. */
export const UrgentPriority: Story = {
  args: { letter: { ...storyLetter, priority: 2 }, api: storyApi() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const priority = await canvas.findByRole('button', { name: /^Two week wait Priority$/ });
    expect(priority).toHaveAccessibleDescription(headerMessages.urgent);
    expect(urgentBadge(canvasElement)).toBeVisible();
    await choose(canvasElement, 'Priority', 'Normal');
    expect(args.api.letters.updatePriority).toHaveBeenCalledWith({ letterId: 4711, priorityId: 1 });
    expect(args.onUpdated).toHaveBeenCalledWith({ field: 'priority', priorityId: 1 });
    await waitFor(() => expect(urgentBadge(canvasElement)).toBeNull());
  },
};
