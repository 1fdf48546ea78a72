import { act, render, screen } from '@testing-library/react';
import { createRef, type ReactNode, type Ref, useLayoutEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { editorLabels } from '../messages';
import { LetterEditor, type LetterEditorHandle } from './LetterEditor';
import type * as ToolbarSelect from './LetterEditorToolbarSelect';

/** The renders of the toolbar's selects (font, size, style), by name. */
const selectRenders = new Map<string, number>();
vi.mock('./LetterEditorToolbarSelect', async (importOriginal) => {
  const original = await importOriginal<typeof ToolbarSelect>();
  return {
    ...original,
    LetterEditorToolbarSelect: (props: Parameters<typeof original.LetterEditorToolbarSelect>[0]) => {
      selectRenders.set(props.label, (selectRenders.get(props.label) ?? 0) + 1);
      return original.LetterEditorToolbarSelect(props);
    },
  };
});

/** The letter screen around the editor: it renders again with each edit (its save's state). */
function Screen({ handle, readOnly }: { handle: Ref<LetterEditorHandle>; readOnly: boolean }) {
  const [edits, setEdits] = useState(0);
  return (
    <>
      <p>{edits} edits</p>
      <LetterEditor
        ref={handle}
        initialHtml="<p>Dear Colleague,</p>"
        readOnly={readOnly}
        onChange={() => setEdits((count) => count + 1)}
      />
    </>
  );
}

/** Counts React Aria's selects (each renders a native one, hidden) as its children first commit. */
function FirstCommit({ children, selects }: { children: ReactNode; selects: number[] }) {
  useLayoutEffect(() => {
    selects.push(document.querySelectorAll('select').length);
  }, [selects]);
  return children;
}

/** The letter's text as its editor's first commit leaves it, read in the commit's layout effects. */
function TextAtFirstCommit({ children, texts }: { children: ReactNode; texts: (string | null)[] }) {
  useLayoutEffect(() => {
    const text = document.querySelector(`[role="textbox"][aria-label="${editorLabels.editor}"]`);
    texts.push(text && `${text.getAttribute('aria-readonly')}: ${text.textContent}`);
  }, [texts]);
  return children;
}

describe('the letter editor’s first commit (issue 33)', () => {
  it('shows the text, editable, in the commit that mounts the editor, not in an effect after it', () => {
    const texts: (string | null)[] = [];
    render(
      <TextAtFirstCommit texts={texts}>
        <LetterEditor initialHtml="<p>Dear Colleague,</p>" />
      </TextAtFirstCommit>,
    );
    expect(texts).toEqual(['false: Dear Colleague,']);
  });
});

describe('the letter editor’s toolbar (issue 33)', () => {
  it('renders its selects after its first commit, the stand-ins that look the same first', () => {
    const selectsAtFirstCommit: number[] = [];
    render(
      <FirstCommit selects={selectsAtFirstCommit}>
        <LetterEditor initialHtml="<p>Dear Colleague,</p>" />
      </FirstCommit>,
    );
    expect(selectsAtFirstCommit).toEqual([0]);
    // Then in their place, each named as its stand-in was.
    expect(document.querySelectorAll('select')).toHaveLength(3);
    for (const label of [editorLabels.blockType, editorLabels.fontFamily, editorLabels.fontSize])
      expect(screen.getByRole('button', { name: new RegExp(`${label}$`) })).toHaveAttribute(
        'aria-haspopup',
        'listbox',
      );
    expect(screen.getByRole('textbox', { name: editorLabels.editor })).toHaveTextContent('Dear Colleague,');
  });

  it('renders again when what it shows changes, not with each render of the screen as the user types', () => {
    const handle = createRef<LetterEditorHandle>();
    const { rerender } = render(<Screen handle={handle} readOnly={false} />);
    // The first edit enables Undo: the toolbar shows it.
    act(() => handle.current?.insertText('Thank you for seeing Mrs Smith. '));
    const before = new Map(selectRenders);
    expect(before.get(editorLabels.fontSize)).toBeGreaterThan(0);

    act(() => handle.current?.insertText('She is well. '));
    act(() => handle.current?.insertText('Her blood pressure is 128/80.'));
    expect(screen.getByText('3 edits')).toBeInTheDocument();
    expect(handle.current?.getText()).toContain('She is well. Her blood pressure is 128/80.');
    expect(selectRenders).toEqual(before);

    rerender(<Screen handle={handle} readOnly />);
    expect(screen.getByRole('button', { name: new RegExp(editorLabels.fontSize) })).toBeDisabled();
    expect(selectRenders.get(editorLabels.fontSize)).toBeGreaterThan(before.get(editorLabels.fontSize) ?? 0);
  });
});
