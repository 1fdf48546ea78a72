import type { ApiClient } from '@dictation/core';
import type { PlaybackAdapter, RecorderUploadAdapter } from './uploadAdapter';

/** The playback calls of `@dictation/core`'s client (the letter screen's player). */
export function createCorePlaybackAdapter(api: {
  audio: Pick<ApiClient['audio'], 'stream' | 'streamMp3' | 'mp3Availability'>;
}): PlaybackAdapter {
  const { audio } = api;
  return {
    stream: (id, options) => audio.stream(id, options?.signal ? { signal: options.signal } : undefined),
    streamMp3: (id) => audio.streamMp3(id),
    isMp3Available: (id) => audio.mp3Availability(id),
  };
}

/** The product's upload adapter: `@dictation/core`'s API client (its error catalogue, auth and schemas). */
export function createCoreUploadAdapter(api: Pick<ApiClient, 'audio'>): RecorderUploadAdapter {
  const { audio } = api;
  return {
    suspend: ({ body, keepalive, ...parameters }) =>
      audio.suspend({ ...parameters, frames: body }, keepalive ? { keepalive } : undefined),
    completeSuspendWithLength: ({ fileName, hash, length }) => audio.completeSuspend(fileName, hash, length),
    storeWithLength: ({ body, part, ...parameters }) =>
      audio.store({ ...parameters, partIndex: part, part: body }),
    ...createCorePlaybackAdapter(api),
  };
}
