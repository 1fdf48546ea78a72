import { ApiError, type HistoryRow } from '@dictation/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { historyMessages } from '../messages';
import { clientAnswering } from '../ReadStatus/clientAnswering';
import { openedFrom, ownSwrCache, type StoryRead, storyRead } from '../storySupport';
import { sampleHistory } from './historySample';
import { LetterHistoryDialog, type LetterHistoryDialogApi } from './LetterHistoryDialog';

/** A fake client whose history answers as told; failures are the server's 500. */
const historyApi = (outcome: StoryRead<HistoryRow[]>): LetterHistoryDialogApi => ({
  letters: {
    history: storyRead(
      outcome,
      () =>
        new ApiError(
          { kind: 'http', status: 500, statusText: 'Internal Server Error', body: 'database offline' },
          'Internal Server Error - database offline',
          'letters.history',
        ),
    ),
  },
});

const meta = {
  title: 'LetterView/LetterHistoryDialog',
  component: LetterHistoryDialog,
  args: { letterId: 4711, api: historyApi({ answers: sampleHistory }), isOpen: true, onClose: fn() },
  // Opened from the footer's More actions item: focus comes back to it.
  render: openedFrom(historyMessages.title, LetterHistoryDialog),
  decorators: [ownSwrCache],
} satisfies Meta<typeof LetterHistoryDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog renders in a portal, outside the story's canvas. */
const page = () => within(document.body);

async function historyDialog() {
  const dialog = await page().findByRole('dialog', { name: historyMessages.title });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** A missing value: a dash on screen, 'Not recorded' for assistive technology. */
const missing = `–${historyMessages.missing}`;

/** The cells of each body row, as text. */
async function rowsOf(dialog: HTMLElement) {
  const table = await within(dialog).findByRole('grid', { name: historyMessages.title });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      Array.from(row.querySelectorAll('[role="gridcell"], [role="rowheader"]'), (cell) => cell.textContent),
    );
}

/** Author, date (DD-MMM-YYYY HH:mm), step, outsource, details and changes, oldest first. */
export const Loaded: Story = {
  play: async ({ args }) => {
    const dialog = await historyDialog();
    const table = await within(dialog).findByRole('grid', { name: historyMessages.title });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Author', 'Date', 'Step', 'Outsource', 'Details', 'Changes']);
    expect(await rowsOf(dialog)).toEqual([
      ['Dr Ada Patel', '22-Nov-2026 09:05', 'Audio capture', 'No', 'Letter created', missing],
      ['System', '22-Nov-2026 09:07', 'Outsource Transcription', 'Yes', 'Sent for transcription', missing],
      ['Sam Secretary', '23-Nov-2026 14:41', 'To Review', 'No', 'Label updated', 'labelName: Clinic'],
    ]);
    expect(args.api.letters.history).toHaveBeenCalledWith(4711);
  },
};

/** A letter with no recorded history yet. */
export const Empty: Story = {
  args: { api: historyApi({ answers: [] }) },
  play: async () => {
    const dialog = await historyDialog();
    expect(await within(dialog).findByText(historyMessages.empty)).toBeVisible();
    expect(within(dialog).queryByRole('grid')).toBeNull();
  },
};

export const Loading: Story = {
  args: { api: historyApi('hangs') },
  play: async () => {
    const dialog = await historyDialog();
    expect(within(dialog).getByRole('progressbar', { name: historyMessages.loading })).toBeInTheDocument();
    expect(within(dialog).queryByRole('grid')).toBeNull();
  },
};

/** The server fails: the reason and Try again, which reads the history again. */
export const Failed: Story = {
  args: { api: historyApi({ fails: 1, thenAnswers: sampleHistory }) },
  play: async ({ args }) => {
    const dialog = await historyDialog();
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(historyMessages.failed);
    expect(alert).toHaveTextContent('Internal Server Error - database offline');
    await userEvent.click(within(dialog).getByRole('button', { name: historyMessages.tryAgain }));
    expect(await rowsOf(dialog)).toHaveLength(3);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(args.api.letters.history).toHaveBeenCalledTimes(2);
  },
};

/** An answer core's schema rejects (a row without an id, a list that is not one) is a failure. */
export const MalformedAnswer: Story = {
  args: { api: clientAnswering({ rows: [{ authorFullName: 'Dr Ada Patel' }] }) },
  play: async () => {
    const dialog = await historyDialog();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(historyMessages.failed);
    expect(within(dialog).getByRole('button', { name: historyMessages.tryAgain })).toBeEnabled();
  },
};

/**
 * Rows the schema lets through with fields missing, unknown fields, no date, or details and
 * changes in shapes the contract does not fix (a list, an object): each still reads as text.
 */
export const IncompleteRows: Story = {
  args: {
    api: clientAnswering([
      { id: 7, authorFullName: null, startDateTime: 'not a date', stepName: 'To Review', extra: true },
      {
        id: 8,
        authorFullName: 'Sam Secretary',
        startDateTime: '2026-11-24T08:00:00',
        isOutsource: null,
        details: ['Priority updated', 'Label updated'],
        changes: { priority: 2, labelName: 'Clinic', notes: null },
      },
    ]),
  },
  play: async () => {
    const dialog = await historyDialog();
    expect(await rowsOf(dialog)).toEqual([
      [missing, missing, 'To Review', missing, missing, missing],
      [
        'Sam Secretary',
        '24-Nov-2026 08:00',
        missing,
        missing,
        'Priority updated; Label updated',
        'priority: 2; labelName: Clinic',
      ],
    ]);
  },
};

/** Keyboard only: opened from its button, Escape closes it and the focus goes back. */
export const Keyboard: Story = {
  args: { isOpen: false },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: historyMessages.title });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await historyDialog();
    await rowsOf(dialog);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    // The close button, then the table (one stop, arrows inside); focus stays in the dialog.
    await userEvent.tab();
    await userEvent.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(args.onClose).toHaveBeenCalledOnce();
  },
};
