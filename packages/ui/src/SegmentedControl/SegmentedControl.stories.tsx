import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SegmentedControl } from './SegmentedControl';

const modes = [
  { id: 'insert', label: 'Insert' },
  { id: 'overwrite', label: 'Overwrite' },
] as const;
type Mode = (typeof modes)[number]['id'];

function ModeStory({ isDisabled, onChange }: { isDisabled: boolean; onChange: (mode: Mode) => void }) {
  const [mode, setMode] = useState<Mode>('insert');
  return (
    <SegmentedControl
      label="Recording mode"
      options={modes}
      value={mode}
      onChange={(next) => {
        setMode(next);
        onChange(next);
      }}
      isDisabled={isDisabled}
    />
  );
}

/** One of a few named modes, every option visible: the recorder's Insert | Overwrite. */
const meta = {
  title: 'UI/SegmentedControl',
  component: ModeStory,
  args: { isDisabled: false, onChange: fn() },
} satisfies Meta<typeof ModeStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click or arrow keys choose; the chosen option is checked. */
export const RecordingMode: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Recording mode' });
    await expect(within(group).getByRole('radio', { name: 'Insert' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: 'Overwrite' }));
    await expect(within(group).getByRole('radio', { name: 'Overwrite' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('overwrite');
    // Choosing the chosen one again changes nothing: one option is always chosen.
    await userEvent.click(within(group).getByRole('radio', { name: 'Overwrite' }));
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

/** While recording the mode cannot change. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Insert' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'Insert' })).toBeChecked();
  },
};
