import {
  InactivityWarning,
  type ReturnPathStore,
  SessionGuard,
  useInactivityLogout,
  usePasswordExpiryWarning,
} from '@dictation/auth';
import { createSharedActivity, sharedActivityKeyFor } from '@dictation/core';
import {
  AccountStorageProvider,
  useDictation,
  useExpiryNotificationDays,
  useKeptWorkRetention,
  useOrganisationItems,
  useUserProfile,
} from '@dictation/core/react';
import { AppShell, Preloader } from '@dictation/ui';
import { Suspense, useCallback, useEffect, useMemo, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useSignedIn } from '../app/useSignedIn';
import { messages } from '../messages';
import { sidebarItems } from '../navigation/sidebarItems';
import { useServiceWorker } from '../offline/useServiceWorker';
import { paths } from '../routing/paths';
import { pathToRemember } from '../routing/sessionRoutes';
import { useSignOut } from '../signOut/useSignOut';
import { Sidebar } from './Sidebar';
import { mainContentId, SkipLink } from './SkipLink';
import { useKeptRecordingNotices } from './useKeptRecordingNotices';
import { usePageHeadingFocus } from './usePageHeadingFocus';
import { followItem, userMenuItems } from './userMenu';

export interface SignedInLayoutProps {
  returnPath: ReturnPathStore;
  /**
   * Downloads the pages a user usually opens next from this path, returning the cancel
   * (app/nextPages.ts). Given by the routes, which know the pages: the shell is one of them.
   */
  preloadNextPages: (pathname: string) => () => void;
}

/**
 * Every signed-in route: guard, profile, sidebar, list header, inactivity and expiry warnings,
 * the sign-out's question while work is unsent, what a sign-out kept on this computer (and for how
 * long), and the focus on the page's heading after a route change.
 */
export function SignedInLayout({ returnPath, preloadNextPages }: SignedInLayoutProps) {
  const { session } = useDictation();
  const signedIn = useSignedIn(session);
  const location = useLocation();
  useEffect(() => preloadNextPages(location.pathname), [preloadNextPages, location.pathname]);
  const navigate = useNavigate();
  const toLogin = useCallback(() => navigate(paths.login, { replace: true }), [navigate]);
  // A deliberate sign-out resets all stored state (spec 000 section 2): nothing to return to.
  // A 401, inactivity or a logout in another tab keeps the path for after the next login.
  const signingOut = useRef(false);
  const markSigningOut = useCallback(() => {
    signingOut.current = true;
    returnPath.clear();
  }, [returnPath]);
  if (signedIn) signingOut.current = false;
  return (
    <SessionGuard
      signedIn={signedIn}
      requestedPath={
        signingOut.current ? undefined : pathToRemember(location.pathname, location.search, location.hash)
      }
      returnPath={returnPath}
      onSignInRequired={toLogin}
    >
      <ProfileArea onSigningOut={markSigningOut} />
    </SessionGuard>
  );
}

interface SigningOutProps {
  /** Called just before a deliberate sign-out. */
  onSigningOut: () => void;
}

function ProfileArea({ onSigningOut }: SigningOutProps) {
  return (
    <AccountStorageProvider fallback={<Preloader active initial label={messages.loading} />}>
      <Shell onSigningOut={onSigningOut} />
    </AccountStorageProvider>
  );
}

function Shell({ onSigningOut }: SigningOutProps) {
  const { session, storage, notify } = useDictation();
  const profile = useUserProfile().data;
  const organisationItems = useOrganisationItems().data;
  const expiry = useExpiryNotificationDays().data;
  const location = useLocation();
  const navigate = useNavigate();

  // docs/architecture.md, "Session and where tokens live": the tabs of a sign-in share activity.
  const shared = useMemo(
    () => createSharedActivity(globalThis.localStorage, sharedActivityKeyFor(session.apiOrigin)),
    [session],
  );
  const inactivity = useInactivityLogout({
    timeoutSeconds: profile?.inactivityTimeoutSeconds,
    onTimeout: () => session.logout(),
    shared,
  });
  usePasswordExpiryWarning({ daysLeft: expiry?.days, storage, notify });
  useKeptRecordingNotices(storage, notify);
  useKeptWorkRetention(session, globalThis.localStorage, profile?.accountId);
  useServiceWorker();
  usePageHeadingFocus(mainContentId);

  const signOutNow = useCallback(() => {
    // Spec 000 section 2: logout goes to /login and resets all stored state (work the server
    // does not have yet stays: accountStorage's `pending` keys and the journals).
    onSigningOut();
    storage.clear();
    session.logout();
  }, [onSigningOut, session, storage]);
  const { signOut, question: unsentWorkQuestion } = useSignOut(signOutNow);

  if (!profile) return null;
  const items = sidebarItems(profile, organisationItems);
  return (
    <>
      <InactivityWarning deadline={inactivity.deadline} onStay={inactivity.stay} onSignOut={signOut} />
      {unsentWorkQuestion}
      <AppShell
        productName={messages.appName}
        homeHref={paths.home}
        onHome={(event) => {
          event.preventDefault();
          navigate(paths.home);
        }}
        user={{ name: profile.fullName || profile.userName || '', role: profile.roles[0]?.name }}
        userMenu={userMenuItems(items)}
        onUserMenuAction={(id) =>
          followItem(
            items.find((item) => item.id === id),
            { navigate, signOut, open: (href) => window.location.assign(href) },
          )
        }
        before={<SkipLink />}
        mainId={mainContentId}
        navigation={(collapsed) => (
          <Sidebar
            items={items}
            pathname={location.pathname}
            onNavigate={navigate}
            onSignOut={signOut}
            collapsed={collapsed}
          />
        )}
      >
        {/* Pages are loaded on first visit (app/lazyPage.ts): the shell stays while one loads. */}
        <Suspense fallback={<Preloader active label={messages.loading} />}>
          <Outlet />
        </Suspense>
      </AppShell>
    </>
  );
}
