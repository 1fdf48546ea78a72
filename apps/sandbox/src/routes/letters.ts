import { randomUUID } from 'node:crypto';
import { canCreateLetter, messages as clientMessages, isLetterAuthor } from '@dictation/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { uploadInProgress } from '../audio/audioWrites';
import { assertAudioKey, lengthMsOf } from '../audio/store';
import { currentUser } from '../auth/tokens';
import { type Context, recordHistory, type User } from '../context';
import { isoDate, isSecretaryClass, minimumCompleteMs, Step } from '../domain';
import { badRequest, conflict, forbidden, id, idParams, parse, queryBoolean, wholeNumber } from '../http';
import { lockHolderQuery, openWithAutoLock } from '../letters/autoLock';
import {
  type LetterFields,
  letterFieldsSchema,
  mrnSchema,
  notesSchema,
  sampleIdSchema,
} from '../letters/fields';
import { assertLetterAction, type GuardedAction, restoreChoice } from '../letters/letterRules';
import { applyLetterFields } from '../letters/mutations';
import {
  assertAuthorRole,
  assertEditable,
  type LetterRow,
  letterMetadata,
  loadLetter,
  rulesProfile,
} from '../letters/repository';
import { messages } from '../messages';
import { organisationItem } from '../organisation';
import { startWorkflow } from '../workflow/engine';
import { tenantOf } from './profile';

/** Longer keys are refused by the audio store's rule (assertAudioKey), in its words. */
const audioKeySchema = z.string().max(1000);
const createSchema = letterFieldsSchema.extend({
  authorId: z.number().int().nullish(),
  audioKey: audioKeySchema.nullish(),
  createdDate: z.string().max(40).nullish(),
  audio: z
    .looseObject({
      audioSegment: z
        .looseObject({ audioRecord: z.looseObject({ key: audioKeySchema.nullish() }).nullish() })
        .nullish(),
    })
    .nullish(),
});
const withId = letterFieldsSchema.extend({ id });
/** The header's modal and the notes dialog show a refusal as the rule in its own words, not a report of every issue. */
function parseInRuleWords<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(result.error.issues[0]!.message);
  return result.data;
}
/** A header update's check of its value against the letter, after the editability rules. */
type HeaderCheck = (letter: LetterRow, fields: LetterFields) => void;

