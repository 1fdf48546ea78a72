import { formatDate } from '@dictation/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useReducer } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { emptyFilters } from '../filters/lettersFilters';
import { listReducer } from '../list/listState';
import { messages } from '../messages';
import { buildFilter } from '../query/buildSearchQuery';
import { authorsWithLetters, labels, makeListContext, priorities } from '../testing/fixtures';
import type { ListContext, ListMode } from '../types';
import { LettersTableFilters } from './LettersTableFilters';

/**
 * Each filter of spec 001 section 2 in the states that matter. The filters drive the list's
 * real reducer, and the story prints the OData `$filter` they produce, so every play function
 * checks what reaches the server, not only what the field shows.
 */

const standard: ListContext = makeListContext({ showSampleId: true });
const departments = [
  { id: 11, name: 'Cardiology' },
  { id: 12, name: 'Radiology' },
];
const authors = authorsWithLetters.map((author) => ({ id: author.id, name: author.fullNameFormatted }));
const queryLabel = 'Query filter';

interface FiltersHarnessProps {
  mode: ListMode;
  context: ListContext;
}

function FiltersHarness({ mode, context }: FiltersHarnessProps): ReactNode {
  const [state, dispatch] = useReducer(listReducer, {
    filters: emptyFilters(),
    pageIndex: 0,
    pageSize: 50,
    columns: {},
  });
  return (
    <>
      <LettersTableFilters
        mode={mode}
        context={context}
        state={state}
        dispatch={dispatch}
        onReset={() => dispatch({ type: 'resetFilters', filters: emptyFilters() })}
        departments={departments}
        priorities={priorities}
        labels={labels}
        authors={authors}
      />
      <output aria-label={queryLabel}>{buildFilter({ mode, filters: state.filters, context })}</output>
    </>
  );
}

const meta = {
  title: 'LettersTable/LettersTableFilters',
  component: FiltersHarness,
  args: { mode: 'inProgress', context: standard },
} satisfies Meta<typeof FiltersHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const inProgress = 'isCompleted eq false and isDeleted eq false';
const query = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status', { name: queryLabel });
/** Popovers render outside the story's root. */
const page = () => within(document.body);

/** The options of the open list, in order. */
async function openOptions(): Promise<(string | null)[]> {
  const listbox = await page().findByRole('listbox');
  return within(listbox)
    .getAllByRole('option')
    .map((option) => option.textContent);
}

/** A Select's trigger is named by its value, then its label ('All Priority'). */
const trigger = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByRole('button', { name: new RegExp(`(^| )${label.replace('.', '\\.')}$`) });

async function choose(canvasElement: HTMLElement, label: string, option: string): Promise<void> {
  await userEvent.click(trigger(canvasElement, label));
  await userEvent.click(await page().findByRole('option', { name: option }));
  await waitFor(() => expect(page().queryByRole('listbox')).toBeNull());
}

/** The whole in-progress `$filter`: the mode's clause, then exactly these clauses. */
function expectFilter(canvasElement: HTMLElement, ...clauses: string[]): void {
  expect(query(canvasElement).textContent).toBe([inProgress, ...clauses].join(' and '));
}

interface SingleChoiceStates {
  label: string;
  /** The option that means "no filter", selected at first. */
  all: string;
  /** Options to pick in turn, each with the one clause it adds. */
  choices: readonly (readonly [option: string, clause: string])[];
}

/**
 * A single-choice filter's states: its 'all' option at first with no clause, each option with
 * its clause alone, then 'all' again with no clause.
 */
async function playSingleChoice(canvasElement: HTMLElement, { label, all, choices }: SingleChoiceStates) {
  expect(trigger(canvasElement, label)).toHaveAccessibleName(`${all} ${label}`);
  expectFilter(canvasElement);
  for (const [option, clause] of choices) {
    await choose(canvasElement, label, option);
    expect(trigger(canvasElement, label)).toHaveAccessibleName(`${option} ${label}`);
    expectFilter(canvasElement, clause);
  }
  await choose(canvasElement, label, all);
  expect(trigger(canvasElement, label)).toHaveAccessibleName(`${all} ${label}`);
  expectFilter(canvasElement);
}

