export { AudioPlayer, type AudioPlayerProps, type AudioPlayerState, audioPlayerStates } from './AudioPlayer';
export { type NavigatorLike, prefersConvertedAudio } from './prefersConvertedAudio';
export { type UseAudioPlayerOptions, type UseAudioPlayerResult, useAudioPlayer } from './useAudioPlayer';
