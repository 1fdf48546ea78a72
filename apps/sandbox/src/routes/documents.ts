import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../auth/tokens';
import { type Context, recordHistory, type User } from '../context';
import { applyDocumentPatch, contentHashOf } from '../documents/documentPatch';
import { saveDocumentVersion } from '../documents/versions';
import { Step } from '../domain';
import { badRequest, conflict, HttpError, id, idParams, parse } from '../http';
import { assertLetterAction } from '../letters/letterRules';
import { assertEditable, type LetterRow, loadLetter } from '../letters/repository';
import { messages } from '../messages';
import { summaryText } from '../workflow/draft';
import { spells } from './organisations';

interface DocumentRow {
  id: number;
  letterId: number;
  version: number;
  patchNumber: number;
  content: string;
  originalSr: string;
}

const patchSchema = z.object({
  documentVersion: z.number().int().nonnegative(),
  patchContent: z.string().max(1_000_000, 'patchContent may be at most 1 MB'),
  patchNumber: z.number().int().nonnegative(),
  /** SHA-256 hex of the whole content after the patch, as the client has it. */
  contentHash: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/)
    .optional(),
});

/** Spec 000 section 4: no document for a letter deleted in audio capture, a cleaned one, or an outsourced 2000 one. */
function documentOf(ctx: Context, letter: LetterRow): DocumentRow {
  const hidden =
    (letter.isDeleted && (letter.deletedFromStepType ?? letter.stepType) === Step.audioCapture.type) ||
    letter.isCleaned ||
    (letter.stepType === Step.outsource.type && letter.isOutsource);
  const row = hidden
    ? undefined
    : (ctx.db
        .prepare(
          'SELECT id, letter_id AS letterId, version, patch_number AS patchNumber, content, original_sr AS originalSr FROM documents WHERE letter_id = ?',
        )
        .get(letter.id) as DocumentRow | undefined);
  if (!row) throw new HttpError(404, messages.documentNotFound);
  return row;
}

export function documentRoutes(app: FastifyInstance, ctx: Context) {
  const letterForDocument = (user: User, documentId: number) => {
    const row = ctx.db.prepare('SELECT letter_id AS letterId FROM documents WHERE id = ?').get(documentId) as
      | { letterId: number }
      | undefined;
    if (!row) throw new HttpError(404, messages.documentNotFound);
    return loadLetter(ctx, user, row.letterId);
  };

  app.get('/api/author/documents/patched', async (request) => {
    const user = currentUser(request);
    const query = parse(
      z.object({ letterId: id.optional(), documentId: z.string().optional() }),
      request.query,
    );
    const documentId = query.documentId && query.documentId !== 'null' ? parse(id, query.documentId) : null;
    if (query.letterId === undefined && documentId === null)
      throw badRequest('letterId or documentId is required');
    const letter =
      query.letterId !== undefined
        ? loadLetter(ctx, user, query.letterId)
        : letterForDocument(user, documentId!);
    const document = documentOf(ctx, letter);
    return {
      documentId: document.id,
      letterId: letter.id,
      documentVersion: document.version,
      editableContent: document.content,
      newPatchNumber: document.patchNumber + 1,
      data: document.content,
    };
  });

  // docs/wire-contract.md, Documents: a JSON list of edits or diff-match-patch patch text against
  // the content at documentVersion, applied exactly.
  app.put('/api/author/documents-patch/update', async (request) => {
    const user = currentUser(request);
    const { documentId } = parse(z.object({ documentId: id }), request.query);
    const body = parse(patchSchema, request.body ?? {});
    const letter = letterForDocument(user, documentId);
    assertEditable(user, letter);
    const document = documentOf(ctx, letter);
    const answer = (version: number, patchNumber: number) => ({
      documentId: document.id,
      documentVersion: version,
      newPatchNumber: patchNumber + 1,
    });
    // The retry of a patch already applied (its answer was lost) answers as the first time did.
    const alreadyApplied =
      body.documentVersion === document.version - 1 &&
      body.patchNumber === document.patchNumber &&
      body.contentHash !== undefined &&
      contentHashOf(document.content) === body.contentHash.toLowerCase();
    if (alreadyApplied) return answer(document.version, document.patchNumber);
    if (body.documentVersion !== document.version) throw conflict(messages.staleDocument);
    const outcome = applyDocumentPatch(document.content, body.patchContent, body.contentHash);
    if (outcome.kind === 'invalid') throw badRequest(outcome.reason);
    if (outcome.kind === 'mismatch') throw conflict(messages.patchDoesNotApply);
    const patchNumber = Math.max(body.patchNumber, document.patchNumber + 1);
    const version = saveDocumentVersion(ctx.db, document.id, {
      content: outcome.content,
      patchText: body.patchContent,
      patchNumber,
      createdDate: ctx.nowIso(),
    });
    recordHistory(ctx, letter.id, user.id, 'Document edited', `version ${version}`);
    return answer(version, patchNumber);
  });

  app.get('/api/author/letters/original-sr/:id', async (request, reply) => {
    const user = currentUser(request);
    const letter = loadLetter(ctx, user, parse(idParams, request.params).id);
    // Spec 001 section 2: See original SR, which a manual transcription never had.
    assertLetterAction(ctx, user, letter, 'originalSr');
    const document = documentOf(ctx, letter);
    return reply.type('text/html; charset=utf-8').send(document.originalSr);
  });

  app.get('/api/author/ai-results/summary/:id', async (request) => {
    const user = currentUser(request);
    const letter = loadLetter(ctx, user, parse(idParams, request.params).id);
    assertLetterAction(ctx, user, letter, 'textMagic');
    return { letterId: letter.id, content: summaryText(documentOf(ctx, letter).content) };
  });

  app.post('/api/author/spells/apply', async (request) => {
    const user = currentUser(request);
    const body = parse(
      z.object({ letterId: id, spellId: id, textForProcess: z.string().max(1_000_000) }),
      request.body ?? {},
    );
    // Spec 001 section 5: Text magic needs AI processing and a priority whose workflow is not Manual.
    assertLetterAction(ctx, user, loadLetter(ctx, user, body.letterId), 'textMagic');
    const spell = spells.find((candidate) => candidate.id === body.spellId);
    if (!spell) throw badRequest('Unknown spell');
    const text = body.textForProcess.trim();
    const lines = text.split(/\n+/).filter(Boolean);
    const result =
      text === ''
        ? ''
        : spell.id === 1
          ? lines.slice(0, 2).join(' ')
          : spell.id === 2
            ? lines.map((line) => line.replace(/\bexamination\b/gi, 'check-up')).join('\n')
            : lines.map((line) => `- ${line}`).join('\n');
    recordHistory(ctx, body.letterId, user.id, `Text magic: ${spell.title}`);
    return { spellId: spell.id, result };
  });

  app.get('/api/author/workflow-history/get-letter-history/:id', async (request) => {
    const user = currentUser(request);
    const letter = loadLetter(ctx, user, parse(idParams, request.params).id);
    return (
      ctx.db
        .prepare(
          `SELECT h.id, COALESCE(u.full_name, 'System') AS authorFullName, h.start_date AS startDateTime, h.step_name AS stepName,
           h.is_outsource AS isOutsource, h.details, h.changes FROM history h LEFT JOIN users u ON u.id = h.user_id
           WHERE h.letter_id = ? ORDER BY h.id`,
        )
        .all(letter.id) as { isOutsource: number }[]
    ).map((row) => ({ ...row, isOutsource: Boolean(row.isOutsource) }));
  });
}
