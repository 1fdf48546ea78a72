import { Button, Dialog, VisuallyHidden } from '@dictation/ui';
import { useEffect, useState } from 'react';
import { messages } from '../messages';
import { announcedSeconds, formatCountdown, secondsUntil } from './countdown';
import * as styles from './InactivityWarning.css';

export interface InactivityWarningProps {
  /** Epoch ms of the inactivity sign-out while the warning shows; null hides it. */
  deadline: number | null;
  /** "Stay signed in" (or Escape): the user is there. */
  onStay: () => void;
  /** "Sign out" now, as the menu's Sign out does. */
  onSignOut: () => void;
  /**
   * The clock the countdown reads.
   * @default Date.now
   */
  now?: () => number;
}

/** Re-reads the clock every second while a deadline is set. */
function useSecondsLeft(deadline: number | null, now: () => number): number {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => setTick((tick) => tick + 1), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return deadline === null ? 0 : secondsUntil(deadline, now());
}

/**
 * The warning before an inactivity sign-out (issue 31; WCAG 2.2.1): an alert dialog, announced
 * when it opens, with the time left and "Stay signed in" focused; the time left is announced again
 * every ten seconds. Escape stays too. Use it with `useInactivityLogout`.
 */
export function InactivityWarning({ deadline, onStay, onSignOut, now = Date.now }: InactivityWarningProps) {
  const secondsLeft = useSecondsLeft(deadline, now);
  const time = formatCountdown(secondsLeft);
  return (
    <Dialog
      title={messages.inactivityTitle}
      role="alertdialog"
      size="small"
      showCloseButton={false}
      isOpen={deadline !== null}
      onOpenChange={(open) => {
        if (!open) onStay();
      }}
      footer={
        <>
          <Button variant="secondary" onPress={onSignOut}>
            {messages.signOut}
          </Button>
          <Button variant="primary" autoFocus onPress={onStay}>
            {messages.staySignedIn}
          </Button>
        </>
      }
    >
      <p>{messages.inactivityCountdown(time)}</p>
      <p aria-hidden="true" className={styles.countdown}>
        {time}
      </p>
      <VisuallyHidden>
        <p role="status">{messages.inactivityAnnouncement(announcedSeconds(secondsLeft))}</p>
      </VisuallyHidden>
    </Dialog>
  );
}
