import type { TransportAction, TransportListener, TransportPhase } from '@dictation/pedal';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { recorderLabels, recorderMessages } from '../messages';
import { createFakeAudioServer } from '../testing/createFakeAudioServer';
import { synthesizeSpeech } from '../testing/synthesizedSpeech';
import { AudioPlayer, type AudioPlayerProps } from './AudioPlayer';

interface StoryArgs {
  /** Seconds of the stored recording (audio record 7). @default 12 */
  seconds?: number;
  /** The converted rendition's readiness (isMp3Available). @default ready */
  mp3?: { isMp3Available: boolean; isMp3Failed: boolean };
  /** Play the converted rendition (touch and special browsers). @default false */
  useMp3?: boolean;
  /** An audio record the server does not have. @default false */
  missing?: boolean;
  /** A text field beside the player, as the letter's editor is. @default false */
  withEditor?: boolean;
  /** The server has not answered yet. @default false */
  pending?: boolean;
  player?: Partial<AudioPlayerProps>;
}

/** A pedal for PedalActions: the play function sends what `@dictation/pedal` would. */
function createStoryPedal() {
  const listeners = new Set<TransportListener>();
  return {
    subscribe(listener: TransportListener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    send(action: TransportAction, phase: TransportPhase) {
      for (const listener of listeners) listener({ action, phase });
    },
  };
}
const storyPedal = createStoryPedal();

/** The player on a fake server holding synthesised speech, played through the real media element. */
function StoryPlayer({
  seconds = 12,
  mp3,
  useMp3 = false,
  missing = false,
  withEditor = false,
  pending = false,
  player,
}: StoryArgs) {
  const [server] = useState(() => {
    const fake = createFakeAudioServer();
    fake.audio('letter-audio').append(synthesizeSpeech(seconds * 16000));
    fake.publish(7, 'letter-audio', mp3);
    return pending ? { ...fake, stream: () => new Promise<string>(() => {}) } : fake;
  });
  return (
    <>
      <AudioPlayer
        audioRecordId={missing ? 404 : 7}
        transport={server}
        useMp3={useMp3}
        recordedDate="2026-11-24T09:25:00Z"
        {...player}
      />
      {withEditor && (
        <div
          contentEditable
          suppressContentEditableWarning
          role="textbox"
          aria-multiline="true"
          aria-label="Letter text"
        >
          Dear Colleague,
        </div>
      )}
    </>
  );
}

const meta = {
  title: 'Recorder/AudioPlayer',
  component: StoryPlayer,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoryPlayer>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const slider = (canvas: Canvas) => canvas.getByRole('slider', { name: recorderLabels.position });
const status = (canvas: Canvas) => canvas.getByRole('status');
const positionReads = (canvas: Canvas, text: string) =>
  waitFor(() => expect(slider(canvas)).toHaveAttribute('aria-valuetext', text));
const region = (canvas: Canvas) => canvas.getByRole('region', { name: recorderLabels.player });

export const Loading: Story = {
  // Until the recording arrives the player says so and offers nothing to press.
  args: { pending: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(region(canvas)).toHaveAttribute('data-state', 'loading');
    expect(canvas.getByRole('status')).toHaveTextContent(recorderLabels.loading);
    expect(canvas.getByRole('button', { name: recorderLabels.play })).toBeDisabled();
    expect(slider(canvas)).toBeDisabled();
  },
};

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await positionReads(canvas, '00:00 of 00:12');
    expect(status(canvas)).toHaveTextContent(recorderLabels.stateIdle);
    expect(canvas.getByText('Recorded: 24-Nov-2026 09:25')).toBeInTheDocument();
    expect(canvas.getByRole('button', { name: recorderLabels.play })).toBeEnabled();
  },
};

export const Playing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await positionReads(canvas, '00:00 of 00:12');
    await userEvent.click(canvas.getByRole('button', { name: recorderLabels.play }));
    await waitFor(() => expect(status(canvas)).toHaveTextContent(recorderLabels.statePlaying));
    expect(region(canvas)).toHaveAttribute('data-state', 'playing');
    await userEvent.click(canvas.getByRole('button', { name: recorderLabels.pause }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: recorderLabels.play })).toBeInTheDocument(),
    );
    expect(status(canvas)).not.toHaveTextContent(recorderLabels.statePlaying);
  },
};

