import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { duplicatePageTiming, type PageChannel, startDuplicatePageDetector } from './duplicatePageDetector';

/** BroadcastChannel semantics: a message reaches every other channel of the same bus, not the sender. */
function createBus() {
  const channels = new Set<{ listeners: Set<(event: { data: unknown }) => void> }>();
  const open = (): PageChannel & { closed: boolean } => {
    const entry = { listeners: new Set<(event: { data: unknown }) => void>() };
    channels.add(entry);
    return {
      closed: false,
      postMessage(data) {
        for (const other of channels)
          if (other !== entry) for (const listener of other.listeners) listener({ data });
      },
      addEventListener: (_type, listener) => entry.listeners.add(listener),
      removeEventListener: (_type, listener) => entry.listeners.delete(listener),
      close() {
        this.closed = true;
        channels.delete(entry);
      },
    };
  };
  return { open };
}

describe('startDuplicatePageDetector (spec 000 section 9: timeout 5000 ms, refresh 500 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tells both pages when a second one opens', () => {
    const bus = createBus();
    const first = vi.fn();
    const second = vi.fn();
    startDuplicatePageDetector({ channel: bus.open(), onChange: first, pageId: 'a' });
    expect(first).not.toHaveBeenCalled();
    startDuplicatePageDetector({ channel: bus.open(), onChange: second, pageId: 'b' });
    expect(first).toHaveBeenLastCalledWith(true);
    vi.advanceTimersByTime(duplicatePageTiming.refreshMs);
    expect(second).toHaveBeenLastCalledWith(true);
  });

  it('clears at once when the other page closes', () => {
    const bus = createBus();
    const first = vi.fn();
    startDuplicatePageDetector({ channel: bus.open(), onChange: first, pageId: 'a' });
    const channel = bus.open();
    const stop = startDuplicatePageDetector({ channel, onChange: vi.fn(), pageId: 'b' });
    stop();
    expect(first).toHaveBeenLastCalledWith(false);
    expect(channel.closed).toBe(true);
  });

  it('forgets a page not heard from for 5000 ms (a crashed tab sends no goodbye)', () => {
    const bus = createBus();
    const first = vi.fn();
    startDuplicatePageDetector({ channel: bus.open(), onChange: first, pageId: 'a' });
    // A page that sent one heartbeat and then went silent.
    bus.open().postMessage({ kind: 'heartbeat', pageId: 'crashed' });
    expect(first).toHaveBeenLastCalledWith(true);
    vi.advanceTimersByTime(duplicatePageTiming.timeoutMs - duplicatePageTiming.refreshMs);
    expect(first).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(duplicatePageTiming.refreshMs * 2);
    expect(first).toHaveBeenLastCalledWith(false);
  });

  it('takes the recorders of one tab (a host page may embed several) as one page, which leaves with the last', () => {
    const bus = createBus();
    const first = vi.fn();
    const second = vi.fn();
    const otherTab = vi.fn();
    const stopFirst = startDuplicatePageDetector({ channel: bus.open(), onChange: first });
    const stopSecond = startDuplicatePageDetector({ channel: bus.open(), onChange: second });
    vi.advanceTimersByTime(duplicatePageTiming.refreshMs * 2);
    expect(first).not.toHaveBeenCalled();
    expect(second).not.toHaveBeenCalled();

    const stopOtherTab = startDuplicatePageDetector({ channel: bus.open(), onChange: otherTab, pageId: 'b' });
    expect(first).toHaveBeenLastCalledWith(true);
    expect(second).toHaveBeenLastCalledWith(true);
    vi.advanceTimersByTime(duplicatePageTiming.refreshMs);
    expect(otherTab).toHaveBeenLastCalledWith(true);
    // One recorder of the page goes: the page is still there.
    stopFirst();
    expect(otherTab).toHaveBeenCalledTimes(1);
    stopSecond();
    expect(otherTab).toHaveBeenLastCalledWith(false);
    stopOtherTab();
  });

  it('stops with its document (a frame removed, nothing unmounted), once', () => {
    const bus = createBus();
    const channel = bus.open();
    const stop = startDuplicatePageDetector({ channel, onChange: vi.fn() });
    // Another tab, though in this test's window: it is told before it goes too.
    const otherTab = vi.fn();
    const stopOtherTab = startDuplicatePageDetector({ channel: bus.open(), onChange: otherTab, pageId: 'b' });
    vi.advanceTimersByTime(duplicatePageTiming.refreshMs);
    expect(otherTab).toHaveBeenLastCalledWith(true);
    window.dispatchEvent(Object.assign(new Event('pagehide'), { persisted: false }));
    expect(otherTab).toHaveBeenLastCalledWith(false);
    expect(channel.closed).toBe(true);
    // React's unmount may still come: it changes nothing.
    stop();
    stopOtherTab();
  });

  it('keeps a page that goes on sending heartbeats, and ignores foreign messages', () => {
    const bus = createBus();
    const first = vi.fn();
    startDuplicatePageDetector({ channel: bus.open(), onChange: first, pageId: 'a' });
    startDuplicatePageDetector({ channel: bus.open(), onChange: vi.fn(), pageId: 'b' });
    bus.open().postMessage({ kind: 'something', pageId: 'c' });
    bus.open().postMessage('noise');
    vi.advanceTimersByTime(duplicatePageTiming.timeoutMs * 4);
    expect(first).toHaveBeenCalledTimes(1);
    expect(first).toHaveBeenLastCalledWith(true);
  });
});
