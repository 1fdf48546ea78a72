import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type OutboxItem, OutboxList } from './OutboxList';

const recorded = (audioKey: string, overrides: Partial<OutboxItem> = {}): OutboxItem => ({
  audioKey,
  recordedAt: '2026-11-28T09:05:00Z',
  lengthMs: 73_000,
  department: 'District Nursing',
  completed: true,
  state: 'waiting',
  ...overrides,
});

const meta = {
  title: 'Recorder/OutboxList',
  component: OutboxList,
  args: { items: [recorded('a')], onSendAgain: fn() },
} satisfies Meta<typeof OutboxList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Completed with no network: it waits, and the page says so in words. */
export const Waiting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Recorded with no network' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('1 letter waiting to be sent.');
    await expect(canvas.getByRole('listitem')).toHaveTextContent('01:13');
    await expect(canvas.getByRole('listitem')).toHaveTextContent('District Nursing');
    await expect(canvas.getByText('Completed: waiting for the network')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Sending: Story = {
  args: { items: [recorded('a', { state: 'sending' }), recorded('b')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sending…')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('2 letters waiting to be sent.');
  },
};

/** The server would not take it: its words, and Send again once the user has settled it. */
export const Refused: Story = {
  args: { items: [recorded('a', { state: 'refused', refusal: 'Unknown priority' })] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Not sent: Unknown priority')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('1 was not accepted.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send again' }));
    await expect(args.onSendAgain).toHaveBeenCalledWith('a');
  },
};

export const Sent: Story = {
  args: { items: [recorded('a', { state: 'sent', letterId: 1046 })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sent as Job 1046')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('All letters sent.');
  },
};

/** Every state at once, in the order recorded, with one not completed and one with no department. */
export const Mixed: Story = {
  args: {
    items: [
      recorded('a', { state: 'sent', letterId: 1046 }),
      recorded('b', { state: 'refused', refusal: 'Please pick a label' }),
      recorded('c', { state: 'sending', department: null, lengthMs: null }),
      recorded('d', { completed: false }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('listitem');
    await expect(rows).toHaveLength(4);
    await expect(rows[2]).toHaveTextContent('No department');
    await expect(rows[3]).toHaveTextContent('Not completed yet: open New letter to finish it');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      '3 letters waiting to be sent. 1 was not accepted.',
    );
  },
};

/** Nothing recorded offline: nothing shows. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};
