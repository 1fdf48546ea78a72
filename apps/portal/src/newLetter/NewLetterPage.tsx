import {
  useAccountStorage,
  useFootPedalSettings,
  useRecordingSettings,
  useUserProfile,
} from '@dictation/core/react';
import { defaultFootPedalSettings } from '@dictation/pedal';
import { useOpenLetter } from '@dictation/recorder';
import { Spinner } from '@dictation/ui';
import { useMemo, useState } from 'react';
import * as layout from '../layout/layout.css';
import { messages } from '../messages';
import { footPedalSettingsFromWire } from '../settings/footPedalWire';
import { NewLetterRecorder } from './NewLetterRecorder';

/**
 * The recording page (spec 000 section 2): waits for the open job, the recording and foot pedal
 * settings and the profile, because the recorder reads its key, settings and journal once, when
 * it is created. Settings that fail to load fall back to their defaults.
 */
export function NewLetterPage() {
  // Fast complete starts the next job on the same page: a new visit asks for the open job again.
  const [visit, setVisit] = useState(0);
  const { open, failed } = useOpenLetter(visit);
  const settings = useRecordingSettings();
  const footPedal = useFootPedalSettings();
  const profile = useUserProfile().data;
  const storage = useAccountStorage();
  const known = (read: { data?: unknown; error?: unknown }) =>
    read.data !== undefined || read.error !== undefined;
  const footPedalSettings = useMemo(
    () => (footPedal.data ? footPedalSettingsFromWire(footPedal.data) : defaultFootPedalSettings),
    [footPedal.data],
  );
  return (
    <section aria-labelledby="page-title">
      {failed ? (
        <>
          <h1 id="page-title" className={layout.title}>
            {messages.audioCapture}
          </h1>
          <p role="alert">{messages.somethingWentWrong}</p>
        </>
      ) : open && profile && known(settings) && known(footPedal) ? (
        <NewLetterRecorder
          key={open.audioKey}
          open={open}
          accountId={profile.accountId}
          storage={storage}
          recordingSettings={settings.data}
          footPedalSettings={footPedalSettings}
          onNextJob={() => setVisit((count) => count + 1)}
        />
      ) : (
        <>
          <h1 id="page-title" className={layout.title}>
            {messages.audioCapture}
          </h1>
          <Spinner label={messages.loading} />
        </>
      )}
    </section>
  );
}
