import type { TapeAction, TapeListener, TapePhase } from '@dictation/pedal';
import { useToasts } from '@dictation/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createBrowserMicrophoneEngine } from '../engine/createBrowserMicrophoneEngine';
import { createCombinedCaptureEngine } from '../engine/createCombinedCaptureEngine';
import { createHelperMicrophoneEngine } from '../engine/createHelperMicrophoneEngine';
import { formatClock } from '../formatClock';
import type { JournalStorage } from '../journal/journalStorage';
import { createMemoryJournalStorage } from '../journal/memoryJournalStorage';
import { recorderLabels, recorderMessages } from '../messages';
import { playbackSpeeds } from '../recordingConstants';
import type { Recorder } from '../session/createRecorder';
import { createFakeAudioServer, type FakeAudioServer } from '../testing/createFakeAudioServer';
import {
  createFakeCaptureEngine,
  type FakeCaptureEngine,
  type FakeCaptureEngineOptions,
} from '../testing/createFakeCaptureEngine';
import {
  createFakeHelperConnection,
  type FakeHelperConnectionOptions,
} from '../testing/createFakeHelperConnection';
import { synthesizeSpeech } from '../testing/synthesizedSpeech';
import { RecorderPanel, type RecorderPanelProps } from './RecorderPanel';
import * as styles from './RecorderPanel.css';

const audioKey = 'story-audio';

interface StoryArgs {
  engine?: FakeCaptureEngineOptions;
  /** Adds a desktop app (the real helper engine on a fake `/michub` connection). */
  helper?: FakeHelperConnectionOptions;
  /**
   * Records through the real browser engine instead, on one microphone whose getUserMedia
   * refuses with this DOMException name (e.g. 'NotAllowedError': the user said no).
   */
  refusingMicrophone?: string;
  /** Seconds of stored audio, published as audio record 1. */
  storedSeconds?: number;
  mp3?: { isMp3Available: boolean; isMp3Failed: boolean };
  audioRecordId?: number;
  /**
   * Shows the story harness under the panel: what happens outside the page (unplugging the
   * microphone, the server failing) as buttons, and the playback rate of the audio element.
   */
  harness?: boolean;
  panel?: Partial<RecorderPanelProps>;
}

interface HarnessProps {
  engine: FakeCaptureEngine;
  server: FakeAudioServer;
  media: HTMLAudioElement;
}

/** Stands in for the world outside the page, so play functions act on it as a user would. */
function StoryHarness({ engine, server, media }: HarnessProps) {
  const [rate, setRate] = useState(media.playbackRate);
  useEffect(() => {
    const onRateChange = () => setRate(media.playbackRate);
    media.addEventListener('ratechange', onRateChange);
    return () => media.removeEventListener('ratechange', onRateChange);
  }, [media]);
  return (
    <fieldset>
      <legend>Story harness</legend>
      <button type="button" onClick={() => engine.unplug()}>
        Unplug the microphone
      </button>
      <button type="button" onClick={() => engine.openMicrophone()}>
        Open the microphone
      </button>
      <button type="button" onClick={() => server.failNext(2)}>
        Fail the next 2 server calls
      </button>
      <p>Audio element playback rate: {rate}</p>
    </fieldset>
  );
}

/**
 * Synthesis costs about half a microsecond a sample on a busy machine (15 s for half an hour), so
 * a long stored audio repeats its first 10 s instead, doubling what is there with `copyWithin`
 * (a few copies, not a loop over the samples).
 */
function storedSpeech(seconds: number): Int16Array {
  const pcm = new Int16Array(seconds * 16000);
  const synthesized = Math.min(pcm.length, 10 * 16000);
  pcm.set(synthesizeSpeech(synthesized));
  for (let filled = synthesized; filled < pcm.length; filled *= 2)
    pcm.copyWithin(filled, 0, Math.min(filled, pcm.length - filled));
  return pcm;
}

