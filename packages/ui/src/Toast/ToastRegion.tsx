import type { Notice, NoticeKind } from '@dictation/core';
import { type ReactNode, useId, useState } from 'react';
import { Text } from 'react-aria-components/Text';
import {
  UNSTABLE_ToastRegion as AriaToastRegion,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
} from 'react-aria-components/Toast';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../icons';
import { messages } from '../messages';
import { useThemedClassName } from '../ThemeProvider/themeContext';
import { createNotifier, type Notifier } from './createNotifier';
import { NotifierContext } from './notifierContext';
import * as styles from './Toast.css';

const kindIcons: Record<NoticeKind, () => ReactNode> = {
  success: () => <SuccessIcon />,
  info: () => <InfoIcon />,
  warning: () => <WarningIcon />,
  error: () => <ErrorIcon />,
};

export interface ToastRegionProps {
  /**
   * The notifier whose notices are shown; without one the region makes its own. Either way
   * `useToasts()` below the region returns it.
   * @default undefined
   */
  notifier?: Notifier;
  /**
   * Names the region landmark for screen readers.
   * @default 'Notifications'
   */
  label?: string;
  /**
   * The app (or story) that reports through `useToasts()`.
   * @default undefined
   */
  children?: ReactNode;
}

/**
 * Shows `Notice`s from `@dictation/core` as toasts: announced to screen readers (role alert),
 * reachable with F6, each with a close button, the notice's action (e.g. Confirm) and a timer
 * of `durationMs` (0 stays until dismissed).
 */
export function ToastRegion({ notifier, label = messages.notifications, children }: ToastRegionProps) {
  const [ownNotifier] = useState(() => notifier ?? createNotifier());
  const active = notifier ?? ownNotifier;
  const regionClass = useThemedClassName(styles.region);
  // Each toast is named and described by ids of its own, not React Aria's slot ids: those are
  // checked with document.getElementById, which cannot see into a widget's shadow root.
  const idPrefix = useId();
  return (
    <NotifierContext.Provider value={active}>
      {children}
      <AriaToastRegion<Notice> queue={active.queue} aria-label={label} className={regionClass}>
        {({ toast }) => (
          <Toast
            toast={toast}
            className={styles.toast}
            data-kind={toast.content.kind}
            aria-labelledby={`${idPrefix}${toast.key}-title`}
            {...(toast.content.description
              ? { 'aria-describedby': `${idPrefix}${toast.key}-description` }
              : {})}
          >
            <span className={styles.icon} aria-hidden="true">
              {kindIcons[toast.content.kind]()}
            </span>
            <ToastContent className={styles.content}>
              <Text slot="title" id={`${idPrefix}${toast.key}-title`} className={styles.title}>
                {toast.content.message}
              </Text>
              {toast.content.description && (
                <Text
                  slot="description"
                  id={`${idPrefix}${toast.key}-description`}
                  className={styles.description}
                >
                  {toast.content.description}
                </Text>
              )}
            </ToastContent>
            <div className={styles.actions}>
              {toast.content.action && (
                <Button
                  size="small"
                  variant="secondary"
                  onPress={() => {
                    toast.content.action?.onAction();
                    active.queue.close(toast.key);
                  }}
                >
                  {toast.content.action.label}
                </Button>
              )}
              <IconButton slot="close" label={messages.close} icon={<CloseIcon />} size="small" />
            </div>
          </Toast>
        )}
      </AriaToastRegion>
    </NotifierContext.Provider>
  );
}
