import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Context } from '../context';
import { resetDatabase } from '../db/database';
import { parse } from '../http';
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
    return { reset: true };
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
}