/** A panel on a fake server, a fake engine producing synthesised speech, and the real toasts. */
/** One listed microphone that the browser will not open, for the real browser engine. */
function refusingMediaDevices(errorName: string): MediaDevices {
  const microphone = { kind: 'audioinput', deviceId: 'refusing', label: 'USB microphone', groupId: '' };
  return {
    enumerateDevices: async () => [microphone as MediaDeviceInfo],
    getUserMedia: () => Promise.reject(new DOMException('Permission denied', errorName)),
    addEventListener: () => {},
    removeEventListener: () => {},
  } as unknown as MediaDevices;
}

function StoryPanel({
  engine,
  helper,
  refusingMicrophone,
  storedSeconds,
  mp3,
  audioRecordId,
  harness,
  panel,
}: StoryArgs) {
  const { notify } = useToasts();
  const [parts] = useState(() => {
    const server = createFakeAudioServer();
    if (storedSeconds) server.audio(audioKey).append(storedSpeech(storedSeconds));
    // Published even when empty: after a reload the page loads what the journal sent (record 1).
    server.publish(1, audioKey, mp3);
    const browser = createFakeCaptureEngine(engine);
    const microphones = refusingMicrophone
      ? createBrowserMicrophoneEngine({ mediaDevices: refusingMediaDevices(refusingMicrophone) })
      : browser;
    const combined = helper
      ? createCombinedCaptureEngine([
          microphones,
          createHelperMicrophoneEngine({ connection: createFakeHelperConnection(helper) }),
        ])
      : microphones;
    return {
      server,
      browser,
      engine: combined,
      journal: createMemoryJournalStorage(),
      media: new Audio(),
    };
  });
  return (
    <>
      <RecorderPanel
        audioKey={audioKey}
        uploadAdapter={parts.server}
        notify={notify}
        engine={parts.engine}
        journal={parts.journal}
        createMedia={() => parts.media}
        {...(audioRecordId !== undefined ? { audioRecordId } : storedSeconds ? { audioRecordId: 1 } : {})}
        {...panel}
      />
      {harness && <StoryHarness engine={parts.browser} server={parts.server} media={parts.media} />}
    </>
  );
}

/**
 * What a page that died while recording a new letter leaves behind (the reload of
 * InterruptedRecording): an empty base, sealed 2 s operations of speech, none acknowledged, and
 * the session still marked capturing.
 */
async function interruptedJournal(seconds: number): Promise<JournalStorage> {
  const journal = createMemoryJournalStorage();
  const pcm = synthesizeSpeech(seconds * 16000);
  const operationSamples = 2 * 16000;
  let sequence = 0;
  for (let start = 0; start < pcm.length; start += operationSamples, sequence += 1) {
    await journal.add({
      fileName: audioKey,
      sequence,
      operationId: `story-operation-${sequence}`,
      recordMode: 0,
      startMs: start / 16,
      pcm: pcm.subarray(start, start + operationSamples),
    });
  }
  await journal.writeBase(audioKey, (async function* () {})());
  await journal.writeSession({
    fileName: audioKey,
    capturing: true,
    nextSequence: sequence,
    updatedAt: 0,
    cursorMs: seconds * 1000,
    base: 'stored',
  });
  return journal;
}

/** Another tab of this browser recording the story's letter: it holds the letter's Web Lock. */
function holdRecordingLockElsewhere(): () => void {
  let release = () => {};
  void navigator.locks.request(
    `dictation-recorder:${audioKey}`,
    () =>
      new Promise<void>((resolve) => {
        release = resolve;
      }),
  );
  return () => release();
}

/** A journal that cannot keep anything (storage full, a private window). */
function refusingJournal(): JournalStorage {
  const journal = createMemoryJournalStorage();
  const full = () => Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
  return { ...journal, appendFragments: full, add: full, writeBase: full };
}

