import { useAccountStorage, useRecordingSettings, useUserProfile } from '@dictation/core/react';
import { Spinner } from '@dictation/ui';
import * as layout from '../layout/layout.css';
import { messages } from '../messages';
import { NewLetterRecorder } from './NewLetterRecorder';
import { useOpenLetter } from './useOpenLetter';

/**
 * The recording page (spec 000 section 2): waits for the open job, the recording settings and the
 * profile, because the recorder reads its key, settings and journal once, when it is created.
 */
export function NewLetterPage() {
  const { open, failed } = useOpenLetter();
  const settings = useRecordingSettings();
  const profile = useUserProfile().data;
  const storage = useAccountStorage();
  const settingsKnown = settings.data !== undefined || settings.error !== undefined;
  return (
    <section aria-labelledby="page-title">
      {failed ? (
        <>
          <h1 id="page-title" className={layout.title}>
            {messages.audioCapture}
          </h1>
          <p role="alert">{messages.somethingWentWrong}</p>
        </>
      ) : open && profile && settingsKnown ? (
        <NewLetterRecorder
          key={open.audioKey}
          open={open}
          accountId={profile.accountId}
          storage={storage}
          recordingSettings={settings.data}
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
