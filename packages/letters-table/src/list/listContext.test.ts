import { hospitalNumberLabel } from '@dictation/core';
import { describe, expect, it } from 'vitest';
import { makeProfile, organisationItems } from '../testing/fixtures';
import { deriveListContext } from './listContext';

const contextOf = (profile = makeProfile('standard')) =>
  deriveListContext({
    profile,
    letterApprovalPermission: false,
    outsourceEnabled: false,
    manualEnabled: false,
    organisationItems,
  });

const withDmion = (value: string) => {
  const profile = makeProfile('standard');
  const settings = (profile.moduleData?.packageSettings ?? []).filter((setting) => setting.code !== 'DMION');
  return {
    ...profile,
    moduleData: { ...profile.moduleData, packageSettings: [...settings, { code: 'DMION', value }] },
  };
};

describe('deriveListContext reads the package settings as every other page does', () => {
  it.each(['true', 'false', '0', 'no', 'TRUE'])(
    'DMION %s names the number as the job header does',
    (value) => {
      const profile = withDmion(value);
      const context = contextOf(profile);
      expect(context.hospitalNumberNaming ? 'Hosp. No.' : 'NHS No.').toBe(hospitalNumberLabel(profile));
    },
  );

  it('CJLMC: whole months only, else the default 3', () => {
    expect(contextOf(makeProfile('standard', { months: '6' })).archiveMonths).toBe(6);
    expect(contextOf(makeProfile('standard', { months: '2.5' })).archiveMonths).toBe(3);
    expect(contextOf(makeProfile('standard', { months: '6 months' })).archiveMonths).toBe(3);
  });

  it('the tenant type: Dit2, an external clinical system, or standard', () => {
    expect(contextOf(makeProfile('dit2')).tenantType).toBe('dit2');
    expect(contextOf(makeProfile('externalSystem')).tenantType).toBe('externalSystem');
    expect(contextOf().tenantType).toBe('standard');
  });
});
