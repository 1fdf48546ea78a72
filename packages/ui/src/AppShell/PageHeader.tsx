import type { ReactNode } from 'react';
import * as styles from './AppShell.css';

export interface PageHeaderProps {
  title: ReactNode;
  /** The heading's id, for `aria-labelledby` of the page's region. @default none */
  titleId?: string;
  /** A short line beside the title, e.g. 'Showing 10 of 30' (announced when it changes). @default none */
  meta?: ReactNode;
  /** The page's own actions, at the end of the row. @default none */
  actions?: ReactNode;
}

/** A page's title row: the `h1`, its status line and the page's actions, on one line where they fit. */
export function PageHeader({ title, titleId, meta, actions }: PageHeaderProps) {
  return (
    <div className={styles.pageHeader}>
      <div className={styles.pageTitleGroup}>
        <h1 id={titleId} className={styles.pageTitle}>
          {title}
        </h1>
        {meta !== undefined && (
          <p className={styles.pageMeta} aria-live="polite">
            {meta}
          </p>
        )}
      </div>
      {actions !== undefined && <div className={styles.pageActions}>{actions}</div>}
    </div>
  );
}