/**
 * Picks a Labels option from the full list. The field's button opens every option; focusing
 * the field opens them only the first time, and typing narrows them (LabelsSearchable).
 */
async function chooseLabel(canvasElement: HTMLElement, option: string): Promise<void> {
  const field = within(canvasElement).getByRole('combobox', { name: messages.filters.labels });
  await userEvent.click(trigger(canvasElement, messages.filters.labels));
  await userEvent.click(await page().findByRole('option', { name: option }));
  await waitFor(() => expect(page().queryByRole('listbox')).toBeNull());
  expect(field).toHaveValue(option);
}

/** Opens the panel of the filters beyond the first row, if it is closed. */
async function openMoreFilters(canvasElement: HTMLElement): Promise<void> {
  const more = within(canvasElement).getByRole('button', { name: new RegExp(`^${messages.moreFilters}`) });
  if (more.getAttribute('aria-expanded') !== 'true') await userEvent.click(more);
  await waitFor(() => expect(more).toHaveAttribute('aria-expanded', 'true'));
}

/** The Columns menu's items, by name and checked state, then the menu closed again. */
async function columnItems(canvasElement: HTMLElement): Promise<[string, boolean][]> {
  await userEvent.click(within(canvasElement).getByRole('button', { name: messages.columnsGroup }));
  const menu = await page().findByRole('menu', { name: messages.columnsGroup });
  const items = within(menu)
    .getAllByRole('menuitemcheckbox')
    .map((item): [string, boolean] => [item.textContent ?? '', item.getAttribute('aria-checked') === 'true']);
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(page().queryByRole('menu')).toBeNull());
  return items;
}

export const ResetFilters: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const reset = canvas.getByRole('button', { name: messages.resetFilters });
    expect(reset).toBeDisabled();
    expect(query(canvasElement)).toHaveTextContent(inProgress);
    await choose(canvasElement, 'Priority', 'Urgent');
    await openMoreFilters(canvasElement);
    await choose(canvasElement, 'Department', 'Radiology');
    expect(query(canvasElement)).toHaveTextContent(`${inProgress} and priority eq 2 and orgItemId eq 12`);
    expect(reset).toBeEnabled();
    // A secondary button: the page's main action is not resetting its filters.
    expect(reset).toHaveAttribute('data-variant', 'ghost');
    await userEvent.click(reset);
    expect(reset).toBeDisabled();
    expectFilter(canvasElement);
    expect(trigger(canvasElement, 'Priority')).toHaveAccessibleName(/^All /);
    expect(trigger(canvasElement, 'Department')).toHaveAccessibleName(/^All Departments /);
  },
};

/** Spec 001 section 5: digits only, at most 9; anything else typed is dropped as it is typed. */
export const JobIdDigitsOnly: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: messages.filters.jobId });
    await userEvent.type(field, 'ab12c3456-78 9012');
    expect(field).toHaveValue('123456789');
    // The draft is applied on Enter, not per keystroke.
    expectFilter(canvasElement);
    await userEvent.type(field, '{Enter}');
    expectFilter(canvasElement, 'id eq 123456789');
  },
};

/** Spec 001 section 9: the filter value 0 means all priorities. */
export const Priority: Story = {
  play: ({ canvasElement }) =>
    playSingleChoice(canvasElement, {
      label: messages.filters.priority,
      all: messages.options.all,
      choices: [
        ['Urgent', 'priority eq 2'],
        ['Normal', 'priority eq 1'],
      ],
    }),
};

export const Department: Story = {
  play: async ({ canvasElement }) => {
    await openMoreFilters(canvasElement);
    await playSingleChoice(canvasElement, {
      label: messages.filters.department,
      all: messages.options.allDepartments,
      choices: [
        ['Cardiology', 'orgItemId eq 11'],
        ['Radiology', 'orgItemId eq 12'],
      ],
    });
  },
};

