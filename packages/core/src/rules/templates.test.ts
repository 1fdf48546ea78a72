import { describe, expect, it } from 'vitest';
import { offeredTemplates } from './templates';

const cardiology = [
  { id: 1, name: 'Clinic letter' },
  { id: 2, name: 'Discharge summary' },
];

describe('offeredTemplates (spec 000 section 7)', () => {
  it("offers the department's templates, then the user's own for it or for no department", () => {
    const mine = [
      { id: 9, name: 'My follow-up', organisationItemId: 11 },
      { id: 8, name: 'My referral' },
      { id: 7, name: 'My radiology note', organisationItemId: 12 },
    ];
    expect(offeredTemplates(cardiology, mine, 11).map((template) => template.name)).toEqual([
      'Clinic letter',
      'Discharge summary',
      'My follow-up',
      'My referral',
    ]);
  });

  it('lists a personal template the department list already holds once', () => {
    const mine = [{ id: 2, name: 'Discharge summary', organisationItemId: 11 }];
    expect(offeredTemplates(cardiology, mine, 11)).toHaveLength(2);
  });

  it('offers what there is while a list is missing', () => {
    expect(offeredTemplates(undefined, [{ id: 8, name: 'My referral' }], 11)).toEqual([
      { id: 8, name: 'My referral' },
    ]);
    expect(offeredTemplates(cardiology, undefined, 11)).toEqual(cardiology);
    expect(offeredTemplates(undefined, undefined, null)).toEqual([]);
  });
});
