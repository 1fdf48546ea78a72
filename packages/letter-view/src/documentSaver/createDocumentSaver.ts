import { type DocumentPatch, isApiError } from '@dictation/core';
import { contentHashOf } from './documentPatch';
import type { EditJournal } from './editJournal';
import { type DocumentPatchFormat, patchContentOf } from './patchFormats';

/** What the server holds of the letter's text (its last acknowledged version). */
export interface SavedDocument {
  documentId: number;
  version: number;
  html: string;
  /** The patch number of the next save (`newPatchNumber`). */
  patchNumber: number;
}

export type SaveState = 'saved' | 'pending' | 'saving' | 'offline' | 'retrying' | 'conflict';

export interface SaveStatus {
  state: SaveState;
  /** Consecutive failed attempts of the save being sent. */
  failures: number;
  lastError?: string;
}

export interface DocumentSaverOptions {
  letterId: number;
  saved: SavedDocument;
  /** The editor's content now, canonical HTML (read when a save is due, not per keystroke). */
  read: () => string;
  /**
   * `api.documents.patch`. A server that answers without the new version and patch number (the
   * spec names none) is taken to have moved each on by one.
   */
  send: (
    documentId: number,
    patch: DocumentPatch,
  ) => Promise<{ documentVersion?: number | null | undefined; newPatchNumber?: number | null | undefined }>;
  /** What `patchContent` holds (patchFormats.ts). @default 'edits' */
  patchFormat?: DocumentPatchFormat;
  journal: EditJournal;
  /** Spec 001 section 9: autosave debounce. @default 500 */
  debounceMs?: number;
  /** @default 1000 */
  retryInitialMs?: number;
  /** @default 30000 */
  retryMaximumMs?: number;
  /** A save was refused because the letter changed elsewhere (409): resolve it, then `rebase`. */
  onConflict?: () => void;
  /** Failures the user need not see one by one (they see the save state). */
  log?: (error: unknown) => void;
  /** @default () => Date.now() */
  now?: () => number;
}

export interface DocumentSaver {
  /** The text changed: saved after `debounceMs` without further change. */
  change(): void;
  /** Sends what is waiting now; resolves once the server has everything, rejects on a conflict. */
  flush(): Promise<void>;
  /**
   * The page is going away or hidden: journal what is not saved yet, now, and keep it at once
   * where the journal can (`keepNow`), as a closing page does not wait for a write.
   */
  pageHidden(): void;
  hasUnsaved(): boolean;
  status(): SaveStatus;
  /** What the server holds, as this saver knows it. */
  saved(): SavedDocument;
  subscribe(listener: () => void): () => void;
  /**
   * After a conflict (never while a save is out): `saved` is the server's version now; the editor
   * shows what the user keeps (merged, theirs or mine), which is saved on top of it.
   */
  rebase(saved: SavedDocument): void;
  dispose(): void;
}

