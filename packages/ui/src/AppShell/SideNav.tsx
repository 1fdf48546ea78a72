import type { MouseEvent, ReactNode } from 'react';
import * as styles from './AppShell.css';

export interface SideNavItem {
  id: string;
  label: string;
  /** Shown beside the label, and alone when the sidebar is collapsed. */
  icon: ReactNode;
  /** A link (a page of the app or an external address); without it the item is a button. */
  href?: string;
  /** The page the user is on (`aria-current="page"`). @default false */
  isCurrent?: boolean;
}

export interface SideNavProps {
  /** Names the navigation landmark. */
  label: string;
  items: readonly SideNavItem[];
  /** Icons only, each item still named by its label (and titled for a mouse user). @default false */
  collapsed?: boolean;
  /**
   * An item was chosen. For a link, `event.preventDefault()` keeps the browser from following it
   * (an app's router navigates instead); a modified click (new tab) is not reported.
   */
  onSelect?: (item: SideNavItem, event: MouseEvent) => void;
}

const opensElsewhere = (event: MouseEvent) =>
  event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;

/** The app's main navigation: links and actions in a list, with icons, collapsible to icons only. */
export function SideNav({ label, items, collapsed = false, onSelect }: SideNavProps) {
  return (
    <nav aria-label={label}>
      <ul className={styles.navList}>
        {items.map((item) => {
          const content = (
            <>
              <span className={styles.navIcon}>{item.icon}</span>
              <span className={collapsed ? styles.hiddenLabel : styles.navLabel}>{item.label}</span>
            </>
          );
          const title = collapsed ? item.label : undefined;
          return (
            <li key={item.id}>
              {item.href !== undefined ? (
                <a
                  className={styles.navItem}
                  href={item.href}
                  title={title}
                  aria-current={item.isCurrent ? 'page' : undefined}
                  onClick={(event) => {
                    if (!opensElsewhere(event)) onSelect?.(item, event);
                  }}
                >
                  {content}
                </a>
              ) : (
                <button
                  type="button"
                  className={styles.navItem}
                  title={title}
                  onClick={(event) => onSelect?.(item, event)}
                >
                  {content}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
