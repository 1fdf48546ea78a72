import type { ActionMenuItem } from '@dictation/ui';
import type { SidebarItem } from '../navigation/sidebarItems';

/** The header's user menu offers these of the sidebar's entries, in this order. */
const userMenuIds: readonly SidebarItem['id'][] = ['settings', 'help', 'sign-out'];

/** Settings, Help (where the user's organisations give one) and Sign out. */
export function userMenuItems(items: readonly SidebarItem[]): ActionMenuItem<SidebarItem['id']>[] {
  return userMenuIds.flatMap((id) => {
    const item = items.find((candidate) => candidate.id === id);
    return item ? [{ id: item.id, label: item.label }] : [];
  });
}

/** Does what choosing the entry in the sidebar does: a page of the app, an address, or sign out. */
export function followItem(
  item: SidebarItem | undefined,
  actions: { navigate: (path: string) => void; signOut: () => void; open: (href: string) => void },
): void {
  if (item?.kind === 'route') actions.navigate(item.path);
  else if (item?.kind === 'external') actions.open(item.href);
  else if (item?.kind === 'action') actions.signOut();
}
