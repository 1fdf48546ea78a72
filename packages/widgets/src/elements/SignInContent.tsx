import { LoginForm } from '@dictation/auth';
import { useDictation } from '@dictation/core/react';
import type { ComponentProps } from 'react';

interface SignInFormProps {
  signIn: ComponentProps<typeof LoginForm>['onSignIn'];
  /** The portal's origin: where "Password change / forgotten?" and an expired password go. */
  portalUrl: string;
}

/**
 * `<dictation-sign-in>`'s form, a chunk of its own in the script bundles (SignInElement): a page
 * whose user is signed in already never loads it.
 */
export function SignInForm({ signIn, portalUrl }: SignInFormProps) {
  const { notify } = useDictation();
  return (
    <LoginForm
      onSignIn={signIn}
      // The session's login event re-renders the element as signed in (SignInElement).
      onSignedIn={() => {}}
      onPasswordExpired={(userId) =>
        window.location.assign(`${portalUrl}/password/forgot?userId=${encodeURIComponent(userId)}`)
      }
      notify={notify}
      passwordEmailPath={`${portalUrl}/password/email`}
    />
  );
}
