import type { ApiClient, OrganisationItem } from '@dictation/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readListsForOffline, recordablePlaces } from './keepListsForOffline';

const organisations: OrganisationItem[] = [
  {
    id: 1,
    name: 'General Hospital',
    childrenOrgItems: [
      { id: 11, name: 'Pathology' },
      { id: 12, name: 'Radiology' },
    ],
  },
  { id: 2, name: 'District Nursing', childrenOrgItems: [] },
];

function fakeApi() {
  const reads: string[] = [];
  const read = (list: string) => async (id: number) => {
    reads.push(`${list} ${id}`);
    if (id === 12 && list === 'priorities') throw new Error('Server error');
    return [];
  };
  const api = {
    lookups: { priorities: read('priorities'), templates: read('templates') },
  } as unknown as ApiClient;
  return { api, reads };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the lists kept for a letter recorded with no network', () => {
  it('are those of every department, or of an organisation without departments', () => {
    expect(recordablePlaces(organisations)).toEqual([11, 12, 2]);
  });

  it('are read one place at a time, past a failure, and once in the page’s life unless they failed', async () => {
    const { api, reads } = fakeApi();
    await readListsForOffline(api, [11, 12, 2], new AbortController().signal);
    expect(reads).toEqual([
      'priorities 11',
      'templates 11',
      'priorities 12',
      'templates 12',
      'priorities 2',
      'templates 2',
    ]);
    await readListsForOffline(api, [11, 12, 2, 3], new AbortController().signal);
    expect(reads.slice(6)).toEqual(['priorities 12', 'templates 12', 'priorities 3', 'templates 3']);
  });

  it('are not read with no network, nor once the page has gone', async () => {
    const offline = fakeApi();
    vi.stubGlobal('navigator', { onLine: false });
    await readListsForOffline(offline.api, [11], new AbortController().signal);
    expect(offline.reads).toEqual([]);
    vi.unstubAllGlobals();

    const gone = fakeApi();
    await readListsForOffline(gone.api, [11], AbortSignal.abort());
    expect(gone.reads).toEqual([]);
  });
});
