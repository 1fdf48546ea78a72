import type { ApiClient } from '@dictation/core';
import type { RecorderTransport } from './transport';

/** The product's transport: `@dictation/core`'s API client (its error catalogue, auth and schemas). */
export function createCoreRecorderTransport(api: Pick<ApiClient, 'audio'>): RecorderTransport {
  const { audio } = api;
  return {
    suspend: ({ body, keepalive, ...parameters }) =>
      audio.suspend({ ...parameters, frames: body }, keepalive ? { keepalive } : undefined),
    completeSuspendWithLength: ({ fileName, hash, length }) => audio.completeSuspend(fileName, hash, length),
    storeWithLength: ({ body, keepalive, ...parameters }) =>
      audio.store({ ...parameters, part: body }, keepalive ? { keepalive } : undefined),
    stream: (id) => audio.stream(id),
    streamMp3: (id) => audio.streamMp3(id),
    isMp3Available: (id) => audio.mp3Availability(id),
  };
}
