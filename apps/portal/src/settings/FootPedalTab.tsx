import { canUseAuthorSettings } from '@dictation/core';
import { useApi, useFootPedalSettings, useUserProfile } from '@dictation/core/react';
import { FootPedalSettingsForm, footPedalSettingsFromWire } from '@dictation/pedal';
import { Preloader } from '@dictation/ui';
import { messages } from '../messages';
import * as styles from './settings.css';
import { useSettingSaver } from './useSettingSaver';

/** Foot pedal: @dictation/pedal's form, saved with `POST author/deviceSettings/footPedal`. */
export function FootPedalTab() {
  const api = useApi();
  const settings = useFootPedalSettings();
  const profile = useUserProfile().data;
  const save = useSettingSaver();
  return (
    <div className={styles.panel}>
      <h2 className={styles.heading}>{messages.footPedalTab}</h2>
      {settings.data ? (
        <FootPedalSettingsForm
          value={footPedalSettingsFromWire(settings.data)}
          onSave={(value) => save(() => api.settings.saveFootPedal({ ...value }))}
          // Spec 001 section 6: the foot-pedal record settings are for non-secretaries with a role.
          showRecording={canUseAuthorSettings(profile)}
        />
      ) : (
        <Preloader active label={messages.loading} />
      )}
    </div>
  );
}
