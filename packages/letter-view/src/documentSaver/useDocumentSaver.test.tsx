import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LetterEditor, type LetterEditorHandle } from '../LetterEditor/LetterEditor';
import type { SavedDocument } from './createDocumentSaver';
import { createMemoryEditJournal, type EditJournal } from './editJournal';
import { useDocumentSaver } from './useDocumentSaver';

const saved: SavedDocument = { documentId: 7, version: 1, html: '<p>Dear Colleague,</p>', patchNumber: 2 };

/** The screen's composition: the saver reads the editor below it through the editor's handle. */
function Screen({
  journal,
  handle,
}: {
  journal: EditJournal;
  handle: { current: LetterEditorHandle | null };
}) {
  const editor = useRef<LetterEditorHandle>(null);
  const { saver } = useDocumentSaver({
    letterId: 1046,
    saved,
    read: () => editor.current?.getHtml() ?? saved.html,
    send: async () => ({ documentVersion: 2, newPatchNumber: 3 }),
    journal,
  });
  return (
    <LetterEditor
      ref={(instance) => {
        editor.current = instance;
        handle.current = instance;
      }}
      initialHtml={saved.html}
      onChange={() => saver?.change()}
    />
  );
}

describe('useDocumentSaver', () => {
  it('journals an edit not saved yet when the screen closes, reading the editor before it goes', async () => {
    const journal = createMemoryEditJournal();
    const handle: { current: LetterEditorHandle | null } = { current: null };
    const { unmount } = render(<Screen journal={journal} handle={handle} />);
    act(() => handle.current?.replaceHtml('<p>Dear Dr Jones,</p>'));
    unmount();
    await vi.waitFor(async () => expect((await journal.read(1046))?.html).toBe('<p>Dear Dr Jones,</p>'));
  });

  it('journals an edit not saved yet when the page is hidden', async () => {
    const journal = createMemoryEditJournal();
    const handle: { current: LetterEditorHandle | null } = { current: null };
    render(<Screen journal={journal} handle={handle} />);
    act(() => handle.current?.replaceHtml('<p>Typed, then the tab closed</p>'));
    globalThis.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(async () =>
      expect((await journal.read(1046))?.html).toBe('<p>Typed, then the tab closed</p>'),
    );
  });
});
