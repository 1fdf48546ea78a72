import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PedalStatusIndicator } from './PedalStatusIndicator';

const meta = {
  title: 'Pedal/PedalStatusIndicator',
  component: PedalStatusIndicator,
  args: { connection: 'connected', pedal: 'available', deviceName: 'Infinity IN-USB-2' },
} satisfies Meta<typeof PedalStatusIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

const expectStatus = async (canvasElement: HTMLElement, desktop: string, pedal: string) => {
  const status = within(canvasElement).getByRole('status');
  const [desktopValue, pedalValue] = within(status).getAllByRole('definition');
  await expect(desktopValue).toHaveTextContent(desktop);
  await expect(pedalValue).toHaveTextContent(pedal);
};

export const Available: Story = {
  play: ({ canvasElement }) => expectStatus(canvasElement, 'Connected', 'Available (Infinity IN-USB-2)'),
};

export const NotAvailable: Story = {
  args: { pedal: 'notAvailable', deviceName: null },
  play: ({ canvasElement }) => expectStatus(canvasElement, 'Connected', 'Not available'),
};

export const ConnectionError: Story = {
  args: { connection: 'disconnected', pedal: 'connectionError' },
  play: ({ canvasElement }) => expectStatus(canvasElement, 'Disconnected', 'Connection error'),
};

export const PedalError: Story = {
  args: { pedal: 'pedalError', error: 'Foot pedal disconnected' },
  play: ({ canvasElement }) =>
    expectStatus(canvasElement, 'Connected', 'Pedal error (Foot pedal disconnected)'),
};

export const Closed: Story = {
  args: { connection: 'reconnecting', pedal: 'closed' },
  play: ({ canvasElement }) => expectStatus(canvasElement, 'Disconnected', 'Closed'),
};

export const Stop: Story = {
  args: { connection: 'stopped', pedal: 'stop' },
  play: ({ canvasElement }) => expectStatus(canvasElement, 'Disconnected', 'Stop'),
};

export const Searching: Story = {
  args: { connection: 'searching', pedal: 'notAvailable' },
  play: ({ canvasElement }) => expectStatus(canvasElement, 'Disconnected', 'Not available'),
};

/** The desktop app answered, but this browser has not paired with it yet (issue 34). */
export const PairingRequired: Story = {
  args: { connection: 'pairingRequired', pedal: 'notAvailable' },
  play: ({ canvasElement }) => expectStatus(canvasElement, 'Pairing required', 'Not available'),
};

/** Where the page shows the desktop app's connection itself (the recording page's recorder). */
export const PedalOnly: Story = {
  args: { pedal: 'pedalError', error: 'Foot pedal disconnected', showsDesktop: false },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(
      within(status)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Foot pedal']);
    await expect(within(status).getByRole('definition')).toHaveTextContent(
      'Pedal error (Foot pedal disconnected)',
    );
  },
};
