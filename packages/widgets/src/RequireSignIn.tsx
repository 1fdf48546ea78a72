import { useDictation } from '@dictation/core/react';
import type { ReactNode } from 'react';
import { widgetMessages } from './messages';
import { useSignedIn } from './useSignedIn';
import * as styles from './widgets.css';

/** Renders its children once the page's session is signed in, and says why not before. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const signedIn = useSignedIn(useDictation().session);
  if (!signedIn) return <p className={styles.placeholder}>{widgetMessages.signInFirst}</p>;
  return children;
}
