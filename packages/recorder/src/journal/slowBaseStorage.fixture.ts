import type { JournalStorage } from './journalStorage';

/** A slow disk: the base's first part is written, the rest only once the returned call is made. */
export function holdBaseAfterFirstPart(storage: JournalStorage): () => void {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const writeBase = storage.writeBase;
  storage.writeBase = (fileName, chunks) =>
    writeBase(
      fileName,
      (async function* () {
        let first = true;
        for await (const chunk of chunks) {
          if (!first) await released;
          first = false;
          yield chunk;
        }
      })(),
    );
  return release;
}
