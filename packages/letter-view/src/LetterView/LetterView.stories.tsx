import type { LetterMetadata } from '@dictation/core';
import { useToasts } from '@dictation/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createMemoryEditJournal } from '../documentSaver/editJournal';
import { otherUser, storyLetter, storyProfile } from '../LetterHeader/letterHeaderStories';
import { conflictMessages } from '../messages';
import { ownSwrCache } from '../storySupport';
import { LetterView } from './LetterView';
import { type LetterServerOptions, letterServer } from './letterViewStories';

interface StoryArgs {
  server?: LetterServerOptions;
  onLeave: () => void;
  /** Hands the fake server to the play function. */
  onServer: (server: ReturnType<typeof letterServer>) => void;
}

const openLetter = { ...storyLetter, documentId: 31, audio: { audioSegment: { audioRecord: { id: 7 } } } };
const withLetter = (patch: Partial<LetterMetadata>): LetterServerOptions => ({
  letter: { ...openLetter, ...patch },
});

/** The letter screen on a fake server, with the real toasts and an in-memory edit journal. */
function StoryLetterView({ server: serverOptions, onLeave, onServer }: StoryArgs) {
  const { notify } = useToasts();
  const [parts] = useState(() => {
    const api = letterServer(serverOptions);
    onServer(api);
    return { api, journal: createMemoryEditJournal() };
  });
  return (
    <LetterView
      letterId={openLetter.id}
      api={parts.api}
      profile={storyProfile}
      notify={notify}
      onLeave={onLeave}
      editJournal={parts.journal}
      useMp3={serverOptions?.mp3Pending === true}
    />
  );
}

const meta = {
  title: 'LetterView/LetterView',
  component: StoryLetterView,
  parameters: { layout: 'padded' },
  args: { onLeave: fn(), onServer: fn() },
  decorators: [ownSwrCache],
} satisfies Meta<typeof StoryLetterView>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const editor = (canvas: Canvas) => canvas.findByRole('textbox', { name: 'Letter text' });
const saveState = (canvas: Canvas) => canvas.getByRole('status', { name: 'Save state' });
const body = () => within(document.body);
const serverOf = (args: StoryArgs) =>
  (args.onServer as ReturnType<typeof fn>).mock.calls[0]?.[0] as ReturnType<typeof letterServer>;

/**
 * Types at the end of the letter's last paragraph, as a secretary would; `paste` puts the text in
 * at once. The conflict stories paste: their first save is refused, and the prompt that follows is
 * modal, so on a loaded machine a save due between two keystrokes would send the rest of the
 * typing to the prompt instead of the letter.
 */
async function typeAtEnd(canvas: Canvas, text: string, how: 'type' | 'paste' = 'type') {
  const field = await editor(canvas);
  const last = within(field).getByText('Yours sincerely,');
  await userEvent.click(last);
  const selection = document.getSelection();
  selection?.selectAllChildren(last);
  selection?.collapseToEnd();
  await waitFor(() => expect(field).toHaveFocus());
  if (how === 'paste') await userEvent.paste(text);
  else await userEvent.keyboard(text);
}

export const Loading: Story = {
  args: { server: { opening: 'pending' } },
  play: async () => {
    await expect(await body().findByRole('dialog', { name: 'Loading the letter' })).toBeInTheDocument();
  },
};

export const Editable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await editor(canvas)).toHaveAttribute('aria-readonly', 'false');
    expect(await editor(canvas)).toHaveAttribute('spellcheck', 'true');
    expect(canvas.getByRole('region', { name: 'Job header' })).toBeInTheDocument();
    expect(canvas.getByRole('region', { name: 'Player' })).toBeInTheDocument();
    expect(saveState(canvas)).toHaveTextContent('Saved');
    expect(canvas.queryByRole('note')).not.toBeInTheDocument();
  },
};

/** The user's setting turns the browser's spell checking off (spec 000 section 3); it is on by default. */
export const SpellcheckOff: Story = {
  args: { server: { spellcheck: false } },
  play: async ({ canvasElement }) => {
    const field = await editor(within(canvasElement));
    await waitFor(() => expect(field).toHaveAttribute('spellcheck', 'false'));
  },
};

