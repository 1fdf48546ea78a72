import { createAccountStorage, createMemoryStorage, type StorageLike } from '@dictation/core';
import { describe, expect, it, vi } from 'vitest';
import { emptyFilters } from '../filters/lettersFilters';
import { filterExpiryMs } from '../listConstants';
import { autoRefreshChangeEvent, createListSettings } from './listSettings';

function setup(backend: StorageLike = createMemoryStorage()) {
  let time = 1_000_000;
  const forAccount = (accountId: number) => createAccountStorage({ backend, accountId, now: () => time });
  return { backend, forAccount, advance: (ms: number) => (time += ms) };
}

describe("the list's settings in the account storage", () => {
  const filters = { ...emptyFilters(), jobId: '42', label: { kind: 'noLabel' as const } };

  it('keeps filters for a day and drops them after', () => {
    const { forAccount, advance } = setup();
    createListSettings(forAccount(7), 'inProgress').writeFilters(filters);
    advance(filterExpiryMs - 1);
    expect(createListSettings(forAccount(7), 'inProgress').readFilters()).toEqual(filters);
    advance(1);
    expect(createListSettings(forAccount(7), 'inProgress').readFilters()).toBeUndefined();
  });

  it('separates accounts and list modes', () => {
    const { forAccount } = setup();
    createListSettings(forAccount(7), 'inProgress').writeFilters(filters);
    expect(createListSettings(forAccount(8), 'inProgress').readFilters()).toBeUndefined();
    expect(createListSettings(forAccount(7), 'completed').readFilters()).toBeUndefined();
  });

  it("saves columns, page size and page under the account storage's keys; defaults to 50 rows and page 1", () => {
    const { backend, forAccount } = setup();
    const settings = createListSettings(forAccount(7), 'completed');
    expect(settings.readPageSize()).toBe(50);
    expect(settings.readPageIndex()).toBe(0);
    expect(settings.readColumns()).toEqual({});
    settings.writeColumns({ label: true, duration: false });
    settings.writePageSize(200);
    settings.writePageIndex(3);
    const again = createListSettings(forAccount(7), 'completed');
    expect(again.readColumns()).toEqual({ label: true, duration: false });
    expect(again.readPageSize()).toBe(200);
    expect(again.readPageIndex()).toBe(3);
    expect(createListSettings(forAccount(7), 'inProgress').readPageIndex()).toBe(0);
    // The storage counts pages from 1, the list from 0.
    expect(forAccount(7).get('page', 'completed')).toBe(4);
    expect(JSON.parse(backend.getItem('dictation:v1:account:7:pageSize') ?? 'null')).toEqual({ value: 200 });
  });

  it('ignores malformed or foreign values', () => {
    const { backend, forAccount } = setup();
    backend.setItem('dictation:v1:account:7:pageSize', JSON.stringify({ value: 37 }));
    backend.setItem('dictation:v1:account:7:filters:in-progress', JSON.stringify({ value: { jobId: 3 } }));
    backend.setItem('dictation:v1:account:7:page:in-progress', 'not json');
    backend.setItem(
      'dictation:v1:account:7:columns',
      JSON.stringify({ value: { label: 'yes', notes: true } }),
    );
    const settings = createListSettings(forAccount(7), 'inProgress');
    expect(settings.readPageSize()).toBe(50);
    expect(settings.readFilters()).toBeUndefined();
    expect(settings.readPageIndex()).toBe(0);
    expect(settings.readColumns()).toEqual({});
  });

  it('reads the auto-refresh flag of the account, and tells the lists of the page when it is written', () => {
    const { forAccount } = setup();
    const settings = createListSettings(forAccount(7), 'inProgress');
    expect(settings.readAutoRefresh()).toBe('not-started');
    const heard = vi.fn();
    window.addEventListener(autoRefreshChangeEvent, heard);
    settings.writeAutoRefresh('running');
    window.removeEventListener(autoRefreshChangeEvent, heard);
    expect(heard).toHaveBeenCalledOnce();
    expect(createListSettings(forAccount(7), 'completed').readAutoRefresh()).toBe('running');
  });
});
