/**
 * Spec 000 sections 2 and 9: a second recording page of the same account (another tab or window)
 * is detected by heartbeats every 500 ms; a page not heard from for 5000 ms is gone. Two pages
 * recording into two jobs at once confuse the author, and the server keeps one job at Audio
 * capture per author.
 *
 * A page is a tab: the recorders a host page embeds side by side, or in a frame of its own origin,
 * are one recording page (issue 18's host page has three), so they share one id and never alert
 * each other; the alert is for a recorder the author cannot see.
 */

import { tabShared, whenDocumentGoes } from './tabShared';

export const duplicatePageTiming = { timeoutMs: 5000, refreshMs: 500 } as const;

/** The part of `BroadcastChannel` the detector uses (a fake in tests). */
export interface PageChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  close(): void;
}

interface PageMessage {
  kind: 'heartbeat' | 'leave';
  pageId: string;
}

const isPageMessage = (data: unknown): data is PageMessage =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as PageMessage).pageId === 'string' &&
  ((data as PageMessage).kind === 'heartbeat' || (data as PageMessage).kind === 'leave');

export interface DuplicatePageDetectorOptions {
  channel: PageChannel;
  /** Called when another page appears (true) or the last other page is gone (false). */
  onChange: (duplicate: boolean) => void;
  /** @default the tab's id, shared by every recorder of the tab */
  pageId?: string;
  now?: () => number;
}

/** The tab's recording page: its id, and how many detectors of the tab run under it. */
interface TabPage {
  id: string;
  running: number;
}

/**
 * Starts sending heartbeats and listening; returns the stop function (tells the others we left,
 * once the last detector of the page stops).
 */
export function startDuplicatePageDetector(options: DuplicatePageDetectorOptions): () => void {
  const { channel, onChange } = options;
  const page =
    options.pageId === undefined
      ? tabShared<TabPage>(Symbol.for('dictation:recording-page'), () => ({
          id: globalThis.crypto.randomUUID(),
          running: 0,
        }))
      : { id: options.pageId, running: 0 };
  const pageId = page.id;
  page.running += 1;
  const now = options.now ?? Date.now;
  const lastHeard = new Map<string, number>();
  let duplicate = false;

  const evaluate = () => {
    const oldest = now() - duplicatePageTiming.timeoutMs;
    for (const [id, heard] of lastHeard) if (heard < oldest) lastHeard.delete(id);
    const next = lastHeard.size > 0;
    if (next !== duplicate) {
      duplicate = next;
      onChange(next);
    }
  };
  const send = (kind: PageMessage['kind']) => channel.postMessage({ kind, pageId } satisfies PageMessage);
  const onMessage = (event: { data: unknown }) => {
    if (!isPageMessage(event.data) || event.data.pageId === pageId) return;
    if (event.data.kind === 'leave') lastHeard.delete(event.data.pageId);
    else lastHeard.set(event.data.pageId, now());
    evaluate();
  };

  channel.addEventListener('message', onMessage);
  send('heartbeat');
  const timer = setInterval(() => {
    send('heartbeat');
    evaluate();
  }, duplicatePageTiming.refreshMs);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    stopWatching();
    clearInterval(timer);
    channel.removeEventListener('message', onMessage);
    page.running -= 1;
    if (page.running === 0) send('leave');
    channel.close();
  };
  // A frame's recorder is not unmounted when its frame goes: it stops with its document.
  const stopWatching = whenDocumentGoes(stop);
  return stop;
}