export const PlaybackSpeed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await positionReads(canvas, '00:00 of 00:12');
    const trigger = canvas.getByRole('button', { name: /Playback speed/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const options = await within(document.body).findAllByRole('option');
    // Spec 000 section 9: 0.2 to 2 in steps of 0.2.
    expect(options.map((option) => option.textContent)).toEqual(
      ['0.2', '0.4', '0.6', '0.8', '1', '1.2', '1.4', '1.6', '1.8', '2'].map((speed) => `${speed}x`),
    );
    await userEvent.keyboard('{End}{Enter}');
    await waitFor(() => expect(trigger).toHaveTextContent('2x'));
  },
};

export const Converting: Story = {
  // Touch and special browsers wait for the converted rendition (spec 001 section 4).
  args: { useMp3: true, mp3: { isMp3Available: false, isMp3Failed: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(region(canvas)).toHaveAttribute('data-state', 'converting'));
    expect(canvas.getAllByText(recorderMessages.audioConversionInProgress).length).toBeGreaterThan(0);
    expect(canvas.getByRole('button', { name: recorderLabels.play })).toBeDisabled();
  },
};

export const ConversionFailed: Story = {
  args: { useMp3: true, mp3: { isMp3Available: false, isMp3Failed: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await canvas.findByRole('alert')).toHaveTextContent(recorderMessages.audioConversionFailed);
    expect(region(canvas)).toHaveAttribute('data-state', 'failed');
  },
};

export const AudioNotFound: Story = {
  args: { missing: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await canvas.findByRole('alert')).toHaveTextContent(recorderMessages.audioNotFound);
  },
};

export const HotkeysWhileTyping: Story = {
  // A secretary types the letter and drives the player with Shift+Alt+arrows (spec 001 section 9).
  args: { withEditor: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await positionReads(canvas, '00:00 of 00:12');
    await userEvent.click(canvas.getByRole('textbox', { name: 'Letter text' }));
    await userEvent.keyboard('{Shift>}{Alt>}{ArrowRight}{/Alt}{/Shift}');
    await userEvent.keyboard('{Shift>}{Alt>}{ArrowRight}{/Alt}{/Shift}');
    await positionReads(canvas, '00:06 of 00:12');
    await userEvent.keyboard('{Shift>}{Alt>}{ArrowLeft}{/Alt}{/Shift}');
    await positionReads(canvas, '00:03 of 00:12');
    await userEvent.keyboard('{Shift>}{Alt>}{ArrowDown}{/Alt}{/Shift}');
    await waitFor(() => expect(status(canvas)).toHaveTextContent(recorderLabels.statePlaying));
    expect(canvas.getByRole('textbox', { name: 'Letter text' })).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Alt>}{ArrowDown}{/Alt}{/Shift}');
    await waitFor(() => expect(status(canvas)).not.toHaveTextContent(recorderLabels.statePlaying));
    // The keys moved the player, not the text: nothing was typed or selected into the editor.
    expect(canvas.getByRole('textbox', { name: 'Letter text' })).toHaveTextContent('Dear Colleague,');
  },
};

export const PedalActions: Story = {
  args: { player: { subscribeTransport: storyPedal.subscribe, rewindOnStopSeconds: 2 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await positionReads(canvas, '00:00 of 00:12');
    storyPedal.send('forward', 'start');
    storyPedal.send('forward', 'stop');
    await positionReads(canvas, '00:03 of 00:12');
    storyPedal.send('playStop', 'start');
    await waitFor(() => expect(status(canvas)).toHaveTextContent(recorderLabels.statePlaying));
    storyPedal.send('playStop', 'stop');
    // Released: paused, rewound by the 2 s rewind on stop.
    await waitFor(() => expect(status(canvas)).toHaveTextContent(recorderLabels.statePaused));
    expect(Number(slider(canvas).value)).toBeLessThanOrEqual(3000);
  },
};
