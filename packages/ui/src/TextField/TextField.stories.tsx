import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Sample ID', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Sample ID' });
    await userEvent.type(input, 'AB12');
    await expect(input).toHaveValue('AB12');
    await expect(args.onChange).toHaveBeenLastCalledWith('AB12');
  },
};

export const WithDescription: Story = {
  args: { label: 'Hosp. No.', description: 'Up to 30 characters' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Hosp. No.' });
    await expect(input).toHaveAccessibleDescription('Up to 30 characters');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /Sample ID/ })).toBeRequired();
  },
};

export const Invalid: Story = {
  args: { label: 'Username', errorMessage: 'Username not registered', defaultValue: 'dr.who' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Username' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Username not registered/);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'S-1' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Sample ID' })).toBeDisabled();
  },
};

export const WithCounter: Story = {
  args: { label: 'Notes', multiline: true, maxLength: 200 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notes = canvas.getByRole('textbox', { name: 'Notes' });
    await expect(canvas.getByText('0 / 200')).toBeInTheDocument();
    await userEvent.type(notes, 'Call back');
    await expect(canvas.getByText('9 / 200')).toBeInTheDocument();
  },
};

export const CounterAtLimit: Story = {
  args: { label: 'Notes', multiline: true, maxLength: 200, defaultValue: 'x'.repeat(199) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const notes = canvas.getByRole('textbox', { name: 'Notes' });
    await userEvent.type(notes, 'yz');
    await expect(notes).toHaveValue(`${'x'.repeat(199)}y`);
    await expect(canvas.getByText('200 / 200')).toBeInTheDocument();
    await expect(args.onChange).toHaveBeenLastCalledWith(`${'x'.repeat(199)}y`);
  },
};

/** A value past the limit (pasted, or written elsewhere) is kept whole and marked too long. */
export const OverLengthKept: Story = {
  args: {
    label: 'Notes',
    multiline: true,
    maxLength: 200,
    overLength: 'keep',
    defaultValue: 'x'.repeat(198),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const notes = canvas.getByRole('textbox', { name: 'Notes' });
    await userEvent.click(notes);
    await userEvent.paste('abcd');
    await expect(notes).toHaveValue(`${'x'.repeat(198)}abcd`);
    await expect(args.onChange).toHaveBeenLastCalledWith(`${'x'.repeat(198)}abcd`);
    await expect(canvas.getByText('202 / 200')).toBeVisible();
    await expect(notes).toBeInvalid();
    await expect(notes).toHaveAccessibleDescription(/At most 200 characters: remove 2 characters\./);
  },
};

export const DigitsOnly: Story = {
  args: {
    label: 'Job',
    description: 'Digits only',
    maxLength: 9,
    allowCharacter: (character) => /\d/.test(character),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Job' });
    await userEvent.type(input, '12a3-4');
    await expect(input).toHaveValue('1234');
    await userEvent.clear(input);
    await userEvent.paste('x1234567890123');
    await expect(input).toHaveValue('123456789');
    await expect(canvas.getByText('9 / 9')).toBeInTheDocument();
  },
};
