/** The panel's `data-state` values (DESIGN.md section 6), reused by the stories. */
export const recorderPanelStates = ['loading', 'idle', 'recording', 'playing', 'failed'] as const;
export type RecorderPanelState = (typeof recorderPanelStates)[number];