/** A pedal for PedalActions: the play function sends what `@dictation/pedal` would. */
function createStoryPedal() {
  const listeners = new Set<TapeListener>();
  const send = (action: TapeAction, phase: TapePhase) => {
    for (const listener of listeners) listener({ action, phase });
  };
  return {
    subscribe(listener: TapeListener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    send,
    /** Press and release a held pedal (rewind, forward, play in hold mode). */
    tap(action: TapeAction) {
      send(action, 'start');
      send(action, 'stop');
    },
  };
}
const storyPedal = createStoryPedal();

const meta = {
  title: 'Recorder/RecorderPanel',
  component: StoryPanel,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StoryPanel>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const status = (canvas: Canvas) => canvas.getByRole('status');
const slider = (canvas: Canvas) => canvas.getByRole('slider', { name: 'Position' }) as HTMLInputElement;
const recorderRegion = (canvas: Canvas) => canvas.getByRole('region', { name: 'Recorder' });
const button = (canvas: Canvas, name: string) => canvas.getByRole('button', { name });

/** The Record button once the devices are listed and the journal is read. */
async function recordButton(canvas: Canvas) {
  const record = await canvas.findByRole('button', { name: recorderLabels.record });
  await waitFor(() => expect(record).toBeEnabled());
  return record;
}

async function startRecording(canvas: Canvas) {
  await userEvent.click(await recordButton(canvas));
  await waitFor(() => expect(status(canvas)).toHaveTextContent(recorderLabels.stateRecording));
}

/**
 * Recording ended (by the user or by itself): Record is back, the level meter gone, and the
 * status Ready (the audio is new: nothing of it was played, so nothing is paused).
 */
async function recordingEnded(canvas: Canvas) {
  await waitFor(() => expect(button(canvas, recorderLabels.record)).toBeEnabled());
  expect(status(canvas)).not.toHaveTextContent(recorderLabels.stateRecording);
  expect(canvas.queryByRole('meter')).not.toBeInTheDocument();
  await waitFor(() => expect(status(canvas)).toHaveTextContent(recorderLabels.stateIdle));
}

/** Records until the position reaches `ms`, then stops. */
async function recordUntil(canvas: Canvas, ms: number) {
  await startRecording(canvas);
  await waitFor(() => expect(Number(slider(canvas).value)).toBeGreaterThanOrEqual(ms));
  await userEvent.click(button(canvas, recorderLabels.stopRecording));
  await recordingEnded(canvas);
}

const positionReads = (canvas: Canvas, text: string, timeout?: number) =>
  waitFor(() => expect(slider(canvas)).toHaveAttribute('aria-valuetext', text), timeout ? { timeout } : {});

/** A notice (toast) worded as the spec says, with its description when it has one. */
async function expectNotice(message: string, description?: string) {
  const body = within(document.body);
  await expect(await body.findByText(message)).toBeInTheDocument();
  if (description) expect(body.getByText(description)).toBeInTheDocument();
}

/** Notes every text the status shows from now on; returns them when asked. */
function statusesShown(canvas: Canvas): () => string[] {
  const element = status(canvas);
  const texts: string[] = [];
  const observer = new MutationObserver(() => texts.push(element.textContent ?? ''));
  observer.observe(element, { childList: true, characterData: true, subtree: true });
  return () => {
    observer.disconnect();
    return texts;
  };
}

async function playThenPause(canvas: Canvas, pause: () => Promise<unknown>) {
  await waitFor(() => expect(status(canvas)).toHaveTextContent(recorderLabels.statePlaying));
  await pause();
  await waitFor(() => expect(status(canvas)).toHaveTextContent(recorderLabels.statePaused));
  expect(button(canvas, recorderLabels.play)).toBeEnabled();
}

/** Opens the 'Playback speed' select and picks `label` with the keyboard (End, then up). */
async function chooseSpeed(canvas: Canvas, label: string) {
  const trigger = canvas.getByRole('button', { name: /Playback speed/ });
  trigger.focus();
  await userEvent.keyboard('{ArrowDown}');
  const listbox = await within(document.body).findByRole('listbox');
  const labels = within(listbox)
    .getAllByRole('option')
    .map((option) => option.textContent);
  expect(labels).toContain(label);
  await userEvent.keyboard(`{End}${'{ArrowUp}'.repeat(labels.length - 1 - labels.indexOf(label))}{Enter}`);
  await waitFor(() =>
    expect(canvas.getByRole('button', { name: /Playback speed/ })).toHaveTextContent(label),
  );
  return labels;
}

/** The hotkeys of spec 000 section 9, as user-event keystrokes. */
const hotkeys = {
  playStop: '{Shift>}{Alt>}{ArrowDown}{/Alt}{/Shift}',
  rewind: '{Shift>}{Alt>}{ArrowLeft}{/Alt}{/Shift}',
  forward: '{Shift>}{Alt>}{ArrowRight}{/Alt}{/Shift}',
  // The hotkeys match the physical key (`code`), which user-event names in brackets.
  record: '{Control>}[Backquote]{/Control}',
};
/** Presses a hotkey on the page (the panel listens on the document, whatever has focus). */
const pressHotkey = (name: keyof typeof hotkeys) => userEvent.keyboard(hotkeys[name]);

export const Empty: Story = {
  args: {},
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Record' })).toBeEnabled());
    expect(canvas.getByRole('button', { name: 'Play' })).toBeDisabled();
    expect(canvas.getByRole('radio', { name: 'Insert' })).toBeChecked();
    expect(canvas.getByRole('radio', { name: 'Overwrite' })).not.toBeChecked();
    expect(slider(canvas)).toHaveAttribute('aria-valuetext', '00:00 of 00:00');
    expect(status(canvas)).toHaveTextContent('Ready');
  },
};

export const Recording: Story = {
  // 4x real time: the second of audio the play function waits for comes in a quarter of a second.
  args: { engine: { speed: 4 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await startRecording(canvas);
    expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-state', 'recording');
    expect(canvas.getByRole('meter', { name: 'Input level' })).toBeInTheDocument();
    expect(canvas.getByRole('button', { name: 'Play' })).toBeDisabled();
    await waitFor(() => expect(slider(canvas).getAttribute('aria-valuetext')).toMatch(/^00:01 of 00:01$/), {
      timeout: 4000,
    });
  },
};

/**
 * A microphone slow to open (the first permission, a busy device): the status says so, and says
 * 'Recording' only once audio is captured, so nobody speaks into a recorder not yet listening.
 */
export const StartingMicrophone: Story = {
  args: { engine: { holdStart: true }, harness: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await recordButton(canvas));
    await waitFor(() => expect(status(canvas)).toHaveTextContent(recorderLabels.stateStarting));
    expect(status(canvas)).not.toHaveTextContent(recorderLabels.stateRecording);
    await userEvent.click(button(canvas, 'Open the microphone'));
    await waitFor(() => expect(status(canvas)).toHaveTextContent(recorderLabels.stateRecording));
  },
};

/** Keyboard only: Space on Record starts, the focus stays on the same button, Space again stops. */
export const KeyboardRecordAndStop: Story = {
  args: {},
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const record = await recordButton(canvas);
    record.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(status(canvas)).toHaveTextContent(recorderLabels.stateRecording));
    const stop = await canvas.findByRole('button', { name: recorderLabels.stopRecording });
    await waitFor(() => expect(stop).toHaveFocus());
    await userEvent.keyboard(' ');
    await recordingEnded(canvas);
    await expect(button(canvas, recorderLabels.record)).toHaveFocus();
  },
};

