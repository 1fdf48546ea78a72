import { describe, expect, it } from 'vitest';
import { createAccountStorage } from './accountStorage';
import { createMemoryStorage, type StorageLike } from './storageLike';
import { unsavedFieldsScope } from './unsavedFieldsScope';

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
    expect(storage.get('columns')).toEqual({});
    expect(storage.get('recordingDevice')).toBeNull();
    expect(storage.get('preselection')).toBeNull();
    expect(storage.get('username')).toBe('');
    expect(storage.get('autoRefresh')).toBe('not-started');
    expect(storage.get('playbackSpeed')).toBe(1);
    expect(storage.get('listDensity')).toBe('compact');
  });

  it('keeps accounts apart', () => {
    const { forAccount } = setup();
    forAccount(1).set('pageSize', 200);
    forAccount(1).set('columns', { label: true });
    expect(forAccount(1).get('pageSize')).toBe(200);
    expect(forAccount(2).get('pageSize')).toBe(50);
    expect(forAccount(2).get('columns')).toEqual({});
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
    expect(storage.get('columns')).toEqual({});
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

  it('a sign-out (clear) keeps field changes the server has not acknowledged, for the same account only', () => {
    const { forAccount } = setup();
    const unsaved = {
      letterId: 12,
      fields: {
        organisationItemId: 3,
        priority: 1,
        labelName: null,
        patientMRN: 'H-42',
        sampleID: null,
        dictationType: 'Dictation',
        templateId: null,
      },
    };
    const scope = unsavedFieldsScope(12);
    forAccount(1).set('unsavedLetterFields', unsaved, scope);
    forAccount(1).set('pageSize', 200);
    forAccount(1).clear();
    expect(forAccount(1).get('pageSize')).toBe(50);
    expect(forAccount(1).get('unsavedLetterFields', scope)).toEqual(unsaved);
    expect(forAccount(2).get('unsavedLetterFields', scope)).toBeNull();
  });

  it('keeps unsaved field changes per letter, and moves the one slot of before under its letter', () => {
    const fields = (patientMRN: string) => ({
      organisationItemId: 3,
      priority: 1,
      labelName: null,
      patientMRN,
      sampleID: null,
      dictationType: 'Dictation',
      templateId: null,
    });
    const { backend, forAccount } = setup();
    const storage = forAccount(1);
    storage.set('unsavedLetterFields', { letterId: 12, fields: fields('H-12') }, unsavedFieldsScope(12));
    storage.set('unsavedLetterFields', { letterId: 13, fields: fields('H-13') }, unsavedFieldsScope(13));
    expect(storage.get('unsavedLetterFields', unsavedFieldsScope(12))?.fields.patientMRN).toBe('H-12');
    expect(storage.get('unsavedLetterFields', unsavedFieldsScope(13))?.fields.patientMRN).toBe('H-13');

    // Written by a page of before the change, in the single slot:
    backend.setItem(
      'dictation:v1:account:1:unsavedLetterFields',
      JSON.stringify({ value: { letterId: 40, fields: fields('H-40') } }),
    );
    const updated = forAccount(1);
    expect(updated.get('unsavedLetterFields', unsavedFieldsScope(40))?.fields.patientMRN).toBe('H-40');
    expect(updated.get('unsavedLetterFields')).toBeNull();
    expect(updated.get('unsavedLetterFields', unsavedFieldsScope(12))?.fields.patientMRN).toBe('H-12');
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

describe("the letters table's old list keys (issue 21)", () => {
  const filters = { jobId: '42', label: { kind: 'noLabel' } };
  /** What `@dictation/letters-table`'s listStorage wrote for account 7, saved at `savedAt`. */
  const legacyKeys = (savedAt: number) => ({
    'dictation:7:letters:inProgress:filters': JSON.stringify({ savedAt, filters }),
    'dictation:7:letters:inProgress:page': '2',
    'dictation:7:letters:completed:page': '0',
    'dictation:7:letters:columns': JSON.stringify({ label: true, duration: false }),
    'dictation:7:letters:pageSize': '200',
    'dictation:7:autoRefresh': 'running',
  });
  const keysOf = (backend: StorageLike) =>
    Array.from({ length: backend.length }, (_, index) => backend.key(index) ?? '').sort();

  it('are copied into the account keys once, converted, and deleted', () => {
    const { backend, forAccount, advance } = setup();
    for (const [key, value] of Object.entries(legacyKeys(1_000_000 - 1000))) backend.setItem(key, value);
    const storage = forAccount(7);
    expect(storage.get('filters', 'in-progress')).toEqual(filters);
    expect(storage.get('filters', 'completed')).toEqual({});
    expect(storage.get('page', 'in-progress')).toBe(3);
    expect(storage.get('page', 'completed')).toBe(1);
    expect(storage.get('columns')).toEqual({ label: true, duration: false });
    expect(storage.get('pageSize')).toBe(200);
    expect(storage.get('autoRefresh')).toBe('running');
    expect(keysOf(backend)).toEqual([
      'dictation:v1:account:7:autoRefresh',
      'dictation:v1:account:7:columns',
      'dictation:v1:account:7:filters:in-progress',
      'dictation:v1:account:7:page:completed',
      'dictation:v1:account:7:page:in-progress',
      'dictation:v1:account:7:pageSize',
      'dictation:v1:global:migrated:legacyListSettings:7',
    ]);
    // The filters keep the day they were saved on, not a new one from the move.
    advance(day - 1000);
    expect(forAccount(7).get('filters', 'in-progress')).toEqual({});
  });

  it('runs once per account: old keys written later are neither copied nor deleted', () => {
    const { backend, forAccount } = setup();
    backend.setItem('dictation:7:letters:pageSize', '25');
    expect(forAccount(7).get('pageSize')).toBe(25);
    forAccount(7).set('pageSize', 100);
    backend.setItem('dictation:7:letters:pageSize', '10');
    expect(forAccount(7).get('pageSize')).toBe(100);
    expect(backend.getItem('dictation:7:letters:pageSize')).toBe('10');
    // A sign-out clears the account's keys, not the record that its old keys were moved.
    forAccount(7).clear();
    expect(forAccount(7).get('pageSize')).toBe(50);
  });

  it('drops expired filters and malformed values, and keeps a value already in the account keys', () => {
    const { backend, forAccount } = setup({
      'dictation:v1:account:7:columns': JSON.stringify({ value: { sampleId: true } }),
    });
    for (const [key, value] of Object.entries(legacyKeys(1_000_000 - day))) backend.setItem(key, value);
    backend.setItem('dictation:7:letters:pageSize', '37');
    backend.setItem('dictation:7:letters:inProgress:page', 'not json');
    backend.setItem('dictation:7:autoRefresh', 'sometimes');
    const storage = forAccount(7);
    expect(storage.get('filters', 'in-progress')).toEqual({});
    expect(storage.get('pageSize')).toBe(50);
    expect(storage.get('page', 'in-progress')).toBe(1);
    expect(storage.get('autoRefresh')).toBe('not-started');
    expect(storage.get('columns')).toEqual({ sampleId: true });
    expect(keysOf(backend).filter((key) => !key.startsWith('dictation:v1:'))).toEqual([]);
  });

  it("leaves other accounts' old keys, and moves nothing before sign-in (no account)", () => {
    const { backend, forAccount } = setup({ 'dictation:8:letters:pageSize': '10' });
    forAccount(null);
    forAccount(7);
    expect(backend.getItem('dictation:8:letters:pageSize')).toBe('10');
    expect(forAccount(8).get('pageSize')).toBe(10);
  });
});
