import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sidebarItems } from '../navigation/sidebarItems';
import { doctorProfile, organisationItems, secretaryProfile } from '../stories/portalStorySupport';
import { Sidebar } from './Sidebar';

const meta = {
  title: 'Portal/Sidebar',
  component: Sidebar,
  args: {
    items: sidebarItems(doctorProfile, organisationItems),
    pathname: '/in-progress',
    onNavigate: fn(),
    onSignOut: fn(),
  },
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A doctor: New letter, Upload audio (import allowed), Help; the current page is marked. */
export const Doctor: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(
      within(nav)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['New letter', 'In Progress', 'Completed', 'Upload audio', 'Help', 'Settings', 'Sign out']);
    await expect(canvas.getByRole('link', { name: 'In Progress' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('link', { name: 'Settings' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/settings');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

/** A secretary: no New letter. */
export const Secretary: Story = {
  args: { items: sidebarItems(secretaryProfile, []) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'New letter' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Completed' })).toBeVisible();
  },
};

/** An administrator also gets the Admin Panel link to /Admin/Home. */
export const Administrator: Story = {
  args: { items: sidebarItems({ ...doctorProfile, roles: [{ name: 'Administrator', type: 300 }] }, []) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Go to the Admin Panel' })).toHaveAttribute(
      'href',
      '/Admin/Home',
    );
  },
};

/** Collapsed (the app shell's toggle, or a narrow screen): icons only, each entry still named. */
export const Collapsible: Story = {
  args: { collapsed: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const settings = canvas.getByRole('link', { name: 'Settings' });
    await expect(settings).toHaveAttribute('title', 'Settings');
    await expect(settings.querySelector('svg')).not.toBeNull();
    await userEvent.click(settings);
    await expect(args.onNavigate).toHaveBeenCalledWith('/settings');
  },
};
