import type { LogEntry } from '../api/miscApi';

export interface LoggerOptions {
  /** Sends one entry, e.g. `api.log.post`. */
  post: (entry: LogEntry) => Promise<unknown>;
  /** @default Date.now */
  now?: () => number;
  /** Length of the throttle window. @default 60000 */
  windowMs?: number;
  /** Entries sent per window; more are dropped. @default 10 */
  maxPerWindow?: number;
}

/** Logs front-end failures to the server. */
export interface Logger {
  /** Sends `content` (text, an Error or anything JSON-able); never throws, never waits. */
  log(content: unknown): void;
}

/** Hides tokens and passwords that might be inside a logged text (docs/architecture.md, "Security"). */
export function redactSecrets(content: string): string {
  return content
    .replace(/(Bearer|Basic)\s+[\w\-.~+/]+=*/gi, '$1 [redacted]')
    .replace(
      /((?:access_token|refresh_token|password|token)["']?\s*[=:]\s*["']?)[^&\s"',}]+/gi,
      '$1[redacted]',
    )
    .replace(/\beyJ[\w-]+\.[\w-]+\.[\w-]+/g, '[redacted]');
}

function describe(content: unknown): string {
  if (typeof content === 'string') return content;
  if (content instanceof Error) return `${content.name}: ${content.message}`;
  try {
    return JSON.stringify(content) ?? String(content);
  } catch {
    return String(content);
  }
}

/**
 * Creates the throttled logger of spec 000 section 7 (`POST logger {source 'Front-End', type 3,
 * content}`): at most `maxPerWindow` entries per window, the same text once per window, and a
 * failing logger is silent (logging must never break the page that is failing already).
 */
export function createLogger(options: LoggerOptions): Logger {
  const now = options.now ?? Date.now;
  const windowMs = options.windowMs ?? 60_000;
  const maxPerWindow = options.maxPerWindow ?? 10;
  let windowStart = Number.NEGATIVE_INFINITY;
  let sent = new Set<string>();

  return {
    log(content) {
      try {
        const text = redactSecrets(describe(content));
        const time = now();
        if (time - windowStart >= windowMs) {
          windowStart = time;
          sent = new Set();
        }
        if (sent.size >= maxPerWindow || sent.has(text)) return;
        sent.add(text);
        options.post({ source: 'Front-End', type: 3, content: text }).catch(() => undefined);
      } catch {
        // Never throw from the logger.
      }
    },
  };
}
