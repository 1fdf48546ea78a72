/**
 * What a signed-in screen needs, asked for at once and side by side (issue 33): on a hospital
 * network each request is a round trip of its own, and a screen that first downloads the shell,
 * then refreshes the token, then reads the profile, then downloads its page, then reads its
 * lookups waits for all of those one after another. Here the shell's and the page's code start
 * downloading with the token refresh, and the reads the screen will make are started at once
 * (the client refreshes the token once for all of them) into `earlyReads`, where the first hook
 * that reads the same key takes its answer.
 */
import {
  type ApiClient,
  canCreateLetter,
  createAccountStorage,
  type LetterMetadata,
  type OrganisationItem,
  type Session,
  type StorageLike,
  type UserProfile,
} from '@dictation/core';
import type { EarlyReads } from '@dictation/core/react';
import { apiKey } from '@dictation/core/react';
import { forgetLetterOpenedAhead, openLetterAhead, readKeptEditsAhead } from '@dictation/letter-view';
import {
  firstListSearch,
  type ListContextSources,
  type ListMode,
  lookupKeys,
  rememberedFirstSearch,
  rememberFirstSearch,
} from '@dictation/letters-table';
import {
  forgetCurrentLetterAhead,
  openJobRecordingAhead,
  openRecordingJournalAhead,
  type ReadAhead,
  readCurrentLetterAhead,
  readDepartmentListsAhead,
  recordingChoiceReads,
  recordingJobReads,
} from '@dictation/new-letter';
import { isPublicPath } from '../routing/paths';
import { homePath } from '../routing/sessionRoutes';
import { letterIdOf, type PageKind, pageKindOf, preloadPage } from './routePages';

// Read by the shell and by the lists under keys of their own: one request serves both keys.
const readProfile = (api: ApiClient) => api.profile.current();
const readOrganisationItems = (api: ApiClient) => api.lookups.organisationItems();

/** What the signed-in shell reads on every page (layout/SignedInLayout.tsx) to show it. */
const shellReads: ReadAhead[] = [
  [apiKey('profile.current'), readProfile],
  [apiKey('lookups.organisationItems'), readOrganisationItems],
];

/** What the shell reads for a notice (the password's expiry): no screen waits for it. */
const noticeReads: ReadAhead[] = [
  [apiKey('accounts.expiryNotificationDays'), (api) => api.accounts.expiryNotificationDays()],
];

const listModeOf = (pathname: string): ListMode =>
  pathname.startsWith('/completed') ? 'completed' : 'inProgress';

/**
 * What the list's first rows wait for, under the keys `@dictation/letters-table` reads them with:
 * its first search is built from these (`firstListSearch`).
 */
const listContextReads: ReadAhead[] = [
  [lookupKeys.profile, readProfile],
  [lookupKeys.permission, (api) => api.profile.organisationsPermission()],
  [lookupKeys.outsource, (api) => api.letters.outsourceEnabled()],
  [lookupKeys.manual, (api) => api.letters.manualEnabled()],
  [lookupKeys.organisationItems, readOrganisationItems],
];

/** The choices of the list's filters: the rows do not wait for them. */
const listFilterReads = (pathname: string): ReadAhead[] => {
  const inProgress = listModeOf(pathname) === 'inProgress';
  return [
    [lookupKeys.priorities, (api) => api.lookups.allMyPriorities()],
    [lookupKeys.labels, (api) => api.lookups.allMyLabels()],
    [lookupKeys.authors(inProgress), (api) => api.lookups.authorsWithLetters(inProgress)],
  ];
};

const footPedalRead: ReadAhead = [apiKey('settings.footPedal'), (api) => api.settings.footPedal()];

/** Each page's reads that what it first shows waits for; they wait for nothing but the token. */
function pageReads(kind: PageKind): ReadAhead[] {
  switch (kind) {
    case 'list':
      return listContextReads;
    case 'letter':
      return [footPedalRead];
    case 'newLetter':
      return [...recordingJobReads];
    default:
      return [];
  }
}

/** Each page's reads that what it first shows does not wait for: sent after the others. */
function laterPageReads(kind: PageKind, pathname: string): ReadAhead[] {
  if (kind === 'list') return listFilterReads(pathname);
  return kind === 'newLetter' ? [...recordingChoiceReads] : [];
}

/**
 * What a page takes over from its start beyond the early reads (the author's open job, the letter
 * opened with its lock) is forgotten when the user signs out: it is the user's, not the next
 * one's, who may sign in on this page within the time the pages wait for it.
 */
function forgetTakeOversAtLogout(session: Session): void {
  atNextLogout(session, () => {
    forgetCurrentLetterAhead();
    forgetLetterOpenedAhead();
  });
}

