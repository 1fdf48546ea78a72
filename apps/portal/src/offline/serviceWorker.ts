import { type Notify, noticeDurations, pageUnsentWork, type UnsentWorkRegistry } from '@dictation/core';
import type { BrandName } from '@dictation/ui/theme';
import { linkBrandManifest } from '../brand/brandLinks';
import { messages } from '../messages';

/** How often a waiting new version looks again for a moment with nothing unsent. */
const unsentWorkPollMs = 2000;

export interface ServiceWorkerOptions {
  container: ServiceWorkerContainer;
  brand: BrandName;
  notify: Notify;
  /** What the page holds that the server does not have yet (a recording, a save). */
  unsentWork?: UnsentWorkRegistry;
  reload: () => void;
  /**
   * The worker took charge of this page for the first time: what the page read before went past
   * it, so the page reads its lookups again for the worker to keep them.
   */
  onControlled: () => void;
  document?: Document;
}

/**
 * Installs the portal for offline use (issue 35, docs/architecture.md "Offline"): links the
 * brand's manifest and registers the service worker that keeps the app shell. A new version of
 * the portal waits (the worker is built with `registerType: 'prompt'`) until nothing is unsent,
 * then 'A new version is ready' offers Reload: a recording or a save is never cut by an update.
 */
export function startServiceWorker(options: ServiceWorkerOptions): Promise<void> {
  // Once per page: signing out and in again mounts the signed-in layout again.
  started ??= install(options);
  return started;
}

let started: Promise<void> | undefined;

async function install(options: ServiceWorkerOptions): Promise<void> {
  const { container, notify, reload, unsentWork = pageUnsentWork, document = globalThis.document } = options;
  linkBrandManifest(document, options.brand);
  const registration = await container.register('/sw.js', { scope: '/' });
  let offered = false;
  let activating = false;
  container.addEventListener('controllerchange', () => {
    // The new worker took over because the user chose Reload: the page's code is now stale.
    if (activating) reload();
    else options.onControlled();
  });
  const offer = (worker: ServiceWorker) => {
    if (unsentWork.unsent().length > 0) {
      setTimeout(() => offer(worker), unsentWorkPollMs);
      return;
    }
    notify({
      kind: 'info',
      key: 'new-version',
      message: messages.newVersionReady,
      durationMs: noticeDurations.persistent,
      action: {
        label: messages.reloadForNewVersion,
        onAction: () => {
          activating = true;
          worker.postMessage({ type: 'SKIP_WAITING' });
        },
      },
    });
  };
  // Only an update waits: the first install has no page under an older version.
  const offerWaiting = () => {
    if (offered || !registration.waiting || !container.controller) return;
    offered = true;
    offer(registration.waiting);
  };
  offerWaiting();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offerWaiting();
    });
  });
  // A page open for a whole clinic asks for a new version each time it comes back to the front.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') registration.update().catch(() => {});
  });
}
