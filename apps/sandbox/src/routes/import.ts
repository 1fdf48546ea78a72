import { createHash, randomUUID } from 'node:crypto';
import { decodeWav } from '@dictation/audio';
import type { FastifyInstance } from 'fastify';
import { parseBuffer } from 'music-metadata';
import { z } from 'zod';
import { audioBodyLimits, audioBodyRoute } from '../audio/bodyTurns';
import { currentUser } from '../auth/tokens';
import { type Context, recordHistory } from '../context';
import { audioLimits, importExtensions, Step } from '../domain';
import { badRequest, parse } from '../http';
import { letterFieldsSchema } from '../letters/fields';
import { applyLetterFields } from '../letters/mutations';
import { assertAuthorRole, loadLetter } from '../letters/repository';
import { organisationItem } from '../organisation';
import { startWorkflow } from '../workflow/engine';

/** Spec 000 section 3, import request. */
const metadataSchema = z.object({
  authorId: z.number().int(),
  priorityId: z.number().int(),
  organisationItemId: z.number().int(),
  labelName: z.string().max(100).nullish(),
  patientMRN: letterFieldsSchema.shape.patientMRN,
  sampleID: letterFieldsSchema.shape.sampleID,
  fileFormat: z.string().max(10).optional(),
  audioDuration: z.number().nonnegative().optional(),
  dictationType: z.string().max(50).nullish(),
});

/** Formats whose duration spec 000 section 5 reads from metadata (dss/ds2 have a header field, wma none). */
const durationFromMetadata = new Set(['wav', 'opus', 'mp3', 'm4a']);
/** The portal's words for a file that is not what its extension says (docs/wire-contract.md, Upload audio). */
export const unreadableAudio = 'The audio file cannot be read';

/** Duration in seconds from the file's metadata; dss/ds2/wma fall back to what the client measured (spec 000 section 5). */
async function durationSeconds(
  bytes: Buffer,
  extension: string,
  reported: number | undefined,
): Promise<number | null> {
  if (extension === 'wav') {
    try {
      const wav = decodeWav(new Uint8Array(bytes));
      return wav.samples.length / wav.channels / wav.sampleRate;
    } catch {
      // Not PCM WAV: let music-metadata try.
    }
  }
  if (extension === 'dss' || extension === 'ds2' || extension === 'wma') return reported ?? null;
  try {
    const metadata = await parseBuffer(bytes, { path: `file.${extension}` }, { duration: true });
    return metadata.format.duration ?? null;
  } catch {
    return null;
  }
}

export function importRoutes(app: FastifyInstance, ctx: Context) {
  app.post(
    '/api/author/letters/v2/create-by-import-file',
    audioBodyRoute(ctx, audioBodyLimits.importFile),
    async (request) => {
      const user = currentUser(request);
      assertAuthorRole(user);
      if (!request.isMultipart()) throw badRequest('The request must be multipart/form-data');
      let metadataJson: string | null = null;
      let file: { name: string; bytes: Buffer } | null = null;
      try {
        for await (const part of request.parts({
          limits: { fileSize: audioLimits.maximumAllowedSize + 1, files: 1 },
        })) {
          if (part.type === 'file' && part.fieldname === 'AudioFile')
            file = { name: part.filename, bytes: await part.toBuffer() };
          else if (part.type === 'file') await part.toBuffer();
          else if (part.fieldname === 'LetterMetadataJson') metadataJson = String(part.value);
        }
      } catch (error) {
        // The multipart plugin's own limits carry their 4xx; a body busboy cannot read has none.
        if (error instanceof Error && 'statusCode' in error && Number(error.statusCode) < 500) throw error;
        throw badRequest('The multipart/form-data body cannot be read');
      }
      if (!metadataJson || !file) throw badRequest('LetterMetadataJson and AudioFile are required');
      let json: unknown;
      try {
        json = JSON.parse(metadataJson);
      } catch {
        throw badRequest('LetterMetadataJson is not valid JSON');
      }
      const metadata = parse(metadataSchema, json);
      const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
      if (!(importExtensions as readonly string[]).includes(extension))
        throw badRequest('Unsupported file format');
      if (file.bytes.byteLength > audioLimits.maximumAllowedSize)
        throw badRequest(`The file is too big (>${audioLimits.maximumAllowedSize / 1048576}Mb)`);
      if (file.bytes.byteLength <= audioLimits.minimumAllowedSize)
        throw badRequest(`The file is too small (${audioLimits.minimumAllowedSize / 1024}Kb)`);
      const seconds = await durationSeconds(file.bytes, extension, metadata.audioDuration);
      // Spec 000 section 5 reads the duration from metadata for these: a file without one is not
      // what its extension says (docs/wire-contract.md, Upload audio), not a letter of 0 ms.
      if (durationFromMetadata.has(extension) && (seconds === null || !(seconds > 0)))
        throw badRequest(unreadableAudio);
      if (seconds !== null && seconds < audioLimits.minimumAllowedDuration)
        throw badRequest(`The audio is too short (<${audioLimits.minimumAllowedDuration}s)`);
      if (seconds !== null && seconds > audioLimits.maximumAllowedDuration)
        throw badRequest(`The audio is too long (>${audioLimits.maximumAllowedDuration / 60}min)`);

      const item = organisationItem(ctx, user, metadata.organisationItemId);
      if (!item.importAudio) throw badRequest('This department does not allow audio import');
      const author = ctx.db
        .prepare('SELECT 1 FROM users WHERE id = ? AND tenant_id = ?')
        .get(metadata.authorId, user.tenantId);
      if (!author) throw badRequest('Unknown author');

      // A duplicate answers 200 with `error` and the existing letter's id (spec 000 section 7).
      const sha256 = createHash('sha256').update(file.bytes).digest('hex');
      const duplicate = ctx.db
        .prepare('SELECT letter_id AS letterId FROM imported_audio WHERE tenant_id = ? AND sha256 = ?')
        .get(user.tenantId, sha256) as { letterId: number } | undefined;
      if (duplicate) return { error: 'Duplicate audio', letterId: duplicate.letterId, fileName: file.name };

      const audioKey = `import-${randomUUID()}`;
      ctx.audio.writeOriginal(audioKey, file.bytes);
      const letterId = ctx.db.transaction(() => {
        const id = Number(
          ctx.db
            .prepare(
              `INSERT INTO letters (tenant_id, author_id, organisation_item_id, dictation_type, step_type, step_name, created_date,
             audio_key, audio_length_ms, audio_format) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            )
            .run(
              user.tenantId,
              metadata.authorId,
              item.id,
              metadata.dictationType || 'Dictation',
              Step.audioCapture.type,
              Step.audioCapture.name,
              ctx.nowIso(),
              audioKey,
              Math.round((seconds ?? 0) * 1000),
              extension,
            ).lastInsertRowid,
        );
        ctx.db
          .prepare('INSERT INTO imported_audio (tenant_id, sha256, file_name, letter_id) VALUES (?, ?, ?, ?)')
          .run(user.tenantId, sha256, file.name, id);
        return id;
      })();
      applyLetterFields(ctx, user, loadLetter(ctx, user, letterId), {
        priority: metadata.priorityId,
        labelName: metadata.labelName,
        patientMRN: metadata.patientMRN,
        sampleID: metadata.sampleID,
      });
      recordHistory(ctx, letterId, user.id, `Letter imported from ${file.name}`);
      startWorkflow(ctx, letterId, 'speech');
      return { letterId, error: null };
    },
  );
}
