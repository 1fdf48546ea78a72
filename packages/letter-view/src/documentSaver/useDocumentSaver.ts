import { useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  createDocumentSaver,
  type DocumentSaver,
  type DocumentSaverOptions,
  type SaveStatus,
} from './createDocumentSaver';

const noStatus: SaveStatus = { state: 'saved', failures: 0 };

/**
 * The letter screen's autosave: one saver per document while the screen is open, its status for
 * rendering, and the page lifecycle: unsaved edits are journaled when the page is hidden or the
 * screen unmounts.
 */
export function useDocumentSaver(options: DocumentSaverOptions | undefined): {
  saver: DocumentSaver | undefined;
  status: SaveStatus;
} {
  const [saver, setSaver] = useState<DocumentSaver>();
  const latest = useRef(options);
  latest.current = options;
  const documentId = options?.saved.documentId;
  const letterId = options?.letterId;

  // A layout effect, so its clean-up journals before the editor below is unmounted: React runs a
  // removed tree's layout clean-ups parent first, and the editor's handle (which `read` uses) is
  // cleared by its own; a passive clean-up would read an editor that is gone.
  // biome-ignore lint/correctness/useExhaustiveDependencies: one saver per letter document; the rest is read when it is made
  useLayoutEffect(() => {
    const current = latest.current;
    if (!current) return;
    const created = createDocumentSaver({
      ...current,
      read: () => (latest.current ?? current).read(),
      onConflict: () => latest.current?.onConflict?.(),
    });
    setSaver(created);
    const onHidden = () => created.pageHidden();
    const onVisibility = () => {
      if (globalThis.document?.visibilityState === 'hidden') created.pageHidden();
    };
    globalThis.addEventListener?.('pagehide', onHidden);
    globalThis.document?.addEventListener('visibilitychange', onVisibility);
    return () => {
      globalThis.removeEventListener?.('pagehide', onHidden);
      globalThis.document?.removeEventListener('visibilitychange', onVisibility);
      created.pageHidden();
      created.dispose();
      setSaver(undefined);
    };
  }, [letterId, documentId]);

  const snapshot = saver?.status ?? (() => noStatus);
  // The same status on a server render: no saver exists there yet.
  const status = useSyncExternalStore(saver?.subscribe ?? noSubscription, snapshot, snapshot);
  return { saver, status };
}

const noSubscription = () => () => {};
