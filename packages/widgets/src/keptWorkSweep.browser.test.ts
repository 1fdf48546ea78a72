import { keptWorkRetentionDays } from '@dictation/core';
import { describe, expect, it } from 'vitest';
import { accountThatLeftWork } from '../../../tests/fixtures/keptWork';
import { defineDictationElements } from './defineDictationElements';

describe("the widgets' first definition on a host page (real Chromium, IndexedDB)", () => {
  it(`deletes what a sign-out left on this origin ${keptWorkRetentionDays} days ago, and only that`, async () => {
    const backend = globalThis.localStorage;
    const expired = await accountThatLeftWork(backend, keptWorkRetentionDays + 1);
    const recent = await accountThatLeftWork(backend, keptWorkRetentionDays - 1);

    defineDictationElements({ kitStyles: '' });

    await expect.poll(() => expired.recordings()).toEqual([]);
    await expect.poll(() => expired.letterText()).toBeUndefined();
    expect(expired.notes()).toEqual([]);
    expect(await recent.recordings()).toHaveLength(1);
    expect((await recent.letterText())?.html).toBe('<p>Dear Dr Jones</p>');
    expect(recent.notes()).toHaveLength(1);
  });
});
