import {
  type AccountStorage,
  messages as coreMessages,
  createAccountStorage,
  createMemoryStorage,
} from '@dictation/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SWRConfig } from 'swr';
import { emptyFilters } from '../filters/lettersFilters';
import { messages } from '../messages';
import { makeLetters } from '../testing/fixtures';
import { LettersTable, type LettersTableProps } from './LettersTable';
import { createStoryApi, storyHandlers } from './lettersTableStories';

/**
 * The table with an account storage and an API client of its own, made once per story, the
 * storage seeded by `seed`.
 */
function TableWithStorage({
  seed,
  ...props
}: Omit<LettersTableProps, 'api'> & { seed?: (storage: AccountStorage) => void }) {
  const [api] = useState(createStoryApi);
  const [storage] = useState(() => {
    const own = createAccountStorage({ backend: createMemoryStorage(), accountId: 77 });
    seed?.(own);
    return own;
  });
  return <LettersTable {...props} api={api} storage={storage} />;
}

/** Opens the panel of the filters beyond the first row, if it is closed. */
async function openMoreFilters(canvasElement: HTMLElement): Promise<void> {
  const more = within(canvasElement).getByRole('button', { name: new RegExp(`^${messages.moreFilters}`) });
  if (more.getAttribute('aria-expanded') !== 'true') await userEvent.click(more);
}

// MSW answers at once: play functions wait for the element that proves the answer arrived
// (a row, the count, the alert), with the default budget, never for a time.
const meta = {
  title: 'LettersTable/LettersTable',
  component: TableWithStorage,
  args: { mode: 'inProgress', onOpenLetter: fn(), onCountChange: fn(), showCount: true },
  // Each story gets its own SWR cache and storage, so stories never see each other's answers.
  decorators: [
    (Story) => (
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <Story />
      </SWRConfig>
    ),
  ],
  render: (args) => <TableWithStorage {...args} />,
  parameters: { msw: { handlers: storyHandlers() } },
} satisfies Meta<typeof TableWithStorage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    expect(await canvas.findByRole('rowheader', { name: '1000' })).toBeInTheDocument();
    expect(canvas.getByRole('columnheader', { name: 'Appr.' })).toBeInTheDocument();
    await openMoreFilters(canvasElement);
    expect(canvas.getByRole('textbox', { name: 'Hosp. No.' })).toBeInTheDocument();
    expect(canvas.queryByRole('textbox', { name: 'Patient name' })).toBeNull();
    // The count is reported by an effect after the page renders, to the host and to the header.
    expect(await canvas.findByText(messages.showing(30, 30))).toBeInTheDocument();
    // The archive footer belongs to the completed list only.
    expect(canvas.queryByText(/ago are archived/)).toBeNull();
    expect(args.onCountChange).toHaveBeenCalledWith({ shown: 30, total: 30 });
    await userEvent.click(canvas.getByText('1000'));
    expect(args.onOpenLetter).toHaveBeenCalledWith(1000);
  },
};

