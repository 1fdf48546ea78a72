import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { defaultFootPedalSettings, playStopModes } from '../footPedalSettings';
import { pedalButtons } from '../hubContract';
import { createManualPedalSource } from '../manualPedalSource';
import { FootPedalSettingsForm } from './FootPedalSettingsForm';

/**
 * React Aria's live announcer keeps a selection announcement for 7 s as a node labelled by the
 * chosen option, which unmounts with the popover; axe then reports a label-less image. The
 * announcement has been made by then, so stale ones are removed before axe runs.
 */
function clearStaleAnnouncements() {
  for (const node of document.querySelectorAll('[data-live-announcer] [aria-labelledby]')) {
    const id = node.getAttribute('aria-labelledby') ?? '';
    if (!document.getElementById(id)) node.remove();
  }
}

const meta = {
  title: 'Pedal/FootPedalSettingsForm',
  component: FootPedalSettingsForm,
  args: { value: defaultFootPedalSettings, onSave: fn() },
  beforeEach: () => clearStaleAnnouncements,
} satisfies Meta<typeof FootPedalSettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const fieldButton = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByRole('button', { name: new RegExp(`${label.replace('/', '\\/')}$`) });

async function choose(canvasElement: HTMLElement, label: string, option: string) {
  await userEvent.click(fieldButton(canvasElement, label));
  const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
  await userEvent.click(within(listbox).getByRole('option', { name: option }));
  await waitFor(() => expect(fieldButton(canvasElement, label)).toHaveTextContent(option));
  clearStaleAnnouncements();
}

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(fieldButton(canvasElement, 'Play/Stop')).toHaveTextContent('Center');
    await expect(fieldButton(canvasElement, 'Rewind')).toHaveTextContent('Left');
    await expect(
      within(canvasElement).getByRole('switch', { name: 'Enable foot pedal recording' }),
    ).not.toBeChecked();
    await choose(canvasElement, 'Play/Stop mode', 'Hold');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        ...defaultFootPedalSettings,
        playStopMode: playStopModes.hold,
      }),
    );
  },
};

export const RecordingDisabled: Story = {
  play: async ({ canvasElement }) => {
    for (const label of ['Record', 'Play-record', 'Rewind-record']) {
      await expect(fieldButton(canvasElement, label)).toBeDisabled();
    }
  },
};

export const RecordingEnabled: Story = {
  args: {
    value: { ...defaultFootPedalSettings, enableFootpedalRecording: true, recordButton: pedalButtons.top },
  },
  play: async ({ canvasElement, args }) => {
    await expect(
      within(canvasElement).getByRole('switch', { name: 'Enable foot pedal recording' }),
    ).toBeChecked();
    await expect(fieldButton(canvasElement, 'Record')).toHaveTextContent('Top');
    await choose(canvasElement, 'Play-record', 'Right');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({ playRecordButton: pedalButtons.right }),
      ),
    );
  },
};

/** Spec 001 section 6: a secretary has no foot-pedal recording; saving keeps its saved values. */
export const WithoutRecording: Story = {
  args: {
    showRecording: false,
    value: { ...defaultFootPedalSettings, enableFootpedalRecording: true, recordButton: pedalButtons.top },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('switch', { name: 'Enable foot pedal recording' })).toBeNull();
    await expect(canvas.queryByRole('group', { name: 'Record' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({ enableFootpedalRecording: true, recordButton: pedalButtons.top }),
      ),
    );
  },
};

export const RewindSecondsClamped: Story = {
  play: async ({ canvasElement, args }) => {
    const seconds = within(canvasElement).getByRole('textbox', { name: 'Rewind on stop (seconds)' });
    await userEvent.clear(seconds);
    await userEvent.type(seconds, 'a4b7');
    await expect(seconds).toHaveValue('47');
    await userEvent.tab();
    await expect(seconds).toHaveValue('10');
    await userEvent.clear(seconds);
    await userEvent.type(seconds, '0');
    await userEvent.tab();
    await expect(seconds).toHaveValue('1');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ rewindOnStop: 1 })),
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(fieldButton(canvasElement, 'Play/Stop')).toBeDisabled();
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Rewind on stop (seconds)' }),
    ).toBeDisabled();
    await expect(within(canvasElement).getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const Saving: Story = {
  args: { onSave: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fieldButton(canvasElement, 'Rewind')).toBeDisabled());
    await expect(within(canvasElement).getByRole('button', { name: /Save/ })).toHaveAttribute(
      'data-pending',
      'true',
    );
  },
};

const testSource = createManualPedalSource();

export const WithTestPanel: Story = {
  args: { pedalSource: testSource },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('region', { name: 'Test your foot pedal' });
    testSource.press(pedalButtons.left);
    await waitFor(() =>
      expect(within(panel).getByText('Left').closest('li')).toHaveAttribute('data-state', 'pressed'),
    );
    await expect(within(panel).getByRole('status')).toHaveTextContent('Left pedal: Rewind');
    testSource.release(pedalButtons.left);
    await waitFor(() =>
      expect(within(panel).getByText('Left').closest('li')).toHaveAttribute('data-state', 'released'),
    );
    // The panel explains presses with the values on screen, before they are saved.
    await choose(canvasElement, 'Forward', 'Top');
    testSource.tap(pedalButtons.top);
    await waitFor(() => expect(within(panel).getByRole('status')).toHaveTextContent('Top pedal: Forward'));
  },
};
