import { Spinner } from '@dictation/ui';
import { recorderLabels } from '../messages';
import type { LoadState } from '../player/loadAudioRecord';
import * as styles from '../RecorderPanel/RecorderPanel.css';

export interface PlayerStatusNoticeProps {
  /** Where loading the stored recording is. @default undefined (nothing to load) */
  load?: LoadState;
  /** Show the spinner (the audio, or the recorder around it, is not ready yet). @default false */
  isLoading?: boolean;
}

/**
 * Loading a stored recording as the user sees it: a spinner, the spec's conversion message while
 * the mp3 rendition is made, and why it failed ('Audio not found', spec 000 section 8) as an alert.
 */
export function PlayerStatusNotice({ load, isLoading = false }: PlayerStatusNoticeProps) {
  return (
    <>
      {isLoading && <Spinner label={load?.kind === 'converting' ? load.message : recorderLabels.loading} />}
      {load?.kind === 'converting' && <p className={styles.muted}>{load.message}</p>}
      {load?.kind === 'failed' && (
        <p className={styles.failure} role="alert">
          {load.message}
        </p>
      )}
    </>
  );
}
