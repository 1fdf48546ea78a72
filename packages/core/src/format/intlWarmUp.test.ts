import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpIntlWhenIdle } from './intlWarmUp';

/** A browser's idle callbacks, run when the test says the page is idle. */
function idleCallbacks() {
  const queued: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void) => queued.push(run));
  return {
    queued,
    runAll: () => {
      for (const run of queued.splice(0)) run();
    },
  };
}

const flushPromises = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('warmUpIntlWhenIdle (issue 33)', () => {
  it("loads the browser language's data at the first idle moment after the refresh is sent, not before", async () => {
    const idle = idleCallbacks();
    const supportedLocalesOf = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    vi.stubGlobal('navigator', { language: 'en-GB' });
    let markSent = () => {};
    const sent = new Promise<void>((resolve) => {
      markSent = resolve;
    });

    warmUpIntlWhenIdle(sent);
    await flushPromises();
    expect(idle.queued).toHaveLength(0);

    markSent();
    await flushPromises();
    expect(supportedLocalesOf).not.toHaveBeenCalled();
    idle.runAll();
    expect(supportedLocalesOf).toHaveBeenCalledWith(['en-GB']);
  });

  it('also after a refresh that failed', async () => {
    const idle = idleCallbacks();
    const supportedLocalesOf = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    warmUpIntlWhenIdle(Promise.reject(new Error('offline')));
    await flushPromises();
    idle.runAll();
    expect(supportedLocalesOf).toHaveBeenCalledTimes(1);
  });

  it('after the queued tasks where the browser has no idle callbacks', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const supportedLocalesOf = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    warmUpIntlWhenIdle(Promise.resolve());
    await flushPromises();
    await flushPromises();
    expect(supportedLocalesOf).toHaveBeenCalledTimes(1);
  });

  it('throws nothing for a language tag ICU refuses', async () => {
    const idle = idleCallbacks();
    vi.stubGlobal('navigator', { language: 'not a tag!' });
    warmUpIntlWhenIdle(Promise.resolve());
    await flushPromises();
    expect(() => idle.runAll()).not.toThrow();
  });
});
