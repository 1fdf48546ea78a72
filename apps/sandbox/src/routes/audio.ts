import { createHash } from 'node:crypto';
import { bytesToPcm, encodeWav, msToSamples, timelineSha256 } from '@dictation/audio';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { assertAudioKey, lengthMsOf } from '../audio/store';
import { currentUser } from '../auth/tokens';
import type { Context, User } from '../context';
import { audioLimits, Step, sampleRate } from '../domain';
import { badRequest, idParams, parse, queryBoolean } from '../http';
import { findLetterByAudioKey, type LetterRow, loadLetter } from '../letters/repository';

const fileName = z.string().min(1).max(128);
const position = z.coerce.number().int().min(0);

/** Audio of a letter can only change while the letter is at Audio capture (spec 000: recording page). */
function recordingLetter(ctx: Context, user: User, key: string): LetterRow {
  const letter = findLetterByAudioKey(ctx, user, assertAudioKey(key));
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

  app.post('/api/author/audio-records/suspend', async (request) => {
    const user = currentUser(request);
    const query = parse(
      z.object({ fileName, recordMode: z.enum(['0', '1']), startPosition: position, endPosition: position }),
      request.query,
    );
    const letter = recordingLetter(ctx, user, query.fileName);
    const bytes = bodyBytes(request.body);
    if (bytes.byteLength % 2 !== 0) throw badRequest('PCM 16-bit data must have an even number of bytes');
    const pcm = bytesToPcm(bytes);
    const durationMs = lengthMsOf(pcm.length);
    if (Math.abs(query.endPosition - query.startPosition - durationMs) > 1) {
      throw badRequest(`endPosition - startPosition must be the frames' duration (${durationMs} ms)`);
    }
    // Idempotent: a retried upload of the same frames to the same place is applied once.
    const operation = `${query.recordMode}:${query.startPosition}:${query.endPosition}:${createHash('sha256').update(bytes).digest('hex')}`;
    const timeline = ctx.audio.timeline(letter.audioKey, seededLength(letter));
    const fresh =
      ctx.db
        .prepare('INSERT OR IGNORE INTO audio_operations (audio_key, operation) VALUES (?, ?)')
        .run(letter.audioKey, operation).changes > 0;
    if (fresh) {
      const at = msToSamples(query.startPosition);
      if (at > timeline.lengthSamples) {
        ctx.db
          .prepare('DELETE FROM audio_operations WHERE audio_key = ? AND operation = ?')
          .run(letter.audioKey, operation);
        throw badRequest(
          `startPosition ${query.startPosition} is past the end of the audio (${timeline.lengthMs} ms)`,
        );
      }
      if (query.recordMode === '0') timeline.insert(at, pcm);
      else timeline.overwrite(at, pcm);
      ctx.audio.writeTimeline(letter.audioKey, timeline);
      saveLength(letter, timeline.lengthSamples);
    }
    return { length: lengthMsOf(timeline.lengthSamples) };
  });

  app.get('/api/author/audio-records/complete-suspend-with-length', async (request) => {
    const user = currentUser(request);
    const query = parse(z.object({ fileName, hash: z.string().max(128), length: position }), request.query);
    const letter = findLetterByAudioKey(ctx, user, assertAudioKey(query.fileName));
    const timeline = ctx.audio.timeline(letter.audioKey, seededLength(letter));
    const hash = await timelineSha256(timeline);
    const length = lengthMsOf(timeline.lengthSamples);
    return { match: hash === query.hash.toLowerCase() && Math.abs(length - query.length) <= 1, length, hash };
  });

  app.post('/api/author/audio-records/store-with-length', async (request) => {
    const user = currentUser(request);
    const query = parse(
      z.object({
        fileName,
        isLastPart: queryBoolean,
        length: position.optional(),
        audioKey: z.string().max(128).optional(),
      }),
      request.query,
    );
    const letter = recordingLetter(ctx, user, query.audioKey || query.fileName);
    const text = bodyBytes(request.body).toString('latin1').trim();
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text)) throw badRequest('The body must be base64 text');
    const part = Buffer.from(text, 'base64');
    if (part.byteLength % 2 !== 0) throw badRequest('PCM 16-bit data must have an even number of bytes');
    const pendingBytes = ctx.audio.appendPending(letter.audioKey, part);
    if (!query.isLastPart) return { length: lengthMsOf(pendingBytes / 2) };
    const samples = ctx.audio.commitPending(letter.audioKey);
    saveLength(letter, samples);
    return { length: lengthMsOf(samples) };
  });

  const stream = async (user: User, letterId: number) => {
    const letter = loadLetter(ctx, user, letterId);
    const original =
      letter.audioFormat === 'pcm' || letter.audioFormat === 'seed'
        ? null
        : ctx.audio.readOriginal(letter.audioKey);
    if (original) return original.toString('base64');
    const pcm = ctx.audio.read(letter.audioKey, seededLength(letter));
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
