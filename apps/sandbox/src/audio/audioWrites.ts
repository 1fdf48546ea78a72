import type { Context } from '../context';
import { conflict } from '../http';
import { messages } from '../messages';

/**
 * The sandbox's side of keeping audio exactly (docs/wire-contract.md, Audio): one writer per
 * recording at a time, and the state of the store-with-length upload collecting in `.pending`.
 */

/** A writer that sends no id (a client of the spec alone). */
export const anonymousWriter = 'anonymous';

const leaseMs = (ctx: Context) => ctx.options.audioWriterLeaseSeconds * 1000;
const isFresh = (ctx: Context, isoDate: string) => ctx.now().getTime() - Date.parse(isoDate) < leaseMs(ctx);

/**
 * Records `writerId` as the recording's writer, or refuses with 409 while another writer has
 * written within the lease: two tabs or two computers would otherwise interleave their audio.
 */
export function claimWriter(ctx: Context, audioKey: string, writerId: string): void {
  const last = ctx.db
    .prepare('SELECT writer_id AS writerId, last_write_date AS at FROM audio_writers WHERE audio_key = ?')
    .get(audioKey) as { writerId: string; at: string } | undefined;
  if (last && last.writerId !== writerId && isFresh(ctx, last.at)) throw conflict(messages.otherWriter);
  ctx.db
    .prepare(
      `INSERT INTO audio_writers (audio_key, writer_id, last_write_date) VALUES (?, ?, ?)
       ON CONFLICT (audio_key) DO UPDATE SET writer_id = excluded.writer_id, last_write_date = excluded.last_write_date`,
    )
    .run(audioKey, writerId, ctx.nowIso());
}

export interface Upload {
  uploadId: string | null;
  nextPart: number;
  committed: boolean;
  committedLengthMs: number | null;
  lastPartDate: string;
}

export function readUpload(ctx: Context, audioKey: string): Upload | undefined {
  const row = ctx.db
    .prepare(
      `SELECT upload_id AS uploadId, next_part AS nextPart, committed, committed_length_ms AS committedLengthMs,
       last_part_date AS lastPartDate FROM audio_uploads WHERE audio_key = ?`,
    )
    .get(audioKey) as (Omit<Upload, 'committed'> & { committed: number }) | undefined;
  return row ? { ...row, committed: row.committed === 1 } : undefined;
}

export function saveUpload(ctx: Context, audioKey: string, upload: Upload): void {
  ctx.db
    .prepare(
      `INSERT INTO audio_uploads (audio_key, upload_id, next_part, committed, committed_length_ms, last_part_date)
       VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (audio_key) DO UPDATE SET upload_id = excluded.upload_id,
       next_part = excluded.next_part, committed = excluded.committed,
       committed_length_ms = excluded.committed_length_ms, last_part_date = excluded.last_part_date`,
    )
    .run(
      audioKey,
      upload.uploadId,
      upload.nextPart,
      upload.committed ? 1 : 0,
      upload.committedLengthMs,
      upload.lastPartDate,
    );
}

/** Drops the upload in progress and its collected parts. */
export function discardUpload(ctx: Context, audioKey: string): void {
  ctx.audio.discardPending(audioKey);
  ctx.db.prepare('DELETE FROM audio_uploads WHERE audio_key = ?').run(audioKey);
}

/**
 * An upload whose parts are still arriving (its last part within the lease). An older one was
 * interrupted: it is discarded, so neither `complete` nor the next re-send waits for or appends
 * to it.
 */
export function uploadInProgress(ctx: Context, audioKey: string): boolean {
  const upload = readUpload(ctx, audioKey);
  if (!upload || upload.committed) return false;
  if (isFresh(ctx, upload.lastPartDate) && ctx.audio.hasPending(audioKey)) return true;
  discardUpload(ctx, audioKey);
  return false;
}
