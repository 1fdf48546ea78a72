import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  doctorProfile,
  PortalStoryProviders,
  secretaryProfile,
  signedInHandlers,
} from '../stories/portalStorySupport';
import { SettingsPage } from './SettingsPage';

const meta = {
  title: 'Portal/SettingsPage',
  component: SettingsPage,
  decorators: [
    (Story) => (
      <PortalStoryProviders path="/settings">
        <Story />
      </PortalStoryProviders>
    ),
  ],
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const overwriteCalls: string[] = [];

/** A doctor sees every tab; switching Default to overwrite calls its endpoint. */
export const Doctor: Story = {
  parameters: {
    msw: {
      handlers: [
        http.put('/api/author/recording-settings/web-settings', ({ request }) => {
          overwriteCalls.push(new URL(request.url).searchParams.get('defaultToOverwrite') ?? '');
          return new HttpResponse(null, { status: 200 });
        }),
        ...signedInHandlers(doctorProfile),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('tab')).toHaveLength(5));
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Recording and Audio player',
      'Foot pedal',
      'Downloads',
      'Change password',
      'Default priority',
    ]);
    const overwrite = await canvas.findByRole('switch', { name: 'Default to overwrite' });
    await waitFor(() => expect(overwrite).toBeEnabled());
    overwriteCalls.length = 0;
    await userEvent.click(overwrite);
    await waitFor(() => expect(overwriteCalls).toEqual(['true']));
  },
};

/** A secretary plays audio but records nothing: playback defaults only, no Default priority. */
export const Secretary: Story = {
  parameters: { msw: { handlers: signedInHandlers(secretaryProfile) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('tab')).toHaveLength(4));
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Recording and Audio player',
      'Foot pedal',
      'Downloads',
      'Change password',
    ]);
    await expect(await canvas.findByRole('button', { name: /Default playback speed/ })).toBeVisible();
    await expect(canvas.queryByRole('switch', { name: 'Default to overwrite' })).toBeNull();
    await expect(canvas.queryByRole('switch', { name: 'Start/stop sound' })).toBeNull();
  },
};

/** The playback default speed is kept per account and confirmed with 'Success'. */
export const PlaybackDefaults: Story = {
  parameters: { msw: { handlers: signedInHandlers(doctorProfile) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const speed = await canvas.findByRole('button', { name: /Default playback speed/ });
    await expect(speed).toHaveTextContent('1x');
    await userEvent.click(speed);
    await userEvent.click(await body.findByRole('option', { name: '1.4x' }));
    await waitFor(() => expect(speed).toHaveTextContent('1.4x'));
    // The toast fades in: wait for it to be shown, not only mounted.
    await waitFor(() => expect(body.getByText('Success')).toBeVisible());
  },
};

/** Downloads: the two broker links. */
export const Downloads: Story = {
  parameters: { msw: { handlers: signedInHandlers(doctorProfile) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Downloads' }));
    await expect(await canvas.findByRole('link', { name: 'EMIS broker' })).toHaveAttribute(
      'href',
      'https://downloads.example.org/emis-broker.msi',
    );
    await expect(canvas.getByRole('link', { name: 'USB device broker' })).toHaveAttribute(
      'href',
      'https://downloads.example.org/usb-device-broker.msi',
    );
  },
};

/** A failed save shows the error message (spec 001 section 8). */
export const SaveFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.put('/api/author/recording-settings/web-enable-sound', () =>
          HttpResponse.text('disk full', { status: 500 }),
        ),
        ...signedInHandlers(doctorProfile),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sound = await canvas.findByRole('switch', { name: 'Start/stop sound' });
    await waitFor(() => expect(sound).toBeEnabled());
    await userEvent.click(sound);
    const page = within(canvasElement.ownerDocument.body);
    const message = await page.findByText('Internal Server Error - disk full');
    await waitFor(() => expect(message).toBeVisible());
  },
};

/** Default priority and fast complete per department. */
export const DefaultPriority: Story = {
  parameters: { msw: { handlers: signedInHandlers(doctorProfile) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Default priority' }));
    const group = await canvas.findByRole('group', { name: 'Cardiology' });
    await expect(within(group).getByRole('switch', { name: 'Use default priority' })).not.toBeChecked();
    await expect(within(group).getByRole('switch', { name: 'Fast complete' })).toBeChecked();
  },
};