export const ExternalSystem: Story = {
  parameters: { msw: { handlers: storyHandlers({ tenantType: 'externalSystem' }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await canvas.findByRole('columnheader', { name: 'Patient name' })).toBeInTheDocument();
    expect((await canvas.findAllByText("O'NEIL, Sam", undefined)).length).toBeGreaterThan(0);
    expect(canvas.getAllByText('485 777 3456').length).toBeGreaterThan(0);
    expect(canvas.getAllByText('14-Mar-1970').length).toBeGreaterThan(0);
    await openMoreFilters(canvasElement);
    expect(canvas.queryByRole('textbox', { name: 'Hosp. No.' })).toBeNull();
    const patient = canvas.getByRole('textbox', { name: 'Patient name' });
    await userEvent.type(patient, 'ab{Enter}');
    expect(await canvas.findByText(messages.patientNameTooShort, undefined)).toBeInTheDocument();
  },
};

export const Dit2: Story = {
  parameters: { msw: { handlers: storyHandlers({ tenantType: 'dit2' }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await canvas.findByRole('columnheader', { name: 'Dit2 Job No' })).toBeInTheDocument();
    expect(canvas.getByRole('columnheader', { name: 'Dit2 Status Sync' })).toBeInTheDocument();
    await openMoreFilters(canvasElement);
    expect(canvas.getByRole('textbox', { name: 'Dit2 Job No' })).toBeInTheDocument();
    expect(canvas.queryByRole('columnheader', { name: 'Appr.' })).toBeNull();
  },
};

export const Completed: Story = {
  args: { mode: 'completed' },
  parameters: {
    msw: {
      handlers: storyHandlers({
        letters: makeLetters(5).map((l) => ({ ...l, isCompleted: true, workflowStepName: 'Completed' })),
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await canvas.findByRole('rowheader', { name: '1000' })).toBeInTheDocument();
    expect(canvas.getByText(messages.archiveFooter(3))).toBeInTheDocument();
  },
};

/** CJLMC set to 6: the footer says how long completed letters stay listed. */
export const CompletedArchiveMonths: Story = {
  args: { mode: 'completed' },
  parameters: {
    msw: {
      handlers: storyHandlers({
        archiveMonths: '6',
        letters: makeLetters(5).map((l) => ({ ...l, isCompleted: true, workflowStepName: 'Completed' })),
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await canvas.findByText('letters completed more than 6 months ago are archived')).toBeVisible();
    expect(canvas.queryByText(messages.archiveFooter(3))).toBeNull();
  },
};

/** No letters at all: what appears here, and Refresh as the next step. */
export const Empty: Story = {
  parameters: { msw: { handlers: storyHandlers({ letters: [] }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await canvas.findByText(messages.empty, undefined)).toBeInTheDocument();
    expect(canvas.getByText(messages.showing(0, 0))).toBeInTheDocument();
    expect(canvas.getByText(messages.emptyHint.inProgress)).toBeInTheDocument();
    expect(canvas.getByRole('button', { name: messages.refresh })).toBeEnabled();
    expect(canvas.getByText('Page 1 of 1')).toBeInTheDocument();
  },
};

/** No letter matches the filters: 'Show all letters' resets them (the saved filters go too). */
export const EmptyWithFilters: Story = {
  render: (args) => (
    <TableWithStorage
      {...args}
      seed={(storage) => storage.set('filters', { ...emptyFilters(), jobId: '99' }, 'in-progress')}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await canvas.findByText(messages.noMatch, undefined)).toBeInTheDocument();
    expect(canvas.getByRole('list', { name: messages.activeFilters })).toHaveTextContent('Job ID: 99');
    await userEvent.click(canvas.getByRole('button', { name: messages.showAllLetters }));
    expect(await canvas.findByRole('rowheader', { name: '1000' })).toBeInTheDocument();
    expect(canvas.queryByRole('list', { name: messages.activeFilters })).toBeNull();
    expect(canvas.getByRole('button', { name: messages.resetFilters })).toBeDisabled();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: storyHandlers({ searchPending: true }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(messages.loading));
    // The body shows the spinner while the first page is on its way.
    expect(await canvas.findByRole('progressbar', { name: messages.loading })).toBeInTheDocument();
    expect(canvas.getByRole('status')).toHaveTextContent(messages.loading);
  },
};

/** A failed search: the spec's alert with the server's message, and Try again. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: { msw: { handlers: storyHandlers({ searchError: 'boom' }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', undefined);
    expect(alert).toHaveTextContent(messages.loadFailed);
    expect(alert).toHaveTextContent('boom');
    expect(within(alert).getByRole('button', { name: messages.tryAgain })).toBeEnabled();
  },
};

/** The search fails once; Try again asks again and the letters appear. */
export const ErrorThenTryAgain: Story = {
  parameters: { msw: { handlers: storyHandlers({ searchFailures: 1 }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', undefined);
    await userEvent.click(within(alert).getByRole('button', { name: messages.tryAgain }));
    expect(await canvas.findByRole('rowheader', { name: '1000' })).toBeInTheDocument();
    expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The lookups (profile, flags...) failed: nothing to list yet, the alert and Try again. */
export const LookupsError: Story = {
  parameters: { msw: { handlers: storyHandlers({ profileFailures: 1 }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', undefined);
    expect(alert).toHaveTextContent(messages.lookupsFailed);
    await userEvent.click(within(alert).getByRole('button', { name: messages.tryAgain }));
    expect(await canvas.findByRole('rowheader', { name: '1000' })).toBeInTheDocument();
  },
};

export const ManyRows: Story = {
  parameters: { msw: { handlers: storyHandlers({ letters: makeLetters(200) }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await canvas.findByRole('rowheader', { name: '1000' })).toBeInTheDocument();
    // The rows the window shows first, then every row of the page once that frame is painted.
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(51));
    expect(canvas.getByText('Page 1 of 4')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: messages.pagination.next }));
    expect(await canvas.findByRole('rowheader', { name: '1050' })).toBeInTheDocument();
  },
};

export const FilterByJobId: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('rowheader', { name: '1000' });
    const reset = canvas.getByRole('button', { name: messages.resetFilters });
    expect(reset).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Job ID' }), '10a07{Enter}');
    // Letter 1000 leaves the page when the filtered answer replaces the full one (it may have
    // already, so this waits for its absence rather than for its removal).
    await waitFor(() => expect(canvas.queryByRole('rowheader', { name: '1000' })).toBeNull());
    expect(canvas.getAllByRole('row')).toHaveLength(2);
    expect(canvas.getByRole('rowheader', { name: '1007' })).toBeInTheDocument();
    expect(reset).toBeEnabled();
    await userEvent.click(reset);
    expect(await canvas.findByRole('rowheader', { name: '1000' })).toBeInTheDocument();
    expect(canvas.getAllByRole('row')).toHaveLength(31);
  },
};

export const RowRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Letter 1002 is at Speech recognition in the fixtures.
    await userEvent.click(await canvas.findByText('1002', undefined));
    expect(args.onOpenLetter).not.toHaveBeenCalled();
    expect(canvas.getByRole('status')).toHaveTextContent(coreMessages.jobNotReviewable);
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('rowheader', { name: '1000' });
    const firstRow = canvas.getAllByRole('row')[1]!;
    firstRow.focus();
    // Rows 1001-1004 include letters the rules refuse; 1005 is To Review.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(args.onOpenLetter).toHaveBeenCalledWith(1005);
  },
};

/** A 200-row page renders a window of rows; the keyboard reaches every row of the page. */
export const TwoHundredRowPage: Story = {
  parameters: { msw: { handlers: storyHandlers({ letters: makeLetters(200) }) } },
  render: (args) => <TableWithStorage {...args} seed={(storage) => storage.set('pageSize', 200)} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole('rowheader', { name: '1000' });
    const grid = canvas.getByRole('grid');
    expect(grid).toHaveAttribute('aria-rowcount', '201');
    expect(canvas.getAllByRole('row').length).toBeLessThan(201);
    expect(canvas.queryByRole('rowheader', { name: '1199' })).toBeNull();

    first.closest('tr')?.focus();
    await userEvent.keyboard('{End}');
    const last = await canvas.findByRole('row', { name: /^1199/ });
    await waitFor(() => expect(last).toHaveFocus());
    expect(last).toHaveAttribute('aria-rowindex', '201');
    expect(canvas.queryByRole('rowheader', { name: '1000' })).toBeNull();
    // 1195 is To Review and free (fixtures): ArrowUp four times, then Enter opens it.
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{Enter}');
    expect(args.onOpenLetter).toHaveBeenCalledWith(1195);
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(canvas.getByRole('row', { name: /^1000/ })).toHaveFocus());
  },
};

const c = messages.columns;

/** The grid's column headers, in order. */
const columnHeaders = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

/** Popovers render outside the story's root. */
const page = () => within(document.body);

/** The open Columns menu. */
const columnsMenu = () => page().getByRole('menu', { name: messages.columnsGroup });

/** An optional column is in the grid exactly when its item in the 'Columns' menu is checked. */
function expectColumn(canvasElement: HTMLElement, name: string, shown: boolean): void {
  const canvas = within(canvasElement);
  expect(within(columnsMenu()).getByRole('menuitemcheckbox', { name, checked: shown })).toBeInTheDocument();
  expect(canvas.queryAllByRole('columnheader', { name })).toHaveLength(shown ? 1 : 0);
}

async function openColumnsMenu(canvasElement: HTMLElement): Promise<void> {
  await userEvent.click(within(canvasElement).getByRole('button', { name: messages.columnsGroup }));
  await page().findByRole('menu', { name: messages.columnsGroup });
}

async function closeColumnsMenu(): Promise<void> {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(page().queryByRole('menu')).toBeNull());
}

/**
 * Each optional column's toggle shows and hides its column (a standard tenant with Sample ID
 * has all five); the choice is list state, saved per account (list/listSettings.ts), so the grid
 * rendered for the next page keeps it.
 */
export const ColumnToggles: Story = {
  parameters: { msw: { handlers: storyHandlers({ letters: makeLetters(60) }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('rowheader', { name: '1000' });
    // Duration starts shown, the other optional columns hidden (README, decisions).
    expect(columnHeaders(canvasElement)).toEqual([
      c.job,
      c.duration,
      c.priority,
      c.recorded,
      c.author,
      c.lock,
      c.status,
      c.notes,
      c.approval,
    ]);
    const optional = [c.duration, c.department, c.hospitalNumber, c.sampleId, c.label];
    await openColumnsMenu(canvasElement);
    for (const name of optional) {
      const shown = name === c.duration;
      expectColumn(canvasElement, name, shown);
      // The menu stays open between toggles.
      await userEvent.click(within(columnsMenu()).getByRole('menuitemcheckbox', { name }));
      await waitFor(() => expectColumn(canvasElement, name, !shown));
    }
    await closeColumnsMenu();
    const chosen = [
      c.job,
      c.priority,
      c.recorded,
      c.author,
      c.department,
      c.hospitalNumber,
      c.sampleId,
      c.label,
      c.lock,
      c.status,
      c.notes,
      c.approval,
    ];
    expect(columnHeaders(canvasElement)).toEqual(chosen);
    // The cells follow their headers: letter 1000 is in Cardiology (fixtures).
    expect(within(canvas.getByRole('row', { name: /^1000/ })).getByText('Cardiology')).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: messages.pagination.next }));
    expect(await canvas.findByRole('rowheader', { name: '1050' })).toBeInTheDocument();
    expect(columnHeaders(canvasElement)).toEqual(chosen);
    // Back to the default: Duration on, the rest off again.
    await openColumnsMenu(canvasElement);
    for (const name of optional)
      await userEvent.click(within(columnsMenu()).getByRole('menuitemcheckbox', { name }));
    await waitFor(() => expect(columnHeaders(canvasElement)).toContain(c.duration));
    for (const name of optional) expectColumn(canvasElement, name, name === c.duration);
    await closeColumnsMenu();
  },
};

/** Auto-refresh is the account's stored flag: on here, and the switch turns it off (and on). */
export const AutoRefresh: Story = {
  render: (args) => <TableWithStorage {...args} seed={(storage) => storage.set('autoRefresh', 'running')} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('rowheader', { name: '1000' });
    const autoRefresh = canvas.getByRole('switch', { name: messages.autoRefresh });
    expect(autoRefresh).toBeChecked();
    await userEvent.click(autoRefresh);
    await waitFor(() => expect(autoRefresh).not.toBeChecked());
    await userEvent.click(autoRefresh);
    await waitFor(() => expect(autoRefresh).toBeChecked());
  },
};

/**
 * Compact rows at first; Comfortable gives each row more room. The choice is the account's
 * (`listDensity`), for both lists.
 */
export const Density: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const firstRow = (await canvas.findByRole('rowheader', { name: '1000' })).closest('tr')!;
    const density = canvas.getByRole('radiogroup', { name: messages.density });
    const compact = within(density).getByRole('radio', { name: messages.densities.compact });
    const comfortable = within(density).getByRole('radio', { name: messages.densities.comfortable });
    expect(compact).toBeChecked();
    const compactHeight = firstRow.getBoundingClientRect().height;
    await userEvent.click(comfortable);
    expect(comfortable).toBeChecked();
    await waitFor(() => expect(firstRow.getBoundingClientRect().height).toBeGreaterThan(compactHeight + 8));
    // From the keyboard: arrows move between the two, Space chooses.
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(compact).toHaveFocus());
    await userEvent.keyboard(' ');
    await waitFor(() => expect(compact).toBeChecked());
    expect(firstRow.getBoundingClientRect().height).toBe(compactHeight);
  },
};

