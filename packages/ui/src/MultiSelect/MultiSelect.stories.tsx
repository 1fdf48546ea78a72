import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectWaiting } from '../deferred/standInStories';
import { MultiSelect } from './MultiSelect';
import { MultiSelectStandIn } from './MultiSelectStandIn';

const authors = [
  { id: 11, label: 'Dr A. Patel' },
  { id: 12, label: 'Dr B. Jones' },
  { id: 13, label: 'Dr C. Okafor' },
];

const meta = {
  title: 'UI/MultiSelect',
  component: MultiSelect,
  args: { label: 'Author', items: authors, onChange: fn() },
} satisfies Meta<typeof MultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllWhenEmpty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Author/ })).toHaveTextContent('All');
  },
};

export const ToggleSeveral: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Author/ });
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox');
    await expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Dr B. Jones' }));
    await userEvent.click(within(listbox).getByRole('option', { name: 'Dr C. Okafor' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([12, 13]);
    await expect(within(listbox).getByRole('option', { name: 'Dr B. Jones' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveTextContent('Dr B. Jones +1');
  },
};

export const Preselected: Story = {
  args: { defaultValue: [11] },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Author/ });
    await expect(trigger).toHaveTextContent('Dr A. Patel');
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Dr A. Patel' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveTextContent('All');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Author/ })).toBeDisabled();
  },
};

/** Keyboard only: the list opens from the trigger, Space toggles options and the list stays open. */
export const KeyboardToggle: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Author/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(listbox).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{ArrowDown}[Space]');
    await expect(args.onChange).toHaveBeenLastCalledWith([12]);
    await expect(listbox).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent('Dr B. Jones');
  },
};

export const Invalid: Story = {
  args: { description: 'Letters of these authors are listed', errorMessage: 'Choose at least one author' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Letters of these authors are listed')).toBeVisible();
    await expect(canvas.getByText('Choose at least one author')).toBeVisible();
  },
};

/** What the stand-in is told when it is used; cleared before the story that uses it. */
const standInHandlers = { onFocus: fn(), onPointerDown: fn(), onClick: fn() };

/**
 * The field before its list's code is in (issue 33), as MultiSelect renders it for these args:
 * its button named by its summary, then its label, and marked as React Aria's. Focused or
 * pressed, it tells its handlers, which in MultiSelect ask for the code and put the field in its
 * place.
 */
export const BeforeItsCode: Story = {
  args: { defaultValue: [12, 13], description: 'Letters of these authors are listed' },
  beforeEach: () => {
    for (const handler of Object.values(standInHandlers)) handler.mockClear();
  },
  render: (args) => <MultiSelectStandIn {...args} handlers={standInHandlers} />,
  play: async ({ canvasElement, args }) => {
    const standIn = within(canvasElement).getByRole('button', { name: 'Dr B. Jones +1 Author' });
    await expect(standIn).toHaveAttribute('aria-haspopup', 'listbox');
    await expect(standIn).toHaveAttribute('aria-expanded', 'false');
    await expect(standIn).toHaveTextContent('Dr B. Jones +1');
    await expect(standIn).toHaveAccessibleDescription('Letters of these authors are listed');
    await userEvent.tab();
    await expect(standIn).toHaveFocus();
    await expect(standInHandlers.onFocus).toHaveBeenCalled();
    await expect(standInHandlers.onClick).not.toHaveBeenCalled();
    await userEvent.click(standIn);
    await expect(standInHandlers.onPointerDown).toHaveBeenCalled();
    await expect(standInHandlers.onClick).toHaveBeenCalled();
    // The stand-in alone has no list: nothing opens and nothing changes.
    await expect(screen.queryByRole('listbox')).toBeNull();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Pressed before its list's code is in, on a slow line: a spinner in the chevron's place. */
export const WaitingForItsCode: Story = {
  args: { defaultValue: [12, 13] },
  render: (args) => <MultiSelectStandIn {...args} handlers={standInHandlers} waiting />,
  play: async ({ canvasElement }) => {
    await expectWaiting(within(canvasElement).getByRole('button'), 'Dr B. Jones +1 Author');
  },
};
