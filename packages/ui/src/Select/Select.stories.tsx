import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Select, SelectOrStandIn } from './Select';

const priorities = [
  { id: 1, label: 'Routine' },
  { id: 2, label: 'Soon' },
  { id: 3, label: 'Urgent' },
];

const meta = {
  title: 'UI/Select',
  component: Select,
  args: { label: 'Priority', items: priorities, onChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Priority/ });
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Urgent' }));
    await expect(args.onChange).toHaveBeenCalledWith(3);
    await expect(trigger).toHaveTextContent('Urgent');
    // Focus returns to the trigger once the popover has closed (asynchronously).
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Selected: Story = {
  args: { defaultValue: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Priority/ })).toHaveTextContent('Soon');
  },
};

export const KeyboardSelection: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: /Priority/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'Priority is required', isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Priority is required')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Priority/ })).toBeDisabled();
  },
};

/**
 * Its first render with `mountsLater`, before React Aria's select (issue 33): the same look and
 * name; pressed, it gives way to the select, focused and open.
 */
export const BeforeItsSelect: Story = {
  args: { defaultValue: 2 },
  render: (args) => <SelectOrStandIn {...args} rendered={false} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Soon Priority' }));
    const listbox = await screen.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Urgent' }));
    await expect(args.onChange).toHaveBeenCalledWith(3);
    // The list gives the focus back to the select's button (the stand-in's is gone).
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'Urgent Priority' })).toHaveFocus(),
    );
  },
};
