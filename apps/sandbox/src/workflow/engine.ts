import type { Context } from '../context';
import { addSeconds, isoDate, JobStatus, Step } from '../domain';
import { draftHtml, draftText, originalSrHtml } from './draft';

interface DueLetter {
  id: number;
  stepType: number;
  isOutsource: number;
  dictationType: string;
}

/**
 * Starts the simulated back office for a letter the author completed: Speech recognition, then
 * Processing, then To Review with a draft; or Outsource Transcription, or Manual Transcription
 * (which waits for a human) where the tenant enables them and the priority asks for it.
 */
export function startWorkflow(ctx: Context, letterId: number, path: 'speech' | 'outsource' | 'manual'): void {
  const step =
    path === 'manual' ? Step.manual : path === 'outsource' ? Step.outsource : Step.speechRecognition;
  const due = path === 'manual' ? null : isoDate(addSeconds(ctx.now(), ctx.options.workflowStepMs / 1000));
  ctx.db
    .prepare(
      `UPDATE letters SET step_type = ?, step_name = ?, status = ?, is_outsource = ?, is_manual = ?, workflow_due_date = ?,
       auto_lock_user_id = NULL, lock_expiration_date = NULL WHERE id = ?`,
    )
    .run(
      step.type,
      step.name,
      JobStatus.inTranscription,
      Number(path === 'outsource'),
      Number(path === 'manual'),
      due,
      letterId,
    );
}

function ensureDocument(ctx: Context, letterId: number, dictationType: string) {
  const text = draftText(letterId, dictationType);
  const content = draftHtml(text);
  const existing = ctx.db.prepare('SELECT id FROM documents WHERE letter_id = ?').get(letterId);
  if (existing) return;
  const documentId = Number(
    ctx.db
      .prepare(
        'INSERT INTO documents (letter_id, version, patch_number, content, original_sr) VALUES (?, 1, 1, ?, ?)',
      )
      .run(letterId, content, originalSrHtml(text)).lastInsertRowid,
  );
  ctx.db
    .prepare(
      'INSERT INTO document_versions (document_id, version, patch_number, content, created_date) VALUES (?, 1, 1, ?, ?)',
    )
    .run(documentId, content, ctx.nowIso());
}

/**
 * Moves every letter whose step is due one step on; `all` ignores the due dates (test control
 * "advance the workflow"). Returns how many letters moved.
 */
export function advanceWorkflow(ctx: Context, all = false): number {
  const due = ctx.db
    .prepare(
      `SELECT id, step_type AS stepType, is_outsource AS isOutsource, dictation_type AS dictationType FROM letters
       WHERE workflow_due_date IS NOT NULL AND is_deleted = 0 AND (? OR workflow_due_date <= ?)`,
    )
    .all(Number(all), ctx.nowIso()) as DueLetter[];
  const nextDue = isoDate(addSeconds(ctx.now(), ctx.options.workflowStepMs / 1000));
  const move = ctx.db.prepare(
    'UPDATE letters SET step_type = ?, step_name = ?, workflow_due_date = ?, status = ? WHERE id = ?',
  );
  const history = ctx.db.prepare(
    'INSERT INTO history (letter_id, user_id, start_date, step_name, is_outsource, details, changes) VALUES (?, NULL, ?, ?, ?, ?, NULL)',
  );
  ctx.db.transaction(() => {
    for (const letter of due) {
      const next = letter.stepType === Step.speechRecognition.type ? Step.processing : Step.toReview;
      const done = next === Step.toReview;
      if (done) ensureDocument(ctx, letter.id, letter.dictationType);
      move.run(
        next.type,
        next.name,
        done ? null : nextDue,
        done ? JobStatus.appearedOnTrustSide : JobStatus.inTranscription,
        letter.id,
      );
      history.run(
        letter.id,
        ctx.nowIso(),
        next.name,
        letter.isOutsource,
        done ? 'Draft text ready for review' : `Moved to ${next.name}`,
      );
    }
  })();
  return due.length;
}
