import { ProgressBar } from 'react-aria-components/ProgressBar';
import { messages } from '../messages';
import * as styles from './Spinner.css';

export const spinnerSizes = ['small', 'medium', 'large'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export interface SpinnerProps {
  /**
   * What is loading, announced to screen readers (an indeterminate progress bar).
   * @default 'Loading'
   */
  label?: string;
  /**
   * Size; `small` follows the surrounding font size (for buttons).
   * @default 'medium'
   */
  size?: SpinnerSize;
  /**
   * Extra class on the root.
   * @default undefined
   */
  className?: string;
}

/** A labelled, indeterminate progress indicator. */
export function Spinner({ label = messages.loading, size = 'medium', className }: SpinnerProps) {
  return (
    <ProgressBar
      isIndeterminate
      aria-label={label}
      className={className ? `${styles.root} ${className}` : styles.root}
      data-size={size}
    >
      <svg className={styles.svg} viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
        <circle className={styles.track} cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
    </ProgressBar>
  );
}
