import { useAccountStorage, useDictation, useUserProfile } from '@dictation/core/react';
import type { FootPedalSettings } from '@dictation/pedal';
import { PedalStatusIndicator } from '@dictation/pedal';
import { usePedalSubscription, useUserFootPedalSettings } from '@dictation/recorder';
import { Preloader } from '@dictation/ui';
import type { ReactNode } from 'react';
import { letterViewMessages } from '../messages';
import { LetterView } from './LetterView';
import type { LetterViewProps } from './letterViewProps';

/** What the signed-in session gives: the API client, the user, their pedal and playback speed. */
type FromSession =
  | 'api'
  | 'profile'
  | 'notify'
  | 'log'
  | 'subscribeTapeActions'
  | 'rewindOnStopSeconds'
  | 'playbackSpeed';

export type SignedInLetterViewProps = Omit<LetterViewProps, FromSession>;

/**
 * The letter screen as the signed-in user set it up, inside a `DictationProvider`: their foot pedal
 * and SpeechMike mapped by their foot pedal settings, the pedal's status, and the playback speed
 * they last chose. The portal's letter page and `<dictation-letter-view>` both render it, so a
 * clinician's pedal works the same on either. It waits for the profile and the pedal settings,
 * which the player's rewind on stop and the pedal mapping read when they start.
 */
export function SignedInLetterView(props: SignedInLetterViewProps): ReactNode {
  const profile = useUserProfile().data;
  const footPedalSettings = useUserFootPedalSettings();
  if (!profile || !footPedalSettings) return <Preloader active label={letterViewMessages.loadingLetter} />;
  return <LetterWithPedal {...props} profile={profile} footPedalSettings={footPedalSettings} />;
}

interface LetterWithPedalProps extends SignedInLetterViewProps {
  profile: LetterViewProps['profile'];
  footPedalSettings: FootPedalSettings;
}

function LetterWithPedal({ profile, footPedalSettings, ...props }: LetterWithPedalProps): ReactNode {
  const { api, notify, logFailure } = useDictation();
  const storage = useAccountStorage();
  const { subscribeTapeActions, pedalStatus } = usePedalSubscription(footPedalSettings, notify);
  return (
    <>
      {pedalStatus && <PedalStatusIndicator {...pedalStatus} />}
      <LetterView
        {...props}
        api={api}
        profile={profile}
        notify={notify}
        log={logFailure}
        subscribeTapeActions={subscribeTapeActions}
        rewindOnStopSeconds={footPedalSettings.rewindOnStop}
        playbackSpeed={storage.get('playbackSpeed')}
      />
    </>
  );
}
