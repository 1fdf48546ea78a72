import { type ApiClient, createMemoryStorage, type Session, type UserProfile } from '@dictation/core';
import { apiKey, createEarlyReads, type EarlyReads } from '@dictation/core/react';
import { lookupKeys } from '@dictation/letters-table';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import useSWR, { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadNextPages } from './nextPages';
import { pageKindOf } from './routePages';
import { type StartupServices, startScreenLoads } from './startupLoads';

/** Which pages' code was asked for (the real chunks are not loaded by these tests). */
const preloaded: string[] = [];
/** What went to the server, in order: reads once they had the token, and code. */
const wire: string[] = [];
vi.mock('./routePages', async (original) => {
  const actual = await original<typeof import('./routePages')>();
  const asked = (name: string) => {
    preloaded.push(name);
    wire.push(`code ${name}`);
  };
  return {
    ...actual,
    preloadPage: (kind: string) => {
      if (kind in actual.pageOfKind) asked(kind);
    },
  };
});

/** What the start-up forgot at a logout (the packages' own tests show what forgetting does). */
const forgotten: string[] = [];
/** The accounts whose recording journal was opened ahead. */
const journalsOpened: number[] = [];
vi.mock('@dictation/new-letter', async (original) => ({
  ...(await original<typeof import('@dictation/new-letter')>()),
  forgetCurrentLetterAhead: () => forgotten.push('open job'),
  openRecordingJournalAhead: (account: Promise<UserProfile>) =>
    void account.then(({ accountId }) => journalsOpened.push(accountId)),
  openJobRecordingAhead: (
    _api: unknown,
    openJob: Promise<{ id: number } | null>,
    account: Promise<UserProfile>,
  ) =>
    void Promise.all([openJob, account]).then(([job, { accountId }]) =>
      jobRecordingsOpened.push([accountId, job?.id ?? null]),
    ),
}));
/** The open jobs whose recording was opened ahead, with the account whose journal holds it. */
const jobRecordingsOpened: [number, number | null][] = [];
/** The letters whose kept edits were read ahead, with the account whose database was read. */
const keptEditsRead: [number, number][] = [];
vi.mock('@dictation/letter-view', async (original) => ({
  ...(await original<typeof import('@dictation/letter-view')>()),
  forgetLetterOpenedAhead: () => forgotten.push('letter opened'),
  readKeptEditsAhead: (letterId: number, profile: Promise<UserProfile>) =>
    void profile.then(({ accountId }) => keptEditsRead.push([letterId, accountId])),
}));

const doctor = { roles: [{ name: 'Doctor', type: 200 }] } as unknown as UserProfile;
const secretary = { roles: [{ name: 'Secretary', type: 100 }] } as unknown as UserProfile;

/**
 * The portal's services around an API client that records each read as it is asked for (`reads`)
 * and as it is sent, once it has the token (`wire`). The token comes when the test says, or at once.
 */
