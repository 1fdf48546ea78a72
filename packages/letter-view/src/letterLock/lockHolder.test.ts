import { describe, expect, it } from 'vitest';
import { otherLockHolder } from './lockHolder';

const me = 5;
const free = { heldUserId: null, heldUserName: null, autoLockedUserId: null, autoLockedUserName: null };

describe('otherLockHolder: who keeps the user out of the letter (issue 31)', () => {
  it.each([
    ['nobody', free, null],
    ['the user themself', { ...free, heldUserId: me, autoLockedUserId: me }, null],
    [
      'another user’s hold',
      { ...free, heldUserId: 9, heldUserName: 'Sam Patel' },
      { kind: 'held', name: 'Sam Patel' },
    ],
    [
      'another user’s hold beats an auto-lock',
      {
        ...free,
        heldUserId: 9,
        heldUserName: 'Sam Patel',
        autoLockedUserId: 4,
        autoLockedUserName: 'Ada Admin',
      },
      { kind: 'held', name: 'Sam Patel' },
    ],
    [
      'another user’s auto-lock beside the user’s own hold',
      { ...free, heldUserId: me, autoLockedUserId: 4, autoLockedUserName: 'Ada Admin' },
      { kind: 'open', name: 'Ada Admin' },
    ],
    [
      'a holder the server does not name',
      { ...free, heldUserId: 9, heldUserName: '' },
      { kind: 'held', name: null },
    ],
  ])('%s', (_, letter, expected) => {
    expect(otherLockHolder(letter, me)).toEqual(expected);
  });
});
