/** The part of the Web Locks API the recorder uses (`navigator.locks`). */
export interface LockManagerLike {
  request(name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>): Promise<unknown>;
}

export interface RecordingLock {
  /** False when another window holds the recording. */
  acquired: boolean;
  release(): void;
}

export interface RecordingLockOptions {
  /**
   * How long to wait for a window that is going away (a reload) to let go; `Infinity` waits as
   * long as it takes. @default 3000
   */
  waitMs?: number;
  /** @default navigator.locks (none in jsdom: the lock is then always acquired) */
  locks?: LockManagerLike | undefined;
}

/**
 * Holds `dictation-recorder:{fileName}` for as long as this page records that letter, so two tabs
 * on one letter never write its journal or its server audio at once; the second tab is told the
 * letter is being recorded elsewhere (Web Locks are per browser profile and origin).
 */
export async function acquireRecordingLock(
  fileName: string,
  options: RecordingLockOptions = {},
): Promise<RecordingLock> {
  const locks =
    'locks' in options
      ? options.locks
      : (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  if (!locks) return { acquired: true, release: () => {} };
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const giveUp = new AbortController();
  const waitMs = options.waitMs ?? 3000;
  const timer = Number.isFinite(waitMs) ? setTimeout(() => giveUp.abort(), waitMs) : undefined;
  const granted = await new Promise<boolean>((resolve) => {
    locks
      .request(`dictation-recorder:${fileName}`, { signal: giveUp.signal }, () => {
        resolve(true);
        return held;
      })
      .catch(() => resolve(false));
  });
  clearTimeout(timer);
  return granted ? { acquired: true, release } : { acquired: false, release: () => {} };
}
