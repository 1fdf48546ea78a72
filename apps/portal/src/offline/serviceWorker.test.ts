import { createUnsentWorkRegistry, type Notice, type UnsentWork } from '@dictation/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A worker as the browser hands it out: it only takes messages here. */
const fakeWorker = () => ({ state: 'installed', postMessage: vi.fn() }) as unknown as ServiceWorker;

/** A container whose registration has `waiting` (an update) and a page already controlled. */
function fakeContainer(waiting: ServiceWorker | null, controlled = true) {
  const registration = Object.assign(new EventTarget(), {
    waiting,
    installing: null as ServiceWorker | null,
    update: vi.fn(async () => undefined),
  });
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? fakeWorker() : null,
    register: vi.fn(async () => registration),
  });
  return { container: container as unknown as ServiceWorkerContainer, registration };
}

describe('startServiceWorker (issue 35: a new version waits for nothing unsent)', () => {
  let notices: Notice[];
  let unsent: UnsentWork[];
  const registry = createUnsentWorkRegistry();
  registry.add({ unsent: () => unsent, sendNow: () => {} });

  beforeEach(() => {
    vi.useFakeTimers();
    vi.resetModules();
    notices = [];
    unsent = [];
  });
  afterEach(() => vi.useRealTimers());

  const onControlled = vi.fn();

  async function start(container: ServiceWorkerContainer, reload = vi.fn()) {
    // A fresh module each time: the page starts its worker once.
    const { startServiceWorker } = await import('./serviceWorker');
    await startServiceWorker({
      container,
      brand: 'evergreen',
      notify: (notice) => notices.push(notice),
      unsentWork: registry,
      reload,
      onControlled,
    });
    return reload;
  }

  it("registers the worker and links the brand's manifest", async () => {
    const { container } = fakeContainer(null);
    await start(container);
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    expect(link?.getAttribute('href')).toBe('/manifest-evergreen.webmanifest');
  });

  it('offers a waiting version at once when nothing is unsent; Reload activates it, then reloads', async () => {
    const waiting = fakeWorker();
    const { container } = fakeContainer(waiting);
    const reload = await start(container);
    expect(notices.map((notice) => notice.message)).toEqual(['A new version is ready']);
    expect(notices[0]?.durationMs).toBe(0);
    // A worker taking charge by itself (the first install) reloads nothing: the page reads again.
    onControlled.mockClear();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).not.toHaveBeenCalled();
    expect(onControlled).toHaveBeenCalledTimes(1);

    notices[0]?.action?.onAction();
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('says nothing while a recording is unsent, and offers the version once it is sent', async () => {
    unsent = [{ kind: 'audio', letterId: 7, ms: 4000, recording: true }];
    const { container } = fakeContainer(fakeWorker());
    await start(container);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(notices).toEqual([]);
    unsent = [];
    await vi.advanceTimersByTimeAsync(2000);
    expect(notices.map((notice) => notice.message)).toEqual(['A new version is ready']);
  });

  it('offers nothing on the first install, which no older page runs under', async () => {
    const { container } = fakeContainer(fakeWorker(), false);
    await start(container);
    expect(notices).toEqual([]);
  });

  it('offers a version found later, once it has installed', async () => {
    const { container, registration } = fakeContainer(null);
    await start(container);
    expect(notices).toEqual([]);
    const installing = Object.assign(new EventTarget(), { state: 'installing', postMessage: vi.fn() });
    registration.installing = installing as unknown as ServiceWorker;
    registration.dispatchEvent(new Event('updatefound'));
    installing.state = 'installed';
    registration.waiting = installing as unknown as ServiceWorker;
    installing.dispatchEvent(new Event('statechange'));
    expect(notices.map((notice) => notice.message)).toEqual(['A new version is ready']);
  });
});