export function letterRoutes(app: FastifyInstance, ctx: Context) {
  const answer = (user: User, letterId: number) => letterMetadata(loadLetter(ctx, user, letterId), user);

  app.post('/api/author/letters/create', async (request) => {
    const user = currentUser(request);
    assertAuthorRole(user);
    const { instantComplete } = parse(z.object({ instantComplete: queryBoolean.optional() }), request.query);
    const body = parse(createSchema, request.body ?? {});
    // The key names the audio file: the audio routes' rule, so no letter has audio it cannot record.
    const audioKey = assertAudioKey(
      body.audioKey ?? body.audio?.audioSegment?.audioRecord?.key ?? `rec-${randomUUID()}`,
    );
    // A retried create (an offline draft's outbox, issue 35) learns the letter the first one made,
    // as it is now, and applies nothing again (docs/wire-contract.md, Letters). Nothing is awaited
    // from here to the insert, so of two creates racing with one key, the second finds the first's.
    // A server that knows only the spec does not: the key in use is refused below.
    const created = ctx.specOnly ? undefined : letterCreatedWithKey(ctx, user, audioKey);
    if (created !== undefined) return answer(user, created);
    const authorId = body.authorId ?? user.id;
    if (authorId !== user.id) {
      const author = ctx.db
        .prepare('SELECT 1 FROM users WHERE id = ? AND tenant_id = ?')
        .get(authorId, user.tenantId);
      if (!author) throw badRequest('Unknown author');
    }
    // Keys name files for every tenant: a key in use is refused in the same words whoever uses it,
    // so the answer never tells that another tenant has it (docs/wire-contract.md, Letters).
    if (ctx.db.prepare('SELECT 1 FROM letters WHERE audio_key = ?').get(audioKey))
      throw badRequest(messages.audioKeyTaken);
    // One transaction: a create refused halfway (a field, instantComplete) leaves no letter holding
    // the key, which a retry would otherwise be answered as if it had been made.
    const letterId = ctx.db.transaction(() => {
      const id = insertLetter(ctx, user, { ...body, authorId, audioKey });
      if (instantComplete) completeLetter(ctx, user, loadLetter(ctx, user, id));
      return id;
    })();
    return answer(user, letterId);
  });

  app.get('/api/author/letters/current-letter', async (request) => {
    const user = currentUser(request);
    const row = ctx.db
      .prepare(
        'SELECT id FROM letters WHERE author_id = ? AND step_type = ? AND is_deleted = 0 ORDER BY id DESC LIMIT 1',
      )
      .get(user.id, Step.audioCapture.type) as { id: number } | undefined;
    return row ? answer(user, row.id) : {};
  });

  app.get('/api/author/letters/metadata-with-lock/:id', async (request) => {
    const user = currentUser(request);
    const letter = loadLetter(ctx, user, parse(idParams, request.params).id);
    openWithAutoLock(ctx, user, letter, parse(lockHolderQuery, request.query ?? {}).lockHolderId);
    return answer(user, letter.id);
  });

  /** A field update: `letters/update` and `patch` keep the editor's rules, a header row its own (letterRules). */
  const update = async (
    body: unknown,
    user: User,
    details: string,
    check?: HeaderCheck,
    rule?: GuardedAction,
  ) => {
    const fields = parse(withId, body ?? {});
    const letter = loadLetter(ctx, user, fields.id);
    if (rule) assertLetterAction(ctx, user, letter, rule);
    else assertEditable(user, letter);
    check?.(letter, fields);
    const changes = applyLetterFields(ctx, user, letter, { ...fields });
    recordHistory(ctx, letter.id, user.id, details, changes);
    return answer(user, letter.id);
  };
  app.patch('/api/author/letters/patch', async (request) =>
    update(request.body, currentUser(request), 'Letter updated'),
  );
  app.put('/api/author/letters/update', async (request) =>
    update(request.body, currentUser(request), 'Letter updated'),
  );

  /** Spec 000 section 5: a label belongs to a department, and None is offered only where labels are not mandatory. */
  const labelCheck: HeaderCheck = (letter, { labelName }) => {
    if (labelName === '' && letter.mandatoryLabel) throw badRequest(messages.pickLabel);
    if (labelName && letter.organisationItemId === null) throw badRequest(messages.pickDepartment);
  };
  /** Spec 000 section 5: a letter belongs to a department, not to an organisation that has departments. */
  const organisationCheck: HeaderCheck = (letter, { organisationItemId }) => {
    // Another tenant's item is left to applyLetterFields, which answers 404 as for a missing one.
    const hasDepartments = ctx.db
      .prepare('SELECT 1 FROM organisation_items WHERE parent_id = ? AND tenant_id = ?')
      .get(organisationItemId, letter.tenantId);
    if (hasDepartments) throw badRequest(messages.pickDepartment);
  };

  // One-field updates (spec 000 section 2 "Job header", section 7; spec 001 section 7): the wire
  // name of the value, its form (MRN and Sample ID: spec 000 section 5), the metadata field it sets,
  // and what it must be for this letter (applyLetterFields: the tenant's priority, organisation item
  // and the department's label; the checks above). Who may change it is the rules table's
  // (letterRules): the header rows, or the Priority select and Template (also with an external patient).
  const singleFieldUpdates: [
    path: string,
    wireName: string,
    field: string,
    value: z.ZodType,
    details: string,
    rule: GuardedAction,
    check?: HeaderCheck,
  ][] = [
    [
      'update-priority',
      'priorityId',
      'priority',
      wholeNumber('priorityId'),
      'Priority updated',
      'priorityOrTemplate',
    ],
    ['update-sample-id', 'sampleID', 'sampleID', sampleIdSchema.default(''), 'Sample ID updated', 'header'],
    ['update-label', 'label', 'labelName', z.string().default(''), 'Label updated', 'header', labelCheck],
    ['update-mrn', 'mrn', 'patientMRN', mrnSchema.default(''), 'Hosp. No. updated', 'header'],
    [
      'update-organization',
      'orgItemId',
      'organisationItemId',
      wholeNumber('orgItemId'),
      'Organisation updated',
      'header',
      organisationCheck,
    ],
    [
      'update-template',
      'templateId',
      'templateId',
      wholeNumber('templateId'),
      'Template updated',
      'priorityOrTemplate',
    ],
  ];
  for (const [path, wireName, field, value, details, rule, check] of singleFieldUpdates) {
    const schema = z.object({ letterId: wholeNumber('letterId'), [wireName]: value });
    app.put(`/api/author/letters/${path}`, async (request) => {
      // Values come in the query (sample ID, label, MRN, organisation) or the JSON body (the others).
      const input = parseInRuleWords(schema, {
        ...(request.body as object | null),
        ...(request.query as object),
      });
      const fields = { id: input.letterId, [field]: input[wireName] };
      return update(fields, currentUser(request), details, check, rule);
    });
  }

  // Spec 001 section 5: notes need showNotes and a letter nobody else holds that is not deleted;
  // unlike the header's fields they stay editable on a completed letter. At most 200 characters.
  app.put('/api/author/letters/update-notes', async (request) => {
    const user = currentUser(request);
    const input = parseInRuleWords(
      z.object({
        letterId: id,
        notes: notesSchema.default(''),
        previousNotes: z.string().max(1000).nullish(),
      }),
      request.body ?? {},
    );
    const letter = loadLetter(ctx, user, input.letterId);
    assertLetterAction(ctx, user, letter, 'notes');
    // Two people editing the notes at once: the second save names the notes it started from, and
    // is refused (409) when they changed meanwhile, instead of silently replacing the first's.
    if (input.previousNotes !== undefined && (input.previousNotes ?? '') !== (letter.notes ?? ''))
      throw conflict(messages.notesChanged);
    ctx.db.prepare('UPDATE letters SET notes = ? WHERE id = ?').run(input.notes, letter.id);
    recordHistory(ctx, letter.id, user.id, 'Notes updated');
    return answer(user, letter.id);
  });

  const expectedAudioSchema = z
    .object({ hash: z.string().max(128), length: z.number().int().min(0) })
    .optional();
  /** A complete may name the audio it expects (docs/wire-contract.md, Audio): any other is refused. */
  const assertExpectedAudio = async (letter: LetterRow, expected: unknown) => {
    const audio = parse(expectedAudioSchema, expected);
    if (!audio) return;
    const seededMs = letter.audioFormat === 'seed' ? letter.audioLengthMs : 0;
    const { storedMs, hash } = await ctx.audio.exclusive(letter.audioKey, async () => ({
      storedMs: lengthMsOf(ctx.audio.lengthSamples(letter.audioKey, seededMs)),
      hash: await ctx.audio.sha256(letter.audioKey, seededMs),
    }));
    const same = Math.abs(storedMs - audio.length) <= 1 && hash === audio.hash.toLowerCase();
    if (!same) throw badRequest(messages.audioDiffers(storedMs));
  };

  app.put('/api/author/letters/complete', async (request, reply) => {
    const user = currentUser(request);
    const body = parse(withId, request.body ?? {});
    const letter = loadLetter(ctx, user, body.id);
    if (letter.stepType === Step.audioCapture.type) {
      assertMayCompleteRecording(user, letter);
      // The client polls every 1 s while the audio is still being stored (spec 000 section 7); an
      // upload that stopped arriving was interrupted and is dropped instead of waited for.
      if (uploadInProgress(ctx, letter.audioKey)) return reply.code(202).send({ audioStored: false });
      assertEditable(user, letter);
      await assertExpectedAudio(letter, (request.body as { expectedAudio?: unknown } | null)?.expectedAudio);
      applyLetterFields(ctx, user, letter, body);
    }
    completeLetter(ctx, user, loadLetter(ctx, user, letter.id));
    return answer(user, letter.id);
  });

  app.put('/api/author/letters/uncomplete', async (request) => {
    const user = currentUser(request);
    const letter = loadLetter(ctx, user, parse(z.looseObject({ id }), request.body ?? {}).id);
    assertLetterAction(ctx, user, letter, 'uncomplete');
    ctx.db
      .prepare('UPDATE letters SET step_type = ?, step_name = ?, completed_date = NULL WHERE id = ?')
      .run(Step.toReview.type, Step.toReview.name, letter.id);
    recordHistory(ctx, letter.id, user.id, 'Letter un-completed');
    return answer(user, letter.id);
  });

  app.delete('/api/author/letters/delete/:id', async (request) => {
    const user = currentUser(request);
    const letter = loadLetter(ctx, user, parse(idParams, request.params).id);
    if (letter.authorId !== user.id && !isSecretaryClass(user.roleName))
      throw forbidden('Only the author or a secretary can delete a letter');
    assertLetterAction(ctx, user, letter, 'delete');
    ctx.db
      .prepare(
        `UPDATE letters SET is_deleted = 1, deleted_from_step_type = step_type, deleted_date = ?, workflow_due_date = NULL,
         auto_lock_user_id = NULL, lock_expiration_date = NULL WHERE id = ?`,
      )
      .run(ctx.nowIso(), letter.id);
    recordHistory(ctx, letter.id, user.id, 'Letter deleted');
    return answer(user, letter.id);
  });

  app.put('/api/author/letters/restore/:id', async (request) => {
    const user = currentUser(request);
    const letter = loadLetter(ctx, user, parse(idParams, request.params).id);
    const body = parse(
      z.looseObject({ letterStepType: z.coerce.number().int().optional() }),
      request.body ?? {},
    );
    // As for delete: the author or a secretary; the rest is the rules table's (restoreLetter).
    if (letter.authorId !== user.id && !isSecretaryClass(user.roleName))
      throw forbidden('Only the author or a secretary can restore a letter');
    restoreLetter(ctx, user, letter, body.letterStepType);
    return answer(user, letter.id);
  });

  const hold = (path: string, holding: boolean) =>
    app.post(path, async (request) => {
      const user = currentUser(request);
      const letter = loadLetter(ctx, user, parse(idParams, request.params).id);
      // A manual lock holds a letter for editing: not a completed, cleared or deleted one.
      assertLetterAction(ctx, user, letter, holding ? 'hold' : 'unhold');
      if (holding) {
        ctx.db
          .prepare('UPDATE letters SET held_user_id = ?, held_date = ? WHERE id = ?')
          .run(user.id, ctx.nowIso(), letter.id);
      } else if (letter.heldUserId !== null) {
        ctx.db
          .prepare('UPDATE letters SET held_user_id = NULL, held_date = NULL WHERE id = ?')
          .run(letter.id);
      }
      recordHistory(ctx, letter.id, user.id, holding ? 'Letter locked' : 'Letter unlocked');
      return answer(user, letter.id);
    });
  hold('/api/author/letters/:id/hold', true);
  hold('/api/author/letters/:id/unhold', false);

  const approval = async (body: unknown, user: User) => {
    const input = parse(z.object({ letterId: id, approved: z.boolean() }), body ?? {});
    const letter = loadLetter(ctx, user, input.letterId);
    // Spec 001 section 6: author-only approval by the letter's author, all-authors by a secretary;
    // before completion, on a letter nobody else holds.
    assertLetterAction(ctx, user, letter, 'approval');
    ctx.db
      .prepare('UPDATE letters SET approved = ?, approval_date = ? WHERE id = ?')
      .run(Number(input.approved), input.approved ? ctx.nowIso() : null, letter.id);
    recordHistory(ctx, letter.id, user.id, input.approved ? 'Letter approved' : 'Approval recalled');
    return answer(user, letter.id);
  };
  app.post('/api/author/letters/update-letter-approval-status', async (request) =>
    approval(request.body, currentUser(request)),
  );
  app.put('/api/author/letters/update-letter-approval-status', async (request) =>
    approval(request.body, currentUser(request)),
  );
}

