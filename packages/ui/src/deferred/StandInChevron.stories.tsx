import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StandInChevron } from './StandInChevron';
import { expectWaiting } from './standInStories';

const meta = {
  title: 'UI/StandInChevron',
  component: StandInChevron,
  args: { waiting: false },
  // In a button, as every stand-in shows it; the button's name is its own text.
  render: (args) => (
    <button type="button">
      Priority
      <StandInChevron {...args} />
    </button>
  ),
} satisfies Meta<typeof StandInChevron>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A stand-in's chevron before anyone presses it. */
export const Chevron: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Priority' });
    await expect(within(button).queryByRole('progressbar')).toBeNull();
    await expect(button.querySelector('svg')).not.toBeNull();
  },
};

/** Pressed while its control's code downloads: a spinner in the chevron's place, from 0.3 s. */
export const Waiting: Story = {
  args: { waiting: true },
  play: async ({ canvasElement }) => {
    await expectWaiting(within(canvasElement).getByRole('button'), 'Priority');
  },
};
