import { ApiError, messages as coreMessages } from '@dictation/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { notesMessages } from '../messages';
import { openedFrom } from '../storySupport';
import {
  LetterNotesDialog,
  type LetterNotesDialogApi,
  type LetterNotesDialogProps,
} from './LetterNotesDialog';

/**
 * A fake client whose update-notes succeeds, never answers, is refused with a 400 text, or with
 * a 409 (the notes changed elsewhere since the dialog opened).
 */
function notesApi(
  answer: 'saves' | 'hangs' | 'changedElsewhere' | { refusal: string } = 'saves',
): LetterNotesDialogApi {
  return {
    letters: {
      updateNotes: fn(async () => {
        if (answer === 'hangs') return new Promise<never>(() => {});
        if (answer === 'saves') return;
        if (answer === 'changedElsewhere')
          throw new ApiError(
            { kind: 'conflict', status: 409, body: 'changed' },
            'Conflict',
            'letters.updateNotes',
          );
        throw new ApiError(
          { kind: 'http', status: 400, statusText: 'Bad Request', body: answer.refusal },
          answer.refusal,
          'letters.updateNotes',
        );
      }),
    },
  };
}

const meta = {
  title: 'LetterView/LetterNotesDialog',
  component: LetterNotesDialog,
  args: {
    letterId: 4711,
    notes: 'Call the GP before sending',
    api: notesApi(),
    isOpen: false,
    onClose: fn(),
    onSaved: fn(),
    notify: fn(),
  },
  // Opened from the footer's More actions item: focus comes back to it.
  render: openedFrom(notesMessages.title, LetterNotesDialog),
} satisfies Meta<typeof LetterNotesDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog renders in a portal, outside the story's canvas. */
const page = () => within(document.body);

async function openNotes(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: notesMessages.title }));
  const dialog = await page().findByRole('dialog', { name: notesMessages.title });
  await waitFor(() => expect(dialog).toBeVisible());
  return { dialog, field: within(dialog).getByRole('textbox', { name: notesMessages.field }) };
}

const button = (dialog: HTMLElement, name: string) => within(dialog).getByRole('button', { name });
const closed = () => waitFor(() => expect(page().queryByRole('dialog')).toBeNull());

/** The letter's notes to edit, with the counter; Save sends update-notes and closes. */
export const EditNotes: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog, field } = await openNotes(canvasElement);
    expect(field).toHaveValue('Call the GP before sending');
    expect(field).toHaveFocus();
    expect(within(dialog).getByText('26 / 200')).toBeVisible();
    await userEvent.type(field, ' today');
    expect(within(dialog).getByText('32 / 200')).toBeVisible();
    await userEvent.click(button(dialog, notesMessages.save));
    await closed();
    expect(args.api.letters.updateNotes).toHaveBeenCalledWith({
      letterId: 4711,
      notes: 'Call the GP before sending today',
      previousNotes: 'Call the GP before sending',
    });
    expect(args.onSaved).toHaveBeenCalledWith('Call the GP before sending today');
    expect(args.onClose).toHaveBeenCalledOnce();
    expect(args.notify).not.toHaveBeenCalled();
  },
};

/** A letter without notes: the counter starts at 0; clearing notes is saving an empty text. */
export const AddNotes: Story = {
  args: { notes: null },
  play: async ({ canvasElement, args }) => {
    const { dialog, field } = await openNotes(canvasElement);
    expect(field).toHaveValue('');
    expect(within(dialog).getByText('0 / 200')).toBeVisible();
    await userEvent.type(field, 'Urgent: copy to the consultant');
    await userEvent.click(button(dialog, notesMessages.save));
    await closed();
    expect(args.api.letters.updateNotes).toHaveBeenCalledWith({
      letterId: 4711,
      notes: 'Urgent: copy to the consultant',
      previousNotes: null,
    });
  },
};

/** Save sends the 200 characters the field holds, over empty notes, and the dialog closes. */
async function savesFullNotes(dialog: HTMLElement, args: Pick<LetterNotesDialogProps, 'api'>) {
  await userEvent.click(button(dialog, notesMessages.save));
  await closed();
  expect(args.api.letters.updateNotes).toHaveBeenCalledWith({
    letterId: 4711,
    notes: 'x'.repeat(200),
    previousNotes: '',
  });
}

/** Spec 001 section 5: at most 200 characters, and the counter says so. */
export const CounterAtLimit: Story = {
  args: { notes: '' },
  play: async ({ canvasElement, args }) => {
    const { dialog, field } = await openNotes(canvasElement);
    await userEvent.paste('x'.repeat(200));
    const counter = within(dialog).getByText('200 / 200');
    expect(counter).toBeVisible();
    // Announced as it changes.
    expect(counter).toHaveAttribute('aria-live', 'polite');
    expect(field).toBeValid();
    await savesFullNotes(dialog, args);
  },
};

/**
 * More than 200 characters (a paste) are kept whole, never cut unseen: the field says how many
 * to remove, and Save refuses to send them until they are removed.
 */