const letterCreated = 'Letter created';

/** The caller's own letter with this audio key: the one whose creation history names the caller. */
function letterCreatedWithKey(ctx: Context, user: User, audioKey: string): number | undefined {
  const row = ctx.db
    .prepare(
      `SELECT l.id FROM letters l JOIN history h ON h.letter_id = l.id AND h.details = ?
       WHERE l.audio_key = ? AND l.tenant_id = ? AND h.user_id = ?`,
    )
    .get(letterCreated, audioKey, user.tenantId, user.id) as { id: number } | undefined;
  return row?.id;
}

type NewLetter = z.output<typeof createSchema> & { authorId: number; audioKey: string };

/** A new letter at Audio capture with the create's fields and its 'Letter created' history. */
function insertLetter(ctx: Context, user: User, fields: NewLetter): number {
  const item =
    fields.organisationItemId != null ? organisationItem(ctx, user, fields.organisationItemId) : null;
  const letterId = Number(
    ctx.db
      .prepare(
        `INSERT INTO letters (tenant_id, author_id, organisation_item_id, dictation_type, step_type, step_name, created_date,
         audio_key, audio_format) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'pcm')`,
      )
      .run(
        user.tenantId,
        fields.authorId,
        item?.id ?? null,
        fields.dictationType ?? 'Dictation',
        Step.audioCapture.type,
        Step.audioCapture.name,
        ctx.nowIso(),
        fields.audioKey,
      ).lastInsertRowid,
  );
  applyLetterFields(ctx, user, loadLetter(ctx, user, letterId), {
    priority: fields.priority,
    labelName: fields.labelName,
    patientMRN: fields.patientMRN,
    sampleID: fields.sampleID,
    templateId: fields.templateId,
    externalPatient: fields.externalPatient,
  });
  recordHistory(ctx, letterId, user.id, letterCreated);
  return letterId;
}

