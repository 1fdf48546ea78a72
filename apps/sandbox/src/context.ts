import { join } from 'node:path';
import { AudioStore } from './audio/store';
import { newPasswordWork } from './auth/passwordWork';
import { GuessGuard, ResetGuard } from './auth/throttle';
import type { ResolvedOptions } from './config';
import type { Db } from './db/database';
import { isoDate } from './domain';
import type { BoundedQueue } from './queues';

/** A signed-in caller, loaded from the bearer token. */
export interface User {
  id: number;
  tenantId: number;
  userName: string;
  fullName: string;
  fullNameFormatted: string;
  email: string;
  roleName: string;
  roleType: number;
  passwordExpiryDate: string;
  allowedAddress: string | null;
  inactivityTimeoutSeconds: number;
  settingsJson: string;
}

export const userColumns = `id, tenant_id AS tenantId, user_name AS userName, full_name AS fullName,
  full_name_formatted AS fullNameFormatted, email, role_name AS roleName, role_type AS roleType,
  password_expiry_date AS passwordExpiryDate, allowed_address AS allowedAddress,
  inactivity_timeout_seconds AS inactivityTimeoutSeconds, settings_json AS settingsJson`;

export interface ExternalPatient {
  familyName: string;
  firstNames: string;
  dateOfBirth: string;
  nhsNumber: string;
  refId: string;
  externalClinicalSystem: number;
}

/** What `GET author/emis/*` answers for a tenant; test controls change it. */
export interface ExternalSystemState {
  connected: boolean;
  patient: ExternalPatient | null;
  /** A failure of the patient call: 403 with a spec 000 section 8 code, or 500 (the client's 2009). */
  failure: { status: 403; code: number } | { status: 500 } | null;
}

/** Shared by every route module. */
export interface Context {
  db: Db;
  options: ResolvedOptions;
  now(): Date;
  nowIso(): string;
  /** Moves the clock on (test control `clock`): the injected clock plus this many ms. */
  clockOffsetMs: number;
  externalSystems: Map<number, ExternalSystemState>;
  audio: AudioStore;
  /** Wrong passwords (sign-in and the change without a token share it: both are oracles). */
  passwordGuesses: GuessGuard;
  /** Wrong password-reset codes, and the reset mails asked for. */
  resetCodeGuesses: ResetGuard;
  /** scrypt runs (hashing, checking), a few at a time (auth/passwordWork.ts). */
  passwordWork: BoundedQueue;
  /**
   * Answering only the spec's fields (specOnly.ts): the option's value, which the test control
   * `spec-only` may change until the next reset.
   */
  specOnly: boolean;
  log(message: string): void;
}

export function createContext(db: Db, options: ResolvedOptions, log: (message: string) => void): Context {
  const ctx: Context = {
    db,
    options,
    clockOffsetMs: 0,
    now: () => new Date(options.now().getTime() + ctx.clockOffsetMs),
    nowIso: () => isoDate(ctx.now()),
    externalSystems: new Map(),
    audio: new AudioStore(join(options.dataDir, 'audio')),
    passwordGuesses: new GuessGuard(() => ctx.now().getTime()),
    resetCodeGuesses: new ResetGuard(() => ctx.now().getTime()),
    passwordWork: newPasswordWork(),
    specOnly: options.specOnly,
    log,
  };
  return ctx;
}

/** Appends a workflow history row (spec 001: a row for every action). */
export function recordHistory(
  ctx: Context,
  letterId: number,
  userId: number | null,
  details: string,
  changes: string | null = null,
): void {
  const letter = ctx.db
    .prepare('SELECT step_name AS stepName, is_outsource AS isOutsource FROM letters WHERE id = ?')
    .get(letterId) as { stepName: string; isOutsource: number } | undefined;
  if (!letter) return;
  ctx.db
    .prepare(
      'INSERT INTO history (letter_id, user_id, start_date, step_name, is_outsource, details, changes) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    .run(letterId, userId, ctx.nowIso(), letter.stepName, letter.isOutsource, details, changes);
}
