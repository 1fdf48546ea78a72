import { useToasts } from '@dictation/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createCombinedCaptureEngine } from '../engine/createCombinedCaptureEngine';
import { createFakeCaptureEngine, type FakeCaptureEngineOptions } from '../engine/createFakeCaptureEngine';
import { createHelperMicrophoneEngine } from '../engine/createHelperMicrophoneEngine';
import { createMemoryJournalStorage } from '../journal/memoryJournalStorage';
import { recorderMessages } from '../messages';
import { createFakeAudioServer } from '../testing/createFakeAudioServer';
import {
  createFakeHelperConnection,
  type FakeHelperConnectionOptions,
} from '../testing/createFakeHelperConnection';
import { synthesizeSpeech } from '../testing/synthesizedSpeech';
import { RecorderPanel, type RecorderPanelProps } from './RecorderPanel';

interface StoryArgs {
  engine?: FakeCaptureEngineOptions;
  /** Adds a desktop app (the real helper engine on a fake `/michub` connection). */
  helper?: FakeHelperConnectionOptions;
  /** Seconds of stored audio, published as audio record 1. */
  storedSeconds?: number;
  mp3?: { isMp3Available: boolean; isMp3Failed: boolean };
  audioRecordId?: number;
  panel?: Partial<RecorderPanelProps>;
}

/** A panel on a fake server, a fake engine producing synthesised speech, and the real toasts. */
function StoryPanel({ engine, helper, storedSeconds, mp3, audioRecordId, panel }: StoryArgs) {
  const { notify } = useToasts();
  const [parts] = useState(() => {
    const server = createFakeAudioServer();
    if (storedSeconds) {
      server.audio('story-audio').append(synthesizeSpeech(storedSeconds * 16000));
      server.publish(1, 'story-audio', mp3);
    }
    const browser = createFakeCaptureEngine(engine);
    const combined = helper
      ? createCombinedCaptureEngine([
          browser,
          createHelperMicrophoneEngine({ connection: createFakeHelperConnection(helper) }),
        ])
      : browser;
    return { server, engine: combined, journal: createMemoryJournalStorage() };
  });
  return (
    <RecorderPanel
      audioKey="story-audio"
      transport={parts.server}
      notify={notify}
      engine={parts.engine}
      journal={parts.journal}
      createMedia={() => new Audio()}
      {...(audioRecordId !== undefined ? { audioRecordId } : storedSeconds ? { audioRecordId: 1 } : {})}
      {...panel}
    />
  );
}

const meta = {
  title: 'Recorder/RecorderPanel',
  component: StoryPanel,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoryPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const status = (canvas: ReturnType<typeof within>) => canvas.getByRole('status');
const slider = (canvas: ReturnType<typeof within>) => canvas.getByRole('slider', { name: 'Position' });

export const Empty: Story = {
  args: {},
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Record' })).toBeEnabled());
    expect(canvas.getByRole('button', { name: 'Play' })).toBeDisabled();
    expect(canvas.getByRole('switch', { name: 'Insert' })).not.toBeChecked();
    expect(slider(canvas)).toHaveAttribute('aria-valuetext', '00:00 of 00:00');
    expect(status(canvas)).toHaveTextContent('Ready');
  },
};

export const Recording: Story = {
  args: {},
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const record = await canvas.findByRole('button', { name: 'Record' });
    await waitFor(() => expect(record).toBeEnabled());
    await userEvent.click(record);
    await waitFor(() => expect(status(canvas)).toHaveTextContent('Recording'));
    expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-state', 'recording');
    expect(canvas.getByRole('meter', { name: 'Input level' })).toBeInTheDocument();
    expect(canvas.getByRole('button', { name: 'Play' })).toBeDisabled();
    await waitFor(() => expect(slider(canvas).getAttribute('aria-valuetext')).toMatch(/^00:01 of 00:01$/), {
      timeout: 4000,
    });
  },
};

export const Recorded: Story = {
  args: {},
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const record = await canvas.findByRole('button', { name: 'Record' });
    await waitFor(() => expect(record).toBeEnabled());
    await userEvent.click(record);
    await waitFor(() => expect(slider(canvas).getAttribute('aria-valuetext')).toMatch(/^00:01 /), {
      timeout: 4000,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Stop recording' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Play' })).toBeEnabled());
    expect(canvas.queryByRole('meter')).not.toBeInTheDocument();
    // Under 4 s: the spec's rejection is shown.
    await expect(await within(document.body).findByText(recorderMessages.tooShort)).toBeInTheDocument();
  },
};

export const WithStoredAudio: Story = {
  args: { storedSeconds: 6, panel: { recordedDate: '2026-11-22T10:15:00Z' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(slider(canvas)).toHaveAttribute('aria-valuetext', '00:00 of 00:06'));
    expect(canvas.getByText(/22-Nov-2026/)).toBeInTheDocument();
    slider(canvas).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(slider(canvas)).toHaveAttribute('aria-valuetext', '00:02 of 00:06'));
    await userEvent.click(canvas.getByRole('button', { name: 'Forward' }));
    await waitFor(() => expect(slider(canvas)).toHaveAttribute('aria-valuetext', '00:05 of 00:06'));
    await userEvent.click(canvas.getByRole('button', { name: 'Rewind' }));
    await waitFor(() => expect(slider(canvas)).toHaveAttribute('aria-valuetext', '00:02 of 00:06'));
  },
};

