import { startStopSoundEnabled } from '@dictation/core';
import { useAccountStorage, useApi, useRecordingSettings } from '@dictation/core/react';
import { playbackSpeeds } from '@dictation/recorder';
import { Select, Switch } from '@dictation/ui';
import { useState } from 'react';
import { messages } from '../messages';
import * as styles from './settings.css';
import { useSettingSaver } from './useSettingSaver';

export interface RecordingSettingsTabProps {
  /** Recording settings and the sound toggle are only for non-secretaries with a role (spec 001 section 6). */
  showRecordingSettings: boolean;
}

const speedItems = playbackSpeeds.map((speed) => ({ id: String(speed), label: `${speed}x` }));

/**
 * Recording and Audio player (spec 001 sections 2 and 7): overwrite default and start/stop sound
 * through their endpoints; the playback default speed, which has no endpoint, per account here.
 */
export function RecordingSettingsTab({ showRecordingSettings }: RecordingSettingsTabProps) {
  return (
    <div className={styles.panel}>
      <h2 className={styles.heading}>{messages.recordingTab}</h2>
      {showRecordingSettings && <RecordingSwitches />}
      <PlaybackDefaults />
    </div>
  );
}

function RecordingSwitches() {
  const api = useApi();
  const settings = useRecordingSettings();
  const save = useSettingSaver();
  const loading = !settings.data;
  return (
    <>
      <Switch
        isSelected={settings.data?.webDefaultToOverwrite === true}
        isDisabled={loading}
        onChange={(selected) => save(() => api.settings.setDefaultToOverwrite(selected))}
      >
        {messages.defaultToOverwrite}
      </Switch>
      <Switch
        isSelected={startStopSoundEnabled(settings.data)}
        isDisabled={loading}
        onChange={(selected) => save(() => api.settings.setEnableSound(selected))}
      >
        {messages.startStopSound}
      </Switch>
    </>
  );
}

function PlaybackDefaults() {
  const storage = useAccountStorage();
  const save = useSettingSaver();
  const [speed, setSpeed] = useState(() => String(storage.get('playbackSpeed')));
  return (
    <Select
      label={messages.playbackSpeed}
      description={messages.playbackSpeedHelp}
      items={speedItems}
      value={speed}
      onChange={(value) => {
        if (value === null) return;
        setSpeed(value);
        void save(async () => storage.set('playbackSpeed', Number(value)));
      }}
    />
  );
}
