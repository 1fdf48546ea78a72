import type { FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { Context } from '../context';
import { audioLimits, sampleRate } from '../domain';
import { tooManyRequests } from '../http';
import { messages } from '../messages';
import { QueueFull, QueuePerKey } from '../queues';

/** Spec 000 section 9: 30 minutes of canonical PCM (16-bit, mono, 16 kHz: docs/wire-contract.md, Audio). */
const recordingMaximumBytes = audioLimits.maximumAllowedDuration * sampleRate * 2;

/**
 * The largest body each audio route can need, so that none is read past what it could use: a
 * suspend's frames never exceed the recording maximum (the call would be refused), a
 * `store-with-length` part is that in base64 (4 bytes per 3, and a line end), an imported file is
 * the upload maximum with the multipart framing and the metadata around it.
 */
export const audioBodyLimits = {
  suspend: recordingMaximumBytes,
  storeWithLength: Math.ceil(recordingMaximumBytes / 3) * 4 + 2,
  importFile: audioLimits.maximumAllowedSize + 1_048_576,
} as const;

/**
 * Each body of these routes is held in memory until its route is done with it (up to the limits
 * above), so four at once from one user held 883 MB (issue 34). One audio body per user is read at
 * a time; up to 16 more wait, unread (the socket holds them back, not the heap: a few kilobytes
 * each), and any more are refused with 429. The recorder sends one at a time and retries a refusal.
 */
const bodiesAtOnce = 1;
export const audioBodiesWaiting = 16;

const turnsOf = new WeakMap<Context, QueuePerKey>();
const releases = new WeakMap<FastifyRequest, () => void>();

function turns(ctx: Context): QueuePerKey {
  let queue = turnsOf.get(ctx);
  if (!queue) {
    queue = new QueuePerKey(bodiesAtOnce, audioBodiesWaiting);
    turnsOf.set(ctx, queue);
  }
  return queue;
}

/** Audio bodies of `userId` being read or waiting (tests wait on it). */
export const audioBodiesOf = (ctx: Context, userId: number) => turns(ctx).size(`user:${userId}`);

const release = async (request: FastifyRequest) => {
  releases.get(request)?.();
  releases.delete(request);
};

/** Route options of an audio route: its body limit, and its body's turn among the user's. */
export function audioBodyRoute(ctx: Context, bodyLimit: number): RouteShorthandOptions {
  return {
    bodyLimit,
    // Before the body is read: a caller waiting here has sent nothing the server keeps.
    preParsing: async (request, reply, payload) => {
      if (!request.user) return payload;
      // The connection closing ends the call however it ends: answered, or cut by the caller
      // (a page reloaded mid-upload) while its body was read or while it waited. A turn kept by
      // a call that is gone would hold every later upload of the user for good.
      const gone = new AbortController();
      const closed = () => {
        gone.abort(new Error('The call was closed'));
        void release(request);
      };
      reply.raw.once('close', closed);
      // A call cut before this hook (held by an earlier one: a slow server) closed with no one
      // listening: the turn it would be given now is one nobody gives back.
      if (reply.raw.destroyed) closed();
      try {
        releases.set(request, await turns(ctx).acquire(`user:${request.user.id}`, gone.signal));
      } catch (error) {
        throw error instanceof QueueFull ? tooManyRequests(messages.audioBodiesBusy, 1) : error;
      }
      if (gone.signal.aborted) void release(request);
      return payload;
    },
    onResponse: release,
  };
}
