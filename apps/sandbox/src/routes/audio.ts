import { createHash } from 'node:crypto';
import { encodeWav, msToSamples } from '@dictation/audio';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  anonymousWriter,
  claimWriter,
  discardUpload,
  readUpload,
  saveUpload,
  type Upload,
  uploadInProgress,
} from '../audio/audioWrites';
import { audioBodyLimits, audioBodyRoute } from '../audio/bodyTurns';
import { assertAudioKey, lengthMsOf } from '../audio/store';
import { currentUser } from '../auth/tokens';
import type { Context, User } from '../context';
import { audioLimits, Step, sampleRate } from '../domain';
import { badRequest, clientId, conflict, forbidden, idParams, parse, queryBoolean } from '../http';
import { findLetterByAudioKey, type LetterRow, loadLetter } from '../letters/repository';
import { messages } from '../messages';

const fileName = z.string().min(1).max(128);
const position = z.coerce.number().int().min(0);
/** Spec 000 section 9: the recording maximum, 30 min. */
const recordingMaximumMs = 1_800_000;

/**
 * Audio of a letter can only change while the letter is at Audio capture (spec 000: recording
 * page), and only by its author: the rest of the tenant can play it, not record over it.
 */
function recordingLetter(ctx: Context, user: User, key: string): LetterRow {
  const letter = findLetterByAudioKey(ctx, user, assertAudioKey(key));
  if (letter.authorId !== user.id) throw forbidden();
  if (letter.isDeleted || letter.stepType !== Step.audioCapture.type)
    throw badRequest('The letter is no longer at Audio capture');
  return letter;
}

function bodyBytes(body: unknown): Buffer {
  if (Buffer.isBuffer(body)) return body;
  if (typeof body === 'string') return Buffer.from(body, 'latin1');
  throw badRequest('The body must be application/octet-stream');
}

