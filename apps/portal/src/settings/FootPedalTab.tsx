import { canUseAuthorSettings } from '@dictation/core';
import { useApi, useFootPedalSettings, useUserProfile } from '@dictation/core/react';
import {
  createPedalHub,
  FootPedalSettingsForm,
  footPedalSettingsFromWire,
  HelperPairingPanel,
  type PedalHub,
  PedalStatusIndicator,
  usePedalHubState,
} from '@dictation/pedal';
import { Preloader } from '@dictation/ui';
import { useEffect, useState } from 'react';
import { messages } from '../messages';
import * as styles from './settings.css';
import { useSettingSaver } from './useSettingSaver';

/** The desktop app's foot pedal while the tab is open: its status, pairing and the live test. */
function useOpenPedalHub(): PedalHub {
  const [hub] = useState(() => createPedalHub());
  useEffect(() => {
    void hub.start();
    return () => void hub.stop();
  }, [hub]);
  return hub;
}

/**
 * Foot pedal: the desktop app's status, pairing this browser with it when it asks (issue 34;
 * docs/wire-contract.md, Desktop helper), and @dictation/pedal's form, saved with
 * `POST author/deviceSettings/footPedal`.
 */
export function FootPedalTab() {
  const api = useApi();
  const settings = useFootPedalSettings();
  const profile = useUserProfile().data;
  const save = useSettingSaver();
  const hub = useOpenPedalHub();
  const hubState = usePedalHubState(hub);
  return (
    <div className={styles.panel}>
      <h2 className={styles.heading}>{messages.footPedalTab}</h2>
      <PedalStatusIndicator {...hubState} />
      <HelperPairingPanel connection={hubState.connection} />
      {settings.data ? (
        <FootPedalSettingsForm
          value={footPedalSettingsFromWire(settings.data)}
          onSave={(value) => save(() => api.settings.saveFootPedal({ ...value }))}
          pedalSource={hub}
          // Spec 001 section 6: the foot-pedal record settings are for non-secretaries with a role.
          showRecording={canUseAuthorSettings(profile)}
        />
      ) : (
        <Preloader active label={messages.loading} />
      )}
    </div>
  );
}