/** Complete: the author's Audio capture letter starts the workflow; a reviewed letter becomes Completed. */
export function completeLetter(ctx: Context, user: User, letter: LetterRow): void {
  if (letter.stepType === Step.audioCapture.type) {
    assertMayCompleteRecording(user, letter);
    // The file's size, not its samples: a 30-minute recording is not read to be completed.
    const storedMs = ctx.audio.has(letter.audioKey)
      ? lengthMsOf(ctx.audio.lengthSamples(letter.audioKey))
      : letter.audioLengthMs;
    if (storedMs < minimumCompleteMs) throw badRequest(messages.audioTooShort(storedMs, minimumCompleteMs));
    const missing =
      letter.priorityId === null ||
      letter.organisationItemId === null ||
      (letter.mandatoryMRN && !letter.mrn && !letter.patientRefId) ||
      (letter.mandatoryLabel && !letter.labelName);
    if (missing) throw badRequest('Please fill the required fields');
    const tenant = tenantOf(ctx, user);
    const path =
      letter.priorityWorkflow === 'Manual' && tenant.manual
        ? 'manual'
        : letter.priorityWorkflow === 'Outsource' && tenant.outsource
          ? 'outsource'
          : 'speech';
    ctx.db.prepare('UPDATE letters SET audio_length_ms = ? WHERE id = ?').run(storedMs, letter.id);
    recordHistory(ctx, letter.id, user.id, 'Letter completed by author');
    startWorkflow(ctx, letter.id, path);
    return;
  }
  // Spec 001 section 4: Complete moves a letter the screen can edit (To Review) to Completed.
  assertLetterAction(ctx, user, letter, 'complete');
  if (letter.stepType !== Step.toReview.type) throw conflict(clientMessages.audioProcessing);
  ctx.db
    .prepare(
      `UPDATE letters SET step_type = ?, step_name = ?, completed_date = ?, auto_lock_user_id = NULL, lock_expiration_date = NULL
       WHERE id = ?`,
    )
    .run(Step.completed.type, Step.completed.name, isoDate(ctx.now()), letter.id);
  recordHistory(ctx, letter.id, user.id, 'Letter completed');
}