export const LabelsAllAndNone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openMoreFilters(canvasElement);
    expect(canvas.getByRole('combobox', { name: messages.filters.labels })).toHaveValue(
      messages.options.allLabels,
    );
    expectFilter(canvasElement);
    await chooseLabel(canvasElement, messages.options.noLabel);
    expectFilter(canvasElement, 'label eq null');
    await chooseLabel(canvasElement, messages.options.allLabels);
    expectFilter(canvasElement);
    await chooseLabel(canvasElement, 'Clinic');
    expectFilter(canvasElement, "label eq 'Clinic'");
    await chooseLabel(canvasElement, messages.options.allLabels);
    expectFilter(canvasElement);
  },
};

/** Spec 001 section 2: Dit2 Job No and Dit2 Status Sync are for Dit2 tenants only. */
function expectNoDit2Filters(canvasElement: HTMLElement): void {
  const canvas = within(canvasElement);
  expect(canvas.queryByRole('textbox', { name: messages.filters.dit2JobNo })).toBeNull();
  expect(canvas.queryByRole('button', { name: / Dit2 Status Sync$/ })).toBeNull();
}

/** Spec 001 section 2: the patient name filter is for users with the external-system relation only. */
export const PatientNameHidden: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openMoreFilters(canvasElement);
    expect(canvas.queryByRole('textbox', { name: messages.filters.patientName })).toBeNull();
    // A standard user searches by hospital number instead, and has no Dit2 filters either.
    expect(canvas.getByRole('textbox', { name: messages.filters.hospitalNumber })).toBeInTheDocument();
    expectNoDit2Filters(canvasElement);
  },
};

/** The external-system tenant is not Dit2 either: patient name, but no Dit2 filters. */
export const Dit2FiltersHidden: Story = {
  args: { context: { ...standard, tenantType: 'externalSystem' } },
  play: async ({ canvasElement }) => {
    await openMoreFilters(canvasElement);
    expectNoDit2Filters(canvasElement);
    expect(
      within(canvasElement).getByRole('textbox', { name: messages.filters.patientName }),
    ).toBeInTheDocument();
  },
};

export const PatientNameTooShort: Story = {
  args: { context: { ...standard, tenantType: 'externalSystem' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openMoreFilters(canvasElement);
    const patient = canvas.getByRole('textbox', { name: 'Patient name' });
    await userEvent.type(patient, 'ab{Enter}');
    expect(await canvas.findByText(messages.patientNameTooShort)).toBeInTheDocument();
    expect(patient).toHaveAttribute('aria-invalid', 'true');
    expect(query(canvasElement)).not.toHaveTextContent('patient');
    // A third letter clears the message; Enter applies the name to both name fields.
    await userEvent.type(patient, "'c{Enter}");
    await waitFor(() => expect(canvas.queryByText(messages.patientNameTooShort)).toBeNull());
    expect(query(canvasElement)).toHaveTextContent(
      "(contains(patientFamilyName,'ab''c') or contains(patientFirstNames,'ab''c'))",
    );
    expect(canvas.queryByRole('textbox', { name: 'Hosp. No.' })).toBeNull();
  },
};

export const HospitalNumberExactMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openMoreFilters(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Hosp. No.' });
    expect(field).toHaveAccessibleDescription(messages.exactMatchTip);
    // The tip is printed once, under the fields it describes (Hosp. No. and Sample ID).
    expect(canvas.getAllByText(messages.exactMatchTip)).toHaveLength(1);
    expect(canvas.getByRole('textbox', { name: 'Sample ID' })).toHaveAccessibleDescription(
      messages.exactMatchTip,
    );
    expect(field).toHaveAttribute('maxLength', '30');
    await userEvent.type(field, 'H1001{Enter}');
    expect(query(canvasElement)).toHaveTextContent("contains(mrn,'H1001')");
    await userEvent.clear(field);
    await userEvent.type(field, '"H100001"{Enter}');
    expect(query(canvasElement)).toHaveTextContent("mrn eq 'H100001'");
    expect(query(canvasElement)).not.toHaveTextContent('contains(mrn');
  },
};

