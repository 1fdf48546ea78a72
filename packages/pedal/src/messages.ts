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
