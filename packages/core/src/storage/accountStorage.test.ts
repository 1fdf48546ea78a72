import { describe, expect, it } from 'vitest';
import { createAccountStorage } from './accountStorage';
import { createMemoryStorage, type StorageLike } from './storageLike';

const day = 24 * 60 * 60 * 1000;

function setup(initial: Record<string, string> = {}) {
  const backend = createMemoryStorage(initial);
  let clock = 1_000_000;
  const forAccount = (accountId: number | null) =>
    createAccountStorage({ backend, accountId, now: () => clock });
  return { backend, forAccount, advance: (ms: number) => (clock += ms) };
}

describe('per-account storage', () => {
  it('returns the defaults when nothing is stored', () => {
    const storage = setup().forAccount(1);
    expect(storage.get('pageSize')).toBe(50);
    expect(storage.get('page')).toBe(1);
    expect(storage.get('filters')).toEqual({});
    expect(storage.get('columns')).toEqual([]);
    expect(storage.get('recordingDevice')).toBeNull();
    expect(storage.get('preselection')).toBeNull();
    expect(storage.get('username')).toBe('');
    expect(storage.get('autoRefresh')).toBe('not-started');
    expect(storage.get('playbackSpeed')).toBe(1);
  });

  it('keeps accounts apart', () => {
    const { forAccount } = setup();
    forAccount(1).set('pageSize', 200);
    forAccount(1).set('columns', ['duration']);
    expect(forAccount(1).get('pageSize')).toBe(200);
    expect(forAccount(2).get('pageSize')).toBe(50);
    expect(forAccount(2).get('columns')).toEqual([]);
  });

  it('keeps the username outside the accounts', () => {
    const { forAccount } = setup();
    forAccount(null).set('username', 'doctor');
    expect(forAccount(7).get('username')).toBe('doctor');
  });

  it('keeps scopes apart (the two lists)', () => {
    const storage = setup().forAccount(1);
    storage.set('filters', { priority: 2 }, 'in-progress');
    expect(storage.get('filters', 'in-progress')).toEqual({ priority: 2 });
    expect(storage.get('filters', 'completed')).toEqual({});
  });

  it('expires filters after one day', () => {
    const { forAccount, advance } = setup();
    forAccount(1).set('filters', { jobId: '12' });
    advance(day - 1);
    expect(forAccount(1).get('filters')).toEqual({ jobId: '12' });
    advance(1);
    expect(forAccount(1).get('filters')).toEqual({});
  });

  it('expires the preselected organisation, department and label', () => {
    const { forAccount, advance } = setup();
    const preselection = { organisationId: 1, departmentId: 2, labelName: 'Urgent' };
    forAccount(1).set('preselection', preselection);
    expect(forAccount(1).get('preselection')).toEqual(preselection);
    advance(day);
    expect(forAccount(1).get('preselection')).toBeNull();
  });

  it('does not expire page size, columns or the device', () => {
    const { forAccount, advance } = setup();
    forAccount(1).set('pageSize', 25);
    forAccount(1).set('recordingDevice', 'mic-1');
    advance(365 * day);
    expect(forAccount(1).get('pageSize')).toBe(25);
    expect(forAccount(1).get('recordingDevice')).toBe('mic-1');
  });

  it('reads corrupted values as the default, never throwing', () => {
    const { forAccount, backend } = setup();
    backend.setItem('dictation:v1:account:1:recordingDevice', '{not json');
    backend.setItem('dictation:v1:account:1:columns', JSON.stringify({ value: 'duration' }));
    backend.setItem('dictation:v1:account:1:page', JSON.stringify({ value: -3 }));
    backend.setItem('dictation:v1:account:1:autoRefresh', JSON.stringify('running'));
    backend.setItem('dictation:v1:account:1:pageSize', JSON.stringify({ value: 33 }));
    backend.setItem('dictation:v1:account:1:playbackSpeed', JSON.stringify({ value: 7 }));
    const storage = forAccount(1);
    expect(storage.get('recordingDevice')).toBeNull();
    expect(storage.get('pageSize')).toBe(50);
    expect(storage.get('columns')).toEqual([]);
    expect(storage.get('page')).toBe(1);
    expect(storage.get('autoRefresh')).toBe('not-started');
  });

  it('ignores values of another storage version', () => {
    const { forAccount } = setup({ 'dictation:v0:account:1:pageSize': JSON.stringify({ value: 10 }) });
    expect(forAccount(1).get('pageSize')).toBe(50);
  });

  it('survives a storage that throws', () => {
    const throwing: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
      length: 0,
      key: () => null,
    };
    const storage = createAccountStorage({ backend: throwing, accountId: 1 });
    expect(() => storage.set('page', 3)).not.toThrow();
    expect(storage.get('page')).toBe(1);
    expect(() => storage.clear()).not.toThrow();
  });

  it('clear removes only this account', () => {
    const { forAccount } = setup();
    forAccount(1).set('page', 4);
    forAccount(2).set('page', 5);
    forAccount(null).set('username', 'doc');
    forAccount(1).clear();
    expect(forAccount(1).get('page')).toBe(1);
    expect(forAccount(2).get('page')).toBe(5);
    expect(forAccount(1).get('username')).toBe('doc');
  });
});
