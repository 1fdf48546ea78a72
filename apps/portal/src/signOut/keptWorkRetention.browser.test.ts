import { createMemoryStorage, keptWorkRetentionDays } from '@dictation/core';
import { describe, expect, it } from 'vitest';
import { accountThatLeftWork } from '../../../../tests/fixtures/keptWork';
import { sweepExpiredKeptWork } from './keptWorkRetention';

describe('work a sign-out kept on this computer (real Chromium, IndexedDB)', () => {
  it(`is deleted at start once ${keptWorkRetentionDays} days have passed, and only then`, async () => {
    const backend = createMemoryStorage();
    const expired = await accountThatLeftWork(backend, keptWorkRetentionDays + 1);
    const recent = await accountThatLeftWork(backend, keptWorkRetentionDays - 1);

    await sweepExpiredKeptWork(backend);

    expect(await expired.recordings()).toEqual([]);
    expect(await expired.letterText()).toBeUndefined();
    expect(expired.notes()).toEqual([]);
    expect(await recent.recordings()).toHaveLength(1);
    expect((await recent.letterText())?.html).toBe('<p>Dear Dr Jones</p>');
    expect(recent.notes()).toHaveLength(1);
  });
});
