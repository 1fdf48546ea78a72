/**
 * The toolbar's select before React Aria's select has rendered (issue 33): the stand-in the
 * toolbar shows first, used in Chromium with a real pointer and keyboard. Whatever the user does
 * to it, they get what the select would have done.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ToolbarSelectOrStandIn } from './LetterEditorToolbarSelect';

afterEach(cleanup);

const sizes = [
  { id: '10pt', label: '10' },
  { id: '12pt', label: '12' },
  { id: '14pt', label: '14' },
] as const;

function SizeBeforeItsSelect({ chosen }: { chosen: string[] }) {
  const [size, setSize] = useState<(typeof sizes)[number]['id']>('12pt');
  return (
    <>
      <button type="button">Bold</button>
      <ToolbarSelectOrStandIn
        selectRendered={false}
        label="Font size"
        items={sizes}
        value={size}
        onChange={(next) => {
          chosen.push(next);
          setSize(next);
        }}
        isDisabled={false}
        width="narrow"
      />
    </>
  );
}

describe('a toolbar select before its select has rendered', () => {
  it('reads as the select does: its value, then its name, a button with a list', () => {
    render(<SizeBeforeItsSelect chosen={[]} />);
    const button = screen.getByRole('button', { name: '12 Font size' });
    expect(button).toHaveAttribute('aria-haspopup', 'listbox');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens its list when clicked, and the option clicked is chosen', async () => {
    const chosen: string[] = [];
    render(<SizeBeforeItsSelect chosen={chosen} />);
    await userEvent.click(screen.getByRole('button', { name: '12 Font size' }));
    const list = await screen.findByRole('listbox', { name: /Font size/ });
    await userEvent.click(within(list).getByRole('option', { name: '14' }));
    expect(chosen).toEqual(['14pt']);
    await waitFor(() => expect(screen.getByRole('button', { name: /^14/ })).toBeInTheDocument());
  });

  it('gives the keyboard the select: tabbed to, it is focused, and the arrow keys open its list', async () => {
    const chosen: string[] = [];
    render(<SizeBeforeItsSelect chosen={chosen} />);
    screen.getByRole('button', { name: 'Bold' }).focus();
    await userEvent.keyboard('{Tab}');
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/12.*Font size/));
    // React Aria's button now (the stand-in has gone): its list is one key away.
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox', { name: /Font size/ });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(chosen).toEqual(['14pt']);
  });
});
