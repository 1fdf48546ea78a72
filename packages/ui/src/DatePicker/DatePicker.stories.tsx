import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DatePicker } from './DatePicker';

const meta = {
  title: 'UI/DatePicker',
  component: DatePicker,
  args: { label: 'Recorded on', onChange: fn() },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Recorded on Select date' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reset Recorded on' })).toBeDisabled();
  },
};

export const WithValue: Story = {
  args: { defaultValue: '2026-11-22' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Recorded on 22-Nov-2026' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Recorded on' }));
    await expect(args.onChange).toHaveBeenCalledWith(null);
    await expect(canvas.getByRole('button', { name: 'Recorded on Select date' })).toBeVisible();
  },
};

export const PickFromCalendar: Story = {
  args: { defaultValue: '2026-11-22' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Recorded on 22-Nov-2026' }));
    const grid = await screen.findByRole('grid');
    // Focus starts on the chosen day; arrow keys move by day, Enter picks.
    await waitFor(() => expect(within(grid).getByRole('button', { name: /22/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('2026-11-23');
    await waitFor(() => expect(screen.queryByRole('grid')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Recorded on 23-Nov-2026' })).toBeVisible();
  },
};

export const EscapeClosesCalendar: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Recorded on Select date' });
    await userEvent.click(trigger);
    await screen.findByRole('grid');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('grid')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '2026-11-22' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Recorded on 22-Nov-2026' }),
    ).toBeDisabled();
  },
};