/** Runs `action` once, at the session's next logout. */
function atNextLogout(session: Session, action: () => void): void {
  const stop = session.subscribe((event) => {
    if (event.type !== 'logout') return;
    stop();
    action();
  });
}

/**
 * The author's open job, asked for ahead (`readCurrentLetterAhead`: the recording page takes it
 * over); once it, the profile and the organisations are in, the priorities and templates of the
 * department the page opens with (`readDepartmentListsAhead`). The account's recording journal
 * opens once `account` names it: the recorder reads it before it enables Record. `started`: the
 * screen's reads, as started.
 */
function followOpenJob(
  services: StartupServices,
  started: Map<string, Promise<unknown>>,
  openJob: Promise<LetterMetadata | null>,
  account: Promise<UserProfile>,
): void {
  const { api, earlyReads, session, storage } = services;
  forgetTakeOversAtLogout(session);
  openRecordingJournalAhead(account);
  const accountStorage = (accountId: number) => createAccountStorage({ backend: storage, accountId });
  openJobRecordingAhead(api, openJob, account, accountStorage);
  readDepartmentListsAhead(
    { api, earlyReads, accountStorage },
    Promise.all([
      started.get(apiKey('profile.current')) as Promise<UserProfile>,
      started.get(apiKey('lookups.organisationItems')) as Promise<OrganisationItem[]>,
      openJob,
    ]),
  );
}

export interface StartupServices {
  api: ApiClient;
  session: Session;
  earlyReads: EarlyReads;
  /** The API's calls answered from the sign-in's kept copies only: a reload shows them first. */
  keptCopies?: ApiClient;
  /** Where the account's list settings (its saved filters, page and page size) are kept. */
  storage: StorageLike;
}

/** The answers of one screen's start, by the read that asked: a read under two keys is sent once. */
type SentReads = Map<ReadAhead[1], Promise<unknown>>;

/**
 * Starts each read; its answer by its key. The hooks are handed the answers once all of them are
 * in: each answer a hook takes is a render, and at a quarter of the CPU a list's nine renders
 * held back the JavaScript that reads the next answers, the list's first search among them. The
 * start-up itself (the search, the home page's choice) takes each answer as it comes. A screen
 * starts two such groups: what it first shows waits only for the first.
 */
function startReads(reads: ReadAhead[], { api, earlyReads }: StartupServices, sent: SentReads) {
  const once = (read: ReadAhead[1]) => {
    const answer = sent.get(read) ?? read(api);
    sent.set(read, answer);
    return answer;
  };
  let allIn = () => {};
  const handOverAfter = new Promise<void>((resolve) => {
    allIn = resolve;
  });
  const answers = new Map(
    reads.map(([key, read]) => [key, earlyReads.start(key, () => once(read), handOverAfter)]),
  );
  void Promise.allSettled(answers.values()).then(allIn);
  return answers;
}

const listModes = ['inProgress', 'completed'] as const satisfies ListMode[];

/**
 * The first search the list made last time, asked again before the lookups (a returning user's
 * list usually opens the same way): only for the sign-in that made it. The page signed in just now
 * (its tokens are in memory already) may be another user's, who must not send the last one's
 * search, so it forgets them; a sign-out forgets them too.
 */
function startRememberedSearch(mode: ListMode, { api, session, earlyReads, storage }: StartupServices) {
  const searches = createAccountStorage({ backend: storage, accountId: null });
  const forget = () => {
    for (const list of listModes) searches.remove('lastFirstSearch', list);
  };
  if (session.tokens() !== null) {
    forget();
    return;
  }
  const remembered = rememberedFirstSearch(api, searches, mode);
  if (remembered) void earlyReads.start(remembered.key, remembered.read);
  atNextLogout(session, forget);
}

/**
 * The list's first search, started once what it is built from is in (the profile, and a lookup
 * only when a saved filter reads it: `@dictation/letters-table`'s `firstListSearch`), under the
 * list's own key, rather than after the list's code has come and rendered. `lookups`: the list's
 * reads, as started.
 */
