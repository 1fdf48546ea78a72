import type { ApiClient } from '@dictation/core';
import type { RecorderTransport } from './transport';

/** What a player of a stored recording needs from the server. */
export type PlaybackTransport = Pick<RecorderTransport, 'stream' | 'streamMp3' | 'isMp3Available'>;

/** The playback calls of `@dictation/core`'s client (the letter screen's player). */
export function createCorePlaybackTransport(api: {
  audio: Pick<ApiClient['audio'], 'stream' | 'streamMp3' | 'mp3Availability'>;
}): PlaybackTransport {
  const { audio } = api;
  return {
    stream: (id) => audio.stream(id),
    streamMp3: (id) => audio.streamMp3(id),
    isMp3Available: (id) => audio.mp3Availability(id),
  };
}

/** The product's transport: `@dictation/core`'s API client (its error catalogue, auth and schemas). */
export function createCoreRecorderTransport(api: Pick<ApiClient, 'audio'>): RecorderTransport {
  const { audio } = api;
  return {
    suspend: ({ body, keepalive, ...parameters }) =>
      audio.suspend({ ...parameters, frames: body }, keepalive ? { keepalive } : undefined),
    completeSuspendWithLength: ({ fileName, hash, length }) => audio.completeSuspend(fileName, hash, length),
    storeWithLength: ({ body, part, ...parameters }) =>
      audio.store({ ...parameters, partIndex: part, part: body }),
    ...createCorePlaybackTransport(api),
  };
}