export const NhsNumberNaming: Story = {
  args: { context: { ...standard, hospitalNumberNaming: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openMoreFilters(canvasElement);
    expect(canvas.queryByRole('textbox', { name: 'Hosp. No.' })).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: 'NHS No.' }), '"485"{Enter}');
    expect(query(canvasElement)).toHaveTextContent("mrn eq '485'");
    expect(canvas.getByRole('list', { name: messages.activeFilters })).toHaveTextContent('NHS No.: "485"');
    expect(await columnItems(canvasElement)).toContainEqual(['NHS No.', false]);
  },
};

export const LabelsSearchable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openMoreFilters(canvasElement);
    const labelsField = canvas.getByRole('combobox', { name: 'Labels' });
    await userEvent.clear(labelsField);
    await userEvent.type(labelsField, 'No');
    // Searching narrows the options to those containing the typed text.
    expect(await openOptions()).toEqual([messages.options.noLabel]);
    await userEvent.click(page().getByRole('option', { name: messages.options.noLabel }));
    expect(query(canvasElement)).toHaveTextContent('label eq null');

    await userEvent.clear(labelsField);
    await userEvent.type(labelsField, 'Dr');
    await userEvent.click(await page().findByRole('option', { name: "Dr's list" }));
    expect(query(canvasElement)).toHaveTextContent("label eq 'Dr''s list'");
    expect(labelsField).toHaveValue("Dr's list");
  },
};

export const AuthorMultiSelect: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement, 'Author'));
    await userEvent.click(await page().findByRole('option', { name: 'Dr Alice Brown' }));
    await userEvent.click(page().getByRole('option', { name: 'Dr Omar Haddad' }));
    // Several authors at once: the list stays open until Escape.
    expect(page().getByRole('option', { name: 'Dr Alice Brown' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('listbox')).toBeNull());
    expect(query(canvasElement)).toHaveTextContent('authorId in (6,7)');
  },
};

export const SampleIdLimit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openMoreFilters(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Sample ID' });
    expect(field).toHaveAccessibleDescription(messages.exactMatchTip);
    await userEvent.type(field, `${'S'.repeat(25)}{Enter}`);
    expect(field).toHaveValue('S'.repeat(20));
    expect(query(canvasElement)).toHaveTextContent(`contains(sampleID,'${'S'.repeat(20)}')`);
  },
};

export const SampleIdHidden: Story = {
  args: { context: { ...standard, showSampleId: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openMoreFilters(canvasElement);
    expect(canvas.queryByRole('textbox', { name: 'Sample ID' })).toBeNull();
    expect((await columnItems(canvasElement)).map(([name]) => name)).not.toContain('Sample ID');
  },
};

export const StatusWithoutOutsource: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement, 'Status'));
    expect(await openOptions()).toEqual([
      'All',
      'Audio capture',
      'Speech recognition',
      'Processing',
      'To Review',
    ]);
    await userEvent.click(page().getByRole('option', { name: 'To Review' }));
    expect(query(canvasElement)).toHaveTextContent(
      "workflowStepName eq 'To Review' and onOutsource eq false",
    );
  },
};

export const StatusWithOutsourceAndManual: Story = {
  args: { context: { ...standard, outsourceEnabled: true, manualEnabled: true } },
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement, 'Status'));
    expect(await openOptions()).toEqual([
      'All',
      'Audio capture',
      'Speech recognition',
      'Processing',
      'Processing (outsource)',
      'Outsource Transcription',
      'To Review',
      'To Review (outsource)',
      'Manual Transcription',
    ]);
    await userEvent.click(page().getByRole('option', { name: 'To Review (outsource)' }));
    expect(query(canvasElement)).toHaveTextContent("workflowStepName eq 'To Review' and onOutsource eq true");
  },
};

export const CompletedStatus: Story = {
  args: { mode: 'completed' },
  play: async ({ canvasElement }) => {
    expect(query(canvasElement)).toHaveTextContent('(isCompleted eq true or isDeleted eq true)');
    await userEvent.click(trigger(canvasElement, 'Status'));
    expect(await openOptions()).toEqual(['All', 'Completed', 'Deleted']);
    await userEvent.click(page().getByRole('option', { name: 'Deleted' }));
    expect(query(canvasElement)).toHaveTextContent(/^isDeleted eq true$/);
  },
};

