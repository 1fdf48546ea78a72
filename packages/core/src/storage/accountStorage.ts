import * as z from 'zod/mini';
import type { LettersSearchQuery } from '../api/lettersApi';
import { idSchema } from '../schemas/common';
import { createLetterPayloadSchema, letterFieldsSchema } from '../schemas/letters';
import { legacyListSettings } from './legacyListSettings';
import { accountKeyPrefix, globalKeyPrefix } from './storageKeys';
import { keysWithPrefix, readJson, removeKey, type StorageLike, writeJson } from './storageLike';
import { unsavedFieldsScope } from './unsavedFieldsScope';

const oneDayMs = 24 * 60 * 60 * 1000;

/** Page sizes of the letters list (spec 001 section 9); 50 is the default. */
export const pageSizes = [10, 25, 50, 100, 200] as const;
export type PageSize = (typeof pageSizes)[number];

/** Organisation, department and label preselected on the recording page (spec 000 section 4). */
export const preselectionSchema = z.object({
  organisationId: z.nullable(z.int()),
  departmentId: z.nullable(z.int()),
  labelName: z.nullable(z.string()),
});
export type Preselection = z.infer<typeof preselectionSchema>;

/** The letter whose field changes wait for the server, and the fields as the user left them. */
export const unsavedLetterFieldsSchema = z.object({ letterId: idSchema, fields: letterFieldsSchema });
export type UnsavedLetterFields = z.infer<typeof unsavedLetterFieldsSchema>;

/** A recording a sign-out stopped: its letter and length, for the account's next sign-in to say. */
export const keptRecordingSchema = z.object({ letterId: idSchema, lengthMs: z.number().check(z.gte(0)) });
export type KeptRecording = z.infer<typeof keptRecordingSchema>;

/**
 * A new letter recorded with no network (issue 35): the job its create call will make, with the
 * key its audio is journaled and sent under, and whether the user completed it meanwhile.
 */
export const offlineDraftSchema = z.object({
  payload: createLetterPayloadSchema,
  completed: z.boolean(),
  /** The recording's length when the user completed it, ms (for the outbox's list). */
  lengthMs: z.optional(z.number()),
});
export type OfflineDraft = z.infer<typeof offlineDraftSchema>;

interface KeyDefinition<T> {
  schema: z.ZodMiniType<T>;
  fallback: T;
  /** Values older than this read as the fallback. */
  ttlMs?: number;
  /** Kept outside any account (the username is known before the account is). */
  global?: boolean;
  /**
   * Work the server does not have yet: a sign-out's `clear()` leaves it, as it leaves the
   * recording journal, and the same account gets it back at its next sign-in.
   */
  pending?: boolean;
}

const define = <T>(definition: KeyDefinition<T>) => definition;

/**
 * The locally stored keys of the spec (000 section 3, 001 section 3 and 9), their shapes,
 * defaults and expiries. A value that does not match its schema reads as the default.
 */
