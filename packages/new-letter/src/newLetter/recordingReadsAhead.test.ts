import {
  type ApiClient,
  createAccountStorage,
  createMemoryStorage,
  type OrganisationItem,
} from '@dictation/core';
import { apiKey } from '@dictation/core/react';
import { describe, expect, it, vi } from 'vitest';
import { readRecordingPageAhead } from './recordingReadsAhead';

/** The journal databases opened ahead, by name (the recorder's own tests show what opening does). */
const journalsOpened: string[] = [];
vi.mock('@dictation/recorder', async (original) => ({
  ...(await original<typeof import('@dictation/recorder')>()),
  openJournalAhead: (databaseName: string) => journalsOpened.push(databaseName),
}));

const hospital: OrganisationItem = {
  id: 1,
  name: 'Hospital',
  childrenOrgItems: [{ id: 11, name: 'Cardiology' }],
};

/** A page whose API answers at once and lists what was asked, in order. */
function page() {
  const asked: string[] = [];
  const answer = (name: string, value: unknown) => () => {
    asked.push(name);
    return Promise.resolve(value);
  };
  const api = {
    profile: { current: answer('profile', { id: 1, accountId: 7, fullName: 'Dr Who', roles: [] }) },
    letters: { current: answer('current-letter', null) },
    settings: { footPedal: answer('footPedal', {}), recording: answer('recording', {}) },
    lookups: {
      organisationItems: answer('organisations', [hospital]),
      dictationTypes: answer('dictationTypes', []),
      myTemplates: answer('myTemplates', []),
      priorities: (id: number) => answer(`priorities ${id}`, [])(),
      templates: (id: number) => answer(`templates ${id}`, [])(),
    },
  } as unknown as ApiClient;
  const keys: string[] = [];
  const earlyReads = {
    start: (key: string, read: () => Promise<unknown>) => {
      keys.push(key);
      return read();
    },
  };
  const backend = createMemoryStorage();
  const accountStorage = (accountId: number) => createAccountStorage({ backend, accountId });
  const services = { api, earlyReads, accountStorage };
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { services, asked, keys, settled };
}

describe('readRecordingPageAhead (issue 33)', () => {
  it("asks for the open job first, the page's reads under its hooks' keys, then its department's lists", async () => {
    const { services, asked, keys, settled } = page();
    readRecordingPageAhead(services);
    await settled();
    expect(asked).toEqual([
      'current-letter',
      'profile',
      'organisations',
      'footPedal',
      'recording',
      'dictationTypes',
      'myTemplates',
      'priorities 11',
      'templates 11',
    ]);
    expect(keys).toContain(apiKey('settings.recording'));
    expect(keys.slice(-2)).toEqual([
      apiKey('lookups.priorities', { id: 11 }),
      apiKey('lookups.templates', { id: 11 }),
    ]);
  });

  it('reads the lists of the department the host gives, which the page opens with', async () => {
    const { services, asked, settled } = page();
    readRecordingPageAhead(services, 42);
    await settled();
    expect(asked.slice(-2)).toEqual(['priorities 42', 'templates 42']);
  });

  it("opens the recording journal of the profile's account, which the recorder reads before Record", async () => {
    journalsOpened.length = 0;
    const { services, settled } = page();
    readRecordingPageAhead(services);
    await settled();
    expect(journalsOpened).toEqual(['dictation-recorder-journal:7']);
  });
});
