/**
 * What this page holds that the server does not have yet (issue 31, "A sign-out with unsent work
 * says so"): a sign-out asks first while anything is listed here. The recorder, the recording
 * page's field saves and the letter screen's text register as sources where the work is made, so
 * the portal's sign-out need not know any screen (docs/architecture.md, "Signing out with unsent
 * work").
 */
export type UnsentWork =
  /** Recorded audio not yet acknowledged, ms; `recording`: the recording is still running. */
  | { kind: 'audio'; letterId: number; ms: number; recording: boolean }
  /** Recording-page field changes (organisation, priority, label, ...) not yet saved. */
  | { kind: 'letterFields'; letterId: number }
  /** Letter text typed on the letter screen and not yet saved. */
  | { kind: 'letterText'; letterId: number }
  /**
   * A letter recorded with no network whose job is not on the server yet (issue 35), by its audio
   * key; `recordedAt` is its ISO date-time, `ms` its length once known (null while it records).
   */
  | { kind: 'offlineDraft'; audioKey: string; recordedAt: string; ms: number | null };

/** One piece of work's name in a list (a draft has no letter id yet: its audio key). */
export const unsentWorkKey = (work: UnsentWork): string =>
  work.kind === 'offlineDraft' ? `${work.kind}-${work.audioKey}` : `${work.kind}-${work.letterId}`;

export interface UnsentWorkSource {
  /** What waits for the server now; empty once everything is sent. */
  unsent(): UnsentWork[];
  /**
   * Sends it without waiting: a running recording stops, a debounced save goes now. Called when
   * the user chose to wait for it before signing out.
   */
  sendNow(): void;
}

export interface UnsentWorkRegistry {
  /** Returns the function that removes the source (its page or component went). */
  add(source: UnsentWorkSource): () => void;
  /** Everything every source holds, in the order they were added. */
  unsent(): UnsentWork[];
  sendNow(): void;
}

/** A registry of its own (tests, stories); the page has `pageUnsentWork`. */
export function createUnsentWorkRegistry(): UnsentWorkRegistry {
  const sources = new Set<UnsentWorkSource>();
  return {
    add(source) {
      sources.add(source);
      return () => {
        sources.delete(source);
      };
    },
    unsent: () => [...sources].flatMap((source) => source.unsent()),
    sendNow() {
      for (const source of sources) source.sendNow();
    },
  };
}

/** The page's one registry: a sign-out concerns everything the person has open on this page. */
export const pageUnsentWork: UnsentWorkRegistry = /* @__PURE__ */ createUnsentWorkRegistry();
