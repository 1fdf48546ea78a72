import type { ApiClient } from '@dictation/core';
import type { RecorderTransport } from './transport';

/** The product's transport: `@dictation/core`'s API client (its error catalogue, auth and schemas). */
export function createCoreRecorderTransport(api: Pick<ApiClient, 'audio'>): RecorderTransport {
  const { audio } = api;
  return {
    suspend: ({ body, keepalive, ...parameters }) =>
      audio.suspend({ ...parameters, frames: body }, keepalive ? { keepalive } : undefined),
    completeSuspendWithLength: ({ fileName, hash, length }) => audio.completeSuspend(fileName, hash, length),
    storeWithLength: ({ body, part, ...parameters }) =>
      audio.store({ ...parameters, partIndex: part, part: body }),
    stream: (id) => audio.stream(id),
    streamMp3: (id) => audio.streamMp3(id),
    isMp3Available: (id) => audio.mp3Availability(id),
  };
}
