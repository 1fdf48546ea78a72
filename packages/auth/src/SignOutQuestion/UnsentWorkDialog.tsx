import { pageUnsentWork, type UnsentWork, type UnsentWorkRegistry, unsentWorkKey } from '@dictation/core';
import { Button, Dialog } from '@dictation/ui';
import { useEffect, useState } from 'react';
import * as styles from './UnsentWorkDialog.css';
import { unsentWorkMessages as messages } from './unsentWorkMessages';

export interface UnsentWorkDialogProps {
  /** Signs out; what is still unsent stays on this computer for the account. */
  onSignOut: () => void;
  /** Closes the question: the user stays signed in. */
  onStay: () => void;
  /** @default pageUnsentWork */
  registry?: UnsentWorkRegistry;
  /** How often the list is read again. @default 500 */
  pollMs?: number;
}

const sameWork = (a: UnsentWork[], b: UnsentWork[]) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The work the page still holds, read again every `pollMs`: the sources (recorder, field saves,
 * letter text) change as the server answers, and none has to tell the dialog.
 */
function useUnsentWorkList(registry: UnsentWorkRegistry, pollMs: number): UnsentWork[] {
  const [work, setWork] = useState(() => registry.unsent());
  useEffect(() => {
    const timer = setInterval(() => {
      const next = registry.unsent();
      setWork((current) => (sameWork(current, next) ? current : next));
    }, pollMs);
    return () => clearInterval(timer);
  }, [registry, pollMs]);
  return work;
}

/**
 * Issue 31: a sign-out while the server lacks some of the user's work says what is waiting, and
 * asks. "Wait until saved" (the default) sends it now and signs out once the server has it all;
 * "Sign out and keep it on this computer" signs out at once, the work kept for this account
 * (core's `keptWorkRetentionDays`). Escape or "Stay signed in" closes it.
 */
export function UnsentWorkDialog({
  onSignOut,
  onStay,
  registry = pageUnsentWork,
  pollMs = 500,
}: UnsentWorkDialogProps) {
  const work = useUnsentWorkList(registry, pollMs);
  const [waiting, setWaiting] = useState(false);
  const done = work.length === 0;
  useEffect(() => {
    if (waiting && done) onSignOut();
  }, [waiting, done, onSignOut]);

  return (
    <Dialog
      title={messages.title}
      role="alertdialog"
      size="small"
      showCloseButton={false}
      isOpen
      onOpenChange={(open) => {
        if (!open) onStay();
      }}
      footer={
        <>
          <Button variant="secondary" onPress={onStay}>
            {messages.staySignedIn}
          </Button>
          <Button variant="secondary" onPress={onSignOut}>
            {messages.signOutAndKeep}
          </Button>
          <Button
            variant="primary"
            autoFocus
            // Pending keeps the focus on it and says so, while the status below explains.
            isPending={waiting}
            pendingLabel={messages.saving}
            onPress={() => {
              setWaiting(true);
              registry.sendNow();
            }}
          >
            {messages.waitUntilSaved}
          </Button>
        </>
      }
    >
      <p className={styles.text}>{messages.intro}</p>
      <ul className={styles.list}>
        {work.map((item) => (
          <li key={unsentWorkKey(item)}>{messages.item(item)}</li>
        ))}
      </ul>
      <p role="status" className={styles.text}>
        {waiting ? messages.waiting : ''}
      </p>
      <p className={styles.text}>{messages.keepExplained}</p>
    </Dialog>
  );
}
