/**
 * User-facing strings of @dictation/pedal. Spec wording where the spec gives one (marked); the
 * rest are labels the spec does not show (spec README: ours to design).
 */
export const messages = {
  /** Spec 000 section 8. */
  clickPageForPedal: 'Please click on this page and use foot pedal again',
  /** Spec 000 section 4: desktop connection. */
  connected: 'Connected',
  disconnected: 'Disconnected',
  desktopApp: 'Desktop app',
  /** The desktop app answered, but this browser has not paired with it (helperPairing.ts). */
  pairingRequired: 'Pairing required',
  /** Pairing this browser with the desktop app (not in the spec: docs/wire-contract.md, Desktop helper). */
  pairing: {
    title: 'Pair the desktop app',
    required:
      'The desktop app is running but does not know this browser yet. Pair them once to use its microphones and foot pedal here.',
    showCode: 'Show a pairing code',
    showNewCode: 'Show a new code',
    requesting: 'Asking the desktop app',
    codeShown: 'The desktop app now shows a 6-digit pairing code. Type it here within 5 minutes.',
    codeLabel: 'Pairing code',
    pair: 'Pair',
    pairingInProgress: 'Pairing',
    paired: 'The desktop app is paired with this browser.',
    codeFormat: 'Type the 6 digits the desktop app shows.',
    failure: {
      wrongCode: 'That is not the code the desktop app shows. Check it and type it again.',
      expired: 'The code has expired. Show a new code and type that one.',
      locked: 'Too many wrong codes. Wait a minute, then show a new code.',
      unreachable: 'The desktop app did not answer. Check that it is running, then try again.',
      failed: 'Pairing did not work. Show a new code and try again.',
    },
  },
  footPedal: 'Foot pedal',
  /** Spec 000 section 4's pedal statuses, as words. */
  pedalStatus: {
    available: 'Available',
    notAvailable: 'Not available',
    connectionError: 'Connection error',
    pedalError: 'Pedal error',
    closed: 'Closed',
    stop: 'Stop',
  },
  /** Spec 000 section 9: None 0, Left 10, Center 20, Right 30, Top 40. */
  pedalOption: { 0: 'None', 10: 'Left', 20: 'Center', 30: 'Right', 40: 'Top' },
  /** Spec 000 section 9: play mode click 10 or hold 20. */
  playStopMode: { 10: 'Click', 20: 'Hold' },
  settingsTitle: 'Foot pedal',
  playStopButton: 'Play/Stop',
  playStopModeLabel: 'Play/Stop mode',
  rewindButton: 'Rewind',
  forwardButton: 'Forward',
  rewindOnStop: 'Rewind on stop (seconds)',
  rewindOnStopDescription: 'From 1 to 10 seconds',
  enableFootpedalRecording: 'Enable foot pedal recording',
  recordButton: 'Record',
  playRecordButton: 'Play-record',
  rewindRecordButton: 'Rewind-record',
  save: 'Save',
  saving: 'Saving',
  testPanelTitle: 'Test your foot pedal',
  testPanelHint: 'Press a pedal to see which one is pressed and what it does.',
  pressed: 'pressed',
  released: 'released',
  /** What the last pressed pedal does under the settings shown. */
  lastPedal: (pedal: string, actions: string) => `${pedal} pedal: ${actions}`,
  noAction: 'no action',
  actionNames: {
    playStop: 'Play/Stop',
    rewind: 'Rewind',
    forward: 'Forward',
    record: 'Record',
    playRecord: 'Play-record',
    rewindRecord: 'Rewind-record',
  },
} as const;
