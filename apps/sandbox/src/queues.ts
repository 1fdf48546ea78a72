/**
 * Work that must not pile up: at most `concurrency` jobs run at once, at most `maxWaiting` wait
 * for their turn, first come first served, and any more are refused at once (`QueueFull`) instead
 * of waiting without end. Used where a burst of calls would otherwise take what others need: the
 * thread pool (scrypt), memory (audio bodies), the event loop (list pages).
 */
export class QueueFull extends Error {
  constructor() {
    super('The queue is full');
  }
}

export class BoundedQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
  ) {}

  /** Jobs running or waiting. */
  get size(): number {
    return this.running + this.waiting.length;
  }

  /**
   * Resolves with the release of a turn once it is this caller's; rejects with QueueFull when no
   * place is left, and with the signal's reason when the caller gives up while waiting (its place
   * goes to the next: a caller that is gone must not be handed a turn nobody will give back).
   */
  acquire(signal?: AbortSignal): Promise<() => void> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (this.running < this.concurrency) return Promise.resolve(this.turn());
    if (this.waiting.length >= this.maxWaiting) return Promise.reject(new QueueFull());
    return new Promise((resolve, reject) => {
      const granted = () => {
        signal?.removeEventListener('abort', gaveUp);
        resolve(this.turn());
      };
      const gaveUp = () => {
        this.waiting.splice(this.waiting.indexOf(granted), 1);
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', gaveUp, { once: true });
      this.waiting.push(granted);
    });
  }

  /** Runs `job` in its turn. */
  async run<T>(job: () => Promise<T> | T): Promise<T> {
    const release = await this.acquire();
    try {
      return await job();
    } finally {
      release();
    }
  }

  private turn(): () => void {
    this.running += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running -= 1;
      this.waiting.shift()?.();
    };
  }
}

/** One BoundedQueue per key (a user), made when first needed and dropped when idle. */
export class QueuePerKey {
  private readonly queues = new Map<string, BoundedQueue>();

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
  ) {}

  /** Jobs of `key` running or waiting. */
  size(key: string): number {
    return this.queues.get(key)?.size ?? 0;
  }

  async acquire(key: string, signal?: AbortSignal): Promise<() => void> {
    let queue = this.queues.get(key);
    if (!queue) {
      queue = new BoundedQueue(this.concurrency, this.maxWaiting);
      this.queues.set(key, queue);
    }
    const current = queue;
    const release = await current.acquire(signal).catch((error: unknown) => {
      if (current.size === 0) this.queues.delete(key);
      throw error;
    });
    return () => {
      release();
      if (current.size === 0 && this.queues.get(key) === current) this.queues.delete(key);
    };
  }

  async run<T>(key: string, job: () => Promise<T> | T): Promise<T> {
    const release = await this.acquire(key);
    try {
      return await job();
    } finally {
      release();
    }
  }
}
