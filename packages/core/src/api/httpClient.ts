import { en } from 'zod/locales';
import type * as z from 'zod/mini';
import { ApiError, type ApiErrorDetail, isApiError } from '../errors';
import { messages } from '../messages';
import { ignoredAnswerSchema } from '../schemas/common';
import { type EndpointDefinition, type EndpointName, endpoints } from './endpoints';
import type { KeptAnswers } from './keptAnswers';
import { apiUrl, callHeaders } from './tokenRequest';

/** The subset of `fetch` the client uses; inject `globalThis.fetch`, MSW or a fake. */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** Where the client gets the Bearer token; the session implements it. */
export interface AccessTokenSource {
  /**
   * A valid access token (refreshed if needed), or null when signed out. `forUrl` is where it is
   * going: a session refuses an origin other than its API's (issue 34).
   */
  getAccessToken(forUrl?: string): Promise<string | null>;
}

/** Query values; `undefined` leaves the parameter out, `null` sends the text `null`. */
export type QueryValue = string | number | boolean | null | undefined;

/** Per-call options every client function accepts last. */
export interface CallOptions {
  signal?: AbortSignal;
  /** Lets the request outlive the page (emergency store on unload). */
  keepalive?: boolean;
}

export type RequestBody =
  | { type: 'json'; value: unknown }
  | { type: 'form'; value: Record<string, string> }
  | { type: 'multipart'; value: FormData }
  | { type: 'octet'; value: Uint8Array | ArrayBuffer | Blob | string };

export interface HttpClientConfig {
  /** Origin (and optional prefix) the `/api/` paths are appended to; '' for same-origin. */
  baseUrl: string;
  /** Sent as the `clientID` header. */
  clientId: string;
  fetch: FetchLike;
  session?: AccessTokenSource;
  /** Called on any 401 (spec: a 401 logs the user out). */
  onUnauthorized?: () => void;
  /** Called on any 409 (spec: back to the list). */
  onConflict?: () => void;
  /** Called after each 2xx answer, with the call's name (the client tells of letter changes). */
  onAnswered?: (name: EndpointName) => void;
  /**
   * Where the last answers of the lookups are kept: with no network (no answer, or no token because
   * the refresh could not reach the server), such a read answers its kept copy. @default none
   */
  keptAnswers?: KeptAnswers;
}

export interface Call<T> {
  pathParams?: Record<string, string | number>;
  query?: Record<string, QueryValue>;
  body?: RequestBody;
  headers?: Record<string, string>;
  /** `text` answers (HTML, base64) skip JSON parsing. */
  answer?: 'json' | 'text';
  schema: z.ZodMiniType<T>;
  options?: CallOptions;
}

/** A 2xx answer with its status (complete polls on 202). */
export interface Answer<T> {
  status: number;
  value: T;
}

const reasonPhrases: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** Joins base URL, `/api/`, the filled path template and the query string. */
export function buildUrl(
  baseUrl: string,
  template: string,
  pathParams: Record<string, string | number> = {},
  query: Record<string, QueryValue> = {},
): string {
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = pathParams[name];
    if (value === undefined) throw new TypeError(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.append(key, String(value));
  }
  const queryString = search.toString();
  return `${apiUrl(baseUrl, path)}${queryString ? `?${queryString}` : ''}`;
}

function encodeBody(body: RequestBody | undefined): { body?: BodyInit; contentType?: string } {
  if (!body) return {};
  switch (body.type) {
    case 'json':
      return { body: JSON.stringify(body.value), contentType: 'application/json' };
    case 'form':
      return {
        body: new URLSearchParams(body.value).toString(),
        contentType: 'application/x-www-form-urlencoded',
      };
    case 'multipart':
      // The browser sets the multipart boundary itself.
      return { body: body.value };
    case 'octet':
      return { body: body.value as BodyInit, contentType: 'application/octet-stream' };
  }
}

/** The error message of spec 000 section 8 for a failed status under an endpoint's policy. */
export function catalogueMessage(
  definition: EndpointDefinition,
  status: number,
  statusText: string,
  body: string,
): string {
  const policy = definition.errors ?? 'status';
  if (status === 400 && policy === 'responseText') return body || statusText;
  if (status === 403 && policy === 'patient') return body || statusText;
  if (status >= 500) {
    return policy === 'patient' ? messages.patientTimeoutCode : `${statusText} - ${body}`;
  }
  return statusText;
}

function httpError(
  name: EndpointName,
  definition: EndpointDefinition,
  response: Response,
  body: string,
  config: HttpClientConfig,
): ApiError {
  const statusText = response.statusText || reasonPhrases[response.status] || String(response.status);
  let detail: ApiErrorDetail;
  // On public calls a 401 is a failed sign-in or reset, not a session ending: it must not log
  // out (and so not log out other tabs); it stays an ordinary 'http' error with its body.
  if (response.status === 401 && !definition.anonymous) {
    detail = { kind: 'unauthorized', status: 401 };
    config.onUnauthorized?.();
  } else if (response.status === 409) {
    detail = { kind: 'conflict', status: 409, body };
    if (!definition.callerResolvesConflict) config.onConflict?.();
  } else {
    detail = { kind: 'http', status: response.status, statusText, body };
  }
  return new ApiError(detail, catalogueMessage(definition, response.status, statusText, body), name);
}

function malformed(name: EndpointName, status: number, issues: string[]): ApiError {
  return new ApiError({ kind: 'malformed', status, issues }, messages.requestFailed, name);
}

