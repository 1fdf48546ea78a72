import { useApi, useRecordingSettings } from '@dictation/core/react';
import { Switch } from '@dictation/ui';
import { messages } from '../messages';
import * as styles from './settings.css';
import { useSettingSaver } from './useSettingSaver';

/** Recording and Audio player (spec 001 sections 2 and 7): overwrite default and start/stop sound. */
export function RecordingSettingsTab() {
  const api = useApi();
  const settings = useRecordingSettings();
  const save = useSettingSaver();
  const loading = !settings.data;
  return (
    <div className={styles.panel}>
      <h2 className={styles.heading}>{messages.recordingTab}</h2>
      <Switch
        isSelected={settings.data?.webDefaultToOverwrite === true}
        isDisabled={loading}
        onChange={(selected) => save(() => api.settings.setDefaultToOverwrite(selected))}
      >
        {messages.defaultToOverwrite}
      </Switch>
      <Switch
        isSelected={settings.data?.webEnableStartStopSound === true}
        isDisabled={loading}
        onChange={(selected) => save(() => api.settings.setEnableSound(selected))}
      >
        {messages.startStopSound}
      </Switch>
      <p className={styles.muted}>{messages.playbackDefaults}</p>
    </div>
  );
}
