/** The player's `data-state` values (DESIGN.md section 6), reused by the stories. */
export const audioPlayerStates = ['loading', 'converting', 'ready', 'playing', 'failed'] as const;
export type AudioPlayerState = (typeof audioPlayerStates)[number];
