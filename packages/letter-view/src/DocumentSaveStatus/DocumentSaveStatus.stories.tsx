import { ApiError, type DocumentPatch } from '@dictation/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createMemoryEditJournal, type EditJournal } from '../documentSaver/editJournal';
import { useDocumentSaver } from '../documentSaver/useDocumentSaver';
import { LetterEditor, type LetterEditorHandle } from '../LetterEditor/LetterEditor';
import { editorLabels } from '../messages';
import { DocumentSaveStatus } from './DocumentSaveStatus';

const meta = {
  title: 'LetterView/DocumentSaveStatus',
  component: DocumentSaveStatus,
  args: { status: { state: 'saved', failures: 0 } },
} satisfies Meta<typeof DocumentSaveStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

const statusOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('status', { name: editorLabels.saveState });

/** A state as given: the text says it, and the live region announces it politely. */
const shows = (text: string) => ({
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const status = statusOf(canvasElement);
    expect(status).toHaveTextContent(text);
    expect(status).not.toHaveAttribute('aria-live', 'assertive');
  },
});

export const Saved: Story = shows(editorLabels.saved);
export const Pending: Story = {
  args: { status: { state: 'pending', failures: 0 } },
  ...shows(editorLabels.pending),
};
export const Saving: Story = {
  args: { status: { state: 'saving', failures: 0 } },
  ...shows(editorLabels.saving),
};
export const Offline: Story = {
  args: { status: { state: 'offline', failures: 3, lastError: 'Internet connection lost' } },
  ...shows(editorLabels.offline),
};
export const Retrying: Story = {
  args: { status: { state: 'retrying', failures: 1, lastError: 'Server error' } },
  ...shows(`${editorLabels.retrying}: Server error`),
};
export const Conflict: Story = {
  args: { status: { state: 'conflict', failures: 0 } },
  ...shows(editorLabels.conflict),
};

const initialHtml = '<p>Dear Colleague,</p>';

/** A server for the stories: answers after `answer` is called, or fails while `offline`. */
function storyServer() {
  const server = {
    offline: false,
    sent: [] as DocumentPatch[],
    answer: () => {},
    send: async (_documentId: number, patch: DocumentPatch) => {
      if (server.offline)
        throw new ApiError({ kind: 'network' }, 'Internet connection lost', 'documents.patch');
      await new Promise<void>((resolve) => {
        server.answer = resolve;
      });
      server.sent.push(patch);
      return { documentVersion: patch.documentVersion + 1, newPatchNumber: patch.patchNumber + 1 };
    },
  };
  return server;
}

/** The letter screen's autosave, small: the editor, its saver and the save state. */
function AutosavedEditor({
  server,
  journal,
}: {
  server: ReturnType<typeof storyServer>;
  journal: EditJournal;
}) {
  const editor = useRef<LetterEditorHandle>(null);
  const { saver, status } = useDocumentSaver({
    letterId: 1046,
    saved: { documentId: 7, version: 1, html: initialHtml, patchNumber: 2 },
    read: () => editor.current?.getHtml() ?? initialHtml,
    send: server.send,
    journal,
  });
  return (
    <>
      <DocumentSaveStatus status={status} />
      <LetterEditor ref={editor} initialHtml={initialHtml} onChange={() => saver?.change()} />
    </>
  );
}

async function typeInto(canvasElement: HTMLElement, text: string) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByText('Dear Colleague,'));
  const selection = document.getSelection();
  selection?.selectAllChildren(canvas.getByText('Dear Colleague,'));
  selection?.collapseToEnd();
  await userEvent.keyboard(text);
}

const savingServer = storyServer();

/** Typing, then a pause: the edit goes to the server as a patch, "Saving…" until it answers. */
export const SavingWhileTyping: Story = {
  render: () => <AutosavedEditor server={savingServer} journal={createMemoryEditJournal()} />,
  play: async ({ canvasElement }) => {
    const status = statusOf(canvasElement);
    await typeInto(canvasElement, ' thank you');
    expect(status).toHaveTextContent(editorLabels.pending);
    await waitFor(() => expect(status).toHaveTextContent(editorLabels.saving));
    savingServer.answer();
    await waitFor(() => expect(status).toHaveTextContent(editorLabels.saved));
    expect(JSON.parse(savingServer.sent.at(-1)?.patchContent ?? '[]')).toEqual([[18, '', ' thank you']]);
  },
};

const offlineServer = storyServer();
const offlineJournal = createMemoryEditJournal();

/** No network: the edits stay on this computer (the journal) and go when the network is back. */
export const OfflineWithKeptEdits: Story = {
  render: () => <AutosavedEditor server={offlineServer} journal={offlineJournal} />,
  play: async ({ canvasElement }) => {
    const status = statusOf(canvasElement);
    offlineServer.offline = true;
    await typeInto(canvasElement, ' seen today');
    await waitFor(() => expect(status).toHaveTextContent(editorLabels.offline));
    expect((await offlineJournal.read(1046))?.html).toBe('<p>Dear Colleague, seen today</p>');
    offlineServer.offline = false;
    globalThis.dispatchEvent(new Event('online'));
    await waitFor(() => expect(status).toHaveTextContent(editorLabels.saving));
    offlineServer.answer();
    await waitFor(() => expect(status).toHaveTextContent(editorLabels.saved));
    expect(await offlineJournal.read(1046)).toBeUndefined();
  },
};
