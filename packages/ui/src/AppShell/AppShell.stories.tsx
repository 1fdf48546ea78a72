import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { CompletedIcon, ListIcon, MicrophoneIcon, SettingsIcon, SignOutIcon } from '../icons';
import { AppShell } from './AppShell';
import { sidebarOverlayQuery } from './AppShell.css';
import { PageHeader } from './PageHeader';
import { SideNav, type SideNavItem } from './SideNav';

const navItems: SideNavItem[] = [
  { id: 'new-letter', label: 'New letter', icon: <MicrophoneIcon />, href: '#new-letter' },
  { id: 'in-progress', label: 'In Progress', icon: <ListIcon />, href: '#in-progress', isCurrent: true },
  { id: 'completed', label: 'Completed', icon: <CompletedIcon />, href: '#completed' },
  { id: 'settings', label: 'Settings', icon: <SettingsIcon />, href: '#settings' },
  { id: 'sign-out', label: 'Sign out', icon: <SignOutIcon /> },
];

interface ShellStoryProps {
  startCollapsed: boolean;
  onUserMenuAction: (id: string) => void;
  onNavigate: (id: string) => void;
  signedIn: boolean;
}

/** The shell around a list page, as the portal composes it. */
function ShellStory({ startCollapsed, onUserMenuAction, onNavigate, signedIn }: ShellStoryProps) {
  const [collapsed, setCollapsed] = useState(startCollapsed);
  return (
    <AppShell
      productName="Dictate"
      homeHref="#in-progress"
      {...(signedIn
        ? {
            user: { name: 'Dr Sam Patel', role: 'Doctor' },
            userMenu: [
              { id: 'settings', label: 'Settings' },
              { id: 'help', label: 'Help' },
              { id: 'sign-out', label: 'Sign out' },
            ],
            onUserMenuAction,
          }
        : {})}
      collapsed={collapsed}
      onCollapsedChange={setCollapsed}
      navigation={(isCollapsed) => (
        <SideNav
          label="Main navigation"
          items={navItems}
          collapsed={isCollapsed}
          onSelect={(item, event) => {
            event.preventDefault();
            onNavigate(item.id);
          }}
        />
      )}
    >
      <PageHeader
        title="In Progress"
        meta="Showing 10 of 30"
        actions={<Button variant="secondary">Reset filters</Button>}
      />
      <p>The page's content.</p>
    </AppShell>
  );
}

/** The app's frame: header with the brand and the user's menu, the sidebar, the page. */
const meta = {
  title: 'UI/AppShell',
  component: ShellStory,
  args: { startCollapsed: false, onUserMenuAction: fn(), onNavigate: fn(), signedIn: true },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ShellStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toHaveTextContent('Dictate');
    await expect(canvas.getByRole('link', { name: 'Dictate' })).toHaveAttribute('href', '#in-progress');
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(within(nav).getByRole('link', { name: 'In Progress' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(nav).getByRole('link', { name: 'Completed' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('completed');
    // The user menu: name and role on the trigger, the actions in the menu.
    await userEvent.click(canvas.getByRole('button', { name: /Dr Sam Patel\s*Doctor/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await expect(args.onUserMenuAction).toHaveBeenCalledWith('sign-out');
    const header = canvas.getByRole('heading', { level: 1, name: 'In Progress' });
    await expect(header.parentElement).toHaveTextContent('Showing 10 of 30');
  },
};

/** Collapsed to icons: every entry keeps its name; the toggle says what it will do. */
export const Collapsed: Story = {
  args: { startCollapsed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(within(nav).getByRole('link', { name: 'Completed' })).toHaveAttribute('title', 'Completed');
    await expect(within(nav).getByRole('button', { name: 'Sign out' })).toBeVisible();
    const expand = canvas.getByRole('button', { name: 'Expand sidebar' });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(expand);
    await expect(canvas.getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(within(nav).getByRole('link', { name: 'Completed' })).not.toHaveAttribute('title');
  },
};

/**
 * Opened by hand in a phone's window (WCAG 1.4.10 reflow): the sidebar lies over the page inside
 * the window, the page stays where it was, and Escape or a click on the page closes it again.
 */
export const NarrowOpened: Story = {
  args: { startCollapsed: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(window.matchMedia(sidebarOverlayQuery).matches).toBe(true);
    const page = canvas.getByRole('main');
    const pageStart = page.getBoundingClientRect().left;
    await userEvent.click(canvas.getByRole('button', { name: 'Expand sidebar' }));
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(within(nav).getByRole('link', { name: 'Completed' })).toBeVisible();
    const sidebar = nav.parentElement?.getBoundingClientRect();
    await expect(sidebar?.left).toBeGreaterThanOrEqual(0);
    await expect(sidebar?.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
    await expect(page.getBoundingClientRect().left).toBe(pageStart);

    await userEvent.keyboard('{Escape}');
    const expand = canvas.getByRole('button', { name: 'Expand sidebar' });
    await expect(expand).toHaveFocus();
    await expect(expand).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(expand);
    await expect(canvas.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
    await userEvent.click(page);
    await expect(canvas.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** Before the profile is known: the brand and the navigation, no user menu. */
export const WithoutUser: Story = {
  args: { signedIn: false },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    await expect(within(banner).queryByRole('button')).toBeNull();
    await expect(banner.querySelector('svg[data-brand]')).not.toBeNull();
  },
};
