/**
 * The public routes of spec 000 section 2, each an @dictation/auth component wired to the router.
 */
import {
  ChangePasswordForm,
  type Credentials,
  createPasswordActions,
  createSignIn,
  LoginForm,
  PasswordEmailConfirm,
  PasswordEmailForm,
  PasswordResetConfirm,
  PasswordResetForm,
  type ReturnPathStore,
} from '@dictation/auth';
import { useDictation } from '@dictation/core/react';
import { type ReactNode, useMemo } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import * as appStyles from '../app/app.css';
import { useSignedIn } from '../app/useSignedIn';
import { paths } from '../routing/paths';
import { passwordForgotUserId, passwordResetParams, pathAfterSignIn } from '../routing/sessionRoutes';

function PublicPage({ children }: { children: ReactNode }) {
  return <main className={appStyles.publicPage}>{children}</main>;
}

function usePasswordActions() {
  const { api } = useDictation();
  return useMemo(() => createPasswordActions(api), [api]);
}

export interface LoginPageProps {
  returnPath: ReturnPathStore;
  /** Starts downloading the signed-in pages; called when the user signs in. */
  preloadSignedIn?: () => Promise<unknown>;
  /** Called once the credentials are accepted, with the path the user goes to next. */
  onSignedIn?: (nextPath: string) => void;
}

export function LoginPage({ returnPath, preloadSignedIn, onSignedIn }: LoginPageProps) {
  const { session, notify, storage } = useDictation();
  const signedIn = useSignedIn(session);
  const navigate = useNavigate();
  const signIn = useMemo(() => {
    const checkCredentials = createSignIn(session);
    return (credentials: Credentials) => {
      // The signed-in shell downloads while the credentials are checked; a failed download is
      // retried when the route renders, so it is not reported here.
      preloadSignedIn?.().catch(() => {});
      return checkCredentials(credentials).then((result) => {
        // Spec 000 section 3 keeps the username locally: the next sign-in starts with it. A global
        // key, so signing out (which clears the account's keys) keeps it.
        if (result.outcome === 'signedIn') {
          storage.set('username', credentials.username);
          // The next screen's code and reads start now, before the route changes (issue 33).
          onSignedIn?.(pathAfterSignIn(returnPath.peek()));
        }
        return result;
      });
    };
  }, [session, preloadSignedIn, onSignedIn, storage, returnPath]);
  // Spec 000 section 2: /login redirects to / when already signed in.
  // Peek, not take: React may render twice; the guard forgets the path on arrival.
  if (signedIn) return <Navigate to={pathAfterSignIn(returnPath.peek())} replace />;
  return (
    <PublicPage>
      <LoginForm
        onSignIn={signIn}
        // The guard above navigates once the session reports the login.
        onSignedIn={() => {}}
        onPasswordExpired={(userId) =>
          navigate(`${paths.passwordForgot}?userId=${encodeURIComponent(userId)}`)
        }
        notify={notify}
        onNavigate={navigate}
        passwordEmailPath={paths.passwordEmail}
        defaultUsername={storage.get('username')}
      />
    </PublicPage>
  );
}

export function PasswordEmailPage() {
  const { notify } = useDictation();
  const actions = usePasswordActions();
  const navigate = useNavigate();
  return (
    <PublicPage>
      <PasswordEmailForm
        onRequestReset={actions.requestPasswordReset}
        onSent={() => navigate(paths.passwordEmailConfirm)}
        onFailed={() => navigate(paths.home)}
        notify={notify}
        onNavigate={navigate}
        loginPath={paths.login}
      />
    </PublicPage>
  );
}

export function PasswordEmailConfirmPage() {
  const navigate = useNavigate();
  return (
    <PublicPage>
      <PasswordEmailConfirm onNavigate={navigate} loginPath={paths.login} />
    </PublicPage>
  );
}

export function PasswordResetPage() {
  const actions = usePasswordActions();
  const navigate = useNavigate();
  const params = passwordResetParams(useLocation().search);
  if (!params) return <Navigate to={paths.home} replace />;
  return (
    <PublicPage>
      <PasswordResetForm
        code={params.code}
        userId={params.userId}
        onResetPassword={actions.resetPassword}
        onReset={() => navigate(paths.passwordResetConfirm)}
      />
    </PublicPage>
  );
}

export function PasswordResetConfirmPage() {
  const navigate = useNavigate();
  return (
    <PublicPage>
      <PasswordResetConfirm onNavigate={navigate} loginPath={paths.login} />
    </PublicPage>
  );
}

/** /password/forgot?userId=: the change form after an expired password. */
export function PasswordForgotPage() {
  const { notify } = useDictation();
  const actions = usePasswordActions();
  const navigate = useNavigate();
  const userId = passwordForgotUserId(useLocation().search);
  if (!userId) return <Navigate to={paths.home} replace />;
  return (
    <PublicPage>
      <ChangePasswordForm
        userId={userId}
        onChangePassword={actions.changeExpiredPassword}
        onChanged={() => navigate(paths.home)}
        notify={notify}
      />
    </PublicPage>
  );
}