export const Recorded: Story = {
  // 2x real time: 1 s of audio in half a second, with room left under the 4 s minimum for the stop.
  args: { engine: { speed: 2 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await recordButton(canvas));
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
    // Reopened with the cursor at the end, where the clinician goes on (issue 23).
    await waitFor(() => expect(slider(canvas)).toHaveAttribute('aria-valuetext', '00:06 of 00:06'));
    expect(canvas.getByText(/22-Nov-2026/)).toBeInTheDocument();
    slider(canvas).focus();
    await userEvent.keyboard('{Home}{ArrowRight}{ArrowRight}');
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
    await waitFor(() => expect(slider(canvas)).toHaveAttribute('aria-valuetext', '00:06 of 00:06'));
    // Play at the end plays from the start.
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
    const modes = await canvas.findByRole('radiogroup', { name: 'Recording mode' });
    expect(within(modes).getByRole('radio', { name: 'Overwrite' })).toBeChecked();
    await userEvent.click(within(modes).getByRole('radio', { name: 'Insert' }));
    await waitFor(() => expect(within(modes).getByRole('radio', { name: 'Insert' })).toBeChecked());
  },
};

export const NoMicrophone: Story = {
  args: { engine: { devices: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await recordButton(canvas));
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
    await userEvent.click(await recordButton(canvas));
    await expect(
      await within(document.body).findByText('Your browser does not support this feature'),
    ).toBeInTheDocument();
  },
};