export const Approval: Story = {
  play: async ({ canvasElement }) => {
    await openMoreFilters(canvasElement);
    await playSingleChoice(canvasElement, {
      label: messages.filters.approval,
      all: messages.options.all,
      choices: [
        [messages.options.waitingForApproval, 'letterApprovalType ne 0 and approved eq false'],
        [messages.options.approved, 'letterApprovalType ne 0 and approved eq true'],
        [messages.options.notRequired, 'letterApprovalType eq 0'],
      ],
    });
  },
};

export const ApprovalHiddenWithoutPermission: Story = {
  args: { context: { ...standard, letterApprovalPermission: false } },
  play: async ({ canvasElement }) => {
    await openMoreFilters(canvasElement);
    expect(within(canvasElement).queryByRole('button', { name: /Approval$/ })).toBeNull();
    expect(trigger(canvasElement, 'Status')).toBeInTheDocument();
  },
};

export const Dit2Filters: Story = {
  args: { context: { ...standard, tenantType: 'dit2' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openMoreFilters(canvasElement);
    // Dit2: its own job number and sync state; no Hosp. No., patient name or Approval (spec 001
    // section 2).
    expect(canvas.queryByRole('textbox', { name: 'Hosp. No.' })).toBeNull();
    expect(canvas.queryByRole('textbox', { name: 'Patient name' })).toBeNull();
    expect(canvas.queryByRole('button', { name: /Approval$/ })).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Dit2 Job No' }), '"D2-7"{Enter}');
    expect(query(canvasElement)).toHaveTextContent("dit2JobNo eq 'D2-7'");
    await choose(canvasElement, 'Dit2 Status Sync', 'In transcription');
    expect(query(canvasElement)).toHaveTextContent("dit2StatusSync eq '2'");
  },
};

export const RecordedOnWithReset: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const reset = canvas.getByRole('button', { name: `${messages.reset} Recorded on` });
    expect(reset).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /^Recorded on/ }));
    // The calendar opens on today with the day focused; Enter picks it.
    await page().findByRole('dialog');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    // The chosen day is shown as DD-MMM-YYYY; the query covers that local day.
    const today = formatDate(new Date());
    expect(canvas.getByRole('button', { name: `Recorded on ${today}` })).toBeInTheDocument();
    expect(query(canvasElement)).toHaveTextContent(/recordedDate ge .+ and recordedDate lt /);
    expect(reset).toBeEnabled();
    await userEvent.click(reset);
    expect(query(canvasElement)).not.toHaveTextContent('recordedDate');
    expect(canvas.queryByText(today)).toBeNull();
    expect(reset).toBeDisabled();
  },
};

/**
 * The first row holds the most used filters; the others appear when 'More filters' is pressed,
 * and its button counts those in use while the panel is closed.
 */
export const MoreFilters: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['Priority', 'Author', 'Status'])
      expect(trigger(canvasElement, label)).toBeInTheDocument();
    expect(canvas.getByRole('textbox', { name: 'Job ID' })).toBeInTheDocument();
    expect(canvas.getByRole('button', { name: /^Recorded on/ })).toBeInTheDocument();
    expect(canvas.queryByRole('textbox', { name: 'Hosp. No.' })).toBeNull();
    expect(canvas.queryByRole('button', { name: /Department$/ })).toBeNull();

    const more = canvas.getByRole('button', { name: messages.moreFilters });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const panel = canvas.getByRole('group', { name: messages.moreFilters });
    expect(more).toHaveAttribute('aria-controls', panel.id);
    expect(within(panel).getByRole('textbox', { name: 'Hosp. No.' })).toBeInTheDocument();
    expect(within(panel).getByRole('combobox', { name: 'Labels' })).toBeInTheDocument();
    await choose(canvasElement, 'Department', 'Radiology');
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Sample ID' }), 'S-3{Enter}');
    expectFilter(canvasElement, 'orgItemId eq 12', "contains(sampleID,'S-3')");

    // Closed again (from the keyboard): the fields go, the count stays on the button.
    more.focus();
    await userEvent.keyboard('{Enter}');
    expect(canvas.queryByRole('group', { name: messages.moreFilters })).toBeNull();
    expect(more).toHaveAccessibleName(messages.moreFiltersActive(2));
    expectFilter(canvasElement, 'orgItemId eq 12', "contains(sampleID,'S-3')");
  },
};

