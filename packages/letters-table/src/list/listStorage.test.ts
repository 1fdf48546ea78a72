import { describe, expect, it } from 'vitest';
import { emptyFilters } from '../filters/lettersFilters';
import { filterExpiryMs } from '../listConstants';
import { autoRefreshKey, createListStorage, createMemoryStore } from './listStorage';

describe('per-account list storage', () => {
  const filters = { ...emptyFilters(), jobId: '42', label: { kind: 'noLabel' as const } };

  it('keeps filters for a day and drops them after', () => {
    const store = createMemoryStore();
    let time = 1_000_000;
    const storage = createListStorage(store, 7, 'inProgress', () => time);
    storage.writeFilters(filters);
    time += filterExpiryMs - 1;
    expect(storage.readFilters()).toEqual(filters);
    time += 1;
    expect(storage.readFilters()).toBeUndefined();
    expect(store.getItem('dictation:7:letters:inProgress:filters')).toBeNull();
  });

  it('separates accounts and list modes', () => {
    const store = createMemoryStore();
    createListStorage(store, 7, 'inProgress').writeFilters(filters);
    expect(createListStorage(store, 8, 'inProgress').readFilters()).toBeUndefined();
    expect(createListStorage(store, 7, 'completed').readFilters()).toBeUndefined();
  });

  it('saves columns, page size and page; defaults to 50 rows and page 1', () => {
    const store = createMemoryStore();
    const storage = createListStorage(store, 7, 'completed');
    expect(storage.readPageSize()).toBe(50);
    expect(storage.readPageIndex()).toBe(0);
    storage.writeColumns({ label: true });
    storage.writePageSize(200);
    storage.writePageIndex(3);
    const again = createListStorage(store, 7, 'completed');
    expect(again.readColumns()).toEqual({ label: true });
    expect(again.readPageSize()).toBe(200);
    expect(again.readPageIndex()).toBe(3);
  });

  it('ignores malformed or foreign values', () => {
    const store = createMemoryStore();
    store.setItem('dictation:7:letters:pageSize', '37');
    store.setItem('dictation:7:letters:inProgress:filters', '{"savedAt":1,"filters":{"jobId":3}}');
    store.setItem('dictation:7:letters:inProgress:page', 'not json');
    const storage = createListStorage(store, 7, 'inProgress', () => 2);
    expect(storage.readPageSize()).toBe(50);
    expect(storage.readFilters()).toBeUndefined();
    expect(storage.readPageIndex()).toBe(0);
  });

  it('reads the auto-refresh flag', () => {
    const store = createMemoryStore();
    const storage = createListStorage(store, 7, 'inProgress');
    expect(storage.readAutoRefresh()).toBe('not-started');
    store.setItem(autoRefreshKey(7), 'running');
    expect(storage.readAutoRefresh()).toBe('running');
  });
});
