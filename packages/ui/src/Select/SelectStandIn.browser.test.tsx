/**
 * The select's first render (issue 33) in Chromium: the stand-in looks as React Aria's select that
 * replaces it (nothing moves, nothing changes colour when it does) and reads the same, and a user
 * who comes to it first, with a pointer or the keyboard, gets what the select would have done.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ThemeProvider } from '../ThemeProvider';
import { SelectOrStandIn, type SelectProps } from './Select';

afterEach(cleanup);

const priorities = [
  { id: 1, label: 'Normal' },
  { id: 2, label: 'Urgent' },
  { id: 3, label: 'Manual typing' },
];

const cases: [string, Partial<SelectProps<number>>][] = [
  ['a value', { value: 2 }],
  ['a default value and help text', { defaultValue: 1, description: 'As the department asks' }],
  ['nothing chosen', { value: null, placeholder: 'Choose a priority' }],
  ['an error', { value: null, errorMessage: 'Select a priority' }],
  ['disabled', { value: 1, isDisabled: true }],
];

/** What the eye sees of each part: where it is, its size, its colours and border. */
function looksOf(field: HTMLElement) {
  // What shows: not React Aria's native select, hidden for autofill and form submission.
  const shows = (part: HTMLElement) => !part.parentElement?.closest('[aria-hidden="true"]');
  const parts = [
    field,
    ...[...field.querySelectorAll<HTMLElement>('label, button, span, svg')].filter(shows),
  ];
  return parts.map((part) => {
    const box = part.getBoundingClientRect();
    const style = getComputedStyle(part);
    return {
      part: part.tagName,
      // The field's own text has the native select's options too.
      text: part === field ? '' : part.textContent,
      box: [box.x, box.y, box.width, box.height].map(Math.round),
      look: [
        style.color,
        style.backgroundColor,
        style.borderColor,
        style.boxShadow,
        style.fontWeight,
        style.display,
        style.visibility,
      ],
    };
  });
}

describe('the select before React Aria’s select has rendered', () => {
  it.each(cases)('looks and reads as the select with %s', (_, props) => {
    const { container } = render(
      <ThemeProvider brand="clinical">
        <div style={{ width: 320 }}>
          <SelectOrStandIn rendered={false} label="Priority" items={priorities} {...props} />
        </div>
        <div style={{ width: 320 }}>
          <SelectOrStandIn rendered label="Priority" items={priorities} {...props} />
        </div>
      </ThemeProvider>,
    );
    const [standIn, select] = [...container.querySelectorAll<HTMLElement>('div[style] > div')];
    if (!standIn || !select) throw new Error('both fields should render');
    const offset = select.getBoundingClientRect().y - standIn.getBoundingClientRect().y;
    const seen = (field: HTMLElement, shift: number) =>
      looksOf(field).map((part) => ({
        ...part,
        box: [part.box[0], (part.box[1] ?? 0) - shift, ...part.box.slice(2)],
      }));
    expect(seen(standIn, 0)).toEqual(seen(select, offset));

    // Named as React Aria names its button: the value shown, then the label.
    const shown = select.querySelector('button > span')?.textContent;
    const buttons = screen.getAllByRole('button', { name: `${shown} Priority` });
    expect(buttons).toHaveLength(2);
    for (const button of buttons) expect(button).toHaveAttribute('aria-haspopup', 'listbox');
  });

  it('opens its list when clicked, and the option clicked is chosen', async () => {
    const chosen: (number | null)[] = [];
    render(<PriorityBeforeItsSelect chosen={chosen} />);
    await userEvent.click(screen.getByRole('button', { name: 'Normal Priority' }));
    const list = await screen.findByRole('listbox');
    await userEvent.click(within(list).getByRole('option', { name: 'Urgent' }));
    expect(chosen).toEqual([2]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Urgent Priority' })).toBeInTheDocument());
  });

  it('gives the keyboard the select: tabbed to, it is focused, and the arrow keys open its list', async () => {
    const chosen: (number | null)[] = [];
    render(<PriorityBeforeItsSelect chosen={chosen} />);
    screen.getByRole('button', { name: 'Save' }).focus();
    await userEvent.keyboard('{Tab}');
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Normal Priority'));
    // React Aria's button now (the stand-in has gone): its list is one key away.
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(chosen).toEqual([2]);
  });
});

function PriorityBeforeItsSelect({ chosen }: { chosen: (number | null)[] }) {
  const [priority, setPriority] = useState<number | null>(1);
  return (
    <ThemeProvider brand="evergreen">
      <button type="button">Save</button>
      <SelectOrStandIn
        rendered={false}
        label="Priority"
        items={priorities}
        value={priority}
        onChange={(next) => {
          chosen.push(next);
          setPriority(next);
        }}
      />
    </ThemeProvider>
  );
}
