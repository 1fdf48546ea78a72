/** The panel's `data-state` values (CONTRIBUTING.md, "The component folder"), reused by the stories. */
export const recorderPanelStates = ['loading', 'idle', 'recording', 'playing', 'failed'] as const;
export type RecorderPanelState = (typeof recorderPanelStates)[number];