export function audioRoutes(app: FastifyInstance, ctx: Context) {
  const seededLength = (letter: LetterRow) => (letter.audioFormat === 'seed' ? letter.audioLengthMs : 0);
  const saveLength = (letter: LetterRow, samples: number) =>
    ctx.db.prepare('UPDATE letters SET audio_length_ms = ? WHERE id = ?').run(lengthMsOf(samples), letter.id);

  app.post(
    '/api/author/audio-records/suspend',
    audioBodyRoute(ctx, audioBodyLimits.suspend),
    async (request) => {
      const user = currentUser(request);
      const query = parse(
        z.object({
          fileName,
          recordMode: z.enum(['0', '1']),
          startPosition: position,
          endPosition: position,
          operationId: clientId.optional(),
          writerId: clientId.optional(),
        }),
        request.query,
      );
      const letter = recordingLetter(ctx, user, query.fileName);
      const bytes = bodyBytes(request.body);
      if (bytes.byteLength % 2 !== 0) throw badRequest('PCM 16-bit data must have an even number of bytes');
      const frames = bytes.byteLength / 2;
      const durationMs = lengthMsOf(frames);
      if (Math.abs(query.endPosition - query.startPosition - durationMs) > 1) {
        throw badRequest(`endPosition - startPosition must be the frames' duration (${durationMs} ms)`);
      }
      const signature = `${query.recordMode}:${query.startPosition}:${query.endPosition}:${createHash('sha256').update(bytes).digest('hex')}`;
      // One suspend (or upload) of a recording at a time: the checks below and the write are one step.
      return ctx.audio.exclusive(letter.audioKey, async () => {
        claimWriter(ctx, letter.audioKey, query.writerId ?? anonymousWriter);
        ctx.audio.ensureSeeded(letter.audioKey, seededLength(letter));
        const lengthSamples = ctx.audio.lengthSamples(letter.audioKey);
        if (query.operationId) {
          // A repeat of an applied operation (a retry, a re-send after a reload) changes nothing.
          const applied = ctx.db
            .prepare('SELECT signature FROM audio_operations WHERE audio_key = ? AND operation_id = ?')
            .get(letter.audioKey, query.operationId) as { signature: string } | undefined;
          if (applied?.signature === signature) return { length: lengthMsOf(lengthSamples) };
          if (applied) throw badRequest(messages.operationIdReused(query.operationId));
        }
        const at = msToSamples(query.startPosition);
        if (at > lengthSamples) {
          throw badRequest(
            `startPosition ${query.startPosition} is past the end of the audio (${lengthMsOf(lengthSamples)} ms)`,
          );
        }
        const resultingSamples =
          query.recordMode === '0' ? lengthSamples + frames : Math.max(lengthSamples, at + frames);
        if (lengthMsOf(resultingSamples) > recordingMaximumMs) throw badRequest(messages.durationLimit);
        // The frames in place (async, only what changes), then the operation and length in one
        // transaction; a failed write throws before the operation is recorded.
        const samples = await ctx.audio.edit(letter.audioKey, {
          mode: query.recordMode === '0' ? 'insert' : 'overwrite',
          atByte: at * 2,
          bytes,
        });
        ctx.db.transaction(() => {
          if (query.operationId)
            ctx.db
              .prepare('INSERT INTO audio_operations (audio_key, operation_id, signature) VALUES (?, ?, ?)')
              .run(letter.audioKey, query.operationId, signature);
          saveLength(letter, samples);
        })();
        return { length: lengthMsOf(samples) };
      });
    },
  );

  app.get('/api/author/audio-records/complete-suspend-with-length', async (request) => {
    const user = currentUser(request);
    const query = parse(z.object({ fileName, hash: z.string().max(128), length: position }), request.query);
    const letter = findLetterByAudioKey(ctx, user, assertAudioKey(query.fileName));
    // After the suspends already queued for this recording, as the client sent them.
    const { hash, length } = await ctx.audio.exclusive(letter.audioKey, async () => ({
      hash: await ctx.audio.sha256(letter.audioKey, seededLength(letter)),
      length: lengthMsOf(ctx.audio.lengthSamples(letter.audioKey, seededLength(letter))),
    }));
    return { match: hash === query.hash.toLowerCase() && Math.abs(length - query.length) <= 1, length, hash };
  });

  app.post(
    '/api/author/audio-records/store-with-length',
    audioBodyRoute(ctx, audioBodyLimits.storeWithLength),
    async (request) => {
      const user = currentUser(request);
      const query = parse(
        z
          .object({
            fileName,
            isLastPart: queryBoolean,
            length: position.optional(),
            audioKey: z.string().max(128).optional(),
            uploadId: clientId.optional(),
            part: position.optional(),
            writerId: clientId.optional(),
          })
          .refine((value) => (value.uploadId === undefined) === (value.part === undefined), {
            message: 'uploadId and part go together',
          }),
        request.query,
      );
      const letter = recordingLetter(ctx, user, query.audioKey || query.fileName);
      const key = letter.audioKey;
      const text = bodyBytes(request.body).toString('latin1').trim();
      if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text)) throw badRequest('The body must be base64 text');
      const bytes = Buffer.from(text, 'base64');
      if (bytes.byteLength % 2 !== 0) throw badRequest('PCM 16-bit data must have an even number of bytes');
      // One upload part (or suspend) of a recording at a time, checks and write together.
      return ctx.audio.exclusive(key, async () => {
        claimWriter(ctx, key, query.writerId ?? anonymousWriter);
        const upload = readUpload(ctx, key);
        const pendingLength = () => ({ length: lengthMsOf(ctx.audio.pendingBytes(key) / 2) });
        if (query.uploadId !== undefined && query.part !== undefined) {
          const current = upload?.uploadId === query.uploadId ? upload : undefined;
          // A repeat of the part received last (its answer was lost) is not appended again.
          if (current && query.part === current.nextPart - 1)
            return current.committed ? { length: current.committedLengthMs ?? 0 } : pendingLength();
          if (query.part === 0) discardUpload(ctx, key);
          else if (!current || current.committed || query.part !== current.nextPart)
            throw conflict(messages.uploadInterrupted);
        } else if (!uploadInProgress(ctx, key) || upload?.uploadId != null) {
          // A client without upload ids: a new upload starts unless its previous part is fresh.
          discardUpload(ctx, key);
        }
        const collected = await ctx.audio.appendPending(key, bytes);
        const next: Upload = {
          uploadId: query.uploadId ?? null,
          nextPart: (query.part ?? readUpload(ctx, key)?.nextPart ?? 0) + 1,
          committed: false,
          committedLengthMs: null,
          lastPartDate: ctx.nowIso(),
        };
        if (!query.isLastPart) {
          saveUpload(ctx, key, next);
          return { length: lengthMsOf(collected / 2) };
        }
        const receivedMs = lengthMsOf(collected / 2);
        // Refused whole: the stored audio stays as it was and the parts are dropped.
        if (query.length !== undefined && Math.abs(receivedMs - query.length) > 1) {
          discardUpload(ctx, key);
          throw badRequest(messages.lengthMismatch(query.length, receivedMs));
        }
        if (receivedMs > recordingMaximumMs) {
          discardUpload(ctx, key);
          throw badRequest(messages.durationLimit);
        }
        const samples = ctx.audio.commitPending(key);
        saveLength(letter, samples);
        saveUpload(ctx, key, { ...next, committed: true, committedLengthMs: lengthMsOf(samples) });
        return { length: lengthMsOf(samples) };
      });
    },
  );

  const stream = async (user: User, letterId: number) => {
    const letter = loadLetter(ctx, user, letterId);
    const original =
      letter.audioFormat === 'pcm' || letter.audioFormat === 'seed'
        ? null
        : ctx.audio.readOriginal(letter.audioKey);
    if (original) return original.toString('base64');
    const pcm = await ctx.audio.exclusive(letter.audioKey, () =>
      ctx.audio.read(letter.audioKey, seededLength(letter)),
    );
    return Buffer.from(encodeWav(pcm, { sampleRate, channels: 1 })).toString('base64');
  };
  // wire-contract.md: the sandbox has no mp3 encoder, so both answer a WAV as base64 text.
  app.get('/api/author/audio-records/:id/stream', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(await stream(currentUser(request), parse(idParams, request.params).id)),
  );
  app.get('/api/author/audio-records/:id/stream-mp3', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(await stream(currentUser(request), parse(idParams, request.params).id)),
  );

  app.get('/api/author/audio-records/:id/isMp3Available', async (request) => {
    const letter = loadLetter(ctx, currentUser(request), parse(idParams, request.params).id);
    return {
      isMp3Available: letter.audioLengthMs > 0 && letter.stepType !== Step.audioCapture.type,
      isMp3Failed: false,
    };
  });

  app.get('/api/author/audio-records/get-audio-limits', async (request) => {
    currentUser(request);
    return { ...audioLimits };
  });
}
