import type {
  AccountStorage,
  ApiClient,
  LetterMetadata,
  OrganisationItem,
  UserProfile,
} from '@dictation/core';
import { apiKey, type EarlyReads } from '@dictation/core/react';
import { readCurrentLetterAhead } from './currentLetterAhead';
import { openingDepartmentOf } from './openingChoice';
import { openRecordingJournalAhead } from './recordingJournalAhead';

/** A read started before its screen renders, under the key of the hook that takes its answer. */
export type ReadAhead = readonly [key: string, read: (api: ApiClient) => Promise<unknown>];

/**
 * Issue 33: what the recording page's job waits for before it shows the recorder (`RecordLetter`:
 * the profile and the recording and foot pedal settings), and the organisations the opening
 * department's lists are read ahead from (`readDepartmentListsAhead`).
 */
export const recordingJobReads: readonly ReadAhead[] = [
  [apiKey('profile.current'), (api) => api.profile.current()],
  [apiKey('lookups.organisationItems'), (api) => api.lookups.organisationItems()],
  [apiKey('settings.footPedal'), (api) => api.settings.footPedal()],
  [apiKey('settings.recording'), (api) => api.settings.recording()],
];

/** The choices of the job's fields (dictation types, the user's templates): the recorder does not wait for them. */
export const recordingChoiceReads: readonly ReadAhead[] = [
  [apiKey('lookups.dictationTypes'), (api) => api.lookups.dictationTypes()],
  [apiKey('lookups.myTemplates'), (api) => api.lookups.myTemplates()],
];

/**
 * Issue 33: what the recording page (and the recorder element) reads once signed in, under its
 * hooks' keys, for a host to start with the token refresh (`EarlyReads`) rather than once the
 * page has come and rendered: each would otherwise be a round trip after the render before it.
 * The job's reads first: a browser sends a server's requests in the order they were made.
 */
export const recordingPageReads: readonly ReadAhead[] = [...recordingJobReads, ...recordingChoiceReads];

export interface ReadsAheadServices {
  api: ApiClient;
  earlyReads: Pick<EarlyReads, 'start'>;
  /**
   * The account's storage, where its remembered choice is (a host has it: `createAccountStorage`,
   * which this package does not load for it).
   */
  accountStorage: (accountId: number) => Pick<AccountStorage, 'get'>;
}

/**
 * Once the profile, the organisations and the author's open job are in (`answers`), reads the
 * priorities and templates of the department the page opens with (`openingDepartmentOf`, or the
 * host's `givenDepartmentId`) under the page's keys: the page would ask for those only once it
 * had rendered the job, half a second later at a quarter of the CPU. Nothing while the user has a
 * department to choose; a failed read is the page's to show, which then asks for itself.
 */
export function readDepartmentListsAhead(
  { api, earlyReads, accountStorage }: ReadsAheadServices,
  answers: Promise<readonly [UserProfile, OrganisationItem[], LetterMetadata | null]>,
  givenDepartmentId?: number,
): void {
  void answers
    .then(([profile, organisations, letter]) => {
      const id =
        givenDepartmentId ?? openingDepartmentOf(organisations, letter, accountStorage(profile.accountId));
      if (id === null) return;
      void earlyReads.start(apiKey('lookups.priorities', { id }), () => api.lookups.priorities(id));
      void earlyReads.start(apiKey('lookups.templates', { id }), () => api.lookups.templates(id));
    })
    .catch(() => {});
}

/**
 * Everything the recording flow reads as it opens, started now for a host whose page shows it
 * next (the recorder element, as it connects, once signed in): the author's open job first on the
 * wire, the page's reads, then the opening department's lists; the account's recording journal
 * opens as the profile comes. The host forgets them when the
 * session ends (`EarlyReads.clear`, `forgetCurrentLetterAhead`).
 */
export function readRecordingPageAhead(services: ReadsAheadServices, givenDepartmentId?: number): void {
  const { api, earlyReads } = services;
  const openJob = readCurrentLetterAhead(api);
  const started = new Map(
    recordingPageReads.map(([key, read]) => [key, earlyReads.start(key, () => read(api))]),
  );
  const answer = <T>(key: string) => started.get(key) as Promise<T>;
  openRecordingJournalAhead(answer<UserProfile>(apiKey('profile.current')));
  readDepartmentListsAhead(
    services,
    Promise.all([
      answer<UserProfile>(apiKey('profile.current')),
      answer<OrganisationItem[]>(apiKey('lookups.organisationItems')),
      openJob,
    ]),
    givenDepartmentId,
  );
}
