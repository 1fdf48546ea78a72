import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { MultiSelect } from './MultiSelect';

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
