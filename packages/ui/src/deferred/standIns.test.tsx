/**
 * The kit's menus, dialogs and lists before their code is in (issue 33): a fresh copy of the
 * package, whose code the test setup has not loaded, shows each control as a user first meets it
 * on a slow network, and then as its code arrives.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Ui = typeof import('../index');
let ui: Ui;
/** The idle moments the page has not had yet: the code asked for at idle waits for `idle()`. */
let idleCallbacks: (() => void)[] = [];
const idle = () =>
  act(async () => {
    for (const callback of idleCallbacks.splice(0)) callback();
  });

beforeEach(async () => {
  // Not the setup's copy, whose overlay controls are in: this one's are not, until a use asks.
  vi.resetModules();
  ui = await import('../index');
  idleCallbacks = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => {});
});

afterEach(() => vi.unstubAllGlobals());

const themed = (children: React.ReactNode) => (
  <ui.ThemeProvider brand="clinical">{children}</ui.ThemeProvider>
);

describe('before the overlay controls are in', () => {
  it('shows the menu button as React Aria marks it, and opens the menu once its code is in', async () => {
    const chosen: string[] = [];
    render(
      themed(
        <ui.ActionMenu
          label="More actions"
          items={[
            { id: 'print', label: 'Print' },
            { id: 'delete', label: 'Delete' },
          ]}
          onAction={(id) => chosen.push(id)}
        />,
      ),
    );
    const standIn = screen.getByRole('button', { name: 'More actions' });
    expect(standIn).toHaveAttribute('aria-haspopup', 'true');
    expect(standIn).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(standIn);
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    expect(chosen).toEqual(['delete']);
  });

  it('shows a multiple select with its summary, and its list once pressed', async () => {
    render(
      themed(
        <ui.MultiSelect
          label="Author"
          allText="All authors"
          items={[
            { id: 1, label: 'Dr Khan' },
            { id: 2, label: 'Dr Lee' },
          ]}
          defaultValue={[2]}
        />,
      ),
    );
    const standIn = screen.getByRole('button', { name: 'Dr Lee Author' });
    expect(standIn).toHaveAttribute('aria-haspopup', 'listbox');
    await userEvent.click(standIn);
    const list = await screen.findByRole('listbox');
    expect(within(list).getByRole('option', { name: 'Dr Lee' })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps what is typed into the combo box before its code is in', async () => {
    render(
      themed(
        <ui.ComboBox
          label="Label"
          items={[
            { id: 'a', label: 'Audiology' },
            { id: 'c', label: 'Cardiology' },
          ]}
        />,
      ),
    );
    const standIn = screen.getByRole('combobox', { name: 'Label' });
    // Typed at once, before the code the focus asked for has come.
    standIn.focus();
    await userEvent.keyboard('Card');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Label' })).not.toBe(standIn));
    const comboBox = screen.getByRole('combobox', { name: 'Label' });
    expect(comboBox).toHaveValue('Card');
    expect(comboBox).toHaveFocus();
  });

  it('shows an open dialog once its code is in, and nothing for a closed one', async () => {
    const { rerender } = render(themed(<ui.Dialog title="Leave the letter?" isOpen={false} />));
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(themed(<ui.Dialog title="Leave the letter?" isOpen />));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Its code comes once the page is idle after its first paint.
    await idle();
    expect(await screen.findByRole('dialog', { name: 'Leave the letter?' })).toBeInTheDocument();
  });

  it("opens the date picker's calendar once its code is in", async () => {
    render(themed(<ui.DatePicker label="Recorded on" defaultValue="2026-11-22" />));
    const button = screen.getByRole('button', { name: 'Recorded on 22-Nov-2026' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(button);
    expect(await screen.findByRole('dialog', { name: /Recorded on/ })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('loadOverlayControls', () => {
  it('puts the controls in place from their first render', async () => {
    await act(() => ui.loadOverlayControls());
    render(themed(<ui.ActionMenu label="More actions" items={[]} onAction={() => {}} />));
    // React Aria's menu button: it carries the id its menu is named by.
    expect(screen.getByRole('button', { name: 'More actions' })).toHaveAttribute('id');
  });
});
