import { Select } from '@dictation/ui';
import { memo, useMemo } from 'react';
import type { CaptureDevice } from '../engine/captureEngine';
import { recorderLabels } from '../messages';
import type { Player } from '../player/createPlayer';
import { playbackSpeeds } from '../recordingConstants';
import type { Recorder } from '../session/createRecorder';
import * as styles from './RecorderPanel.css';

/*
 * Memoised (issue 33): the panel renders again with each change of the recording and the player
 * (the level many times a second while recording, the position while playing, each step of the
 * start-up), and React Aria's selects were most of each render on a slow PC, for a choice that
 * had not changed. Both mount after the panel's first render (`mountsLater`): Record comes first.
 */

/** The microphone: the devices the browser lists, the one recording. */
export const DeviceSelect = memo(function DeviceSelect({
  devices,
  deviceId,
  recorder,
}: {
  devices: readonly CaptureDevice[];
  deviceId: string | null;
  recorder: Recorder | undefined;
}) {
  const items = useMemo(() => devices.map((device) => ({ id: device.id, label: device.label })), [devices]);
  return (
    <Select
      mountsLater
      label={recorderLabels.device}
      items={items}
      value={deviceId}
      onChange={(id) => id !== null && void recorder?.selectDevice(String(id))}
      // Opening the list is looking for a microphone, the desktop app's among them.
      onOpenChange={(isOpen) => isOpen && recorder?.findDesktopApp()}
      placeholder={devices.length === 0 ? 'No microphone' : undefined}
    />
  );
});

const speedItems = playbackSpeeds.map((speed) => ({ id: String(speed), label: `${speed}x` }));

/** The playback speed, 0.2x to 2x. */
export const SpeedSelect = memo(function SpeedSelect({
  speed,
  player,
}: {
  speed: number;
  player: Player | undefined;
}) {
  return (
    <Select
      mountsLater
      className={styles.speed}
      label={recorderLabels.speed}
      items={speedItems}
      value={String(speed)}
      onChange={(id) => id !== null && player?.setSpeed(Number(id))}
    />
  );
});
