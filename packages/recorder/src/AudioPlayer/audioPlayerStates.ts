/** The player's `data-state` values (CONTRIBUTING.md, "The component folder"), reused by the stories. */
export const audioPlayerStates = ['loading', 'converting', 'ready', 'playing', 'failed'] as const;
export type AudioPlayerState = (typeof audioPlayerStates)[number];