export const TooLong: Story = {
  args: { notes: '' },
  play: async ({ canvasElement, args }) => {
    const { dialog, field } = await openNotes(canvasElement);
    await userEvent.paste(`${'x'.repeat(200)}0123456789`);
    expect(field).toHaveValue(`${'x'.repeat(200)}0123456789`);
    expect(within(dialog).getByText('210 / 200')).toBeVisible();
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription(/At most 200 characters: remove 10 characters\./);
    await userEvent.click(button(dialog, notesMessages.save));
    expect(args.api.letters.updateNotes).not.toHaveBeenCalled();
    expect(page().getByRole('dialog', { name: notesMessages.title })).toBeVisible();
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard('{Backspace>10/}');
    expect(field).toBeValid();
    await savesFullNotes(dialog, args);
  },
};

/** Notes longer than 200 characters, written by another system, open whole and marked too long. */
export const LongerNotesFromElsewhere: Story = {
  args: { notes: `${'Ring the ward before discharge. '.repeat(7)}` },
  play: async ({ canvasElement, args }) => {
    const { dialog, field } = await openNotes(canvasElement);
    expect(field).toHaveValue(args.notes);
    expect(within(dialog).getByText('224 / 200')).toBeVisible();
    expect(field).toHaveAccessibleDescription(/remove 24 characters/);
  },
};

/** While the notes are being saved they cannot change, and the dialog cannot be dismissed. */
export const Saving: Story = {
  args: { api: notesApi('hangs') },
  play: async ({ canvasElement, args }) => {
    const { dialog, field } = await openNotes(canvasElement);
    await userEvent.click(button(dialog, notesMessages.save));
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(notesMessages.saving));
    expect(button(dialog, notesMessages.save)).toBeDisabled();
    expect(button(dialog, notesMessages.cancel)).toBeDisabled();
    expect(field).toHaveAttribute('readonly');
    await userEvent.keyboard('{Escape}');
    expect(page().getByRole('dialog', { name: notesMessages.title })).toBeVisible();
    expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Types new notes, saves, and checks the refusal: said as `said`, the dialog open, the text kept. */
async function refusedSave(
  canvasElement: HTMLElement,
  args: Pick<LetterNotesDialogProps, 'notify' | 'onSaved' | 'onClose'>,
  said: { message: string; description?: string },
) {
  const { dialog, field } = await openNotes(canvasElement);
  await userEvent.clear(field);
  await userEvent.type(field, 'Ring the ward');
  await userEvent.click(button(dialog, notesMessages.save));
  await waitFor(() =>
    expect(args.notify).toHaveBeenCalledWith(expect.objectContaining({ kind: 'error', ...said })),
  );
  expect(page().getByRole('dialog', { name: notesMessages.title })).toBeVisible();
  expect(field).toHaveValue('Ring the ward');
  expect(button(dialog, notesMessages.save)).toBeEnabled();
  expect(args.onSaved).not.toHaveBeenCalled();
  expect(args.onClose).not.toHaveBeenCalled();
}

/**
 * A refusal shows the catalogue's words with the server's reason under them (spec 000 section 8),
 * never a bare 'Bad Request'; the typed notes stay to save again.
 */
export const SaveFailed: Story = {
  args: { api: notesApi({ refusal: 'This letter is locked by Dr Who' }) },
  play: ({ canvasElement, args }) =>
    refusedSave(canvasElement, args, {
      message: coreMessages.requestFailed,
      description: 'This letter is locked by Dr Who',
    }),
};

/**
 * Someone else saved notes since the dialog opened (409): the dialog says so and keeps the text,
 * which it does not save over theirs.
 */
export const ChangedElsewhere: Story = {
  args: { api: notesApi('changedElsewhere') },
  play: ({ canvasElement, args }) =>
    refusedSave(canvasElement, args, { message: notesMessages.changedElsewhere }),
};

/** Keyboard only: Tab reaches Cancel and Save; Escape closes without saving; focus goes back. */
export const KeyboardCancel: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: notesMessages.title });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page().findByRole('dialog', { name: notesMessages.title });
    const field = within(dialog).getByRole('textbox', { name: notesMessages.field });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard(' changed');
    await userEvent.tab();
    expect(button(dialog, notesMessages.cancel)).toHaveFocus();
    await userEvent.tab();
    expect(button(dialog, notesMessages.save)).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await closed();
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(args.api.letters.updateNotes).not.toHaveBeenCalled();
    expect(args.onClose).toHaveBeenCalledOnce();
    // Opening again starts from the letter's notes, not from what was typed and dropped.
    await userEvent.keyboard('{Enter}');
    const again = await page().findByRole('dialog', { name: notesMessages.title });
    expect(within(again).getByRole('textbox', { name: notesMessages.field })).toHaveValue(
      'Call the GP before sending',
    );
  },
};

/** Open from the start: the dialog as the footer's More actions shows it. */
export const Open: Story = {
  args: { isOpen: true },
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: notesMessages.title });
    expect(within(dialog).getByRole('textbox', { name: notesMessages.field })).toHaveValue(
      'Call the GP before sending',
    );
    expect(button(dialog, notesMessages.cancel)).toBeEnabled();
  },
};
