import {
  createManualPedalSource,
  createPedalTapeActions,
  defaultFootPedalSettings,
  type FootPedalSettings,
  pedalButtons,
  playStopModes,
  type TapeListener,
} from '@dictation/pedal';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type KeyboardEvent, useState } from 'react';
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
  /** Play the converted rendition (phones and tablets). @default false */
  useMp3?: boolean;
  /** An audio record the server does not have. @default false */
  missing?: boolean;
  /** The letter's editor and a notes field beside the player, as on the letter screen. @default false */
  withEditor?: boolean;
  /** The server has not answered yet. @default false */
  pending?: boolean;
  /** What the server's `stream` answers in place of the recording. @default the recording */
  streamAnswer?: string;
  /** The width the player is given (the letter screen's column), CSS. @default undefined (the canvas's) */
  width?: string;
  player?: Partial<AudioPlayerProps>;
}

/** The pedal the PedalActions play function presses, as the desktop helper or a WebHID pedal would. */
const storyPedal = createManualPedalSource('helper');

/** Hold-to-play, and a rewind on stop (2 s) other than the player's prop, to see which one applies. */
const storyPedalSettings: FootPedalSettings = {
  ...defaultFootPedalSettings,
  playStopMode: playStopModes.hold,
  rewindOnStop: 2,
};

/** The pedal as the portal hands it to the player: `@dictation/pedal`'s tape actions over the source. */
function subscribeStoryPedal(listener: TapeListener) {
  const pedal = createPedalTapeActions({
    settings: storyPedalSettings,
    sources: [storyPedal],
    onAction: listener,
    notify: () => {},
    // The story iframe may not have the window's focus; the focus rule is @dictation/pedal's own test.
    hasFocus: () => true,
  });
  return () => pedal.dispose();
}

/**
 * Stands in for the letter's editor: like ProseMirror keymaps it handles its own Shift+Alt+arrow
 * shortcut and stops the event, so a player that listened after it would never hear the key.
 */
function onEditorKeyDown(event: KeyboardEvent<HTMLDivElement>) {
  if (!event.shiftKey || !event.altKey || !event.key.startsWith('Arrow')) return;
  event.preventDefault();
  event.stopPropagation();
  event.currentTarget.append(' [editor shortcut]');
}

/** The player on a fake server holding synthesised speech, played through the real media element. */
function StoryPlayer({
  seconds = 12,
  mp3,
  useMp3 = false,
  missing = false,
  withEditor = false,
  pending = false,
  streamAnswer,
  width,
  player,
}: StoryArgs) {
  const [server] = useState(() => {
    const fake = createFakeAudioServer();
    fake.audio('letter-audio').append(synthesizeSpeech(seconds * 16000));
    fake.publish(7, 'letter-audio', mp3);
    if (pending) return { ...fake, stream: () => new Promise<string>(() => {}) };
    return streamAnswer === undefined ? fake : { ...fake, stream: async () => streamAnswer };
  });
  return (
    <div style={width ? { width } : undefined}>
      <AudioPlayer
        audioRecordId={missing ? 404 : 7}
        playbackAdapter={server}
        useMp3={useMp3}
        recordedDate="2026-11-24T09:25:00Z"
        {...player}
      />
      {withEditor && (
        <>
          {/* biome-ignore lint/a11y/useSemanticElements: stands in for ProseMirror's contenteditable, which the letter editor labels as a textbox */}
          <div
            contentEditable
            suppressContentEditableWarning
            role="textbox"
            tabIndex={0}
            aria-multiline="true"
            aria-label="Letter text"
            onKeyDown={onEditorKeyDown}
          >
            Dear Colleague,
          </div>
          <textarea aria-label="Notes" defaultValue="Call back" />
        </>
      )}
    </div>
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

const slider = (canvas: Canvas) =>
  canvas.getByRole('slider', { name: recorderLabels.position }) as HTMLInputElement;
const status = (canvas: Canvas) => canvas.getByRole('status');
const positionReads = (canvas: Canvas, text: string) =>
  waitFor(() => expect(slider(canvas)).toHaveAttribute('aria-valuetext', text));
const region = (canvas: Canvas) => canvas.getByRole('region', { name: recorderLabels.player });
/** Spec 001 section 9: Shift+Alt+Down play/pause, Shift+Alt+Right forward, Shift+Alt+Left rewind. */
const pressShiftAlt = (arrow: 'ArrowDown' | 'ArrowLeft' | 'ArrowRight') =>
  userEvent.keyboard(`{Shift>}{Alt>}{${arrow}}{/Alt}{/Shift}`);

export const Loading: Story = {
  // Until the recording arrives the player says so and offers nothing to press.
  args: { pending: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(region(canvas)).toHaveAttribute('data-state', 'loading');
    expect(status(canvas)).toHaveTextContent(recorderLabels.loading);
    expect(canvas.getByRole('button', { name: recorderLabels.play })).toBeDisabled();
    expect(canvas.getByRole('button', { name: recorderLabels.forward })).toBeDisabled();
    expect(slider(canvas)).toBeDisabled();
  },
};

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await positionReads(canvas, '00:00 of 00:12');
    expect(region(canvas)).toHaveAttribute('data-state', 'ready');
    expect(status(canvas)).toHaveTextContent(recorderLabels.stateIdle);
    // Spec 001 section 9: DD-MMM-YYYY HH:mm.
    expect(canvas.getByText('Recorded: 24-Nov-2026 09:25')).toBeInTheDocument();
    expect(canvas.getByRole('button', { name: recorderLabels.play })).toBeEnabled();
    expect(canvas.getByRole('img', { name: recorderLabels.waveform })).toBeInTheDocument();
  },
};

