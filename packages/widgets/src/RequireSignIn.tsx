import { AccountStorageProvider, useDictation } from '@dictation/core/react';
import { Preloader } from '@dictation/ui';
import type { ReactNode } from 'react';
import { widgetMessages } from './messages';
import { useSignedIn } from './useSignedIn';
import * as styles from './widgets.css';

/**
 * Renders its children once the page's session is signed in, and says why not before. Inside,
 * storage is the signed-in account's (list settings, remembered choices, unsaved fields), as in
 * the portal: two users of one browser keep theirs apart.
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const signedIn = useSignedIn(useDictation().session);
  if (!signedIn) return <p className={styles.placeholder}>{widgetMessages.signInFirst}</p>;
  return (
    <AccountStorageProvider fallback={<Preloader active label={widgetMessages.loading} />}>
      {children}
    </AccountStorageProvider>
  );
}
