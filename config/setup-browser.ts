import { configure } from '@testing-library/react';
import { loadDeferredCode } from './loadDeferredCode';

// A screen or an element waited for with `findBy…` may take seconds when the full run's browsers
// share two cores (an element's content is a chunk of its own: a sign-in form and a second
// recorder each missed Testing Library's 1 s on CI). As `expect.poll` in vitest.config.ts: time
// is measured by the bench, never by a test's deadline.
configure({ asyncUtilTimeout: 10_000 });

await loadDeferredCode();
