import { forgetExpiredKeptWork, type StorageLike } from '@dictation/core';
import { accountJournalsDeleter } from '@dictation/letter-view';

/** The sweep itself, in a chunk of its own (keptWorkRetention.ts): it holds the journals' code. */
export const forgetExpiredWork = (backend: StorageLike) =>
  forgetExpiredKeptWork(backend, accountJournalsDeleter(backend));
