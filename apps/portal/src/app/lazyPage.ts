import { deferredModule } from '@dictation/ui';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: any page component; its own props type flows through
type Page = ComponentType<any>;

/** A lazily loaded page that can also be fetched ahead of its first render. */
export type LazyPage<Component extends Page> = LazyExoticComponent<Component> & {
  /** Starts loading the page's chunk (once; later calls reuse the same promise). */
  preload: () => Promise<unknown>;
};

/**
 * A page loaded on first visit. The recorder, the letters table and the settings pull in most of
 * the bundle (audio, TanStack, pedal); a clinician opening the list should not download the
 * recorder first, and `/login` loads no page's code but sign-in's (issue 20). The Suspense around the route shows
 * the preloader meanwhile.
 */
export function lazyPage<Module extends Record<Name, Page>, Name extends string>(
  load: () => Promise<Module>,
  name: Name,
): LazyPage<Module[Name]> {
  // Downloaded once; a failed download (the network dropped) is tried again on the next visit.
  const chunk = deferredModule(load);
  const preload = () => chunk.load();
  // A page whose chunk has come renders at once. React's lazy suspends on any thenable that does
  // not settle as it is handed one (a promise never does), and a screen's content that comes within
  // 300 ms of its fallback waits out those 300 ms: sign-in showed "Loading" 0.3 s on a warm start.
  return Object.assign(
    lazy(() =>
      chunk.current
        ? settled({ default: chunk.current[name] })
        : preload().then((module) => ({ default: module[name] })),
    ),
    { preload },
  );
}

/**
 * A thenable that calls back as it is handed its callback, which React's lazy then reads at once.
 * React documents lazy's `load` as returning "a Promise or another thenable"; its types say Promise.
 */
function settled<Value>(value: Value): Promise<Value> {
  const thenable = {
    // biome-ignore lint/suspicious/noThenProperty: a thenable, for React's lazy
    then(onFulfilled?: ((value: Value) => unknown) | null) {
      onFulfilled?.(value);
      return thenable;
    },
  };
  return thenable as unknown as Promise<Value>;
}
