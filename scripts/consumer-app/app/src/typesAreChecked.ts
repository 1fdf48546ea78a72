/**
 * Proof that the type check reads the packages' real declarations: were they missing or `any`,
 * the directive below would be unused, and tsc fails on an unused `@ts-expect-error`.
 */
import { createApiClient } from '@dictation/core';

// @ts-expect-error createApiClient takes an options object, not a number.
createApiClient(42);
