import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The unit project shares one jsdom window per worker (`isolate: false` in vitest.config.ts) but
// not modules: this file runs again before every test file, and dropping the module cache here
// gives each file fresh copies of the code under test (module state, `vi.mock` of its own).
vi.resetModules();

afterEach(() => cleanup());

// A fresh window is online. A file that dispatched 'offline' on the shared one would leave the
// libraries Node loads once per worker (SWR's network flag, which stops its refresh timers)
// believing the network gone for every later file of the worker.
window.dispatchEvent(new Event('online'));

// Imported after the module cache is dropped, so the test file shares these copies.
const { loadDeferredCode } = await import('./loadDeferredCode');
await loadDeferredCode();
