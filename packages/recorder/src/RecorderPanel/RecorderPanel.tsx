import { useScreenStartHold } from '@dictation/ui';
import { useRef } from 'react';
import { Meter } from 'react-aria-components/Meter';
import { recorderLabels } from '../messages';
import { type PlayerActivity, PlayerStatusLine, PlayerStatusNotice, playerStatusText } from '../PlayerStatus';
import { type TapeActionSources, useTapeActions } from '../player/useTapeActions';
import { RecordControls } from './RecordControls';
import * as styles from './RecorderPanel.css';
import { RecorderPlayerControls } from './RecorderPlayerControls';
import type { RecorderPanelState } from './recorderStates';
import { type UseRecorderOptions, type UseRecorderResult, useRecorder } from './useRecorder';

export interface RecorderPanelProps
  extends UseRecorderOptions,
    Pick<TapeActionSources, 'subscribeTapeActions' | 'hotkeyTarget'> {
  /**
   * When the audio was recorded (ISO 8601), shown as DD-MMM-YYYY HH:mm.
   * @default undefined (not shown)
   */
  recordedDate?: string;
  /**
   * Hide the record controls (a player only, e.g. for a completed letter).
   * @default false
   */
  playerOnly?: boolean;
}

function panelState(result: UseRecorderResult): RecorderPanelState {
  if (result.load?.kind === 'failed') return 'failed';
  if (!result.recording || result.load?.kind === 'loading' || result.load?.kind === 'converting')
    return 'loading';
  if (result.recording.state !== 'idle') return 'recording';
  if (result.playback?.state === 'playing') return 'playing';
  return 'idle';
}

/** The status line's activity: the panel's state, and for an idle panel whether playback is paused. */
function activityOf(state: RecorderPanelState, { playback, recording }: UseRecorderResult): PlayerActivity {
  if (recording?.state === 'starting') return 'starting';
  if (state === 'recording' || state === 'playing' || state === 'loading') return state;
  return playback?.isPaused ? 'paused' : 'ready';
}

function uploadText(result: UseRecorderResult): string {
  const upload = result.recording?.upload;
  if (!upload) return '';
  if (upload.state === 'retrying') return recorderLabels.uploadRetrying;
  if (upload.pendingOperations > 0 || upload.state === 'uploading' || upload.state === 'resending') {
    return recorderLabels.uploadPending;
  }
  return upload.state === 'synced' ? recorderLabels.uploadSynced : '';
}

/**
 * The recorder of the new-letter page: record with Insert/Overwrite and the recording source,
 * the level while recording, and the player (play/pause, rewind/forward, speed, position,
 * waveform). Audio is journaled and uploaded to the letter's `audioKey` as it is recorded.
 */
export function RecorderPanel({
  recordedDate,
  subscribeTapeActions,
  hotkeyTarget,
  playerOnly = false,
  ...options
}: RecorderPanelProps) {
  const result = useRecorder(options);
  const { recorder, player, recording, playback, load, handleTapeAction, toggleRecording } = result;
  const state = panelState(result);
  const rootRef = useRef<HTMLElement>(null);

  useTapeActions(handleTapeAction, {
    subscribeTapeActions,
    hotkeyTarget,
    rewindOnStopSeconds: options.rewindOnStopSeconds,
  });

  const isRecording = state === 'recording';
  const lengthMs = Math.max(playback?.lengthMs ?? 0, recording?.lengthMs ?? 0);
  const positionMs = isRecording ? (recording?.cursorMs ?? 0) : (playback?.positionMs ?? 0);
  const stateText = playerStatusText(activityOf(state, result));
  // Record is what the page is opened for: until it can be pressed (the journal and the job's audio
  // read), the screen's deferred code waits, rather than share the network with the job's audio.
  // Not a conversion's wait (a server polled every 10 s), nor a player that records nothing.
  useScreenStartHold(!playerOnly && state === 'loading' && load?.kind !== 'converting');

  return (
    <section
      ref={rootRef}
      className={styles.root}
      data-state={state}
      data-upload-state={recording?.upload.state}
      data-audio-key={options.audioKey}
      data-audio-hash={recording?.verifiedHash}
      aria-label="Recorder"
    >
      {!playerOnly && recording && (
        <div className={styles.row}>
          <RecordControls
            state={recording.state}
            recordMode={recording.recordMode}
            devices={recording.devices}
            deviceId={recording.deviceId}
            desktop={recording.desktop}
            recorder={recorder}
            isRecording={isRecording}
            isDisabled={state === 'loading'}
            onToggle={toggleRecording}
          />
          {isRecording && (
            <Meter className={styles.meter} value={recording.level} aria-label={recorderLabels.level}>
              {({ percentage }) => (
                <div className={styles.meterTrack}>
                  <div className={styles.meterFill} style={{ width: `${percentage}%` }} />
                </div>
              )}
            </Meter>
          )}
        </div>
      )}
      <PlayerStatusNotice load={load} isLoading={state === 'loading'} />
      <RecorderPlayerControls
        player={player}
        playback={playback}
        peaks={result.peaks}
        lengthMs={lengthMs}
        positionMs={positionMs}
        livePositionMs={() =>
          isRecording ? (recorder?.getSnapshot().cursorMs ?? 0) : (player?.livePositionMs() ?? 0)
        }
        animate={state === 'playing' || isRecording}
        isDisabled={isRecording}
        rewindOnStopSeconds={options.rewindOnStopSeconds}
      />
      <PlayerStatusLine
        recordedDate={recordedDate}
        status={`${stateText}${uploadText(result) ? ` · ${uploadText(result)}` : ''}`}
      />
    </section>
  );
}