/**
 * Every cell is one line: a value wider than its column ends with an ellipsis and shows in full
 * as the cell's tooltip when the pointer is over it.
 */
export const LongValuesCut: Story = {
  parameters: {
    msw: {
      handlers: storyHandlers({
        letters: makeLetters(3).map((letter) => ({
          ...letter,
          authorName: 'Professor Bartholomew Featherstonehaugh-Smythe',
          autoLockedUserId: 99,
          autoLockedUserNameFormatted: 'FEATHERSTONEHAUGH-SMYTHE, Bartholomew',
        })),
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = (await canvas.findByRole('rowheader', { name: '1000' })).closest('tr')!;
    const lock = within(row).getByText('Locked by FEATHERSTONEHAUGH-SMYTHE, Bartholomew');
    const author = within(row).getByText('Professor Bartholomew Featherstonehaugh-Smythe');
    for (const cell of [lock, author]) {
      expect(cell.scrollWidth).toBeGreaterThan(cell.clientWidth);
      expect(getComputedStyle(cell).textOverflow).toBe('ellipsis');
    }
    // One line: the row is as tall as a row of short values.
    const other = canvas.getByRole('rowheader', { name: '1001' }).closest('tr')!;
    expect(Math.abs(row.getBoundingClientRect().height - other.getBoundingClientRect().height)).toBeLessThan(
      1,
    );
    await userEvent.hover(lock);
    expect(lock).toHaveAttribute('title', 'Locked by FEATHERSTONEHAUGH-SMYTHE, Bartholomew');
  },
};
