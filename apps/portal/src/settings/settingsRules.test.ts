import type { OrganisationItem } from '@dictation/core';
import { describe, expect, it } from 'vitest';
import { organisationSettingItems, settingsTabs } from './settingsRules';

const org = (fields: Partial<OrganisationItem>): OrganisationItem =>
  ({ id: 1, name: 'Org', ...fields }) as OrganisationItem;
const doctor = { roles: [{ name: 'Doctor', type: 200 }] };
const secretary = { roles: [{ name: 'Secretary', type: 100 }] };

describe('settingsTabs', () => {
  it('gives a doctor with a default-priority organisation every tab', () => {
    expect(settingsTabs(doctor, [org({ defaultPriorityId: 2 })])).toEqual([
      'recording',
      'foot-pedal',
      'downloads',
      'change-password',
      'default-priority',
    ]);
  });
  it('hides Default priority without an organisation that has the setting', () => {
    expect(settingsTabs(doctor, [org({})])).not.toContain('default-priority');
  });
  it('gives secretaries the audio player tab but not Default priority', () => {
    expect(settingsTabs(secretary, [org({ defaultPriorityId: 2 })])).toEqual([
      'recording',
      'foot-pedal',
      'downloads',
      'change-password',
    ]);
  });
});

describe('organisationSettingItems', () => {
  it('lists departments too, when they have a default priority or allow fast complete', () => {
    const items = [
      org({ id: 1, childrenOrgItems: [org({ id: 2, allowFastComplete: true }), org({ id: 3 })] }),
    ];
    expect(organisationSettingItems(items).map((item) => item.id)).toEqual([2]);
  });
});
