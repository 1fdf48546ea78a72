import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { RequiredFieldsAlert } from './RequiredFieldsAlert';

const meta = {
  title: 'UI/RequiredFieldsAlert',
  component: RequiredFieldsAlert,
  args: {
    missingFields: ['Priority is required', 'Department is required', 'Hosp. No. is required'],
    isOpen: true,
    onOpenChange: fn(),
  },
  render: function Render(args) {
    const [open, setOpen] = useState(args.isOpen);
    return (
      <RequiredFieldsAlert
        {...args}
        isOpen={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof RequiredFieldsAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args }) => {
    const alert = await screen.findByRole('alertdialog', { name: 'Please fill the required fields' });
    const items = within(alert).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(args.missingFields);
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const SingleField: Story = {
  args: { missingFields: ['Priority is required'] },
  play: async () => {
    const alert = await screen.findByRole('alertdialog', { name: 'Please fill the required fields' });
    await expect(within(alert).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};
