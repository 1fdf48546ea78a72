import * as styles from './AuthForm.css';

export interface ServerMessageProps {
  /** The server outcome to announce; nothing renders without one. */
  title?: string;
  detail?: string;
}

/**
 * A server outcome under the form. The live region stays mounted so a screen reader announces the
 * text when it appears (a region inserted together with its text is often not read).
 */
export function ServerMessage({ title, detail }: ServerMessageProps) {
  return (
    <div role="alert" className={styles.alert}>
      {title && <strong className={styles.alertTitle}>{title}</strong>}
      {detail}
    </div>
  );
}
