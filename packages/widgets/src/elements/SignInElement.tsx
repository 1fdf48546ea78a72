import {
  type Credentials,
  createSignIn,
  LoginForm,
  UnsentWorkDialog,
  useSignOutQuestion,
} from '@dictation/auth';
import { useDictation, useUserProfile } from '@dictation/core/react';
import { Button } from '@dictation/ui';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { readAttributes } from '../attributeSchema';
import { DictationWidgetElement } from '../DictationWidgetElement';
import { commonAttributes, elementAttributes } from '../elementAttributes';
import type { Emit } from '../events';
import { widgetMessages } from '../messages';
import { useSignedIn } from '../useSignedIn';
import * as styles from '../widgets.css';

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

interface SignInProps {
  emit: Emit;
  /** The portal's origin: where "Password change / forgotten?" and an expired password go. */
  portalUrl: string;
}

function SignIn({ emit, portalUrl }: SignInProps) {
  const { session, notify } = useDictation();
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
    <LoginForm
      onSignIn={signIn}
      // The session's login event above re-renders this element as signed in.
      onSignedIn={() => {}}
      onPasswordExpired={(userId) =>
        window.location.assign(`${portalUrl}/password/forgot?userId=${encodeURIComponent(userId)}`)
      }
      notify={notify}
      passwordEmailPath={`${portalUrl}/password/email`}
    />
  );
}

/**
 * `<dictation-sign-in>`: the login form of `@dictation/auth` while signed out, then who is signed
 * in and Sign out. The session it holds is the one every other element with the same
 * `api-base-url` and `client-id` uses.
 *
 * Attributes: the common ones and `DictationSignInElement.attributes`. Events:
 * `dictation-signed-in`, `dictation-signed-out`, `dictation-error`.
 */
export class DictationSignInElement extends DictationWidgetElement {
  static override readonly attributes = elementAttributes['dictation-sign-in'];

  protected override renderContent() {
    const { portalUrl } = readAttributes(DictationSignInElement.attributes, this);
    const { apiBaseUrl } = readAttributes(commonAttributes, this);
    return <SignIn emit={this.emit} portalUrl={portalUrl ?? apiBaseUrl} />;
  }
}