export const Playing: Story = {
  args: { storedSeconds: 6 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(slider(canvas)).toHaveAttribute('aria-valuetext', '00:00 of 00:06'));
    await userEvent.click(canvas.getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Pause' })).toBeInTheDocument());
    expect(status(canvas)).toHaveTextContent('Playing');
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Play' })).toBeInTheDocument());
  },
};

export const OverwriteByDefault: Story = {
  args: { panel: { recordingSettings: { webDefaultToOverwrite: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const modeSwitch = await canvas.findByRole('switch', { name: 'Overwrite' });
    expect(modeSwitch).toBeChecked();
    await userEvent.click(modeSwitch);
    await waitFor(() => expect(canvas.getByRole('switch', { name: 'Insert' })).not.toBeChecked());
  },
};

export const NoMicrophone: Story = {
  args: { engine: { devices: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const record = await canvas.findByRole('button', { name: 'Record' });
    await waitFor(() => expect(record).toBeEnabled());
    await userEvent.click(record);
    const body = within(document.body);
    await expect(await body.findByText('No microphone selected')).toBeInTheDocument();
    expect(body.getByText(recorderMessages.noMicrophoneChecklist)).toBeInTheDocument();
    expect(status(canvas)).toHaveTextContent('Ready');
  },
};

export const UnsupportedBrowser: Story = {
  args: { engine: { supported: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const record = await canvas.findByRole('button', { name: 'Record' });
    await waitFor(() => expect(record).toBeEnabled());
    await userEvent.click(record);
    await expect(
      await within(document.body).findByText('Your browser does not support this feature'),
    ).toBeInTheDocument();
  },
};

export const NoDepartment: Story = {
  args: { panel: { departmentSelected: () => false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const record = await canvas.findByRole('button', { name: 'Record' });
    await waitFor(() => expect(record).toBeEnabled());
    await userEvent.click(record);
    await expect(
      await within(document.body).findByText('You need to select department before recording'),
    ).toBeInTheDocument();
  },
};

export const AudioNotFound: Story = {
  args: { audioRecordId: 404 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Audio not found');
    expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-state', 'failed');
  },
};

export const ConversionInProgress: Story = {
  args: { storedSeconds: 6, mp3: { isMp3Available: false, isMp3Failed: false }, panel: { useMp3: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(recorderMessages.audioConversionInProgress)).toBeInTheDocument();
    expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-state', 'loading');
  },
};

export const ConversionFailed: Story = {
  args: { storedSeconds: 6, mp3: { isMp3Available: false, isMp3Failed: true }, panel: { useMp3: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Audio conversion failed. Please try again or contact support if this persists.',
    );
  },
};

export const PlayerOnly: Story = {
  args: { storedSeconds: 4, panel: { playerOnly: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(slider(canvas)).toHaveAttribute('aria-valuetext', '00:00 of 00:04'));
    expect(canvas.queryByRole('button', { name: 'Record' })).not.toBeInTheDocument();
    expect(canvas.getByRole('button', { name: /Playback speed/ })).toHaveTextContent('1x');
    expect(canvas.getByRole('button', { name: 'Play' })).toBeEnabled();
  },
};

export const DesktopAppConnected: Story = {
  args: { helper: {} },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Desktop app: Connected')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Recording source/ }));
    const body = within(document.body);
    expect(body.getByRole('option', { name: 'Fake microphone' })).toBeInTheDocument();
    await userEvent.click(body.getByRole('option', { name: 'SpeechMike (desktop app)' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Recording source/ })).toHaveTextContent(
        'SpeechMike (desktop app)',
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(status(canvas)).toHaveTextContent('Recording'));
    await waitFor(() => expect(slider(canvas).getAttribute('aria-valuetext')).toMatch(/^00:01 of 00:01$/), {
      timeout: 4000,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Stop recording' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Play' })).toBeEnabled());
  },
};

export const DesktopAppDisconnected: Story = {
  args: { helper: { running: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Desktop app: Disconnected')).toBeInTheDocument();
    const record = canvas.getByRole('button', { name: 'Record' });
    await waitFor(() => expect(record).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: /Recording source/ }));
    const body = within(document.body);
    expect(body.getAllByRole('option').map((option) => option.textContent)).toEqual(['Fake microphone']);
    await userEvent.keyboard('{Escape}');
    // The browser microphone records as before, and no desktop alert is shown.
    await userEvent.click(record);
    await waitFor(() => expect(status(canvas)).toHaveTextContent('Recording'));
    expect(body.queryByText(recorderMessages.helperNotRunning)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Stop recording' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Record' })).toBeEnabled());
  },
};
