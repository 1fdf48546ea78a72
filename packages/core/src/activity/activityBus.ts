/**
 * What counts as the user's activity besides the mouse and the keyboard (issue 31): a clinician
 * dictating with the foot pedal or a SpeechMike, or a secretary listening from the pedal, touches
 * nothing on the page for minutes. The recorder, the player, the pedal and SpeechMike hubs and the
 * hotkeys report here, at their source, so no screen can forget to (docs/architecture.md,
 * "Session and where tokens live", inactivity).
 */
export const activityKinds = ['recording', 'playback', 'pedal', 'speechMike', 'hotkey'] as const;
export type ActivityKind = (typeof activityKinds)[number];

export type ActivityListener = (kind: ActivityKind) => void;

export interface ActivityBus {
  /** The user is active (a pedal press, a recorded block, playback moving on). */
  report(kind: ActivityKind): void;
  /** Returns the unsubscribe function. */
  subscribe(listener: ActivityListener): () => void;
}

/** A bus of its own (tests, a host that keeps two users apart); the page has `pageActivity`. */
export function createActivityBus(): ActivityBus {
  const listeners = new Set<ActivityListener>();
  return {
    report(kind) {
      for (const listener of listeners) listener(kind);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/**
 * The page's one bus. Activity is the person at this page, whichever widget or screen they use,
 * so every source of the page reports here and every inactivity tracker of the page listens.
 */
export const pageActivity: ActivityBus = /* @__PURE__ */ createActivityBus();

/** Reports to the page's bus. */
export const reportActivity = (kind: ActivityKind): void => pageActivity.report(kind);