export const storedKeys = {
  /**
   * List filters, shape owned by the letters table; expire after one day (spec 000 section 9).
   * Kept per list: `scope` is the list's `LetterListMode` (`in-progress`, `completed`).
   */
  filters: define<Record<string, unknown>>({
    schema: z.record(z.string(), z.unknown()),
    fallback: {},
    ttlMs: oneDayMs,
  }),
  /**
   * The optional list columns the user turned on (true) or off (false), by column id; a column
   * not named follows the list's default. Shape owned by the letters table.
   */
  columns: define<Record<string, boolean>>({ schema: z.record(z.string(), z.boolean()), fallback: {} }),
  pageSize: define<PageSize>({
    schema: z.union(pageSizes.map((size) => z.literal(size))) as z.ZodMiniType<PageSize>,
    fallback: 50,
  }),
  /**
   * Row density of the letters lists, one for both lists (issue 19): compact rows (the default)
   * or comfortable ones with more room around the text.
   */
  listDensity: define<'compact' | 'comfortable'>({
    schema: z.enum(['compact', 'comfortable']),
    fallback: 'compact',
  }),
  /** The list's page, 1-based; per list like the filters. */
  page: define<number>({ schema: z.int().check(z.gte(1)), fallback: 1 }),
  /** Device id of the selected recording source. */
  recordingDevice: define<string | null>({ schema: z.nullable(z.string()), fallback: null }),
  /**
   * Playback default speed (Settings, Recording and Audio player). The spec has no endpoint for
   * playback defaults, so they are kept per account in this browser (docs/wire-contract.md).
   */
  playbackSpeed: define<number>({ schema: z.number().check(z.gte(0.2), z.lte(2)), fallback: 1 }),
  /** Remembered "with an expiry" (spec 000 section 4); we keep it one day, like the filters. */
  preselection: define<Preselection | null>({
    schema: z.nullable(preselectionSchema),
    fallback: null,
    ttlMs: oneDayMs,
  }),
  /** Last username typed on the sign-in form. */
  username: define<string>({ schema: z.string(), fallback: '', global: true }),
  /**
   * The user confirmed the warning 'The browser will not be supported' on this computer (the
   * spec's warning with a Confirm button, 000 sections 5 and 8): it is not raised again.
   */
  browserWarningConfirmed: define<boolean>({ schema: z.boolean(), fallback: false, global: true }),
  /** Auto-refresh flag of the lists (spec 001 section 4), one for both lists. */
  autoRefresh: define<'not-started' | 'running'>({
    schema: z.enum(['not-started', 'running']),
    fallback: 'not-started',
  }),
  /**
   * Recording-page field changes the server has not acknowledged yet, so a reload or a closed
   * tab does not lose them (issue 23: saved as they are made, with the audio's care). Kept per
   * letter (`scope`: its id, `unsavedFieldsScope`), so two recorders on one host page, or a job
   * left unsaved for another, never take each other's place.
   */
  unsavedLetterFields: define<UnsavedLetterFields | null>({
    schema: z.nullable(unsavedLetterFieldsSchema),
    fallback: null,
    pending: true,
  }),
  /**
   * Recordings a sign-out stopped (issue 31). Their audio is in the recording journal on this
   * computer; the account's next sign-in says what was kept, once, and the journal sends it when
   * the job is opened again.
   */
  keptRecordings: define<KeptRecording[]>({
    schema: z.array(keptRecordingSchema),
    fallback: [],
    pending: true,
  }),
  /**
   * New letters recorded with no network, in the order they were recorded (issue 35,
   * docs/architecture.md "Offline"): each is created when the network returns, then its audio,
   * kept in the recording journal under its key, is sent. A sign-out keeps them like the journal.
   */
  offlineDrafts: define<OfflineDraft[]>({
    schema: z.array(offlineDraftSchema),
    fallback: [],
    pending: true,
  }),
  /** When the password-expiry warning was last shown (epoch ms). */
  passwordExpiryWarnedAt: define<number | null>({ schema: z.nullable(z.number()), fallback: null }),
  /**
   * A list's first search as its signed-in user last made it here, scoped by the list's mode
   * (issue 33): asked again as the list opens, before the lookups it is built from have answered.
   * Global: the account is known from the profile, which it does not wait for; so the host
   * removes it at every sign-in and sign-out, and only the sign-in that made it asks it again.
   */
  lastFirstSearch: define<LettersSearchQuery | null>({
    schema: z.nullable(
      z.object({
        top: z.int().check(z.gte(1)),
        skip: z.int().check(z.gte(0)),
        filter: z.optional(z.string()),
        orderBy: z.optional(z.string()),
      }),
    ),
    fallback: null,
    ttlMs: oneDayMs,
    global: true,
  }),
};

export type StoredKey = keyof typeof storedKeys;

export type StoredValue<K extends StoredKey> = (typeof storedKeys)[K]['fallback'];

export { storageVersion } from './storageKeys';

export interface AccountStorageOptions {
  backend: StorageLike;
  /** The signed-in account; null before sign-in (only global keys are meaningful then). */
  accountId: string | number | null;
  /** @default Date.now */
  now?: () => number;
}

/** Typed, namespaced, versioned preferences. Reads never throw. */
export interface AccountStorage {
  /** The stored value, or the key's default when missing, expired or corrupted. */
  get<K extends StoredKey>(key: K, scope?: string): StoredValue<K>;
  set<K extends StoredKey>(key: K, value: StoredValue<K>, scope?: string): void;
  remove(key: StoredKey, scope?: string): void;
  /**
   * Removes every key of this account (a sign-out, spec 000 section 2) except the `pending` ones:
   * changes the server has not acknowledged are the user's work, not stored state.
   */
  clear(): void;
}

interface Envelope {
  value: unknown;
  expiresAt?: number;
}

