import { type Credentials, createSignIn, UnsentWorkDialog, useSignOutQuestion } from '@dictation/auth';
import { useDictation, useUserProfile } from '@dictation/core/react';
import { Button } from '@dictation/ui';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { Emit } from '../events';
import { widgetMessages } from '../messages';
import { lazyContent, ShownOnce } from '../ShownOnce';
import { useSignedIn } from '../useSignedIn';
import * as styles from '../widgets.css';

const SignInForm = lazyContent(() => import('./SignInContent').then((module) => module.SignInForm));

function SignedInBar() {
  const { session } = useDictation();
  const profile = useUserProfile().data;
  // As in the portal: while an element of the page holds work the server lacks, Sign out asks.
  const { signOut, question } = useSignOutQuestion(
    useCallback(() => session.logout(), [session]),
    UnsentWorkDialog,
  );
  return (
    <div className={styles.sessionBar}>
      {profile ? <span>{widgetMessages.signedInAs(profile.fullName || profile.userName || '')}</span> : null}
      <Button variant="secondary" onPress={signOut}>
        {widgetMessages.signOut}
      </Button>
      {question}
    </div>
  );
}

export interface SignInBodyProps {
  /** The element, whose form loads when it is first shown. */
  host: HTMLElement;
  emit: Emit;
  /** The portal's origin: where "Password change / forgotten?" and an expired password go. */
  portalUrl: string;
}

/** What `<dictation-sign-in>` renders (SignInElement), imported as the element connects. */
export function SignInBody({ host, emit, portalUrl }: SignInBodyProps) {
  const { session } = useDictation();
  const signedIn = useSignedIn(session);
  const lastUsername = useRef<string | undefined>(undefined);
  useEffect(
    () =>
      session.subscribe((event) => {
        if (event.type === 'login') emit('dictation-signed-in', { username: lastUsername.current });
        if (event.type === 'logout') emit('dictation-signed-out', { remote: event.remote });
      }),
    [session, emit],
  );
  const signIn = useMemo(() => {
    const checkCredentials = createSignIn(session);
    return (credentials: Credentials) => {
      lastUsername.current = credentials.username;
      return checkCredentials(credentials);
    };
  }, [session]);
  if (signedIn) return <SignedInBar />;
  return (
    <ShownOnce host={host} load={SignInForm.load}>
      <SignInForm signIn={signIn} portalUrl={portalUrl} />
    </ShownOnce>
  );
}