export const Saving: Story = {
  args: { server: { saves: 'hang' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeAtEnd(canvas, ' Seen in clinic.');
    await waitFor(() => expect(saveState(canvas)).toHaveTextContent('Saving…'));
  },
};

export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeAtEnd(canvas, ' Seen in clinic.');
    await waitFor(() => expect(saveState(canvas)).toHaveTextContent('Changes not saved yet'));
    await waitFor(() => expect(saveState(canvas)).toHaveTextContent('Saved'));
  },
};

export const OfflineWithKeptEdits: Story = {
  args: { server: { saves: 'offline' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeAtEnd(canvas, ' Seen in clinic.');
    await waitFor(() =>
      expect(saveState(canvas)).toHaveTextContent('Offline: changes kept on this computer'),
    );
    expect(await editor(canvas)).toHaveTextContent('Seen in clinic.');
  },
};

export const ConflictMerged: Story = {
  args: {
    server: {
      saves: {
        changedElsewhere:
          '<p>Dear Dr Jones,</p><p>Thank you for referring this patient to the clinic.</p><p>On examination the chest was clear and heart sounds were normal.</p><p>Yours sincerely,</p>',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeAtEnd(canvas, ' Seen in clinic.', 'paste');
    const prompt = await body().findByRole('alertdialog', { name: conflictMessages.title });
    expect(prompt).toHaveTextContent(conflictMessages.merged);
    await userEvent.click(within(prompt).getByRole('button', { name: conflictMessages.ok }));
    await waitFor(() => expect(saveState(canvas)).toHaveTextContent('Saved'));
    // Nothing lost: their change and mine.
    const text = await editor(canvas);
    expect(text).toHaveTextContent('Dear Dr Jones,');
    expect(text).toHaveTextContent('Seen in clinic.');
  },
};

export const ConflictToChoose: Story = {
  args: {
    server: { saves: { changedElsewhere: '<p>A letter rewritten from the first word to the last.</p>' } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeAtEnd(canvas, ' Seen in clinic.', 'paste');
    const prompt = await body().findByRole('alertdialog', { name: conflictMessages.title });
    expect(prompt).toHaveTextContent(conflictMessages.notMerged);
    await userEvent.click(within(prompt).getByRole('button', { name: conflictMessages.keepMine }));
    await waitFor(() => expect(saveState(canvas)).toHaveTextContent('Saved'));
    expect(await editor(canvas)).toHaveTextContent('Seen in clinic.');
  },
};

export const ReadOnlyCompleted: Story = {
  args: { server: withLetter({ letterStepName: 'Completed', letterStepType: 7000, autoLockedUserId: null }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await editor(canvas)).toHaveAttribute('aria-readonly', 'true');
    expect(canvas.getByRole('note')).toHaveTextContent('Completed jobs cannot be edited');
  },
};

export const ReadOnlyLockedByOther: Story = {
  args: {
    server: withLetter({ heldUserId: otherUser.id, heldUserName: otherUser.name, autoLockedUserId: null }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await editor(canvas)).toHaveAttribute('aria-readonly', 'true');
    expect(canvas.getByRole('note')).toHaveTextContent('This job is locked');
    // Who holds it, after the spec's words (issue 31).
    expect(canvas.getByRole('note')).toHaveTextContent(`${otherUser.name} has locked it.`);
    // Spec 001 section 8: 'This job is locked' as a notice too (10 s), besides the note.
    await waitFor(() => expect(body().getAllByText('This job is locked').length).toBeGreaterThan(1));
  },
};

export const ReadOnlyDeleted: Story = {
  args: { server: withLetter({ isDeleted: true, autoLockedUserId: null }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await editor(canvas)).toHaveAttribute('aria-readonly', 'true');
    expect(canvas.getByRole('note')).toHaveTextContent('This letter is deleted. Restore it to edit it.');
  },
};

export const ReadOnlyCleared: Story = {
  args: { server: withLetter({ isLetterCleaned: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const note = await canvas.findByRole('note');
    expect(note).toHaveTextContent('The data on this job has been cleared.');
    expect(note).toHaveTextContent('Please delete the job to remove it from the list of letters.');
    expect(note).toHaveTextContent('Due to security reasons the data on the patient is cleared in 365 days.');
    // Spec 000 section 4: no document is loaded for a cleaned letter.
    expect(canvas.queryByRole('textbox', { name: 'Letter text' })).not.toBeInTheDocument();
  },
};

export const ReadOnlyOutsourced: Story = {
  args: {
    server: withLetter({
      letterStepName: 'Outsource Transcription',
      letterStepType: 2000,
      isOutsource: true,
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await canvas.findByRole('note')).toHaveTextContent(
      'The job is being transcribed. The text will be available later.',
    );
    expect(canvas.queryByRole('textbox', { name: 'Letter text' })).not.toBeInTheDocument();
  },
};

export const DocumentMissing: Story = {
  args: { server: { document: 'notFound' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await canvas.findByRole('alert')).toHaveTextContent('This document does not exist');
  },
};

export const LetterNotFound: Story = {
  args: { server: { opening: 'notFound' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await canvas.findByRole('alert')).toHaveTextContent('Sorry, but the letter was not found');
  },
};

export const AutolockedByOther: Story = {
  args: { server: { opening: { refused: 'This letter is autolocked by PATEL, Sam' } } },
  play: async ({ args }) => {
    await expect(await body().findByText('This letter is autolocked by PATEL, Sam')).toBeInTheDocument();
    await waitFor(() => expect(args.onLeave).toHaveBeenCalledOnce());
  },
};

export const Mp3NotReady: Story = {
  args: { server: { mp3Pending: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const player = await canvas.findByRole('region', { name: 'Player' });
    await waitFor(() => expect(player).toHaveAttribute('data-state', 'converting'));
    expect(
      within(player).getAllByText('Audio conversion in progress, please wait. Do not close this window.')
        .length,
    ).toBeGreaterThan(0);
    // The letter's text is there to read and edit meanwhile.
    expect(await editor(canvas)).toHaveAttribute('aria-readonly', 'false');
  },
};

/** Text magic from the footer: a spell's result goes into the letter and is saved like typing. */
export const TextMagicInsertsAndSaves: Story = {
  args: { server: { aiProcessing: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await editor(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'Text magic' }));
    const panel = within(await canvas.findByRole('region', { name: 'Text magic' }));
    await userEvent.click(await panel.findByRole('button', { name: 'Summarise' }));
    await userEvent.click(await panel.findByRole('button', { name: 'Insert at cursor' }));
    await waitFor(() => expect(saveState(canvas)).toHaveTextContent('Saved'));
    await expect(await editor(canvas)).toHaveTextContent('Chest clear, heart sounds normal.');
    await expect(serverOf(args).document()).toContain('Chest clear, heart sounds normal.');
  },
};

/** Spec 001 section 4: a Conversation letter nobody has edited gets its AI summary, and the panel opens. */
export const ConversationSummary: Story = {
  args: {
    server: {
      ...withLetter({ dictationType: 'Conversation' }),
      aiProcessing: true,
      unedited: true,
      summary: 'Summary: follow up in six weeks.',
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(async () =>
      expect(await editor(canvas)).toHaveTextContent('Summary: follow up in six weeks.'),
    );
    await expect(await canvas.findByRole('region', { name: 'Text magic' })).toBeVisible();
    await waitFor(() => expect(serverOf(args).document()).toContain('Summary: follow up in six weeks.'));
  },
};

/**
 * The same letter reopened after the summary's save (patch 1, so the next is 2): not below 2, so
 * no second summary (spec 001 section 4 reads the document's `newPatchNumber`).
 */
export const ConversationSummaryOnce: Story = {
  args: {
    server: {
      ...withLetter({ dictationType: 'Conversation' }),
      aiProcessing: true,
      savedPatch: 1,
      summary: 'Summary: follow up in six weeks.',
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(async () => expect(await editor(canvas)).toHaveTextContent(/\S/));
    await expect(serverOf(args).textMagic.summary).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('region', { name: 'Text magic' })).toBeNull();
    await expect(await editor(canvas)).not.toHaveTextContent('Summary: follow up in six weeks.');
  },
};

/** Notes from the footer's More actions: the dialog with its counter saves them. */
export const NotesFromFooter: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await editor(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'More actions' }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Add/Edit notes' }));
    const dialog = within(await body().findByRole('dialog'));
    const notes = dialog.getByRole('textbox');
    await userEvent.clear(notes);
    await userEvent.type(notes, 'Ring the GP');
    await expect(dialog.getByText('11 / 200')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(serverOf(args).letters.updateNotes).toHaveBeenCalledWith({
        letterId: 4711,
        notes: 'Ring the GP',
        // The notes the dialog opened with: a server refuses the save if they changed meanwhile.
        previousNotes: 'Call the GP before sending',
      }),
    );
  },
};