export const NoDepartment: Story = {
  args: { panel: { departmentSelected: () => false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await recordButton(canvas));
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
    await waitFor(() => expect(slider(canvas)).toHaveAttribute('aria-valuetext', '00:04 of 00:04'));
    expect(canvas.queryByRole('button', { name: 'Record' })).not.toBeInTheDocument();
    expect(canvas.getByRole('button', { name: /Playback speed/ })).toHaveTextContent('1x');
    expect(canvas.getByRole('button', { name: 'Play' })).toBeEnabled();
  },
};

export const DesktopAppConnected: Story = {
  args: { helper: { speed: 4 } },
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

export const Paused: Story = {
  args: { storedSeconds: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await positionReads(canvas, '00:10 of 00:10');
    slider(canvas).focus();
    await userEvent.keyboard(`{Home}${'{ArrowRight}'.repeat(5)}`);
    await positionReads(canvas, '00:05 of 00:10');
    await userEvent.click(button(canvas, recorderLabels.play));
    await playThenPause(canvas, () => userEvent.click(button(canvas, recorderLabels.pause)));
    // The position is kept, less the rewind on stop (3 s, spec 000 section 9): not back to the start.
    expect(Number(slider(canvas).value)).toBeGreaterThanOrEqual(2000);
  },
};

/** The status after the position moved: Ready while nothing was played, Paused only after a pause. */
const statusReads = (canvas: Canvas, text: string) =>
  waitFor(() => expect(status(canvas)).toHaveTextContent(new RegExp(`^${text}\\b`)));

export const SeekWithoutPlaying: Story = {
  // Issue 23: a seek alone said Paused although nothing had played. At 2x the last second plays in half.
  args: { storedSeconds: 6, panel: { playbackSpeed: 2 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await positionReads(canvas, '00:06 of 00:06');
    await statusReads(canvas, recorderLabels.stateIdle);
    slider(canvas).focus();
    await userEvent.keyboard('{Home}{ArrowRight}{ArrowRight}');
    await positionReads(canvas, '00:02 of 00:06');
    await statusReads(canvas, recorderLabels.stateIdle);
    await userEvent.click(button(canvas, recorderLabels.forward));
    await positionReads(canvas, '00:05 of 00:06');
    await statusReads(canvas, recorderLabels.stateIdle);
    await userEvent.click(button(canvas, recorderLabels.rewind));
    await positionReads(canvas, '00:02 of 00:06');
    await statusReads(canvas, recorderLabels.stateIdle);
    // A click on the slider's track, towards its end.
    const track = canvasElement.querySelector<HTMLElement>(`.${styles.sliderTrack}`);
    if (!track) throw new Error('no slider track');
    const { left, top, width, height } = track.getBoundingClientRect();
    const coords = { clientX: left + width * 0.9, clientY: top + height / 2 };
    await userEvent.pointer({ keys: '[MouseLeft]', target: track, coords });
    await waitFor(() => expect(Number(slider(canvas).value)).toBeGreaterThanOrEqual(4000));
    await statusReads(canvas, recorderLabels.stateIdle);
    // Played, then paused before the end: Paused, and still Paused where a seek then moves it.
    slider(canvas).focus();
    await userEvent.keyboard('{Home}');
    await positionReads(canvas, '00:00 of 00:06');
    await userEvent.click(button(canvas, recorderLabels.play));
    await playThenPause(canvas, () => userEvent.click(button(canvas, recorderLabels.pause)));
    await statusReads(canvas, recorderLabels.statePaused);
    await userEvent.click(button(canvas, recorderLabels.forward));
    await positionReads(canvas, '00:03 of 00:06');
    await statusReads(canvas, recorderLabels.statePaused);
    // Played to the end: finished, Ready again. The last second at 2x is half a second, which
    // polling on a loaded machine can miss: every status shown meanwhile is noted.
    slider(canvas).focus();
    await userEvent.keyboard('{End}{ArrowLeft}');
    await positionReads(canvas, '00:05 of 00:06');
    const shown = statusesShown(canvas);
    await userEvent.click(button(canvas, recorderLabels.play));
    await positionReads(canvas, '00:06 of 00:06');
    await statusReads(canvas, recorderLabels.stateIdle);
    expect(shown().some((text) => text.startsWith(recorderLabels.statePlaying))).toBe(true);
  },
};

export const PlaybackSpeed: Story = {
  // A minute, so the audio is still playing when the second speed is chosen: 6 s at 1.4x ended
  // before it on a loaded CI machine, and the change then met a stopped player.
  args: { storedSeconds: 60, harness: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await positionReads(canvas, '01:00 of 01:00');
    // Spec 000 section 9: 0.2 to 2 in steps of 0.2.
    expect(await chooseSpeed(canvas, '1.4x')).toEqual(playbackSpeeds.map((speed) => `${speed}x`));
    await userEvent.click(button(canvas, recorderLabels.play));
    await expect(await canvas.findByText('Audio element playback rate: 1.4')).toBeInTheDocument();
    // A change while playing reaches the playing audio too.
    await chooseSpeed(canvas, '0.6x');
    await expect(await canvas.findByText('Audio element playback rate: 0.6')).toBeInTheDocument();
  },
};

export const LowVolumeStop: Story = {
  // Silence at 100x real time: the spec's 30 s of silence (and its wording) in a third of a second.
  // The recorder stops the engine at the block that completes the 30 s, so the length is exact.
  args: { engine: { silent: true, speed: 100 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await startRecording(canvas);
    await expectNotice(recorderMessages.lowVolumeStopped(30), recorderMessages.lowVolumeChecklist);
    await recordingEnded(canvas);
    await positionReads(canvas, '00:30 of 00:30');
  },
};

export const DurationLimit: Story = {
  // A letter with 29:45 of audio; 5 more seconds reach the spec's stop, 10 s before 30 minutes.
  // Recording all 29:50 does not fit a story: synthesising that much speech alone takes 15 s here,
  // and at 600x real time the limit was still not reached after the 10 s wait.
  args: { storedSeconds: 29 * 60 + 45, engine: { speed: 20 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Reopened at the end: the take goes after what was said. Opening half an hour (76 MB of
    // base64 on the spec's wire, decoded and stored) took over the 10 s wait in a CI run whose two
    // cores served every other story file at once (stop 69); alone it takes under a second.
    await positionReads(canvas, '29:45 of 29:45', 30_000);
    await startRecording(canvas);
    await expectNotice(recorderMessages.durationLimitReached);
    await recordingEnded(canvas);
    await positionReads(canvas, '29:50 of 29:50');
  },
};

export const ConnectionLost: Story = {
  args: {},
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await startRecording(canvas);
    globalThis.dispatchEvent(new Event('offline'));
    await expectNotice(recorderMessages.connectionLost, recorderMessages.connectionLostWhileRecording);
    await recordingEnded(canvas);
  },
};

export const MicrophoneUnplugged: Story = {
  args: { harness: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await startRecording(canvas);
    await userEvent.click(button(canvas, 'Unplug the microphone'));
    await expectNotice(recorderMessages.microphoneDisconnected);
    await recordingEnded(canvas);
    expect(canvas.getByRole('button', { name: /Recording source/ })).toHaveTextContent('No microphone');
  },
};

/** The upload state as the status line says it and as the panel's `data-upload-state` styles it. */
/** How long a story waits for the uploads to end (the retries' delays are a quarter of the product's). */
const uploadSettleMs = 5000;

async function uploadReads(canvas: Canvas, text: string, state: string) {
  // An upload that failed and retried (twice, 0.25 s and 0.5 s apart) can take over waitFor's 1 s
  // on a loaded CI machine: CI saw "Ready" there, the retries still on their way.
  await waitFor(() => expect(status(canvas)).toHaveTextContent(text), { timeout: uploadSettleMs });
  expect(recorderRegion(canvas)).toHaveAttribute('data-upload-state', state);
}

export const AudioSaved: Story = {
  // 20x real time, so the recording passes the 4 s minimum in a quarter of a second.
  args: { engine: { speed: 20 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await recordUntil(canvas, 5000);
    await uploadReads(canvas, recorderLabels.uploadSynced, 'synced');
    // The server confirmed it holds the same audio (the hashes matched).
    expect(recorderRegion(canvas).getAttribute('data-audio-hash')).toMatch(/^[0-9a-f]{64}$/);
  },
};

export const UploadRetrying: Story = {
  // Retries after 0.25 s, then 0.5 s (1 s and 2 s in the product).
  args: { storedSeconds: 6, harness: true, panel: { uploadRetryInitialMs: 250 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await positionReads(canvas, '00:06 of 00:06');
    // Every status from here on: the retries take under a second, during the recording or after
    // it (on a busy machine the recording runs past 2 s, and sends a sealed part before the stop).
    const shown = statusesShown(canvas);
    // After the stored audio loaded, so only uploads fail.
    await userEvent.click(button(canvas, 'Fail the next 2 server calls'));
    // Half a second added at the end (the cursor starts at 6 s): a recording stopped before its
    // first frame would send nothing, and the hash check would take the failures instead.
    await recordUntil(canvas, 6500);
    await uploadReads(canvas, recorderLabels.uploadSynced, 'synced');
    expect(shown()).toContainEqual(expect.stringContaining(recorderLabels.uploadRetrying));
  },
};

export const InterruptedRecording: Story = {
  // The reload: the journal the dead page left, and the letter's audio record to load after it.
  loaders: [async () => ({ journal: await interruptedJournal(4) })],
  render: (args, { loaded }) => (
    <StoryPanel {...args} panel={{ ...args.panel, journal: loaded.journal as JournalStorage }} />
  ),
  args: { audioRecordId: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectNotice(recorderMessages.recordingInterrupted);
    // Rebuilt from the journal alone (the server is not asked first), the cursor where it was.
    await positionReads(canvas, '00:04 of 00:04');
    // The journal's 4 s then reach the server.
    await uploadReads(canvas, recorderLabels.uploadSynced, 'synced');
  },
};

export const RecordedElsewhere: Story = {
  // Issue 15: a second tab on the same letter never writes its journal or its audio. The panel
  // waits 0.3 s (3 s in the product) for the other window to let go before saying so.
  beforeEach: holdRecordingLockElsewhere,
  args: { storedSeconds: 6, panel: { recordingLock: { waitMs: 300 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectNotice(recorderMessages.recordingElsewhere, recorderMessages.recordingElsewhereHelp);
    await positionReads(canvas, '00:00 of 00:06');
    await userEvent.click(await recordButton(canvas));
    expect(status(canvas)).toHaveTextContent(recorderLabels.stateIdle);
    expect(slider(canvas)).toHaveAttribute('aria-valuetext', '00:00 of 00:06');
  },
};

export const AudioNotKept: Story = {
  // Issue 15: a journal that cannot keep audio is said at once; recording and uploading go on.
  args: { engine: { speed: 20 } },
  render: (args) => <StoryPanel {...args} panel={{ ...args.panel, journal: refusingJournal() }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await recordUntil(canvas, 5000);
    await expectNotice(recorderMessages.audioNotKept, recorderMessages.audioNotKeptHelp);
    await uploadReads(canvas, recorderLabels.uploadSynced, 'synced');
  },
};

/** A reopened letter opens at its end (issue 23); these stories start from 00:00. */
async function fromTheStart(canvas: Canvas, length: string) {
  await positionReads(canvas, `${length} of ${length}`);
  slider(canvas).focus();
  await userEvent.keyboard('{Home}');
  await positionReads(canvas, `00:00 of ${length}`);
  slider(canvas).blur();
}

export const Hotkeys: Story = {
  args: { storedSeconds: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fromTheStart(canvas, '00:10');
    await pressHotkey('forward');
    await pressHotkey('forward');
    await positionReads(canvas, '00:06 of 00:10');
    await pressHotkey('rewind');
    await positionReads(canvas, '00:03 of 00:10');
    await pressHotkey('forward');
    await positionReads(canvas, '00:06 of 00:10');
    // Played, then stopped (rewound by rewindOnStop, 3 s): Paused.
    await pressHotkey('playStop');
    await playThenPause(canvas, () => pressHotkey('playStop'));
    await pressHotkey('record');
    await waitFor(() => expect(status(canvas)).toHaveTextContent(recorderLabels.stateRecording));
    await pressHotkey('record');
    await recordingEnded(canvas);
  },
};

/** The panel's recorder, for PedalActions to read where a recording went in, to the millisecond. */
let pedalRecorder: Recorder | undefined;
const recorderNow = () => {
  if (!pedalRecorder) throw new Error('The panel has no recorder yet');
  return pedalRecorder.getSnapshot();
};

/**
 * Waits until `ms` more audio than `fromMs` was captured. The position slider moves in whole
 * seconds, so where an insert went is read from the recorder; the slider must say the same.
 */
async function captured(canvas: Canvas, fromMs: number, ms: number) {
  await waitFor(() => expect(recorderNow().lengthMs).toBeGreaterThanOrEqual(fromMs + ms), { timeout: 5000 });
  expect(status(canvas)).toHaveTextContent(recorderLabels.stateRecording);
}

/** The audio after the cursor, and the slider showing the cursor, once a recording ended. */
async function insertedBefore(canvas: Canvas, tailMs: number) {
  await recordingEnded(canvas);
  const { cursorMs, lengthMs } = recorderNow();
  expect(lengthMs - cursorMs).toBe(tailMs);
  await positionReads(canvas, recorderLabels.positionText(formatClock(cursorMs), formatClock(lengthMs)));
  return { cursorMs, lengthMs };
}

export const PedalActions: Story = {
  args: {
    storedSeconds: 10,
    panel: {
      subscribeTapeActions: storyPedal.subscribe,
      onRecorder: (recorder) => {
        pedalRecorder = recorder;
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fromTheStart(canvas, '00:10');
    await recordButton(canvas);
    storyPedal.tap('forward');
    storyPedal.tap('forward');
    storyPedal.tap('forward');
    storyPedal.tap('rewind');
    await positionReads(canvas, '00:06 of 00:10');
    storyPedal.send('playStop', 'start');
    await playThenPause(canvas, async () => storyPedal.send('playStop', 'stop'));
    // Where playback stopped depends on how long it played: back to 00:06 with the keyboard.
    slider(canvas).focus();
    await userEvent.keyboard(
      '{Home}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}',
    );
    await positionReads(canvas, '00:06 of 00:10');
    slider(canvas).blur();
    // Rewind-record: back by rewindOnStop (3 s) to 00:03, record half a second; the same pedal stops.
    storyPedal.send('rewindRecord', 'toggle');
    await captured(canvas, 10_000, 500);
    storyPedal.send('rewindRecord', 'toggle');
    // Inserted at 00:03: the 7 s from there follow the recording.
    const first = await insertedBefore(canvas, 7000);
    expect(first.cursorMs - 3000).toBe(first.lengthMs - 10_000);
    storyPedal.send('record', 'toggle');
    await captured(canvas, first.lengthMs, 500);
    storyPedal.send('record', 'stop');
    // Inserted where the last recording ended: the same 7 s follow it.
    const second = await insertedBefore(canvas, 7000);
    expect(second.cursorMs - first.cursorMs).toBe(second.lengthMs - first.lengthMs);
  },
};

/** Record on a microphone the browser will not open: told as what to do, and nothing starts. */
async function refusedOnRecord(canvasElement: HTMLElement, message: string, help: string) {
  const canvas = within(canvasElement);
  await userEvent.click(await recordButton(canvas));
  await expectNotice(message, help);
  expect(status(canvas)).toHaveTextContent(recorderLabels.stateIdle);
  expect(button(canvas, recorderLabels.play)).toBeDisabled();
}

export const MicrophoneNotAllowed: Story = {
  args: { refusingMicrophone: 'NotAllowedError' },
  play: ({ canvasElement }) =>
    refusedOnRecord(
      canvasElement,
      recorderMessages.microphoneNotAllowed,
      recorderMessages.microphoneNotAllowedHelp,
    ),
};

export const MicrophoneInUse: Story = {
  args: { refusingMicrophone: 'NotReadableError' },
  play: ({ canvasElement }) =>
    refusedOnRecord(canvasElement, recorderMessages.microphoneError, recorderMessages.microphoneInUseHelp),
};
