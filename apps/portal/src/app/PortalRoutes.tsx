import type { ReturnPathStore } from '@dictation/auth';
import { canCreateLetter } from '@dictation/core';
import { useOrganisationItems, useUserProfile } from '@dictation/core/react';
import { Preloader } from '@dictation/ui';
import { type ReactNode, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { messages } from '../messages';
import { LetterRedirectPage } from '../pages/LetterRedirectPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { paths } from '../routing/paths';
import { homePath } from '../routing/sessionRoutes';
import { allowsAudioImport } from '../upload/importRights';
import { preloadNextPages } from './nextPages';
import {
  HelpPage,
  LetterPage,
  ListPage,
  LoginPage,
  NewLetterPage,
  PasswordEmailConfirmPage,
  PasswordEmailPage,
  PasswordForgotPage,
  PasswordResetConfirmPage,
  PasswordResetPage,
  SettingsPage,
  SignedInLayout,
  UploadAudioPage,
} from './routePages';

function Home() {
  const profile = useUserProfile().data;
  return <Navigate to={homePath(canCreateLetter(profile))} replace />;
}

/**
 * A page opened by its URL follows the sidebar's rules (spec 000 section 2): the recording page
 * for users who may create letters, Upload audio where an organisation allows import. Otherwise
 * the user's home, as if the link had never been there.
 */
function SidebarRule({ page, children }: { page: 'new-letter' | 'upload-audio'; children: ReactNode }) {
  const profile = useUserProfile().data;
  const organisationItems = useOrganisationItems();
  const home = <Navigate to={homePath(canCreateLetter(profile))} replace />;
  if (page === 'new-letter') return canCreateLetter(profile) ? children : home;
  if (organisationItems.data === undefined && !organisationItems.error)
    return <Preloader active label={messages.loading} />;
  return allowsAudioImport(organisationItems.data) ? children : home;
}

/** The route table of spec 000 section 2 and spec 001 section 2. */
export interface PortalRoutesProps {
  returnPath: ReturnPathStore;
  /** Starts the next screen's loads once a sign-in succeeds (startScreen.ts). */
  onSignedIn?: (nextPath: string) => void;
}

export function PortalRoutes({ returnPath, onSignedIn }: PortalRoutesProps) {
  return (
    // The public pages and the signed-in shell are lazy chunks (routePages.ts): the preloader
    // while one downloads.
    <Suspense fallback={<Preloader active label={messages.loading} />}>
      <Routes>
        <Route
          path={paths.login}
          element={
            <LoginPage
              returnPath={returnPath}
              preloadSignedIn={SignedInLayout.preload}
              onSignedIn={onSignedIn}
            />
          }
        />
        <Route path={paths.passwordEmail} element={<PasswordEmailPage />} />
        <Route path={paths.passwordEmailConfirm} element={<PasswordEmailConfirmPage />} />
        <Route path={paths.passwordReset} element={<PasswordResetPage />} />
        <Route path={paths.passwordResetConfirm} element={<PasswordResetConfirmPage />} />
        <Route path={paths.passwordForgot} element={<PasswordForgotPage />} />
        <Route element={<SignedInLayout returnPath={returnPath} preloadNextPages={preloadNextPages} />}>
          <Route index element={<Home />} />
          <Route
            path={paths.newLetter}
            element={
              <SidebarRule page="new-letter">
                <NewLetterPage />
              </SidebarRule>
            }
          />
          <Route path={paths.inProgress} element={<ListPage mode="in-progress" />} />
          <Route path={paths.completed} element={<ListPage mode="completed" />} />
          <Route path={`${paths.inProgress}/letter/:id?`} element={<LetterPage mode="in-progress" />} />
          <Route path={`${paths.completed}/letter/:id?`} element={<LetterPage mode="completed" />} />
          <Route path="/letter/:id?" element={<LetterRedirectPage />} />
          <Route
            path={paths.uploadAudio}
            element={
              <SidebarRule page="upload-audio">
                <UploadAudioPage />
              </SidebarRule>
            }
          />
          <Route path={paths.settings} element={<SettingsPage />} />
          <Route path={paths.help} element={<HelpPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
