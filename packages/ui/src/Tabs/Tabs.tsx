import type { ReactNode } from 'react';
import type {
  TabListProps as AriaTabListProps,
  TabPanelProps as AriaTabPanelProps,
  TabProps as AriaTabProps,
  TabsProps as AriaTabsProps,
  Key,
} from 'react-aria-components';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
} from 'react-aria-components/Tabs';
import * as styles from './Tabs.css';

export interface TabsProps extends Omit<AriaTabsProps, 'className' | 'style' | 'children'> {
  /**
   * `vertical` puts the tab list on the start side (the settings screen).
   * @default 'horizontal'
   */
  orientation?: 'horizontal' | 'vertical';
  /** A `TabList` and one `TabPanel` per tab. */
  children: ReactNode;
  /**
   * Extra class on the root.
   * @default undefined
   */
  className?: string;
}

/** Tabs (arrow keys move between tabs; Home/End jump), horizontal or vertical. */
export function Tabs({ orientation = 'horizontal', className, ...props }: TabsProps) {
  return (
    <AriaTabs
      {...props}
      orientation={orientation}
      className={className ? `${styles.tabs} ${className}` : styles.tabs}
    />
  );
}

export interface TabListProps
  extends Omit<AriaTabListProps<object>, 'className' | 'style' | 'children' | 'aria-label'> {
  /** Names the tab list for screen readers, e.g. 'Settings'. */
  'aria-label': string;
  /** The `Tab`s. */
  children: ReactNode;
}

/** The row (or column) of tabs. */
export function TabList(props: TabListProps) {
  return <AriaTabList {...props} className={styles.tabList} />;
}

export interface TabProps extends Omit<AriaTabProps, 'className' | 'style' | 'children' | 'id'> {
  /** Matches the `id` of its `TabPanel`. */
  id: Key;
  /** The tab's label. */
  children: ReactNode;
}

/** One tab. */
export function Tab(props: TabProps) {
  return <AriaTab {...props} className={styles.tab} />;
}

export interface TabPanelProps extends Omit<AriaTabPanelProps, 'className' | 'style' | 'id'> {
  /** Matches the `id` of its `Tab`. */
  id: Key;
}

/** The content of one tab, shown while its tab is selected. */
export function TabPanel(props: TabPanelProps) {
  return <AriaTabPanel {...props} className={styles.tabPanel} />;
}
