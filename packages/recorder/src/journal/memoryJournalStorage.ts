import type { JournalOperation, JournalSession, JournalStorage } from './journalStorage';

/**
 * A journal kept in memory: survives nothing but a component remount. For jsdom tests, stories
 * and hosts that forbid IndexedDB; pass the same instance to simulate a reload.
 */
export function createMemoryJournalStorage(): JournalStorage {
  const operations = new Map<string, Map<number, JournalOperation>>();
  const sessions = new Map<string, JournalSession>();
  const of = (fileName: string) => {
    let byFile = operations.get(fileName);
    if (!byFile) {
      byFile = new Map();
      operations.set(fileName, byFile);
    }
    return byFile;
  };
  return {
    async add(operation) {
      // Copy, as IndexedDB's structured clone would, so callers may reuse their buffers.
      of(operation.fileName).set(operation.sequence, { ...operation, pcm: operation.pcm.slice() });
    },
    async remove(fileName, sequences) {
      const byFile = of(fileName);
      for (const sequence of sequences) byFile.delete(sequence);
    },
    async list(fileName) {
      return [...of(fileName).values()].sort((a, b) => a.sequence - b.sequence);
    },
    async readSession(fileName) {
      const session = sessions.get(fileName);
      return session ? { ...session } : undefined;
    },
    async writeSession(session) {
      sessions.set(session.fileName, { ...session });
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
      sessions.delete(fileName);
    },
  };
}
