import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Context } from '../context';
import { resetDatabase } from '../db/database';
import { hasLoneSurrogate } from '../documents/codePoints';
import { documentMaximumLength } from '../documents/documentPatch';
import { keptVersions, saveDocumentVersion, versionContent } from '../documents/versions';
import { HttpError, id, idParams, parse } from '../http';
import { messages } from '../messages';
import { advanceWorkflow } from '../workflow/engine';

export interface Fault {
  /** URL path without the query; a trailing `*` matches every path with that prefix. */
  path: string;
  remaining: number;
  status: number | null;
  delayMs: number;
}

const faultSchema = z.object({
  path: z.string().min(1).max(500),
  count: z.number().int().min(1).max(1000).default(1),
  status: z.number().int().min(400).max(599).optional(),
  delayMs: z.number().int().min(0).max(60_000).default(0),
});

const patientSchema = z.object({
  familyName: z.string(),
  firstNames: z.string(),
  dateOfBirth: z.string(),
  nhsNumber: z.string(),
  refId: z.string(),
  externalClinicalSystem: z.number().int(),
});
const externalSchema = z.object({
  tenantId: z.number().int().positive(),
  connected: z.boolean().default(true),
  patient: patientSchema.nullable().default(null),
  failure: z
    .union([
      z.object({ status: z.literal(403), code: z.number().int().min(0).max(9999) }),
      z.object({ status: z.literal(500) }),
    ])
    .nullable()
    .default(null),
});

const documentSchema = z.object({
  content: z
    .string()
    .max(documentMaximumLength)
    .refine((text) => !hasLoneSurrogate(text), messages.contentSplitsCharacter),
  originalSr: z.string().max(documentMaximumLength).optional(),
});
/** A letter of up to 5,000,000 characters as JSON (escapes included). */
const documentBodyLimit = 32 * 1024 * 1024;

export function matchFault(faults: Fault[], path: string): Fault | undefined {
  return faults.find(
    (fault) =>
      fault.remaining > 0 &&
      (fault.path.endsWith('*') ? path.startsWith(fault.path.slice(0, -1)) : path === fault.path),
  );
}

/** Only registered with SANDBOX_TEST_CONTROLS=1: these change the world for end-to-end and contract tests. */
export function testControlRoutes(app: FastifyInstance, ctx: Context, faults: Fault[]) {
  app.post('/sandbox/test/reset', async () => {
    ctx.clockOffsetMs = 0;
    resetDatabase(ctx.db, ctx.options.dataDir, ctx.now());
    ctx.externalSystems.clear();
    ctx.passwordGuesses.forgetAll();
    ctx.resetCodeGuesses.forgetAll();
    faults.length = 0;
    ctx.specOnly = ctx.options.specOnly;
    return { reset: true };
  });

  // Spec-only mode (specOnly.ts) for the tests that run against a server that knows only the spec,
  // on the same sandbox as the others; the reset goes back to the option's value.
  app.post('/sandbox/test/spec-only', async (request) => {
    ctx.specOnly = parse(z.object({ on: z.boolean() }), request.body ?? {}).on;
    return { specOnly: ctx.specOnly };
  });

  app.post('/sandbox/test/advance-workflow', async (request) => {
    const { all } = parse(z.object({ all: z.boolean().default(true) }), request.body ?? {});
    let moved = 0;
    // Each pass moves letters one step; "all" repeats until nothing is left in the automatic steps.
    for (let pass = 0; pass < 5; pass += 1) {
      const count = advanceWorkflow(ctx, all);
      moved += count;
      if (count === 0 || !all) break;
    }
    return { moved };
  });

  app.put('/sandbox/test/external-system', async (request) => {
    const body = parse(externalSchema, request.body ?? {});
    ctx.externalSystems.set(body.tenantId, {
      connected: body.connected,
      patient: body.patient,
      failure: body.failure,
    });
    return ctx.externalSystems.get(body.tenantId);
  });

  // Moves the sandbox clock on (locks expire, leases lapse) without waiting: end-to-end tests.
  app.post('/sandbox/test/clock', async (request) => {
    const { advanceSeconds } = parse(
      z.object({ advanceSeconds: z.number().int().min(0).max(31_536_000) }),
      request.body ?? {},
    );
    ctx.clockOffsetMs += advanceSeconds * 1000;
    return { now: ctx.nowIso() };
  });

  // A user's inactivity timeout (the profile's inactivityTimeoutSeconds), short for the issue 31
  // end-to-end tests; the reset puts the seed's 600 s back.
  app.put('/sandbox/test/users/:userName/inactivity', async (request) => {
    const { userName } = parse(z.object({ userName: z.string().min(1).max(256) }), request.params);
    const { seconds } = parse(z.object({ seconds: z.number().int().min(1).max(86_400) }), request.body ?? {});
    const changed = ctx.db
      .prepare('UPDATE users SET inactivity_timeout_seconds = ? WHERE user_name = ?')
      .run(seconds, userName).changes;
    if (changed === 0) throw new HttpError(404, messages.usernameNotRegistered);
    return { userName, inactivityTimeoutSeconds: seconds };
  });

  app.post('/sandbox/test/faults', async (request) => {
    const body = parse(faultSchema, request.body ?? {});
    faults.push({
      path: body.path,
      remaining: body.count,
      status: body.status ?? null,
      delayMs: body.delayMs,
    });
    return { faults };
  });
  app.delete('/sandbox/test/faults', async () => {
    faults.length = 0;
    return { faults };
  });

  /** The document row of a letter, whoever's it is: 404 for an unknown letter or one without a document. */
  const documentOfLetter = (letterId: number) => {
    if (!ctx.db.prepare('SELECT 1 FROM letters WHERE id = ?').get(letterId))
      throw new HttpError(404, messages.letterNotFound);
    const row = ctx.db
      .prepare('SELECT id, patch_number AS patchNumber FROM documents WHERE letter_id = ?')
      .get(letterId) as { id: number; patchNumber: number } | undefined;
    if (!row) throw new HttpError(404, messages.documentNotFound);
    return row;
  };

  // Puts a real letter (a Word export, a 4.5 MB report) into the sandbox as the document's next version.
  app.put('/sandbox/test/letters/:id/document', { bodyLimit: documentBodyLimit }, async (request) => {
    const document = documentOfLetter(parse(idParams, request.params).id);
    const body = parse(documentSchema, request.body ?? {});
    const patchNumber = document.patchNumber + 1;
    const version = ctx.db.transaction(() => {
      if (body.originalSr !== undefined)
        ctx.db.prepare('UPDATE documents SET original_sr = ? WHERE id = ?').run(body.originalSr, document.id);
      return saveDocumentVersion(ctx.db, document.id, {
        content: body.content,
        patchText: null,
        patchNumber,
        createdDate: ctx.nowIso(),
      });
    })();
    return { documentId: document.id, documentVersion: version, newPatchNumber: patchNumber + 1 };
  });

  // The versions a letter's document keeps (documents/versions.ts), and the content of each.
  app.get('/sandbox/test/letters/:id/document-versions', async (request) =>
    keptVersions(ctx.db, documentOfLetter(parse(idParams, request.params).id).id),
  );
  app.get('/sandbox/test/letters/:id/document-versions/:version', async (request, reply) => {
    const params = parse(z.object({ id, version: id }), request.params);
    const content = versionContent(ctx.db, documentOfLetter(params.id).id, params.version);
    if (content === undefined) throw new HttpError(404, messages.versionNotKept);
    return reply.type('text/html; charset=utf-8').send(content);
  });
}