export const Playing: Story = {
  args: { player: { rewindOnStopSeconds: 1 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await positionReads(canvas, '00:00 of 00:12');
    await userEvent.click(canvas.getByRole('button', { name: recorderLabels.forward }));
    await userEvent.click(canvas.getByRole('button', { name: recorderLabels.forward }));
    await positionReads(canvas, '00:06 of 00:12');
    await userEvent.click(canvas.getByRole('button', { name: recorderLabels.play }));
    await waitFor(() => expect(status(canvas)).toHaveTextContent(recorderLabels.statePlaying));
    expect(region(canvas)).toHaveAttribute('data-state', 'playing');
    await userEvent.click(canvas.getByRole('button', { name: recorderLabels.pause }));
    await waitFor(() => expect(status(canvas)).toHaveTextContent(recorderLabels.statePaused));
    expect(region(canvas)).toHaveAttribute('data-state', 'ready');
    // Paused where it got to, less the rewind on stop (1 s): before where play began.
    expect(Number(slider(canvas).value)).toBeLessThan(6000);
    await userEvent.click(canvas.getByRole('button', { name: recorderLabels.rewind }));
    await userEvent.click(canvas.getByRole('button', { name: recorderLabels.rewind }));
    await positionReads(canvas, '00:00 of 00:12');
  },
};

/** The box of a control (a slider by its track, the part a pointer presses). */
const boxOf = (element: HTMLElement) =>
  (element.getAttribute('role') === 'slider' || element instanceof HTMLInputElement
    ? (element.closest('[role="group"]') ?? element)
    : element
  ).getBoundingClientRect();

export const Compact: Story = {
  // The letter screen's player (issue 30): in 680 px, the page's width, one row of controls and
  // no waveform; the status still announced; every control named and at least 24 x 24 px (WCAG
  // 2.2 2.5.8); the recorded date, when given, after them.
  args: { width: '680px', player: { density: 'compact' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await positionReads(canvas, '00:00 of 00:12');
    expect(canvas.queryByRole('img', { name: recorderLabels.waveform })).not.toBeInTheDocument();
    expect(status(canvas)).toHaveTextContent(recorderLabels.stateIdle);
    const play = canvas.getByRole('button', { name: recorderLabels.play });
    const controls = [
      canvas.getByRole('button', { name: recorderLabels.rewind }),
      play,
      canvas.getByRole('button', { name: recorderLabels.forward }),
      slider(canvas),
      canvas.getByRole('button', { name: /Playback speed/ }),
    ];
    const row = boxOf(play);
    for (const control of controls) {
      const box = boxOf(control);
      expect(box.width).toBeGreaterThanOrEqual(24);
      expect(box.height).toBeGreaterThanOrEqual(24);
      expect(box.top).toBeLessThan(row.bottom);
      expect(box.bottom).toBeGreaterThan(row.top);
    }
    expect(canvas.getByText('Recorded: 24-Nov-2026 09:25')).toBeVisible();
    await userEvent.click(play);
    await waitFor(() => expect(status(canvas)).toHaveTextContent(recorderLabels.statePlaying));
    await userEvent.click(canvas.getByRole('button', { name: recorderLabels.pause }));
    await waitFor(() => expect(status(canvas)).toHaveTextContent(recorderLabels.statePaused));
  },
};

export const SeekWithoutPlaying: Story = {
  // Issue 23: moving the position without playing said Paused; only a pause after playing does.
  args: { seconds: 6, player: { rewindOnStopSeconds: 1 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await positionReads(canvas, '00:00 of 00:06');
    await userEvent.click(canvas.getByRole('button', { name: recorderLabels.forward }));
    await positionReads(canvas, '00:03 of 00:06');
    expect(status(canvas)).toHaveTextContent(recorderLabels.stateIdle);
    slider(canvas).focus();
    await userEvent.keyboard('{ArrowRight}');
    await positionReads(canvas, '00:04 of 00:06');
    expect(status(canvas)).toHaveTextContent(recorderLabels.stateIdle);
    await pressShiftAlt('ArrowLeft');
    await positionReads(canvas, '00:01 of 00:06');
    expect(status(canvas)).toHaveTextContent(recorderLabels.stateIdle);
    await userEvent.click(canvas.getByRole('button', { name: recorderLabels.play }));
    await waitFor(() => expect(status(canvas)).toHaveTextContent(recorderLabels.statePlaying));
    await userEvent.click(canvas.getByRole('button', { name: recorderLabels.pause }));
    await waitFor(() => expect(status(canvas)).toHaveTextContent(recorderLabels.statePaused));
    expect(region(canvas)).toHaveAttribute('data-state', 'ready');
  },
};

export const PlaybackSpeed: Story = {
  // The user's playback default (Settings) is where the player starts.
  args: { player: { playbackSpeed: 1.4 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await positionReads(canvas, '00:00 of 00:12');
    const trigger = canvas.getByRole('button', { name: /Playback speed/ });
    expect(trigger).toHaveTextContent('1.4x');
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
  // Phones and tablets wait for the converted rendition, polled every 10 s (spec 001 section 4).
  args: { useMp3: true, mp3: { isMp3Available: false, isMp3Failed: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(region(canvas)).toHaveAttribute('data-state', 'converting'));
    expect(canvas.getByText(recorderMessages.audioConversionInProgress, { selector: 'p' })).toBeVisible();
    expect(canvas.getByRole('button', { name: recorderLabels.play })).toBeDisabled();
    expect(slider(canvas)).toBeDisabled();
  },
};

/** Loading failed: why, as an alert (spec 000 section 8), and nothing to play. */
async function failedWith(canvasElement: HTMLElement, message: string) {
  const canvas = within(canvasElement);
  expect(await canvas.findByRole('alert')).toHaveTextContent(message);
  expect(region(canvas)).toHaveAttribute('data-state', 'failed');
  expect(canvas.getByRole('button', { name: recorderLabels.play })).toBeDisabled();
}

export const ConversionFailed: Story = {
  args: { useMp3: true, mp3: { isMp3Available: false, isMp3Failed: true } },
  play: ({ canvasElement }) => failedWith(canvasElement, recorderMessages.audioConversionFailed),
};

export const AudioNotFound: Story = {
  args: { missing: true },
  play: ({ canvasElement }) => failedWith(canvasElement, recorderMessages.audioNotFound),
};

export const UnreadableAudio: Story = {
  // A proxy's sign-in page where the recording should be: the kit's words, not the decoder's.
  args: {
    streamAnswer:
      '<!DOCTYPE html><html><head><title>Sign in</title></head><body><form action="/login"></form></body></html>',
  },
  play: ({ canvasElement }) => failedWith(canvasElement, recorderMessages.audioUnreadable),
};

export const HotkeysWhileTyping: Story = {
  // A secretary types the letter and drives the player with Shift+Alt+arrows (spec 001 section 9).
  args: { withEditor: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await positionReads(canvas, '00:00 of 00:12');
    const editor = canvas.getByRole('textbox', { name: 'Letter text' });
    await userEvent.click(editor);
    await pressShiftAlt('ArrowRight');
    await pressShiftAlt('ArrowRight');
    await positionReads(canvas, '00:06 of 00:12');
    await pressShiftAlt('ArrowLeft');
    await positionReads(canvas, '00:03 of 00:12');
    await pressShiftAlt('ArrowDown');
    await waitFor(() => expect(status(canvas)).toHaveTextContent(recorderLabels.statePlaying));
    await pressShiftAlt('ArrowDown');
    await waitFor(() => expect(status(canvas)).not.toHaveTextContent(recorderLabels.statePlaying));
    // The keys moved the player, not the text; typing still reaches the editor.
    expect(editor).toHaveFocus();
    expect(editor).not.toHaveTextContent('[editor shortcut]');
    await userEvent.keyboard('!');
    expect(editor).toHaveTextContent('!');
    // The same in a plain text field.
    const notes = canvas.getByRole('textbox', { name: 'Notes' });
    await userEvent.click(notes);
    await pressShiftAlt('ArrowRight');
    await waitFor(() => expect(Number(slider(canvas).value)).toBeGreaterThanOrEqual(3000));
    expect(notes).toHaveFocus();
    expect(notes).toHaveValue('Call back');
  },
};

export const PedalActions: Story = {
  // The foot pedal through @dictation/pedal (hold mode, rewindOnStop 2 s); the player's own
  // rewindOnStopSeconds (5 s) is only for events that carry none.
  args: { player: { subscribeTapeActions: subscribeStoryPedal, rewindOnStopSeconds: 5 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await positionReads(canvas, '00:00 of 00:12');
    storyPedal.tap(pedalButtons.right);
    storyPedal.tap(pedalButtons.right);
    await positionReads(canvas, '00:06 of 00:12');
    storyPedal.tap(pedalButtons.left);
    await positionReads(canvas, '00:03 of 00:12');
    storyPedal.press(pedalButtons.center);
    await waitFor(() => expect(status(canvas)).toHaveTextContent(recorderLabels.statePlaying));
    storyPedal.release(pedalButtons.center);
    await waitFor(() => expect(status(canvas)).toHaveTextContent(recorderLabels.statePaused));
    // Released after playing from 00:03 for a moment: back by the pedal's 2 s, not the prop's 5 s.
    const position = Number(slider(canvas).value);
    expect(position).toBeGreaterThan(0);
    expect(position).toBeLessThan(3000);
  },
};
