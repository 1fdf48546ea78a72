import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { expect, test } from 'vitest';
import type { PlaybackAdapter } from '../uploadAdapter';
import { downloadAhead } from './downloadAhead';

const wav = 'UklGRiQAAABXQVZFZm10IBAAAAABAAEAgD4AAAB9AAACABAAZGF0YQAAAAA=';

/** A server whose `stream` answers at once, noting the signal it was given. */
function server() {
  const signals: AbortSignal[] = [];
  const adapter = {
    stream: (_id: number, options?: { signal?: AbortSignal }) => {
      if (options?.signal) signals.push(options.signal);
      return Promise.resolve(wav);
    },
  } as unknown as PlaybackAdapter;
  return { adapter, signals };
}

test('the download is handed over once; a second load asks the server again', async () => {
  const { adapter } = server();
  const download = downloadAhead(adapter, 7, new AbortController().signal);
  expect(await download.take()).toBe(wav);
  expect(download.take()).toBeUndefined();
});

test('a download nobody took is cancelled; one taken is not', () => {
  const untaken = server();
  downloadAhead(untaken.adapter, 7, new AbortController().signal).dropUntaken();
  expect(untaken.signals[0]?.aborted).toBe(true);

  const taken = server();
  const download = downloadAhead(taken.adapter, 7, new AbortController().signal);
  void download.take();
  download.dropUntaken();
  expect(taken.signals[0]?.aborted).toBe(false);
});

test('the page leaving cancels the download', () => {
  const { adapter, signals } = server();
  const page = new AbortController();
  downloadAhead(adapter, 7, page.signal);
  page.abort();
  expect(signals[0]?.aborted).toBe(true);
});

test('the letter’s audio text is let go once taken, while the recorder keeps the download', async () => {
  // The text is the whole letter in base64 (76 MB for 30 minutes): the page keeps the download as
  // long as its recorder, and the timeline has the audio once it is decoded.
  setFlagsFromString('--expose-gc');
  const collectGarbage = runInNewContext('gc') as () => void;
  let answer: WeakRef<Promise<string>> | undefined;
  const adapter = {
    stream: () => {
      const text = Promise.resolve(wav);
      answer = new WeakRef(text);
      return text;
    },
  } as unknown as PlaybackAdapter;
  const download = downloadAhead(adapter, 7, new AbortController().signal);
  expect(await download.take()).toBe(wav);
  // A WeakRef's target lives until the end of the task that made or read it.
  await new Promise((resolve) => setTimeout(resolve, 0));
  collectGarbage();
  expect(answer?.deref()).toBeUndefined();
  download.dropUntaken();
});
