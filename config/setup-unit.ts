import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The unit project shares one jsdom window per worker (`isolate: false` in vitest.config.ts) but
// not modules: this file runs again before every test file, and dropping the module cache here
// gives each file fresh copies of the code under test (module state, `vi.mock` of its own).
vi.resetModules();

afterEach(() => cleanup());

// The kit's menus, dialogs and lists load after a screen's first paint (packages/ui/src/deferred):
// a test meets them as a user does once the screen has settled, in place at its first render.
// Their stand-ins and their loading have tests of their own.
// Imported after the module cache is dropped, so the test file shares this copy.
const { loadOverlayControls } = await import('../packages/ui/src/deferred/overlayControlsModule');
await loadOverlayControls();
