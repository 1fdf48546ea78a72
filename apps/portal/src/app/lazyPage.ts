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
 * recorder first, and `/login` loads only sign-in (issue 20). The Suspense around the route shows
 * the preloader meanwhile.
 */
export function lazyPage<Module extends Record<Name, Page>, Name extends string>(
  load: () => Promise<Module>,
  name: Name,
): LazyPage<Module[Name]> {
  let loading: Promise<Module> | undefined;
  const preload = () => {
    // A failed download (the network dropped) is tried again on the next visit.
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return Object.assign(
    lazy(async () => ({ default: (await preload())[name] })),
    { preload },
  );
}
