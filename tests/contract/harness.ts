import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type ApiClient,
  createApiClient,
  type EndpointName,
  endpointList,
  isApiError,
} from '@dictation/core';
import { createSandbox, demoPassword, type Sandbox, type SandboxOptions } from '../../apps/sandbox/src/index';

/** Matches a request to the client function whose method and path template it fits. */
function endpointOf(method: string, url: string): EndpointName | undefined {
  const path = decodeURIComponent(new URL(url).pathname.replace(/^\/api\//, ''));
  const matches = endpointList.filter(
    (entry) =>
      entry.method === method &&
      new RegExp(`^${entry.path.replace(/[.()$]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`).test(path),
  );
  // A literal path (labels/all-my) wins over a template that also fits it (labels/{id}), as on the server.
  return (matches.find((entry) => !entry.path.includes('{')) ?? matches[0])?.functionName;
}

/**
 * One sandbox (temp data folder, loopback, manual clock; `options` such as `specOnly` on top)
 * shared by a contract suite, plus a core client per signed-in user. Every request the clients
 * make is recorded by endpoint name, so the suite can prove it called every endpoint of the
 * contract.
 */
export async function startContractSandbox(options: Partial<SandboxOptions> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'dictation-contract-'));
  let now = new Date('2026-11-22T10:00:00Z');
  const sandbox: Sandbox = await createSandbox({
    dataDir,
    port: 0,
    host: '127.0.0.1',
    quiet: true,
    testControls: true,
    now: () => now,
    ...options,
  });
  const called = new Set<EndpointName>();
  const recordingFetch = (input: string, init: RequestInit) => {
    const matched = endpointOf(init.method ?? 'GET', input);
    // Both grants share OAuth/Token; the form's grant_type tells them apart.
    const name =
      matched === 'oauth.passwordGrant' && String(init.body).includes('grant_type=refresh_token')
        ? 'oauth.refreshGrant'
        : matched;
    if (name) called.add(name);
    return fetch(input, init);
  };

  /** A client for `userName`, signed in through the client's own password grant. */
  async function client(userName?: string, password = demoPassword): Promise<ApiClient> {
    let token: string | null = null;
    const api = createApiClient({
      baseUrl: sandbox.url,
      clientId: 'dictation-portal',
      fetch: recordingFetch,
      session: { getAccessToken: async () => token },
      sleep: async () => {},
    });
    if (userName) token = (await api.oauth.passwordGrant(userName, password)).access_token;
    return api;
  }

  const control = (path: string, body: unknown, method = 'POST') =>
    fetch(`${sandbox.url}/sandbox/test/${path}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  return {
    sandbox,
    client,
    control,
    called,
    recordingFetch,
    advanceSeconds(seconds: number) {
      now = new Date(now.getTime() + seconds * 1000);
    },
    async close() {
      await sandbox.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type ContractSandbox = Awaited<ReturnType<typeof startContractSandbox>>;

/** The rejection of a call, for asserting on ApiError's status and message. */
export async function rejectionOf(
  promise: Promise<unknown>,
): Promise<{ status: number | undefined; message: string; kind: string }> {
  try {
    await promise;
  } catch (error) {
    const apiError = error as { status?: number; message: string; kind: string };
    return { status: apiError.status, message: apiError.message, kind: apiError.kind };
  }
  throw new Error('expected the call to fail');
}

/** A refusal as [status, the server's words]: the client's ApiError keeps the answer's body. */
export async function refusalOf(promise: Promise<unknown>): Promise<[number, string]> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!isApiError(error) || (error.detail.kind !== 'conflict' && error.detail.kind !== 'http'))
    throw new Error(`expected a refusal, got ${String(error)}`);
  return [error.detail.status, error.detail.body];
}