/**
 * A narrow list (a tablet at 768 px, a host page's column): Job ID, Priority and Status stay in
 * one row, Author and Recorded on go first behind 'More filters', and count there when in use.
 */
export const NarrowList: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: '700px' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.queryByRole('button', { name: /Author$/ })).toBeNull());
    expect(canvas.queryByRole('button', { name: /^Recorded on/ })).toBeNull();
    for (const label of ['Priority', 'Status']) expect(trigger(canvasElement, label)).toBeInTheDocument();
    expect(canvas.getByRole('textbox', { name: 'Job ID' })).toBeInTheDocument();

    await openMoreFilters(canvasElement);
    const panel = canvas.getByRole('group', { name: messages.moreFilters });
    expect(within(panel).getByRole('button', { name: /^Recorded on/ })).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: /Author$/ }));
    await userEvent.click(await page().findByRole('option', { name: 'Dr Alice Brown' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('listbox')).toBeNull());
    expect(query(canvasElement)).toHaveTextContent('authorId in (6)');

    // Closed, the button counts the author filter it now hides.
    const more = canvas.getByRole('button', { name: new RegExp(`^${messages.moreFilters}`) });
    await userEvent.click(more);
    expect(more).toHaveAccessibleName(messages.moreFiltersActive(1));
  },
};

/**
 * Every filter in use is a chip under the filters; its button clears that filter alone, and the
 * focus moves to the next chip (or back to the first filter after the last one).
 */
export const ActiveFilterChips: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.queryByRole('list', { name: messages.activeFilters })).toBeNull();
    await choose(canvasElement, 'Priority', 'Urgent');
    await choose(canvasElement, 'Status', 'To Review');
    const chips = canvas.getByRole('list', { name: messages.activeFilters });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Priority: Urgent', 'Status: To Review']);
    expectFilter(canvasElement, 'priority eq 2', "workflowStepName eq 'To Review' and onOutsource eq false");

    const removePriority = within(chips).getByRole('button', { name: 'Remove Priority: Urgent' });
    removePriority.focus();
    await userEvent.keyboard('{Enter}');
    expectFilter(canvasElement, "workflowStepName eq 'To Review' and onOutsource eq false");
    expect(trigger(canvasElement, 'Priority')).toHaveAccessibleName('All Priority');
    const removeStatus = canvas.getByRole('button', { name: 'Remove Status: To Review' });
    await waitFor(() => expect(removeStatus).toHaveFocus());
    await userEvent.keyboard(' ');
    expectFilter(canvasElement);
    expect(canvas.queryByRole('list', { name: messages.activeFilters })).toBeNull();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Job ID' })).toHaveFocus());
  },
};

/** 'Columns' is a menu of the optional columns, each checked while shown; it stays open between toggles. */
export const ColumnsMenu: Story = {
  play: async ({ canvasElement }) => {
    expect(await columnItems(canvasElement)).toEqual([
      ['Duration', true],
      ['Department', false],
      ['Hosp. No.', false],
      ['Sample ID', false],
      ['Label', false],
    ]);
    const columns = within(canvasElement).getByRole('button', { name: messages.columnsGroup });
    columns.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await page().findByRole('menu', { name: messages.columnsGroup });
    await waitFor(() =>
      expect(within(menu).getByRole('menuitemcheckbox', { name: 'Duration' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown} ');
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'Department' })).toBeChecked();
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'Duration' }));
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'Duration' })).not.toBeChecked();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(columns).toHaveFocus());
    expect(await columnItems(canvasElement)).toEqual([
      ['Duration', false],
      ['Department', true],
      ['Hosp. No.', false],
      ['Sample ID', false],
      ['Label', false],
    ]);
  },
};