class SaveConflict extends Error {
  override readonly name = 'SaveConflict';
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
const isOffline = (error: unknown) =>
  isApiError(error, 'network') ||
  (globalThis.navigator !== undefined && globalThis.navigator.onLine === false);
/** Core's client names a 409 `conflict`; a host's own `send` may throw anything with a status. */
const isConflict = (error: unknown) =>
  isApiError(error, 'conflict') ||
  (typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 409);

/**
 * Autosave as patches (spec 001 section 4, Editor; docs/architecture.md, "The letter screen"):
 * debounced 500 ms, one request at a time, later edits queued behind it. A failed save is sent
 * again exactly as it was (the server recognises a repeat of a save it applied), so an answer lost
 * on the way never turns into a conflict. Everything not yet acknowledged is in the edit journal
 * as it is typed, before it is sent and whenever the page is hidden, so a reload, a crash or an
 * outage keeps it.
 * A 409 stops saving and is handed to the screen: nothing is ever overwritten or dropped without
 * the user choosing.
 */
export function createDocumentSaver(options: DocumentSaverOptions): DocumentSaver {
  const { letterId, journal, read } = options;
  const debounceMs = options.debounceMs ?? 500;
  const retryInitialMs = options.retryInitialMs ?? 1000;
  const retryMaximumMs = options.retryMaximumMs ?? 30_000;
  const now = options.now ?? (() => Date.now());
  const log = (error: unknown) => options.log?.(error);
  const listeners = new Set<() => void>();

  let saved = options.saved;
  /** The save sent and not acknowledged (in flight, or waiting to be sent again). */
  let outgoing: { html: string; patch: DocumentPatch } | undefined;
  /** The editor changed since the last request was made. */
  let dirty = false;
  /** A request is being made or is in flight: the one at a time. */
  let busy = false;
  let disposed = false;
  let status: SaveStatus = { state: 'saved', failures: 0 };
  let debounce: ReturnType<typeof setTimeout> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let waiters: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const rejectWaiters = (error: Error) => {
    for (const waiter of waiters) waiter.reject(error);
    waiters = [];
  };

  // A function, not a test of `status` inline: TypeScript would keep a narrowing across the awaits
  // that change it.
  const inConflict = () => status.state === 'conflict';
  const hasUnsaved = () => dirty || outgoing !== undefined || debounce !== undefined;
  const settle = () => {
    if (inConflict()) rejectWaiters(new SaveConflict('The letter changed elsewhere'));
    else if (!hasUnsaved()) {
      for (const waiter of waiters) waiter.resolve();
      waiters = [];
    }
  };
  const setStatus = (next: SaveStatus) => {
    status = next;
    for (const listener of listeners) listener();
    settle();
  };

  const entryOf = (html: string) => ({
    letterId,
    documentId: saved.documentId,
    baseVersion: saved.version,
    baseHtml: saved.html,
    html,
    patchNumber: saved.patchNumber,
    ...(outgoing ? { sentHtml: outgoing.html } : {}),
    updatedAt: now(),
  });
  const journalNow = (html: string) => journal.write(entryOf(html)).catch(log);

  /**
   * Typing is kept on this computer as it happens, not only when a save is due: a crash of the tab
   * or of the computer within the debounce must not take the last words with it. One write at a
   * time, of the text as it is when the write starts, and one more after it if the text changed
   * meanwhile. It starts after the keystroke (a timeout): serializing a long letter is not free.
   */
  let keepTimer: ReturnType<typeof setTimeout> | undefined;
  let keeping = false;
  let changedSinceKept = false;
  async function keepTyping() {
    keepTimer = undefined;
    keeping = true;
    while (changedSinceKept && !disposed && hasUnsaved()) {
      changedSinceKept = false;
      await journalNow(read());
    }
    keeping = false;
  }
  const keepSoon = () => {
    changedSinceKept = true;
    if (!keeping && keepTimer === undefined) keepTimer = setTimeout(() => void keepTyping(), 0);
  };

  const patchFormat = options.patchFormat ?? 'edits';
  const requestFor = async (html: string): Promise<DocumentPatch> => ({
    documentVersion: saved.version,
    patchContent: patchContentOf(patchFormat, saved.html, html),
    patchNumber: saved.patchNumber,
    contentHash: await contentHashOf(html),
  });

  /** Sends the outgoing save once; true when the server acknowledged it. */
  async function send(request: { html: string; patch: DocumentPatch }): Promise<boolean> {
    setStatus({ ...status, state: 'saving' });
    try {
      const answer = await options.send(saved.documentId, request.patch);
      if (disposed) return false;
      saved = {
        documentId: saved.documentId,
        version: answer.documentVersion ?? request.patch.documentVersion + 1,
        html: request.html,
        patchNumber: answer.newPatchNumber ?? request.patch.patchNumber + 1,
      };
      outgoing = undefined;
      setStatus({ state: hasUnsaved() ? 'pending' : 'saved', failures: 0 });
      return true;
    } catch (error) {
      if (disposed) return false;
      log(error);
      if (isConflict(error)) {
        setStatus({ state: 'conflict', failures: status.failures, lastError: errorText(error) });
        options.onConflict?.();
        return false;
      }
      const failures = status.failures + 1;
      setStatus({ state: isOffline(error) ? 'offline' : 'retrying', failures, lastError: errorText(error) });
      retry = setTimeout(
        () => {
          retry = undefined;
          void tick();
        },
        Math.min(retryMaximumMs, retryInitialMs * 2 ** (failures - 1)),
      );
      return false;
    }
  }

  /** Saves what is due: the request waiting to be sent again first, then the editor's changes. */
  async function tick() {
    debounce = undefined;
    if (disposed) return;
    if (busy || retry !== undefined || inConflict()) {
      // Not sent now (a request is out, waits to be sent again, or was refused): kept here meanwhile.
      if (dirty) await journalNow(read());
      settle();
      return;
    }
    busy = true;
    try {
      while (!disposed && retry === undefined && debounce === undefined && !inConflict()) {
        if (!outgoing && dirty) {
          dirty = false;
          const html = read();
          if (html !== saved.html) outgoing = { html, patch: await requestFor(html) };
        }
        if (!outgoing) break;
        await journalNow(dirty ? read() : outgoing.html);
        if (!(await send(outgoing))) break;
      }
    } finally {
      busy = false;
    }
    if (disposed) return;
    // A rebase while this request was out (the screen resolved a conflict at once) saves now.
    if (dirty && debounce === undefined && retry === undefined && !inConflict()) return tick();
    if (!hasUnsaved() && !inConflict() && retry === undefined) {
      // The server has everything (or the text went back to what it has): nothing to keep here.
      setStatus({ state: 'saved', failures: 0 });
      await journal.remove(letterId).catch(log);
    }
    settle();
  }

  const onOnline = () => {
    if (retry === undefined) return;
    clearTimeout(retry);
    retry = undefined;
    void tick();
  };
  globalThis.addEventListener?.('online', onOnline);

  return {
    change() {
      if (disposed) return;
      dirty = true;
      if (status.state === 'saved') setStatus({ state: 'pending', failures: 0 });
      clearTimeout(debounce);
      debounce = setTimeout(() => void tick(), debounceMs);
      keepSoon();
    },
    flush() {
      if (disposed) return Promise.reject(new Error('The document saver is disposed'));
      const done = new Promise<void>((resolve, reject) => waiters.push({ resolve, reject }));
      clearTimeout(debounce);
      debounce = undefined;
      if (retry !== undefined) onOnline();
      else void tick();
      return done;
    },
    pageHidden() {
      if (!hasUnsaved()) return;
      const entry = entryOf(read());
      // A page being closed does not wait for the write below: the journal keeps it at once too.
      journal.keepNow?.(entry);
      void journal.write(entry).catch(log);
    },
    hasUnsaved,
    status: () => status,
    saved: () => saved,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    rebase(next) {
      saved = next;
      outgoing = undefined;
      clearTimeout(retry);
      retry = undefined;
      dirty = true;
      setStatus({ state: 'pending', failures: 0 });
      void tick();
    },
    dispose() {
      disposed = true;
      clearTimeout(debounce);
      clearTimeout(retry);
      clearTimeout(keepTimer);
      globalThis.removeEventListener?.('online', onOnline);
      listeners.clear();
      // What was not saved is in the journal (pageHidden): a flush still waiting ends here.
      rejectWaiters(new Error('The document saver is disposed'));
    },
  };
}

export function isSaveConflict(error: unknown): boolean {
  return error instanceof SaveConflict;
}
