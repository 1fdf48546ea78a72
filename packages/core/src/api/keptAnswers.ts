import { storageVersion } from '../storage/storageKeys';
import { readJson, removeKey, type StorageLike, writeJson } from '../storage/storageLike';
import type { EndpointName } from './endpoints';

/**
 * The reads whose last answer is kept for a page opened, or used, with no network (issue 35,
 * docs/architecture.md "Offline"): who the user is, their settings and the lists a letter's details
 * are chosen from. None holds patient data: letters, documents and audio are never kept here.
 */
const keptReads: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'app.configuration',
  'profile.current',
  'profile.organisationsPermission',
  'accounts.expiryNotificationDays',
  'settings.recording',
  'settings.footPedal',
  'settings.spellcheck',
  'lookups.dictationTypes',
  'lookups.organisationItems',
  'lookups.organisationList',
  'lookups.labels',
  'lookups.allMyLabels',
  'lookups.priorities',
  'lookups.allMyPriorities',
  'lookups.templates',
  'lookups.myTemplates',
  'letters.outsourceEnabled',
  'letters.manualEnabled',
  'audio.limits',
]);

/** The last answers of the kept reads of one sign-in, by URL. */
export interface KeptAnswers {
  /** Whether the read's answers are kept. */
  keeps(name: EndpointName): boolean;
  /** The kept answer's text for a URL, if any. */
  recall(url: string): string | undefined;
  /** Keeps an answer's text (a full or blocked storage keeps nothing: the copy is a convenience). */
  remember(url: string, text: string): void;
  /** Deletes every kept answer (a sign-out, or a sign-in that may be another user's). */
  forget(): void;
}

/** One key per sign-in, next to it: `dictation:v1:kept-answers:<client id>@<API origin>`. */
export const keptAnswersKeyFor = (apiOrigin: string, clientId: string): string =>
  `dictation:v${storageVersion}:kept-answers:${clientId}@${apiOrigin}`;

const isTextRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((text) => typeof text === 'string');

/** Keeps the kept reads' answers in Web Storage under `key` (see `keptAnswersKeyFor`). */
export function createKeptAnswers(storage: StorageLike, key: string): KeptAnswers {
  const all = (): Record<string, string> => {
    const value = readJson(storage, key);
    return isTextRecord(value) ? value : {};
  };
  return {
    keeps: (name) => keptReads.has(name),
    recall: (url) => all()[url],
    remember(url, text) {
      const answers = all();
      if (answers[url] === text) return;
      answers[url] = text;
      writeJson(storage, key, answers);
    },
    forget: () => removeKey(storage, key),
  };
}
