import { type MouseEvent, type ReactNode, useState } from 'react';
import { ActionMenu, type ActionMenuItem } from '../ActionMenu/ActionMenu';
import { IconButton } from '../IconButton/IconButton';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { messages } from '../messages';
import * as styles from './AppShell.css';
import { BrandMark } from './BrandMark';

export interface AppShellUser {
  name: string;
  /** Shown under the name, e.g. 'Doctor'. @default none */
  role?: string;
}

/** Below this width the sidebar starts collapsed to icons (tablets, split screens). */
export const narrowViewportQuery = '(max-width: 1023px)';

export interface AppShellProps<MenuId extends string> {
  /** Beside the brand's mark in the header. */
  productName: string;
  /** Where the mark and name lead (the app's home). @default '/' */
  homeHref?: string;
  /** The mark and name were clicked: an app's router navigates (`event.preventDefault()`). @default none */
  onHome?: (event: MouseEvent) => void;
  /** The signed-in user, with the user menu. @default none */
  user?: AppShellUser;
  /** The user menu's items (Settings, Help, Sign out...). @default none */
  userMenu?: readonly ActionMenuItem<MenuId>[];
  onUserMenuAction?: (id: MenuId) => void;
  /** The sidebar's content, given whether it is collapsed (usually a `SideNav`). */
  navigation: (collapsed: boolean) => ReactNode;
  /** Controlled collapsed state. @default own state, collapsed at first below 1024 px */
  collapsed?: boolean;
  onCollapsedChange?: (collapsed: boolean) => void;
  /** Before the header, e.g. a skip link. @default none */
  before?: ReactNode;
  /** The main region's id (a skip link's target). @default none */
  mainId?: string;
  children: ReactNode;
}

const windowMatches = (query: string) => globalThis.matchMedia?.(query).matches ?? false;

/**
 * The app's frame: a header with the brand's mark, the product name and the signed-in user's
 * menu; a collapsible sidebar (230 px, or icons only); the page in a main region of readable
 * width. The main region is focusable by script only, so a skip link can move focus to it.
 * In a window under 550 px the opened sidebar lies over the page (WCAG 1.4.10 reflow): Escape
 * closes it with the focus on its toggle, and so does the focus leaving it, so nothing the focus
 * reaches is hidden under it (WCAG 2.4.11).
 */
export function AppShell<MenuId extends string>({
  productName,
  homeHref = '/',
  onHome,
  user,
  userMenu,
  onUserMenuAction,
  navigation,
  collapsed: controlled,
  onCollapsedChange,
  before,
  mainId,
  children,
}: AppShellProps<MenuId>) {
  const [own, setOwn] = useState(() => windowMatches(narrowViewportQuery));
  const collapsed = controlled ?? own;
  const setCollapsed = (next: boolean) => {
    setOwn(next);
    onCollapsedChange?.(next);
  };
  /** Closes the opened sidebar where it lies over the page. */
  const closeOverlay = () => {
    if (!collapsed && windowMatches(styles.sidebarOverlayQuery)) setCollapsed(true);
  };
  return (
    <div className={styles.shell}>
      {before}
      <header className={styles.header}>
        <a className={styles.brand} href={homeHref} onClick={onHome}>
          <BrandMark />
          {productName}
        </a>
        {user && userMenu && onUserMenuAction && (
          <div className={styles.headerEnd}>
            <ActionMenu
              label={user.name}
              items={userMenu}
              onAction={onUserMenuAction}
              variant="ghost"
              placement="bottom end"
            >
              <span className={styles.userName}>
                {user.name}
                {user.role && <span className={styles.userRole}>{user.role}</span>}
              </span>
            </ActionMenu>
          </div>
        )}
      </header>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape and the focus leaving bubble up from the navigation and the toggle; the box itself is no widget */}
      <div
        className={styles.sidebar}
        data-state={collapsed ? 'collapsed' : 'expanded'}
        onKeyDown={(event) => {
          // The focus stays where it was: each entry, and the toggle, is still there collapsed.
          if (event.key === 'Escape') closeOverlay();
        }}
        onBlur={(event) => {
          // Only a focus that moved to something else closes it: a window losing the focus
          // (another app) has no related target and leaves the sidebar as it was.
          const to = event.relatedTarget;
          if (to && !event.currentTarget.contains(to)) closeOverlay();
        }}
      >
        {navigation(collapsed)}
        <IconButton
          label={collapsed ? messages.expandSidebar : messages.collapseSidebar}
          aria-expanded={!collapsed}
          onPress={() => setCollapsed(!collapsed)}
          icon={collapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />}
        />
      </div>
      <main id={mainId} tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}
