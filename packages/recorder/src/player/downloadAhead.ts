import type { PlaybackAdapter } from '../uploadAdapter';

export interface DownloadAhead {
  /** The download, once: a second load (after a failed one) asks again. */
  take(): Promise<string> | undefined;
  /** Cancels the download unless it was taken. */
  dropUntaken(): void;
}

/**
 * Issue 33: a letter's WAV asked for as the recorder opens, beside its lock and its journal rather
 * than after them (each of which waits behind the page's renders): on a hospital network the
 * download was the last round trip before Record. The recorder cancels it when it opened without
 * it (a journal that holds the whole recording), and `unmounted` when the page goes. Not for the
 * MP3 rendition, whose conversion may still be running, which the player says while it waits.
 */
export function downloadAhead(
  adapter: PlaybackAdapter,
  audioRecordId: number,
  unmounted: AbortSignal,
): DownloadAhead {
  const dropped = new AbortController();
  // Not AbortSignal.any: the kit supports browsers from before it.
  unmounted.addEventListener('abort', () => dropped.abort(), { once: true });
  // Let go once taken: the page keeps this object as long as the recorder, and the text is the
  // letter's whole audio in base64 (76 MB for 30 minutes), which the timeline holds once decoded.
  let text: Promise<string> | undefined = adapter.stream(audioRecordId, { signal: dropped.signal });
  // A download nobody takes ends in its abort, not in an unhandled rejection.
  text.catch(() => {});
  return {
    take() {
      const taken = text;
      text = undefined;
      return taken;
    },
    dropUntaken() {
      if (text) dropped.abort();
      text = undefined;
    },
  };
}
