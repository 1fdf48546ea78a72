import { Button, SegmentedControl } from '@dictation/ui';
import { memo } from 'react';
import { recorderLabels, recorderMessages } from '../messages';
import type { Recorder, RecorderSnapshot } from '../session/createRecorder';
import * as styles from './RecorderPanel.css';
import { DeviceSelect } from './RecorderSelects';

const recordModeOptions = [
  { id: 'insert', label: recorderLabels.insert },
  { id: 'overwrite', label: recorderLabels.overwrite },
] as const;

export interface RecordControlsProps
  extends Pick<RecorderSnapshot, 'state' | 'recordMode' | 'devices' | 'deviceId' | 'desktop'> {
  recorder: Recorder | undefined;
  /** The panel shows a recording (not while it loads). */
  isRecording: boolean;
  /** The panel is loading: Record waits. */
  isDisabled: boolean;
  /** Starts or stops the recording (`useRecorder`'s, the same across renders). */
  onToggle: () => Promise<void>;
}

/**
 * Record with its mode and source, and the desktop app's connection. Memoised (issue 33): while
 * recording the panel renders again with each block of audio (its level, its length, 20 times a
 * second), and these controls, React Aria's among them, change only as the recording starts and
 * stops.
 */
export const RecordControls = memo(function RecordControls({
  state,
  recordMode,
  devices,
  deviceId,
  desktop,
  recorder,
  isRecording,
  isDisabled,
  onToggle,
}: RecordControlsProps) {
  return (
    <>
      <Button
        className={styles.recordButton}
        variant={isRecording ? 'danger' : 'primary'}
        onPress={() => void onToggle()}
        // Pending, not disabled, while the microphone starts or stops: a disabled button drops
        // the keyboard focus to the page, and the next Space would not reach Stop recording.
        isPending={state === 'starting' || state === 'stopping'}
        isDisabled={isDisabled}
      >
        {isRecording ? recorderLabels.stopRecording : recorderLabels.record}
      </Button>
      {/* Both modes named, the current one marked (a switch named 'Insert' left it unclear). */}
      <SegmentedControl
        label={recorderLabels.recordingMode}
        options={recordModeOptions}
        value={recordMode === 1 ? 'overwrite' : 'insert'}
        onChange={(mode) => recorder?.setRecordMode(mode === 'overwrite' ? 1 : 0)}
        isDisabled={isRecording}
      />
      <DeviceSelect devices={devices} deviceId={deviceId} recorder={recorder} />
      {desktop && (
        // A live region, not role="status": the panel's one status is the recorder's state.
        <span className={styles.muted} aria-live="polite" data-desktop={desktop}>
          {recorderLabels.desktopApp}:{' '}
          {desktop === 'connected' ? recorderMessages.desktopConnected : recorderMessages.desktopDisconnected}
        </span>
      )}
    </>
  );
});