/**
 * Complete at Audio capture ends a recording: only its author's, as long as the author's first
 * role may record (spec 000 sections 2 and 6: Doctor or an admin role; section 4). The rest of the
 * tenant completes the letter once it is at To Review (letterRules, spec 001 section 6).
 */
function assertMayCompleteRecording(user: User, letter: LetterRow): void {
  if (letter.isDeleted) throw conflict(clientMessages.jobDeleted);
  const profile = rulesProfile(user);
  if (!isLetterAuthor(profile, letterMetadata(letter, user)) || !canCreateLetter(profile))
    throw forbidden(messages.onlyAuthorCompletesRecording);
}

/** Restores a deleted letter as the choice the rules table offers (letterRules.restoreChoice). */
export function restoreLetter(ctx: Context, user: User, letter: LetterRow, target: number | undefined): void {
  const choice = restoreChoice(ctx, user, letter, target);
  const step =
    choice.letterStepType === Step.completed.type
      ? Step.completed
      : choice.letterStepType === Step.manual.type
        ? Step.manual
        : Step.toReview;
  ctx.db
    .prepare(
      `UPDATE letters SET is_deleted = 0, deleted_from_step_type = NULL, deleted_date = NULL, step_type = ?, step_name = ?,
       completed_date = CASE WHEN ? = 7000 THEN COALESCE(completed_date, ?) ELSE NULL END WHERE id = ?`,
    )
    .run(step.type, step.name, step.type, ctx.nowIso(), letter.id);
  recordHistory(ctx, letter.id, user.id, `Letter restored as ${step.name}`);
}