function startListSearch(
  mode: ListMode,
  lookups: Map<string, Promise<unknown>>,
  { api, earlyReads, storage }: StartupServices,
): void {
  const answer = <K extends keyof ListContextSources>(key: string) =>
    lookups.get(key) as Promise<ListContextSources[K]>;
  const permission = () =>
    (lookups.get(lookupKeys.permission) as Promise<{ letterApprovalPermission: boolean }>).then(
      (answered) => answered.letterApprovalPermission,
    );
  void answer<'profile'>(lookupKeys.profile)
    .then(async (profile) => {
      const accountStorage = createAccountStorage({ backend: storage, accountId: profile.accountId });
      const search = await firstListSearch(
        api,
        mode,
        profile,
        {
          letterApprovalPermission: permission,
          organisationItems: () => answer<'organisationItems'>(lookupKeys.organisationItems),
        },
        accountStorage,
      );
      // The same key as the one remembered: its answer, already on its way, is this one.
      void earlyReads.start(search.key, search.read);
      rememberFirstSearch(accountStorage, mode, search);
    })
    // A lookup that failed is shown by the list, which then asks for itself.
    .catch(() => {});
}

/**
 * What a reload shows from the sign-in's kept copies (issue 35: lookups, never patient data)
 * while its token and reads are on their way: the shell's profile and organisations, and the
 * list's lookups and filter choices, so the shell and the list's filters render in that wait
 * rather than after it and only the rows are left once the search answers (a warm list's render
 * after its data was 0.3 to 0.4 s of a quarter CPU). Not the recording page's or the letter's
 * settings, which their recorder and editor take once as they start. Each hook still reads its
 * own answer, which replaces the copy.
 */
function keptCopyReads(kind: PageKind, pathname: string): ReadAhead[] {
  return kind === 'list' ? [...shellReads, ...listContextReads, ...listFilterReads(pathname)] : shellReads;
}

function showKeptCopies(reads: ReadAhead[], keptCopies: ApiClient, earlyReads: EarlyReads): void {
  const copies = reads.map(([key, read]) => read(keptCopies).then((answer) => [key, answer] as const));
  void Promise.allSettled(copies).then((settled) => {
    const kept = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    earlyReads.showUntilRead(new Map(kept));
  });
}

/**
 * Starts everything the signed-in screen at `pathname` needs: nothing for a public path or a
 * signed-out user. Called before the first render (main.tsx) and once a sign-in succeeds.
 */
export function startScreenLoads(pathname: string, services: StartupServices): void {
  const { api, session } = services;
  if (isPublicPath(pathname) || !session.isSignedIn()) return;
  const kind = pageKindOf(pathname);
  const sent: SentReads = new Map();
  // A reload: this tab has no tokens yet. A sign-in just now forgot the kept copies anyway.
  const keptCopies = session.tokens() === null ? services.keptCopies : undefined;
  if (keptCopies) showKeptCopies(keptCopyReads(kind, pathname), keptCopies, services.earlyReads);
  // First on the wire, as the browser sends a server's requests in the order they were made, six
  // at a time over HTTP/1.1: what the screen shows waits for these. The job's department's lists
  // and its audio wait for the open job.
  const openJob = kind === 'newLetter' ? readCurrentLetterAhead(api) : undefined;
  // The search a returning user's list made last time, which its rows wait for.
  if (kind === 'list') startRememberedSearch(listModeOf(pathname), services);
  // The letter opens (and takes its lock) while the editor's code downloads; the screen takes it over.
  const letterId = kind === 'letter' ? letterIdOf(pathname) : null;
  if (letterId !== null) {
    openLetterAhead(api, letterId);
    forgetTakeOversAtLogout(session);
  }
  // A refused refresh ends the session, which forgets these (services.ts).
  const started = startReads([...shellReads, ...pageReads(kind)], services, sent);
  startReads([...laterPageReads(kind, pathname), ...noticeReads], services, sent);
  if (kind === 'list') startListSearch(listModeOf(pathname), started, services);
  const profile = started.get(apiKey('profile.current')) as Promise<UserProfile>;
  // The account's databases open once a profile names it. On a reload the kept copy names it,
  // before the server answers.
  const account = keptCopies ? Promise.any([readProfile(keptCopies), profile]) : profile;
  // The letter's kept edits, read so that the letter's screen renders with them at once.
  if (letterId !== null) readKeptEditsAhead(letterId, account);
  // The recording page's reads do not wait for the profile: a user who may not record is sent
  // home and leaves them untaken, rather than every recording page waiting a round trip more.
  if (openJob) followOpenJob(services, started, openJob, account);
  // The shell's and the page's code were asked for before these loads (startScreen.ts).
  void profile
    .then((answer) => {
      // Home is the recording page or the list, as the profile says (spec 000 section 2).
      const shown = kind === 'home' ? pageKindOf(homePath(canCreateLetter(answer))) : kind;
      if (shown === kind) return;
      preloadPage(shown);
      startReads(pageReads(shown), services, sent);
      startReads(laterPageReads(shown, pathname), services, sent);
      if (shown === 'newLetter') followOpenJob(services, started, readCurrentLetterAhead(api), profile);
    })
    .catch(() => {});
}