/**
 * Creates per-account storage over `backend`. Keys look like
 * `dictation:v1:account:42:filters:in-progress` (`scope` tells the two lists apart).
 *
 * For a signed-in account, list settings that `@dictation/letters-table` saved under its own keys
 * before it used this storage are moved here first, once per account (see `legacyListSettings`).
 */
export function createAccountStorage(options: AccountStorageOptions): AccountStorage {
  const now = options.now ?? Date.now;
  const { backend } = options;
  const accountPrefix = accountKeyPrefix(options.accountId);
  const storageKey = (key: StoredKey, scope?: string) =>
    `${storedKeys[key].global ? globalKeyPrefix : accountPrefix}${key}${scope ? `:${scope}` : ''}`;
  /** Writes `value` as written at `writtenAt`: a key with an expiry expires `ttlMs` after it. */
  const write = (key: StoredKey, value: unknown, scope: string | undefined, writtenAt: number) => {
    const ttlMs = (storedKeys[key] as KeyDefinition<unknown>).ttlMs;
    const envelope: Envelope = ttlMs === undefined ? { value } : { value, expiresAt: writtenAt + ttlMs };
    writeJson(backend, storageKey(key, scope), envelope);
  };

  /**
   * Copies what the letters table saved under its old keys into this account's keys (values that
   * do not match their key's schema are dropped; a key already written here is kept), then
   * deletes the old keys. Runs once per account: a marker outside the account (so a sign-out's
   * `clear()` leaves it) says it ran.
   */
  const migrateLegacyListSettings = (accountId: string | number) => {
    const marker = `${globalKeyPrefix}migrated:legacyListSettings:${accountId}`;
    if (readJson(backend, marker) === true) return;
    const legacy = legacyListSettings(backend, accountId);
    for (const { key, scope, value, writtenAt = now() } of legacy.values) {
      const definition = storedKeys[key] as KeyDefinition<unknown>;
      const expired = definition.ttlMs !== undefined && now() >= writtenAt + definition.ttlMs;
      const taken = readJson(backend, storageKey(key, scope)) !== undefined;
      if (!expired && !taken && definition.schema.safeParse(value).success)
        write(key, value, scope, writtenAt);
    }
    for (const key of legacy.keys) removeKey(backend, key);
    writeJson(backend, marker, true);
  };

  /**
   * Before the kept field changes were per letter, one slot held them: moved under its letter's
   * scope (unless that letter already has a copy there), so a reload after an update keeps them.
   */
  const moveSingleUnsavedFields = () => {
    const single = storageKey('unsavedLetterFields');
    const envelope = readJson(backend, single);
    if (envelope === undefined) return;
    const parsed = storedKeys.unsavedLetterFields.schema.safeParse((envelope as Envelope | null)?.value);
    if (parsed.success && parsed.data) {
      const scoped = storageKey('unsavedLetterFields', unsavedFieldsScope(parsed.data.letterId));
      if (readJson(backend, scoped) === undefined) writeJson(backend, scoped, envelope);
    }
    removeKey(backend, single);
  };

  if (options.accountId !== null) {
    migrateLegacyListSettings(options.accountId);
    moveSingleUnsavedFields();
  }

  return {
    get(key, scope) {
      const definition = storedKeys[key] as KeyDefinition<StoredValue<typeof key>>;
      const envelope = readJson(backend, storageKey(key, scope));
      if (typeof envelope !== 'object' || envelope === null || !('value' in envelope)) {
        return definition.fallback;
      }
      const { value, expiresAt } = envelope as Envelope;
      if (typeof expiresAt === 'number' && now() >= expiresAt) return definition.fallback;
      const parsed = definition.schema.safeParse(value);
      return parsed.success ? parsed.data : definition.fallback;
    },
    set(key, value, scope) {
      write(key, value, scope, now());
    },
    remove(key, scope) {
      removeKey(backend, storageKey(key, scope));
    },
    clear() {
      const pendingPrefixes = Object.entries(storedKeys)
        .filter(([, definition]) => (definition as KeyDefinition<unknown>).pending)
        .map(([key]) => `${accountPrefix}${key}`);
      for (const key of keysWithPrefix(backend, accountPrefix)) {
        const isPending = pendingPrefixes.some((prefix) => key === prefix || key.startsWith(`${prefix}:`));
        if (!isPending) removeKey(backend, key);
      }
    },
  };
}
