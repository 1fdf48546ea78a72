import type { ReactNode } from 'react';
import type { CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import { Checkbox as AriaCheckbox } from 'react-aria-components/Checkbox';
import { CheckIcon } from '../icons';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'className' | 'style' | 'children'> {
  /** The visible label. */
  children: ReactNode;
  /**
   * Extra class on the label element.
   * @default undefined
   */
  className?: string;
}

/** A labelled check box; `isIndeterminate` shows a dash (e.g. "select all" with some selected). */
export function Checkbox({ children, className, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={className ? `${styles.root} ${className}` : styles.root}>
      {({ isIndeterminate, isSelected }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isIndeterminate ? (
              <svg className={styles.mark} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 12h12" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
              </svg>
            ) : (
              isSelected && <CheckIcon className={styles.mark} strokeWidth={3} />
            )}
          </span>
          {children}
        </>
      )}
    </AriaCheckbox>
  );
}
