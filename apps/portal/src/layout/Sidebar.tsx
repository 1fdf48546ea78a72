import { ChevronLeftIcon, ChevronRightIcon, IconButton } from '@dictation/ui';
import { useState } from 'react';
import { messages } from '../messages';
import type { SidebarItem } from '../navigation/sidebarItems';
import * as styles from './layout.css';

export interface SidebarProps {
  /** From `sidebarItems(profile, organisationItems)`. */
  items: readonly SidebarItem[];
  /** The current pathname, marking the active entry. */
  pathname: string;
  /** The router's navigate. */
  onNavigate: (path: string) => void;
  onSignOut: () => void;
  /**
   * Starts collapsed.
   * @default false
   */
  defaultCollapsed?: boolean;
}

const isActive = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/** The collapsible sidebar of spec 000 section 2 (230 px wide when open). */
export function Sidebar({ items, pathname, onNavigate, onSignOut, defaultCollapsed = false }: SidebarProps) {
  const [collapsed, setCollapsed] = useState(defaultCollapsed);
  return (
    <nav
      aria-label={messages.navigation}
      className={styles.sidebar}
      data-state={collapsed ? 'collapsed' : 'expanded'}
    >
      <IconButton
        label={collapsed ? messages.expandSidebar : messages.collapseSidebar}
        aria-expanded={!collapsed}
        onPress={() => setCollapsed((value) => !value)}
        icon={collapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />}
      />
      {!collapsed && (
        <ul className={styles.navList}>
          {items.map((item) => (
            <li key={item.id}>
              {item.kind === 'route' && (
                <a
                  className={styles.navLink}
                  href={item.path}
                  aria-current={isActive(pathname, item.path) ? 'page' : undefined}
                  onClick={(event) => {
                    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                    event.preventDefault();
                    onNavigate(item.path);
                  }}
                >
                  {item.label}
                </a>
              )}
              {item.kind === 'external' && (
                <a className={styles.navLink} href={item.href}>
                  {item.label}
                </a>
              )}
              {item.kind === 'action' && (
                <button type="button" className={styles.navLink} onClick={onSignOut}>
                  {item.label}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
