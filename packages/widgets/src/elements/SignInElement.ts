import { type Credentials, createSignIn, UnsentWorkDialog, useSignOutQuestion } from '@dictation/auth';
import { useDictation, useUserProfile } from '@dictation/core/react';
import { Button } from '@dictation/ui';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { readAttributes } from '../attributeSchema';
import { DictationWidgetElement } from '../DictationWidgetElement';
import { commonAttributes, elementAttributes } from '../elementAttributes';
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

interface SignInProps {
  /** The element, whose form loads when it is first shown. */
  host: HTMLElement;
  emit: Emit;
  /** The portal's origin: where "Password change / forgotten?" and an expired password go. */
  portalUrl: string;
}

function SignIn({ host, emit, portalUrl }: SignInProps) {
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
    <ShownOnce host={host}>
      <SignInForm signIn={signIn} portalUrl={portalUrl} />
    </ShownOnce>
  );
}

/**
 * `<dictation-sign-in>`: the login form of `@dictation/auth` while signed out, then who is signed
 * in and Sign out. The session it holds is the one every other element with the same
 * `api-base-url` and `client-id` uses. The form loads when the element is first shown
 * signed out (ShownOnce); its events come whether it is shown or not.
 *
 * Attributes: the common ones and `DictationSignInElement.attributes`. Events:
 * `dictation-signed-in`, `dictation-signed-out`, `dictation-error`.
 */
export class DictationSignInElement extends DictationWidgetElement {
  static override readonly attributes = elementAttributes['dictation-sign-in'];

  protected override renderContent() {
    const { portalUrl } = readAttributes(DictationSignInElement.attributes, this);
    const { apiBaseUrl } = readAttributes(commonAttributes, this);
    return <SignIn host={this} emit={this.emit} portalUrl={portalUrl ?? apiBaseUrl} />;
  }
}
