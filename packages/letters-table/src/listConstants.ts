import { jobStatusText, type PageSize, storedKeys } from '@dictation/core';

/** Business constants of the lists (spec 001 section 9, spec 000 section 9). */

/** The page sizes and the default are the saved `pageSize` setting's, in `@dictation/core`. */
export { type PageSize, pageSizes } from '@dictation/core';
export const defaultPageSize: PageSize = storedKeys.pageSize.fallback;

/** Setting CJLMC: months completed jobs stay on the list. */
export const defaultArchiveMonths = 3;

/** Filter storage expiry (spec 000 section 9): one day. */
export const filterExpiryMs = 24 * 60 * 60 * 1000;

/**
 * The spec leaves the auto-refresh interval open ("not shown in this area"). Thirty seconds keeps
 * a secretary's list fresh without loading a 200-row page more than twice a minute per tab.
 */
export const autoRefreshIntervalMs = 30_000;

/**
 * Ours: how long the list waits after a letter change through its client before it asks again,
 * so the details of a new job saved one after the other make one request, not five.
 */
export const letterChangeSettleMs = 300;

export const filterLimits = {
  jobIdDigits: 9,
  hospitalNumberLength: 30,
  sampleIdLength: 20,
  patientNameMinimumLetters: 3,
} as const;

/**
 * Dit2 Status Sync values: spec 000 section 4's job statuses 1-6, named by `@dictation/core`
 * (the sandbox seeds them as '1'..'6').
 */
export const dit2Statuses = ([1, 2, 3, 4, 5, 6] as const).map((id) => ({ id, name: jobStatusText(id) }));

/** Role type 200 is author (spec 001 section 6). */
export const authorRoleType = 200;
