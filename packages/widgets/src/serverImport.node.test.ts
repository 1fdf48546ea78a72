import { expect, it } from 'vitest';

// Issue 32: a Next.js server or a Node test runner imports the package without a DOM. It loads,
// and registering the elements stays the browser's job.
it('loads in Node, where there is no HTMLElement, and exports the element classes', async () => {
  expect(globalThis.HTMLElement).toBeUndefined();
  const widgets = await import('./index');
  expect(typeof widgets.defineDictationElements).toBe('function');
  expect(Object.keys(widgets.dictationElements)).toEqual([
    'dictation-sign-in',
    'dictation-letters-table',
    'dictation-letter-view',
    'dictation-recorder',
  ]);
  // Transforming the whole package from source takes a while on a busy machine.
}, 120_000);
