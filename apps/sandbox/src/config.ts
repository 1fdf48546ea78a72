import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Everything the sandbox can be told from outside; `createSandbox` takes it, `main.ts` reads it from env. */
export interface SandboxOptions {
  /** Folder holding the SQLite database and the audio files. It survives restarts. */
  dataDir: string;
  /** 0 picks a free port (tests). */
  port: number;
  /** @default '127.0.0.1' */
  host?: string;
  /** Access token lifetime; spec 000 section 9 names 299 s. */
  tokenLifetimeSeconds?: number;
  /** Enables `/sandbox/test/*` (reset, advance workflow, external system, faults). */
  testControls?: boolean;
  /** Built portal to serve on the same origin; skipped when the folder has no index.html. */
  portalDist?: string;
  /**
   * The host EPR demo page as apps/host-epr/build.mjs builds it (the page and the widgets' script
   * bundles under a versioned path), served at /host-epr/ on the API's origin; skipped when the
   * folder is missing.
   */
  hostEprDist?: string;
  /** Host-page origins allowed to call the API from another origin. */
  corsOrigins?: string[];
  /**
   * Addresses of the reverse proxies whose X-Forwarded-For is believed (the caller's address
   * decides a restricted user's sign-in and the throttles). None by default: a client could
   * otherwise claim any address.
   */
  trustedProxies?: string[];
  /** How long each simulated workflow step takes. */
  workflowStepMs?: number;
  /** Auto-lock lifetime; the client elongates every 180 s (spec 001 section 4). */
  lockLifetimeSeconds?: number;
  /**
   * How long after a refresh token is spent its reuse is taken for a race, not a theft. Two tabs
   * of a browser without Web Locks can send the same refresh token at the same moment: one wins,
   * and the other's reuse, which would revoke the whole sign-in (the winner's new tokens too, and
   * so every tab), only answers `invalid_grant`; that tab then re-reads the winner's stored tokens
   * (core's session). A reuse later than this still revokes the sign-in. @default 10
   */
  refreshReuseGraceSeconds?: number;
  /**
   * How long the last writer of a recording keeps it: another writer is refused (409) until it
   * has not written for this long; an upload whose last part is older is stale.
   */
  audioWriterLeaseSeconds?: number;
  /**
   * How long one list page's search may run before it is stopped with 503 (src/odata/searchWorker.ts):
   * a filter too costly for the tenant's letters fails alone instead of holding the search up.
   * @default 1000
   */
  searchTimeBudgetMs?: number;
  /**
   * Spec-only mode: letter and document answers carry only the fields the specification names,
   * and the document patch ignores our `contentHash` (src/specOnly.ts), so a client can be tested
   * against a server that knows nothing of docs/wire-contract.md's additions. @default false
   */
  specOnly?: boolean;
  /** Injected clock so tests never depend on timing. */
  now?: () => Date;
  /** Silences the request log and the reset-code log lines. */
  quiet?: boolean;
}

export interface ResolvedOptions extends Required<Omit<SandboxOptions, 'portalDist' | 'hostEprDist'>> {
  portalDist: string | undefined;
  hostEprDist: string | undefined;
}

export const appDir = fileURLToPath(new URL('..', import.meta.url));

export function resolveOptions(options: SandboxOptions): ResolvedOptions {
  return {
    dataDir: options.dataDir,
    port: options.port,
    host: options.host ?? '127.0.0.1',
    tokenLifetimeSeconds: options.tokenLifetimeSeconds ?? 299,
    testControls: options.testControls ?? false,
    portalDist: options.portalDist,
    hostEprDist: options.hostEprDist,
    corsOrigins: options.corsOrigins ?? [],
    trustedProxies: options.trustedProxies ?? [],
    workflowStepMs: options.workflowStepMs ?? 10_000,
    lockLifetimeSeconds: options.lockLifetimeSeconds ?? 300,
    refreshReuseGraceSeconds: options.refreshReuseGraceSeconds ?? 10,
    audioWriterLeaseSeconds: options.audioWriterLeaseSeconds ?? 60,
    searchTimeBudgetMs: options.searchTimeBudgetMs ?? 1000,
    specOnly: options.specOnly ?? false,
    now: options.now ?? (() => new Date()),
    quiet: options.quiet ?? false,
  };
}

/** Reads the environment the README documents. */
export function optionsFromEnvironment(env: NodeJS.ProcessEnv, rootDir: string): SandboxOptions {
  const number = (value: string | undefined, fallback: number) => {
    const parsed = Number(value);
    return value !== undefined && value !== '' && Number.isFinite(parsed) ? parsed : fallback;
  };
  const list = (value: string | undefined) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  return {
    dataDir: env.SANDBOX_DATA_DIR || join(rootDir, 'apps/sandbox/data'),
    port: number(env.PORT, 8080),
    // Loopback unless told otherwise: the demo users' passwords are printed on the console.
    host: env.HOST || '127.0.0.1',
    tokenLifetimeSeconds: number(env.TOKEN_LIFETIME_SECONDS, 299),
    testControls: env.SANDBOX_TEST_CONTROLS === '1',
    portalDist: env.PORTAL_DIST || join(rootDir, 'apps/portal/dist'),
    hostEprDist: env.HOST_EPR_DIST || join(rootDir, 'apps/host-epr/dist'),
    corsOrigins: list(env.CORS_ORIGINS),
    trustedProxies: list(env.TRUSTED_PROXIES),
    workflowStepMs: number(env.WORKFLOW_STEP_MS, 10_000),
    lockLifetimeSeconds: number(env.LOCK_LIFETIME_SECONDS, 300),
    refreshReuseGraceSeconds: number(env.REFRESH_REUSE_GRACE_SECONDS, 10),
    audioWriterLeaseSeconds: number(env.AUDIO_WRITER_LEASE_SECONDS, 60),
    searchTimeBudgetMs: number(env.SEARCH_TIME_BUDGET_MS, 1000),
    specOnly: env.SANDBOX_SPEC_ONLY === '1',
  };
}
