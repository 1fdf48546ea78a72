import { Button, Spinner } from '@dictation/ui';
import * as styles from './ReadStatus.css';

export interface ReadStatusProps {
  /** `loading` or `failed`; an answer is the caller's to show. */
  state: { kind: 'loading' } | { kind: 'failed'; message: string };
  /** What is loading, shown and announced. */
  loadingLabel: string;
  /** What failed, said before the server's reason. */
  failedLabel: string;
  retryLabel: string;
  onRetry: () => void;
}

/**
 * A read in a dialog, drawer or panel that has no answer yet: a labelled spinner, or the failure
 * (announced) with the server's reason and Try again.
 */
export function ReadStatus({ state, loadingLabel, failedLabel, retryLabel, onRetry }: ReadStatusProps) {
  if (state.kind === 'loading') {
    return (
      <div className={styles.root} data-state="loading">
        <Spinner label={loadingLabel} />
        <span aria-hidden="true">{loadingLabel}</span>
      </div>
    );
  }
  return (
    <div className={styles.root} data-state="failed">
      <div role="alert" className={styles.message}>
        <p className={styles.line}>{failedLabel}</p>
        {state.message && <p className={styles.reason}>{state.message}</p>}
      </div>
      <Button variant="secondary" onPress={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
