import type { ReactNode } from 'react';
import type { SwitchProps as AriaSwitchProps } from 'react-aria-components';
import { Switch as AriaSwitch } from 'react-aria-components/Switch';
import * as styles from './Switch.css';

export interface SwitchProps extends Omit<AriaSwitchProps, 'className' | 'style' | 'children'> {
  /** The visible label. */
  children: ReactNode;
  /**
   * Extra class on the label element.
   * @default undefined
   */
  className?: string;
}

/** An on/off switch for settings that apply at once (role switch). */
export function Switch({ children, className, ...props }: SwitchProps) {
  return (
    <AriaSwitch {...props} className={className ? `${styles.root} ${className}` : styles.root}>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      {children}
    </AriaSwitch>
  );
}
