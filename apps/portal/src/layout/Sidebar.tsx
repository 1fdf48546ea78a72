import {
  AdminIcon,
  CompletedIcon,
  HelpIcon,
  ListIcon,
  MicrophoneIcon,
  SettingsIcon,
  SideNav,
  SignOutIcon,
  UploadIcon,
} from '@dictation/ui';
import type { ReactNode } from 'react';
import { messages } from '../messages';
import type { SidebarItem } from '../navigation/sidebarItems';

export interface SidebarProps {
  /** From `sidebarItems(profile, organisationItems)`. */
  items: readonly SidebarItem[];
  /** The current pathname, marking the active entry. */
  pathname: string;
  /** The router's navigate. */
  onNavigate: (path: string) => void;
  onSignOut: () => void;
  /**
   * Icons only (the app shell's toggle, or a narrow screen); each entry keeps its name.
   * @default false
   */
  collapsed?: boolean;
}

const icons: Record<SidebarItem['id'], ReactNode> = {
  'new-letter': <MicrophoneIcon />,
  'in-progress': <ListIcon />,
  completed: <CompletedIcon />,
  'upload-audio': <UploadIcon />,
  help: <HelpIcon />,
  settings: <SettingsIcon />,
  admin: <AdminIcon />,
  'sign-out': <SignOutIcon />,
};

const isActive = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/** The sidebar entries of spec 000 section 2 in the app shell's navigation. */
export function Sidebar({ items, pathname, onNavigate, onSignOut, collapsed = false }: SidebarProps) {
  return (
    <SideNav
      label={messages.navigation}
      collapsed={collapsed}
      items={items.map((item) => ({
        id: item.id,
        label: item.label,
        icon: icons[item.id],
        ...(item.kind === 'route' ? { href: item.path, isCurrent: isActive(pathname, item.path) } : {}),
        ...(item.kind === 'external' ? { href: item.href } : {}),
      }))}
      onSelect={(chosen, event) => {
        const item = items.find((candidate) => candidate.id === chosen.id);
        if (item?.kind === 'route') {
          // The router navigates; the link's href stays for a new tab or a copied address.
          event.preventDefault();
          onNavigate(item.path);
        } else if (item?.kind === 'action') onSignOut();
      }}
    />
  );
}
