/**
 * The toolbar's select before React Aria's select has rendered (issue 33): the stand-in the
 * toolbar shows first, used in Chromium with a real pointer and keyboard. Whatever the user does
 * to it, they get what the select would have done.
 */

import { ThemeProvider } from '@dictation/ui';
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

/** What the eye sees of each part of a toolbar select: where it is, its size and colours. */
function looksOf(wrapper: Element) {
  const top = wrapper.getBoundingClientRect().y;
  return [...wrapper.querySelectorAll<HTMLElement>('button, button span, button svg')].map((part) => {
    const box = part.getBoundingClientRect();
    const style = getComputedStyle(part);
    return {
      part: part.tagName,
      text: part.textContent,
      box: [box.x, box.y - top, box.width, box.height].map(Math.round),
      look: [style.color, style.backgroundColor, style.borderColor, style.fontWeight, style.visibility],
    };
  });
}

describe('a toolbar select before its select has rendered', () => {
  it.each([false, true])('looks as the select that takes its place (disabled: %s)', (isDisabled) => {
    const props = {
      label: 'Font size',
      items: sizes,
      value: '14pt',
      onChange: () => {},
      isDisabled,
    } as const;
    const { container } = render(
      <ThemeProvider brand="clinical">
        <div>
          <ToolbarSelectOrStandIn {...props} selectRendered={false} width="narrow" />
        </div>
        <div>
          <ToolbarSelectOrStandIn {...props} selectRendered width="narrow" />
        </div>
      </ThemeProvider>,
    );
    const [standIn, select] = container.querySelectorAll(':scope > div > div');
    if (!standIn || !select) throw new Error('both should render');
    expect(looksOf(select)).toHaveLength(3);
    expect(looksOf(standIn)).toEqual(looksOf(select));
  });

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

  it('gives the focus to the select once its list, opened from the stand-in, closes', async () => {
    render(<SizeBeforeItsSelect chosen={[]} />);
    await userEvent.click(screen.getByRole('button', { name: '12 Font size' }));
    await screen.findByRole('listbox', { name: /Font size/ });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('12 Font size'));
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
