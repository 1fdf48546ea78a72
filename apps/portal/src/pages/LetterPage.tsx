import { type LetterListMode, type LetterMetadata, parseLetterId } from '@dictation/core';
import { useAccountStorage, useDictation, useUserProfile } from '@dictation/core/react';
import { LeaveWhileSavingDialog, LetterView, type SaveStatus } from '@dictation/letter-view';
import { type FootPedalSettings, PedalStatusIndicator } from '@dictation/pedal';
import { usePedalSubscription, useUserFootPedalSettings } from '@dictation/recorder';
import { Preloader } from '@dictation/ui';
import { useCallback, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import * as styles from '../layout/layout.css';
import { messages } from '../messages';
import { LeaveGuard } from '../navigation/LeaveGuard';
import { correctedLetterPath } from '../routing/letterRoutes';
import { isPublicPath, listPath } from '../routing/paths';

export interface LetterPageProps {
  mode: LetterListMode;
}

/**
 * in-progress/letter/{id} and completed/letter/{id}: `@dictation/letter-view`'s screen, with the
 * URL corrected to the letter's list (spec 000 section 2), 'Sorry, but the letter was not found'
 * without a usable id (spec 001), and leaving held back while changes are being stored.
 */
export function LetterPage({ mode }: LetterPageProps) {
  const { id: rawId } = useParams();
  const id = parseLetterId(rawId);
  const profile = useUserProfile().data;
  const footPedalSettings = useUserFootPedalSettings();
  if (id === null) {
    return (
      <p role="alert" className={styles.emptyState}>
        {messages.letterNotFound}
      </p>
    );
  }
  if (!profile || !footPedalSettings) return <Preloader active label={messages.loading} />;
  return (
    <LetterScreen key={id} id={id} mode={mode} profile={profile} footPedalSettings={footPedalSettings} />
  );
}

interface LetterScreenProps {
  id: number;
  mode: LetterListMode;
  profile: NonNullable<ReturnType<typeof useUserProfile>['data']>;
  footPedalSettings: FootPedalSettings;
}

function LetterScreen({ id, mode, profile, footPedalSettings }: LetterScreenProps) {
  const { api, notify, logFailure } = useDictation();
  const storage = useAccountStorage();
  const navigate = useNavigate();
  const { subscribeTapeActions, pedalStatus } = usePedalSubscription(footPedalSettings, notify);
  const [save, setSave] = useState<{ status: SaveStatus; hasUnsaved: boolean }>({
    status: { state: 'saved', failures: 0 },
    hasUnsaved: false,
  });
  const toList = useCallback(() => navigate(listPath(mode)), [navigate, mode]);
  const onOpened = useCallback(
    (letter: LetterMetadata) => {
      const corrected = correctedLetterPath(mode, id, letter);
      if (corrected) navigate(corrected, { replace: true });
    },
    [mode, id, navigate],
  );
  const onSaveStateChange = useCallback(
    (status: SaveStatus, hasUnsaved: boolean) => setSave({ status, hasUnsaved }),
    [],
  );
  // Signing out (or a 401) goes to a public page: that never waits.
  const shouldBlock = (pathname: string) => save.hasUnsaved && !isPublicPath(pathname);

  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {messages.letterTitle(id)}
      </h1>
      {pedalStatus && <PedalStatusIndicator {...pedalStatus} />}
      <LetterView
        letterId={id}
        api={api}
        profile={profile}
        notify={notify}
        log={logFailure}
        onLeave={toList}
        onOpened={onOpened}
        onSaveStateChange={onSaveStateChange}
        subscribeTapeActions={subscribeTapeActions}
        rewindOnStopSeconds={footPedalSettings.rewindOnStop}
        playbackSpeed={storage.get('playbackSpeed')}
      />
      <LeaveGuard shouldBlock={shouldBlock} asksOnUnload={() => save.hasUnsaved}>
        {(blocker) => (
          <LeaveWhileSavingDialog
            isOpen={blocker.blocked}
            status={save.status}
            hasUnsaved={save.hasUnsaved}
            onLeave={blocker.proceed}
            onStay={blocker.reset}
          />
        )}
      </LeaveGuard>
    </section>
  );
}
