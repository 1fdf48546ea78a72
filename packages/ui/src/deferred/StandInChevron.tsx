import { ChevronDownIcon } from '../icons';
import { messages } from '../messages';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './StandInChevron.css';

export interface StandInChevronProps {
  /** The stand-in was pressed and its control's code is not in yet (`useDeferredControl`). */
  waiting: boolean;
  /** The chevron's class, which the spinner takes too (its place, its colour). */
  className?: string | undefined;
}

/**
 * A stand-in's chevron; while its pressed control's code downloads, a spinner in its place, so a
 * user on a slow line sees the press was taken (issue 33).
 */
export function StandInChevron({ waiting, className }: StandInChevronProps) {
  if (!waiting) return <ChevronDownIcon className={className} />;
  return (
    <Spinner
      size="small"
      label={messages.loading}
      className={className ? `${className} ${styles.waitingSpinner}` : styles.waitingSpinner}
    />
  );
}