function servicesFor(
  profile: UserProfile,
  {
    signedIn = true,
    token = Promise.resolve('token'),
    held = {} as Record<string, Promise<unknown>>,
    storage = createMemoryStorage(),
    signedInJustNow = false,
  } = {},
) {
  const reads: string[] = [];
  /** Each read with its arguments. */
  const calls: unknown[][] = [];
  const answers: Record<string, unknown> = {
    'profile.current': profile,
    'profile.organisationsPermission': { letterApprovalPermission: false },
    'letters.outsourceEnabled': false,
    'letters.manualEnabled': false,
    'lookups.organisationItems': [],
    'letters.search': { '@odata.count': 0, value: [] },
  };
  const api = new Proxy(
    {},
    {
      get: (_target, area: string) =>
        new Proxy(
          {},
          {
            get:
              (_area, method: string) =>
              async (...args: unknown[]) => {
                reads.push(`${area}.${method}`);
                calls.push([`${area}.${method}`, ...args]);
                await token;
                wire.push(`read ${area}.${method}`);
                return held[`${area}.${method}`] ?? answers[`${area}.${method}`] ?? {};
              },
          },
        ),
    },
  ) as ApiClient;
  const listeners = new Set<(event: { type: string }) => void>();
  const session = {
    isSignedIn: () => signedIn,
    getAccessToken: () => token,
    // A sign-in made on this page holds its tokens already; a returning user's come with the refresh.
    tokens: () => (signedInJustNow ? { accessToken: 'token' } : null),
    subscribe: (listener: (event: { type: string }) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as Session;
  const logout = () => {
    for (const listener of [...listeners]) listener({ type: 'logout' });
  };
  return { api, session, earlyReads: createEarlyReads(), storage, reads, calls, logout };
}

/** An API that answers only `kept` (by `area.method`), at once, as `keptCopies` does. */
function keptOnly(kept: Record<string, unknown>): ApiClient {
  const area = (name: string) =>
    new Proxy(
      {},
      {
        get: (_area, method: string) => async () => {
          const answer = kept[`${name}.${method}`];
          if (answer === undefined) throw new Error('not kept');
          return answer;
        },
      },
    );
  return new Proxy({}, { get: (_target, name: string) => area(name) }) as ApiClient;
}

/** SWR as the portal sets it up, with the start-up's answers, and a cache of the test's own. */
const withEarlyReads =
  (earlyReads: EarlyReads) =>
  ({ children }: { children: ReactNode }) =>
    createElement(
      SWRConfig,
      { value: { use: [earlyReads.middleware], provider: () => new Map() } },
      children,
    );

/**
 * The screen at `path` started with the read `held` never answered, and two hooks reading `keys`
 * as the screen's would: their answers, and the fetcher they would call without the start-up's.
 */
function startWithReadHeld(path: string, profile: UserProfile, held: string, keys: [string, string]) {
  const services = servicesFor(profile, { held: { [held]: new Promise(() => {}) } });
  startScreenLoads(path, services);
  const fetcher = vi.fn();
  const { result } = renderHook(() => [useSWR(keys[0], fetcher), useSWR(keys[1], fetcher)] as const, {
    wrapper: withEarlyReads(services.earlyReads),
  });
  return { result, fetcher };
}

/** Lets the reads' promise jobs and the tasks after them run (the code is asked for in one). */
const flush = async () => {
  for (let task = 0; task < 3; task += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

beforeEach(async () => {
  // What the last test started and did not wait for (its code asked for a task later) lands
  // before this one starts counting.
  await flush();
  preloaded.length = 0;
  wire.length = 0;
  forgotten.length = 0;
});
afterEach(() => vi.useRealTimers());

describe('pageKindOf', () => {
  it('names the page the route table shows', () => {
    expect(
      [
        '/',
        '/new-letter',
        '/in-progress',
        '/completed',
        '/in-progress/letter/12',
        '/completed/letter/3',
        '/letter/9',
        '/upload-audio',
        '/settings',
        '/nowhere',
      ].map(pageKindOf),
    ).toEqual([
      'home',
      'newLetter',
      'list',
      'list',
      'letter',
      'letter',
      'letter',
      'uploadAudio',
      'settings',
      'other',
    ]);
  });
});

describe('startScreenLoads (issue 33)', () => {
  it('asks for every read of the list at once, not one after another', async () => {
    const services = servicesFor(secretary);
    const { reads } = services;
    startScreenLoads('/in-progress', services);
    // The list's first search waits for the lookups it is built from, not for the list.
    expect(reads).not.toContain('letters.search');
    await flush();
    // The shell and the list read the profile and the organisations under keys of their own: once.
    expect(reads.sort()).toEqual(
      [
        'letters.search',
        'profile.current',
        'lookups.organisationItems',
        'accounts.expiryNotificationDays',
        'profile.organisationsPermission',
        'letters.outsourceEnabled',
        'letters.manualEnabled',
        'lookups.allMyPriorities',
        'lookups.allMyLabels',
        'lookups.authorsWithLetters',
      ].sort(),
    );
  });

  it('reads once the token has come, each read at once', async () => {
    let tokenCame = (_token: string) => {};
    const token = new Promise<string>((resolve) => {
      tokenCame = resolve;
    });
    const services = servicesFor(secretary, { token });
    startScreenLoads('/in-progress/letter/1046', services);
    // Nothing can be read before the token (the code was asked for before: startScreen.ts).
    expect(wire).toEqual([]);
    tokenCame('token');
    await flush();
    // (The letter another test opened ahead is released first: no screen took it.)
    const reads = wire.filter((sent) => sent !== 'read locks.unlock');
    expect(reads.sort()).toEqual(
      [
        'read profile.current',
        'read lookups.organisationItems',
        'read accounts.expiryNotificationDays',
        'read settings.footPedal',
        'read letters.metadataWithLock',
        'read documents.get',
      ].sort(),
    );
  });

  it('hands its answers to the hook that reads the same key: no second request', async () => {
    const services = servicesFor(secretary);
    startScreenLoads('/in-progress', services);
    const fetcher = vi.fn(async () => ['fetched again']);
    const wrapper = withEarlyReads(services.earlyReads);
    const { result } = renderHook(() => useSWR(lookupKeys.priorities, fetcher), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({}));
    expect(fetcher).not.toHaveBeenCalled();
    expect(services.reads.filter((read) => read === 'lookups.allMyPriorities')).toHaveLength(1);
  });

  it("sends the first search once its lookups are in, and hands the filters' choices over together", async () => {
    let authorsIn = (_authors: unknown) => {};
    const authors = new Promise((resolve) => {
      authorsIn = resolve;
    });
    const services = servicesFor(secretary, { held: { 'lookups.authorsWithLetters': authors } });
    startScreenLoads('/in-progress', services);
    await flush();
    expect(services.reads).toContain('letters.search');
    const wrapper = withEarlyReads(services.earlyReads);
    const { result } = renderHook(() => useSWR(lookupKeys.priorities, vi.fn()), { wrapper });
    await flush();
    // One render for all the answers, once the last is in, not one per answer.
    expect(result.current.data).toBeUndefined();
    authorsIn(['Dr Jones']);
    await waitFor(() => expect(result.current.data).toEqual({}));
  });

  it("sends a first visit's first search with the profile, not after the flags and the organisations", async () => {
    const never = new Promise(() => {});
    const held = Object.fromEntries(
      [
        'profile.organisationsPermission',
        'letters.outsourceEnabled',
        'letters.manualEnabled',
        'lookups.organisationItems',
      ].map((read) => [read, never]),
    );
    const services = servicesFor(secretary, { held });
    startScreenLoads('/in-progress', services);
    await flush();
    expect(wire).toContain('read letters.search');
  });

  it("hands the list the lookups its rows wait for without waiting for the filters' choices", async () => {
    const { result, fetcher } = startWithReadHeld('/in-progress', secretary, 'lookups.authorsWithLetters', [
      lookupKeys.profile,
      lookupKeys.manual,
    ]);
    await waitFor(() => expect(result.current[0].data).toBe(secretary));
    expect(result.current[1].data).toBe(false);
    expect(fetcher).not.toHaveBeenCalled();
  });

  describe("a returning user's list", () => {
    const searches = (reads: string[]) => reads.filter((read) => read === 'letters.search');
    const rememberedKey = 'dictation:v1:global:lastFirstSearch:inProgress';
    /** A first visit, which leaves its first search remembered in `storage`. */
    async function visited() {
      const first = servicesFor(secretary);
      startScreenLoads('/in-progress', first);
      await flush();
      expect(first.storage.getItem(rememberedKey)).not.toBeNull();
      return first.storage;
    }

    it('asks for its last first search with the lookups, and once when they build the same', async () => {
      const storage = await visited();
      let profileIn = (_profile: unknown) => {};
      const profile = new Promise((resolve) => {
        profileIn = resolve;
      });
      const next = servicesFor(secretary, { storage, held: { 'profile.current': profile } });
      startScreenLoads('/in-progress', next);
      await flush();
      expect(searches(next.reads)).toHaveLength(1);
      profileIn(secretary);
      await flush();
      expect(searches(next.reads)).toHaveLength(1);
    });

    it('sends its last first search first, then the lookups the rows wait for, then the rest', async () => {
      const storage = await visited();
      wire.length = 0;
      startScreenLoads('/in-progress', servicesFor(secretary, { storage }));
      await flush();
      const reads = wire.filter((sent) => sent.startsWith('read ')).slice(0, 10);
      // Six go out at once over HTTP/1.1, in the order they were made: the rows' reads fill them.
      expect(reads.slice(0, 6).sort()).toEqual(
        [
          'read letters.search',
          'read profile.current',
          'read profile.organisationsPermission',
          'read letters.outsourceEnabled',
          'read letters.manualEnabled',
          'read lookups.organisationItems',
        ].sort(),
      );
      expect(reads[0]).toBe('read letters.search');
      expect(reads.slice(6).sort()).toEqual(
        [
          'read lookups.allMyPriorities',
          'read lookups.allMyLabels',
          'read lookups.authorsWithLetters',
          'read accounts.expiryNotificationDays',
        ].sort(),
      );
    });

    it("forgets the search on a page signed in just now (maybe another user's) and at a sign-out", async () => {
      const storage = await visited();
      const signedInHere = servicesFor(secretary, {
        storage,
        signedInJustNow: true,
        held: { 'profile.current': new Promise(() => {}) },
      });
      startScreenLoads('/in-progress', signedInHere);
      await flush();
      expect(searches(signedInHere.reads)).toEqual([]);
      expect(storage.getItem(rememberedKey)).toBeNull();

      const returning = servicesFor(secretary, { storage: await visited() });
      startScreenLoads('/in-progress', returning);
      returning.logout();
      expect(returning.storage.getItem(rememberedKey)).toBeNull();
    });
  });

  it('the letter screen: its code, the foot pedal settings it waits for, and the letter opened ahead', async () => {
    keptEditsRead.length = 0;
    const services = servicesFor({ ...secretary, accountId: 5 });
    const { reads } = services;
    startScreenLoads('/in-progress/letter/1046', services);
    // With the token refresh, not once the editor's code has come (letter-view's openingAhead).
    expect(reads).toContain('letters.metadataWithLock');
    await flush();
    expect(reads).toContain('settings.footPedal');
    // Its kept edits, from the database of the account the profile names.
    expect(keptEditsRead).toEqual([[1046, 5]]);
  });

  it("a reload reads the letter's kept edits from the kept profile's account, as the screen renders from it", async () => {
    keptEditsRead.length = 0;
    const reload = servicesFor(secretary, { token: new Promise<string>(() => {}) });
    const keptCopies = keptOnly({ 'profile.current': { ...secretary, accountId: 5 } });
    startScreenLoads('/in-progress/letter/1046', { ...reload, keptCopies });
    await flush();
    expect(keptEditsRead).toEqual([[1046, 5]]);
  });

  /** The accounts whose recording journal a start at `pathname` opened ahead. */
  async function journalsOpenedAt(pathname: string, services: StartupServices): Promise<number[]> {
    journalsOpened.length = 0;
    startScreenLoads(pathname, services);
    await flush();
    return [...journalsOpened];
  }

  it("opens the recording journal of the profile's account on the recording page, and on no other", async () => {
    const secretaryOf4 = { ...secretary, accountId: 4 };
    expect(await journalsOpenedAt('/in-progress', servicesFor(secretaryOf4))).toEqual([]);
    expect(await journalsOpenedAt('/in-progress/letter/1046', servicesFor(secretaryOf4))).toEqual([]);
    expect(await journalsOpenedAt('/new-letter', servicesFor({ ...doctor, accountId: 9 }))).toEqual([9]);
  });

  it("a reload opens the recording journal of the kept profile's account, before the token comes", async () => {
    const reload = servicesFor(doctor, { token: new Promise<string>(() => {}) });
    const keptCopies = keptOnly({ 'profile.current': { ...doctor, accountId: 9 } });
    expect(await journalsOpenedAt('/new-letter', { ...reload, keptCopies })).toEqual([9]);
  });

  it("opens the recording of the open job that current-letter answers, on the recording page and a doctor's home", async () => {
    const openJob = { 'letters.current': Promise.resolve({ id: 88 }) };
    const doctorOf9 = { ...doctor, accountId: 9 };
    const secretaryOf4 = { ...secretary, accountId: 4 };
    const opened: Record<string, [number, number | null][]> = {};
    for (const [name, pathname, profile] of [
      ['recording page', '/new-letter', doctorOf9],
      ["doctor's home", '/', doctorOf9],
      ["secretary's home", '/', secretaryOf4],
      ['list', '/in-progress', secretaryOf4],
    ] as const) {
      jobRecordingsOpened.length = 0;
      startScreenLoads(pathname, servicesFor(profile, { held: openJob }));
      await flush();
      opened[name] = [...jobRecordingsOpened];
    }
    expect(opened).toEqual({
      'recording page': [[9, 88]],
      "doctor's home": [[9, 88]],
      "secretary's home": [],
      list: [],
    });
  });

  it("home opens the recording journal for the profile the recording page is home to, a doctor's", async () => {
    expect(await journalsOpenedAt('/', servicesFor({ ...secretary, accountId: 4 }))).toEqual([]);
    expect(await journalsOpenedAt('/', servicesFor({ ...doctor, accountId: 9 }))).toEqual([9]);
  });

  it('opens no letter ahead for a letter path without a usable id', () => {
    const services = servicesFor(secretary);
    startScreenLoads('/in-progress/letter/abc', services);
    startScreenLoads('/completed/letter', services);
    expect(services.reads).not.toContain('letters.metadataWithLock');
  });

  it('home: the page the profile leads to, the recording page for a doctor, the list otherwise', async () => {
    const home = async (profile: UserProfile) => {
      preloaded.length = 0;
      const services = servicesFor(profile);
      const { reads } = services;
      startScreenLoads('/', services);
      await flush();
      // The page once the profile has answered (the shell's code was asked for before: startScreen.ts).
      return { pages: [...preloaded].sort(), reads };
    };
    const forDoctor = await home(doctor);
    expect(forDoctor.pages).toEqual(['newLetter']);
    expect(forDoctor.reads).toEqual(
      expect.arrayContaining(['settings.recording', 'lookups.dictationTypes', 'letters.current']),
    );
    const forSecretary = await home(secretary);
    expect(forSecretary.pages).toEqual(['list']);
    expect(forSecretary.reads).toContain('lookups.allMyPriorities');
    expect(forSecretary.reads).not.toContain('settings.recording');
  });

  it("the recording page: its reads and the author's open job at once, not once the profile has answered", async () => {
    const services = servicesFor(doctor, { held: { 'profile.current': new Promise(() => {}) } });
    startScreenLoads('/new-letter', services);
    await flush();
    expect(services.reads).toEqual(
      expect.arrayContaining([
        'settings.footPedal',
        'settings.recording',
        'lookups.dictationTypes',
        'letters.current',
      ]),
    );
  });

  it("the recording page: its job's reads are handed over without waiting for the fields' choices", async () => {
    const { result, fetcher } = startWithReadHeld('/new-letter', doctor, 'lookups.dictationTypes', [
      apiKey('settings.recording'),
      apiKey('lookups.myTemplates'),
    ]);
    // The recorder shows once the job's reads are in; the choices come in a render of their own.
    await waitFor(() => expect(result.current[0].data).toEqual({}));
    expect(result.current[1].data).toBeUndefined();
    await flush();
    expect(result.current[1].data).toBeUndefined();
    expect(fetcher).not.toHaveBeenCalled();
  });

  /** A hospital with two departments: the recording page opens on one only for a reason. */
  const organisations = [
    {
      id: 1,
      name: 'General Hospital',
      childrenOrgItems: [
        { id: 7, name: 'Radiology' },
        { id: 8, name: 'Cardiology' },
      ],
    },
  ];

  it("the recording page: the lists of the open job's department once the job and the organisations are in", async () => {
    const openJob = { id: 1221, organisationItemId: 8, letterStepType: 1000 };
    let answerOpenJob = (_job: unknown) => {};
    const services = servicesFor(doctor, {
      held: {
        'lookups.organisationItems': Promise.resolve(organisations),
        'letters.current': new Promise((resolve) => {
          answerOpenJob = resolve;
        }),
      },
    });
    startScreenLoads('/new-letter', services);
    // First on the wire: the rest of the page's start waits for it.
    expect(services.reads[0]).toBe('letters.current');
    await flush();
    // The user's own templates wait for nothing; the department's wait for the job.
    expect(services.reads).toContain('lookups.myTemplates');
    expect(services.reads).not.toContain('lookups.priorities');
    answerOpenJob(openJob);
    await flush();
    expect(services.calls).toEqual(
      expect.arrayContaining([
        ['lookups.priorities', 8],
        ['lookups.templates', 8],
      ]),
    );
    // The page's hook takes the answer: one request for the department's priorities.
    const { result } = renderHook(
      () => useSWR(apiKey('lookups.priorities', { id: 8 }), () => services.api.lookups.priorities(8)),
      { wrapper: withEarlyReads(services.earlyReads) },
    );
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(services.reads.filter((read) => read === 'lookups.priorities')).toHaveLength(1);
  });

  it('reads no department ahead while the recording page waits for the user to choose one', async () => {
    const services = servicesFor(doctor, {
      held: {
        'lookups.organisationItems': Promise.resolve(organisations),
        'letters.current': Promise.resolve(null),
      },
    });
    startScreenLoads('/new-letter', services);
    await flush();
    expect(services.reads).toContain('letters.current');
    expect(services.reads).not.toContain('lookups.priorities');
    expect(services.reads).not.toContain('lookups.templates');
  });

  it('forgets the open job and the letter it asked for ahead when the user signs out, once', async () => {
    const onRecordingPage = servicesFor(doctor);
    startScreenLoads('/new-letter', onRecordingPage);
    onRecordingPage.logout();
    expect(forgotten).toEqual(['open job', 'letter opened']);
    onRecordingPage.logout();
    expect(forgotten).toHaveLength(2);
    forgotten.length = 0;
    const onList = servicesFor(secretary);
    startScreenLoads('/in-progress', onList);
    onList.logout();
    // Nothing was asked for ahead on a list: nothing to forget.
    expect(forgotten).toEqual([]);
  });

  it("a reload shows the kept copies of the shell's and the list's lookups while the token is on its way", async () => {
    const kept: Record<string, unknown> = {
      'profile.current': secretary,
      'letters.manualEnabled': true,
      'lookups.allMyPriorities': [{ id: 1, name: 'Urgent' }],
    };
    // The kept copies answer at once and without the token; what was never kept is refused.
    const keptCopies = keptOnly(kept);
    const reload = servicesFor(secretary, { token: new Promise<string>(() => {}) });
    startScreenLoads('/in-progress', { ...reload, keptCopies });
    await vi.waitFor(() =>
      expect(reload.earlyReads.fallback()).toEqual({
        [apiKey('profile.current')]: secretary,
        [lookupKeys.profile]: secretary,
        [lookupKeys.manual]: true,
        [lookupKeys.priorities]: [{ id: 1, name: 'Urgent' }],
      }),
    );
    // Every read still goes to the server for the hooks.
    expect(reload.reads).toContain('letters.manualEnabled');

    // A letter's screen: the shell's only (its settings are taken once, as its editor starts).
    const letter = servicesFor(secretary, { token: new Promise<string>(() => {}) });
    startScreenLoads('/in-progress/letter/5', { ...letter, keptCopies: keptOnly(kept) });
    await vi.waitFor(() =>
      expect(letter.earlyReads.fallback()).toEqual({ [apiKey('profile.current')]: secretary }),
    );

    // A sign-in made on this page shows nothing kept (they were forgotten as it signed in).
    const signedIn = servicesFor(secretary, { signedInJustNow: true });
    startScreenLoads('/in-progress', { ...signedIn, keptCopies: keptOnly(kept) });
    // The kept copies answer within a task, when they are asked for.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(signedIn.earlyReads.fallback()).toEqual({});
  });

  it('does nothing on a public page or signed out', async () => {
    const signedIn = servicesFor(secretary);
    startScreenLoads('/login', signedIn);
    const signedOut = servicesFor(secretary, { signedIn: false });
    startScreenLoads('/in-progress', signedOut);
    await flush();
    expect(preloaded).toEqual([]);
    expect([...signedIn.reads, ...signedOut.reads]).toEqual([]);
  });
});

describe('preloadNextPages', () => {
  it('downloads the letter page from a list once the list had its time, and not if left before', async () => {
    vi.useFakeTimers();
    const cancel = preloadNextPages('/in-progress');
    await vi.advanceTimersByTimeAsync(1999);
    expect(preloaded).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(preloaded).toEqual(['letter']);
    cancel();
    preloaded.length = 0;
    preloadNextPages('/in-progress/letter/3')();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(preloaded).toEqual([]);
  });
});
