import {
  InactivityWarning,
  UnsentWorkDialog,
  useInactivityLogout,
  useSignOutQuestion,
} from '@dictation/auth';
import { createSharedActivity, type Session, sharedActivityKeyFor } from '@dictation/core';
import { useDictation, useKeptWorkRetention, useUserProfile } from '@dictation/core/react';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { type PageInactivity, pageInactivityFor } from './pageInactivity';
import { useSignedIn } from './useSignedIn';

interface PageTrackerProps {
  session: Session;
  page: PageInactivity;
}

/**
 * The page's one inactivity tracker, as the portal's signed-in shell runs it: the host page's
 * mouse and keyboard, core's page activity bus (recording, playback, pedals, SpeechMikes,
 * hotkeys), and the last activity of every tab and widget of the API (the portal's tabs too).
 * The one element that runs it also notes the account's sign-ins and sign-outs.
 */
function PageTracker({ session, page }: PageTrackerProps) {
  const profile = useUserProfile().data;
  const shared = useMemo(
    () => createSharedActivity(globalThis.localStorage, sharedActivityKeyFor(session.apiOrigin)),
    [session],
  );
  const { deadline, stay } = useInactivityLogout({
    timeoutSeconds: profile?.inactivityTimeoutSeconds,
    // The session's logout event does the rest in every element: the recorder stops and keeps
    // its recording, `<dictation-sign-in>` shows its form and tells the host.
    onTimeout: () => session.logout(),
    shared,
  });
  useEffect(() => {
    page.warn(deadline === null ? null : { deadline, stay });
    return () => page.warn(null);
  }, [page, deadline, stay]);
  // The page's sign-ins and sign-outs, noted once for the page as the portal does: work a
  // sign-out left here is deleted after core's keptWorkRetentionDays (defineDictationElement.ts).
  useKeptWorkRetention(session, globalThis.localStorage, profile?.accountId);
  return null;
}

function SignedInElement({ element, session }: { element: HTMLElement; session: Session }) {
  const page = pageInactivityFor(session.apiOrigin);
  useEffect(() => page.join(element), [page, element]);
  const leads = useSyncExternalStore(page.subscribe, () => page.leads(element));
  const warning = useSyncExternalStore(page.subscribe, () => page.warningShownBy(element));
  const { signOut, question } = useSignOutQuestion(
    useCallback(() => session.logout(), [session]),
    UnsentWorkDialog,
  );
  return (
    <>
      {leads ? <PageTracker session={session} page={page} /> : null}
      {warning ? (
        <InactivityWarning deadline={warning.deadline} onStay={warning.stay} onSignOut={signOut} />
      ) : null}
      {question}
    </>
  );
}

/**
 * An element's part in the page's inactivity sign-out (issue 31, spec 000 sections 4 and 9):
 * while signed in it joins its API's coordinator (pageInactivity.ts), which has one element count
 * and one show the warning, however many the host put on the page.
 */
export function InactivitySignOut({ element }: { element: HTMLElement }) {
  const { session } = useDictation();
  const signedIn = useSignedIn(session);
  return signedIn ? <SignedInElement element={element} session={session} /> : null;
}
