import { describe, expect, it, vi } from 'vitest';
import { sidebarItems } from '../navigation/sidebarItems';
import { followItem, userMenuItems } from './userMenu';

const doctor = {
  roles: [{ name: 'Doctor', type: 200 }],
  organisationItemRelations: [{ helpUrl: 'https://help.example.nhs.uk' }],
};

describe('the header user menu', () => {
  it('offers Settings, Help and Sign out', () => {
    const items = sidebarItems(doctor as never, []);
    expect(userMenuItems(items).map((item) => item.label)).toEqual(['Settings', 'Help', 'Sign out']);
    // Without an address of the organisation's, Help is the portal's own page, still offered.
    const ownHelp = sidebarItems({ ...doctor, organisationItemRelations: [] } as never, []);
    expect(userMenuItems(ownHelp).map((item) => item.id)).toEqual(['settings', 'help', 'sign-out']);
  });

  it('does what the sidebar entry does', () => {
    const items = sidebarItems(doctor as never, []);
    const actions = { navigate: vi.fn(), signOut: vi.fn(), open: vi.fn() };
    for (const id of ['settings', 'help', 'sign-out'])
      followItem(
        items.find((item) => item.id === id),
        actions,
      );
    expect(actions.navigate).toHaveBeenCalledWith('/settings');
    expect(actions.open).toHaveBeenCalledWith('https://help.example.nhs.uk');
    expect(actions.signOut).toHaveBeenCalledOnce();
  });
});
