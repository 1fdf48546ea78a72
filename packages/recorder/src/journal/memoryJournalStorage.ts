import { randomId } from '../randomId';
import {
  type JournalFragment,
  type JournalOperation,
  type JournalSession,
  type JournalStorage,
  mergeOperations,
  operationsFromFragments,
} from './journalStorage';

/** Copies, as IndexedDB's structured clone would, so callers may reuse their buffers. */
const copy = <T extends { pcm: Int16Array }>(value: T): T => ({ ...value, pcm: value.pcm.slice() });

/**
 * A journal kept in memory: survives nothing but a component remount. For jsdom tests, stories
 * and hosts that forbid IndexedDB; pass the same instance to simulate a reload.
 */
export function createMemoryJournalStorage(): JournalStorage {
  const operations = new Map<string, Map<number, JournalOperation>>();
  const fragments = new Map<string, JournalFragment[]>();
  const bases = new Map<string, Int16Array[]>();
  const sessions = new Map<string, JournalSession>();
  const writer = randomId();
  const operationsOf = (fileName: string) => {
    let byFile = operations.get(fileName);
    if (!byFile) {
      byFile = new Map();
      operations.set(fileName, byFile);
    }
    return byFile;
  };
  return {
    async add(operation) {
      operationsOf(operation.fileName).set(operation.sequence, copy(operation));
      fragments.set(
        operation.fileName,
        (fragments.get(operation.fileName) ?? []).filter((f) => f.sequence !== operation.sequence),
      );
    },
    async appendFragments(added, session) {
      fragments.set(session.fileName, [...(fragments.get(session.fileName) ?? []), ...added.map(copy)]);
      sessions.set(session.fileName, { ...session });
    },
    async list(fileName) {
      return mergeOperations(
        [...operationsOf(fileName).values()].map(copy),
        operationsFromFragments(fragments.get(fileName) ?? []),
        sessions.get(fileName),
      );
    },
    async readSession(fileName) {
      const session = sessions.get(fileName);
      return session ? { ...session } : undefined;
    },
    async writeSession(session) {
      sessions.set(session.fileName, { ...session });
    },
    async writeBase(fileName, chunks) {
      const stored: Int16Array[] = [];
      bases.set(fileName, stored);
      for await (const chunk of chunks) stored.push(chunk.slice());
    },
    async *readBase(fileName) {
      for (const chunk of bases.get(fileName) ?? []) yield chunk.slice();
    },
    async sessions() {
      const names = new Set([
        ...sessions.keys(),
        ...[...operations].filter(([, o]) => o.size > 0).map(([n]) => n),
      ]);
      return [...names].map(
        (fileName) => sessions.get(fileName) ?? { fileName, capturing: false, nextSequence: 0, updatedAt: 0 },
      );
    },
    async clear(fileName) {
      operations.delete(fileName);
      fragments.delete(fileName);
      bases.delete(fileName);
      sessions.delete(fileName);
    },
    async writerId() {
      return writer;
    },
  };
}
