import { endpoints } from '../api/endpoints';
import { isApiError } from '../errors';
import type { MessageCatalogue } from './messageCatalogue';

/** A failure as a screen knows it: what went wrong, what the user was told, where. */
export interface FailureReport {
  /** The error behind it (an `ApiError` gives kind, status and endpoint). */
  error?: unknown;
  /** The text the user was shown. */
  message?: string;
  /** The action or notice that failed, such as a notice's key (`letter-action`). */
  action?: string;
  /** The page's path, such as `location.pathname`. */
  screen?: string;
  /** A warning the user was shown ('This job is locked'), not a failure. @default an error */
  level?: 'warning';
}

/**
 * All that a log line may carry (docs/architecture.md, "Failures reach support"). Each field is
 * made safe here and nowhere else: no request body, no server text, no query value, no id.
 */
export interface FailureEntry {
  /**
   * `ApiError` kind (`http`, `network`, `malformed`...), an error's name (`TypeError`), `thrown`
   * for a value that is not an Error, or `notice` for a notice without an error.
   */
  kind: string;
  status?: number;
  /** Method and path template, such as `PUT author/letters/complete` or `GET author/letters/metadata-with-lock/{id}`. */
  endpoint?: string;
  /** The message through the catalogue (`MessageCatalogue.loggable`). */
  message?: string;
  action?: string;
  /** The path with every segment but lower-case route words as `{…}`. */
  screen?: string;
  /** `warning` for a warning the user was shown; absent for an error. */
  level?: 'warning';
}

const errorName = /^[A-Za-z]{1,40}$/;
const actionName = /^[\w.-]{1,60}$/;
const routeWord = /^[a-z][a-z-]{0,39}$/;

function kindOf(error: unknown): string {
  if (isApiError(error)) return error.kind;
  if (error instanceof Error) return errorName.test(error.name) ? error.name : 'Error';
  return error === undefined ? 'notice' : 'thrown';
}

function endpointOf(name: string): string | undefined {
  const definition = (endpoints as Record<string, { method: string; path: string } | undefined>)[name];
  return definition ? `${definition.method} ${definition.path}` : undefined;
}

/** `/in-progress/letter/1046?x=1` -> `/in-progress/letter/{…}`: ids, names and queries stay home. */
function screenOf(path: string): string {
  const [pathOnly = ''] = path.split(/[?#]/, 1);
  return pathOnly
    .split('/')
    .map((segment) => (segment === '' || routeWord.test(segment) ? segment : '{…}'))
    .join('/')
    .slice(0, 200);
}

/**
 * The log line of a failure, or null for one that must never be logged: a failure of the logger's
 * own call (logging it would post again, and fail again).
 */
export function failureEntry(report: FailureReport, catalogue: MessageCatalogue): FailureEntry | null {
  const { error } = report;
  if (isApiError(error) && error.endpoint === 'log.post') return null;
  const entry: FailureEntry = { kind: kindOf(error) };
  if (isApiError(error)) {
    if (error.status !== undefined) entry.status = error.status;
    const endpoint = endpointOf(error.endpoint);
    if (endpoint) entry.endpoint = endpoint;
  }
  const shown =
    report.message ??
    (error instanceof Error ? error.message : typeof error === 'string' ? error : undefined);
  if (shown) entry.message = catalogue.loggable(shown);
  if (report.action && actionName.test(report.action)) entry.action = report.action;
  if (report.screen) entry.screen = screenOf(report.screen);
  if (report.level === 'warning') entry.level = 'warning';
  return entry;
}
