import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: any page component; its own props type flows through
type Page = ComponentType<any>;

/**
 * A page loaded on first visit. The recorder, the letters table and the settings pull in most of
 * the bundle (audio, TanStack, pedal); a clinician opening the list should not download the
 * recorder first. The signed-in layout's Suspense shows the preloader meanwhile.
 */
export function lazyPage<Module extends Record<Name, Page>, Name extends string>(
  load: () => Promise<Module>,
  name: Name,
): LazyExoticComponent<Module[Name]> {
  return lazy(async () => ({ default: (await load())[name] }));
}