/**
 * zod/mini leaves issues as a bare "Invalid input" unless a locale is given; the malformed
 * answer's issues say what was wrong (in English, as full zod did), given per parse so the host's
 * own zod configuration is left alone.
 */
const englishIssues = en().localeError;

function parseAnswer<T>(name: EndpointName, status: number, text: string, call: Call<T>): T {
  let raw: unknown = text;
  if (call.answer !== 'text') {
    // Spec 000 section 8: "200 parse JSON or empty object".
    if (text.trim() === '') raw = {};
    else {
      try {
        raw = JSON.parse(text);
      } catch {
        return throwing(malformed(name, status, ['The answer is not JSON']));
      }
    }
  } else if (text.startsWith('"')) {
    // A text answer may come JSON-encoded as a string.
    try {
      raw = JSON.parse(text);
    } catch {
      raw = text;
    }
  }
  const parsed = call.schema.safeParse(raw, { error: englishIssues });
  if (!parsed.success) {
    return throwing(
      malformed(
        name,
        status,
        parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
      ),
    );
  }
  return parsed.data;
}

/** How long after a read was sent the same read asked for again shares its answer (as SWR's deduping). */
export const sharedReadWindowMs = 2000;

function throwing(error: ApiError): never {
  throw error;
}

/** Sends typed calls and applies the HTTP error catalogue; every failure is an {@link ApiError}. */
export interface HttpClient {
  readonly config: HttpClientConfig;
  /** Sends a call and returns its parsed answer. */
  call<T>(name: EndpointName, call: Call<T>): Promise<T>;
  /** A call whose answer body is ignored (most writes). */
  write(name: EndpointName, call: Omit<Call<unknown>, 'schema'>): Promise<void>;
  /** Like `call`, keeping the 2xx status. */
  send<T>(name: EndpointName, call: Call<T>): Promise<Answer<T>>;
}

/** Creates the HTTP client every endpoint group (`letters`, `audio`, ...) is built on. */
export function createHttpClient(config: HttpClientConfig): HttpClient {
  async function send<T>(name: EndpointName, call: Call<T>): Promise<Answer<T>> {
    const definition: EndpointDefinition = endpoints[name];
    const url = buildUrl(config.baseUrl, definition.path, call.pathParams, call.query);
    const { body, contentType } = encodeBody(call.body);
    const headers: Record<string, string> = { ...callHeaders(config.clientId), ...call.headers };
    if (contentType) headers['Content-Type'] = contentType;
    const exchange = async (): Promise<{ response: Response; text: string }> => {
      if (!definition.anonymous && config.session) {
        const token = await config.session.getAccessToken(url);
        if (token) headers.Authorization = `Bearer ${token}`;
      }
      try {
        const response = await config.fetch(url, {
          method: definition.method,
          headers,
          body,
          signal: call.options?.signal,
          keepalive: call.options?.keepalive,
        });
        return { response, text: await response.text() };
      } catch {
        // The cause (TypeError, AbortError) is dropped on purpose: its text can hold the URL.
        throw new ApiError({ kind: 'network' }, messages.connectionLost, name);
      }
    };
    const kept =
      definition.method === 'GET' && config.keptAnswers?.keeps(name) ? config.keptAnswers : undefined;
    let exchanged: { response: Response; text: string };
    try {
      exchanged = await exchange();
    } catch (error) {
      // Issue 35: no network, so no answer and no fresh token either; the kept copy stands in.
      const copy = isApiError(error, 'network') ? kept?.recall(url) : undefined;
      if (copy === undefined) throw error;
      return { status: 200, value: parseAnswer(name, 200, copy, call) };
    }
    const { response, text } = exchanged;
    if (!response.ok) throw httpError(name, definition, response, text, config);
    const answer = { status: response.status, value: parseAnswer(name, response.status, text, call) };
    kept?.remember(url, text);
    config.onAnswered?.(name);
    return answer;
  }

  /**
   * Reads of one URL in flight, answered once: the elements of a host page share this client and
   * each reads the profile as it starts, and Chromium sends identical GETs one after another while
   * its cache is on (its cache lock), so five such reads took 0.8 s more on the warm host page
   * (issue 33). Only reads asked for within `sharedReadWindowMs` of the first: a read that hangs
   * must not hold up a later one (an auto-refresh, Try again). Not a read with a signal (an abort
   * ends its own caller's wait only) or headers of its own.
   */
  const readsInFlight = new Map<string, { answer: Promise<Answer<unknown>>; sentAt: number }>();
  function sendOnce<T>(name: EndpointName, call: Call<T>): Promise<Answer<T>> {
    const definition: EndpointDefinition = endpoints[name];
    if (definition.method !== 'GET' || call.options?.signal || call.options?.keepalive || call.headers)
      return send(name, call);
    const key = `${name} ${call.answer ?? 'json'} ${buildUrl('', definition.path, call.pathParams, call.query)}`;
    const inFlight = readsInFlight.get(key);
    if (inFlight && Date.now() - inFlight.sentAt <= sharedReadWindowMs)
      return inFlight.answer as Promise<Answer<T>>;
    const answer = send(name, call);
    const entry = { answer, sentAt: Date.now() };
    readsInFlight.set(key, entry);
    const settled = () => {
      if (readsInFlight.get(key) === entry) readsInFlight.delete(key);
    };
    answer.then(settled, settled);
    return answer;
  }

  return {
    config,
    send: sendOnce,
    async call(name, call) {
      return (await sendOnce(name, call)).value;
    },
    async write(name, call) {
      await send(name, { ...call, schema: ignoredAnswerSchema });
    },
  };
}
