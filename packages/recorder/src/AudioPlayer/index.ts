export { AudioPlayer, type AudioPlayerProps } from './AudioPlayer';
export { type AudioPlayerState, audioPlayerStates } from './audioPlayerStates';
export { type NavigatorLike, prefersConvertedAudio } from './prefersConvertedAudio';
export { type UseAudioPlayerOptions, type UseAudioPlayerResult, useAudioPlayer } from './useAudioPlayer';
