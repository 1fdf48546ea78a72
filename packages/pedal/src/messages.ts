/** User-facing strings of @dictation/pedal, worded exactly as the specification. */
export const messages = {
  /** Spec 000 section 8. */
  clickPageForPedal: 'Please click on this page and use foot pedal again',
  /** Spec 000 section 4: desktop connection. */
  connected: 'Connected',
  disconnected: 'Disconnected',
} as const;
