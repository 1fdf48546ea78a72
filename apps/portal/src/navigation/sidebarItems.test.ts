import type { OrganisationItem, UserProfile } from '@dictation/core';
import { describe, expect, it } from 'vitest';
import { allowsAudioImport } from '../upload/importRights';
import { sidebarItems } from './sidebarItems';

type ProfileFacts = Pick<UserProfile, 'roles' | 'organisationItemRelations'>;
const profile = (roles: UserProfile['roles'], relations: ProfileFacts['organisationItemRelations'] = []) => ({
  roles,
  organisationItemRelations: relations,
});
const ids = (items: ReturnType<typeof sidebarItems>) => items.map((item) => item.id);
const org = (fields: Partial<OrganisationItem>): OrganisationItem =>
  ({ id: 1, name: 'Org', ...fields }) as OrganisationItem;

describe('sidebarItems', () => {
  it('gives a doctor New letter and no Admin Panel', () => {
    expect(ids(sidebarItems(profile([{ name: 'Doctor', type: 200 }]), []))).toEqual([
      'new-letter',
      'in-progress',
      'completed',
      'help',
      'settings',
      'sign-out',
    ]);
  });

  it('gives a secretary neither New letter nor Admin Panel', () => {
    expect(ids(sidebarItems(profile([{ name: 'Secretary', type: 100 }]), []))).toEqual([
      'in-progress',
      'completed',
      'help',
      'settings',
      'sign-out',
    ]);
  });

  it('decides New letter by the first role only', () => {
    expect(
      ids(
        sidebarItems(
          profile([
            { name: 'Secretary', type: 100 },
            { name: 'Doctor', type: 200 },
          ]),
          [],
        ),
      ),
    ).not.toContain('new-letter');
    expect(ids(sidebarItems(profile([{ name: 'CustomerAdministrator', type: 1 }]), []))).toContain(
      'new-letter',
    );
  });

  it('links admin-type roles to /Admin/Home, by type or by name, in any position', () => {
    const byType = sidebarItems(
      profile([
        { name: 'Doctor', type: 200 },
        { name: 'Other', type: 300 },
      ]),
      [],
    );
    expect(byType.find((item) => item.id === 'admin')).toEqual({
      kind: 'external',
      id: 'admin',
      label: 'Go to the Admin Panel',
      href: '/Admin/Home',
    });
    expect(ids(sidebarItems(profile([{ name: 'SupportAdministrator', type: 1 }]), []))).toContain('admin');
  });

  it('offers Upload audio only when an organisation allows audio import, as the upload page needs', () => {
    const doctor = profile([{ name: 'Doctor', type: 200 }]);
    expect(ids(sidebarItems(doctor, [org({ importAudio: false })]))).not.toContain('upload-audio');
    expect(ids(sidebarItems(doctor, [org({ importAudio: true })]))).toContain('upload-audio');
    // A department alone gives the page nowhere to put letters (spec 000 section 4).
    expect(allowsAudioImport([org({ childrenOrgItems: [org({ id: 2, importAudio: true })] })])).toBe(false);
    expect(
      allowsAudioImport([org({ importAudio: true, childrenOrgItems: [org({ id: 2, importAudio: true })] })]),
    ).toBe(true);
  });

  it('shows Help when an organisation relation carries a help address', () => {
    const items = sidebarItems(
      profile(
        [{ name: 'Doctor', type: 200 }],
        [{ organizationItemName: 'North', helpUrl: 'https://help.example' }],
      ),
      [],
    );
    expect(items.find((item) => item.id === 'help')).toEqual({
      kind: 'external',
      id: 'help',
      label: 'Help',
      href: 'https://help.example',
    });
  });

  it("opens the portal's own help page where no organisation gives a web address", () => {
    const ownHelp = { kind: 'route', id: 'help', label: 'Help', path: '/help' };
    const doctor = [{ name: 'Doctor', type: 200 }];
    const helpOf = (relations: ProfileFacts['organisationItemRelations']) =>
      sidebarItems(profile(doctor, relations), []).find((item) => item.id === 'help');
    expect(helpOf([{ organizationItemName: 'North' }])).toEqual(ownHelp);
    expect(helpOf([])).toEqual(ownHelp);
    // Not a web address: never made a link (a javascript: one would run in the portal).
    expect(helpOf([{ organizationItemName: 'North', helpUrl: 'javascript:alert(1)' }])).toEqual(ownHelp);
    expect(helpOf([{ organizationItemName: 'North', helpUrl: 'help desk' }])).toEqual(ownHelp);
    // The first relation with a web address wins over one without.
    expect(
      helpOf([
        { organizationItemName: 'North', helpUrl: 'data:text/html,x' },
        { organizationItemName: 'South', helpUrl: 'http://help.south.example/' },
      ]),
    ).toEqual({ kind: 'external', id: 'help', label: 'Help', href: 'http://help.south.example/' });
  });
});
