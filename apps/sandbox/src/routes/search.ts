import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../auth/tokens';
import type { Context } from '../context';
import { badRequest, parse } from '../http';
import { clearExpiredLocks } from '../letters/repository';
import { type FieldMap, filterToSql, ODataError, orderByToSql } from '../odata/filter';

/** The list-item fields of spec 001 section 3 (columns of the `letter_list` view). */
export const listFields: FieldMap = {
  id: 'number',
  priority: 'number',
  priorityName: 'string',
  recordedDate: 'date',
  completedDateTime: 'date',
  authorId: 'number',
  authorName: 'string',
  orgItemId: 'number',
  orgItemName: 'string',
  mrn: 'string',
  sampleID: 'string',
  label: 'string',
  status: 'number',
  workflowStepName: 'string',
  letterStepType: 'number',
  onOutsource: 'boolean',
  isManual: 'boolean',
  isDeleted: 'boolean',
  isCompleted: 'boolean',
  isLetterCleaned: 'boolean',
  isListenableAudioReady: 'boolean',
  autoLockedUserId: 'number',
  autoLockedUserName: 'string',
  autoLockedUserNameFormatted: 'string',
  lockExpirationDate: 'date',
  heldUserId: 'number',
  heldUserName: 'string',
  heldUserNameFormatted: 'string',
  heldDate: 'date',
  notes: 'string',
  approved: 'boolean',
  approvalDate: 'date',
  letterApprovalType: 'number',
  durationInMilliseconds: 'number',
  dit2JobNo: 'string',
  dit2StatusSync: 'string',
  patientFamilyName: 'string',
  patientFirstNames: 'string',
  patientDateOfBirth: 'string',
  patientNHSNumber: 'string',
  dictationType: 'string',
};
const booleanFields = Object.entries(listFields)
  .filter(([, type]) => type === 'boolean')
  .map(([name]) => name);
const selectList = Object.keys(listFields)
  .map((name) => `"${name}"`)
  .join(', ');

const querySchema = z.object({
  $filter: z.string().max(4000).optional(),
  $orderby: z.string().max(500).optional(),
  $top: z.coerce.number().int().min(0).max(1000).default(50),
  $skip: z.coerce.number().int().min(0).default(0),
  $count: z.enum(['true', 'false']).optional(),
});

export function searchRoutes(app: FastifyInstance, ctx: Context) {
  app.get('/api/author/odata/Letters/LettersService.Search()', async (request) => {
    const user = currentUser(request);
    const query = parse(querySchema, request.query);
    let where: { sql: string; params: (string | number | null)[] };
    let order: string;
    try {
      where = filterToSql(query.$filter ?? '', listFields);
      order = orderByToSql(query.$orderby ?? '', listFields);
    } catch (error) {
      if (error instanceof ODataError) throw badRequest(error.message);
      throw error;
    }
    clearExpiredLocks(ctx);
    // The tenant condition is ours, never the caller's: a user only ever sees their tenant's letters.
    const condition = `"tenantId" = ? AND (${where.sql})`;
    const params = [user.tenantId, ...where.params];
    const rows = ctx.db
      .prepare(
        `SELECT ${selectList} FROM letter_list WHERE ${condition} ORDER BY ${order ? `${order}, ` : ''}"id" ASC LIMIT ? OFFSET ?`,
      )
      .all(...params, query.$top, query.$skip) as Record<string, unknown>[];
    const value = rows.map((row) => {
      for (const name of booleanFields) row[name] = Boolean(row[name]);
      return row;
    });
    if (query.$count !== 'true') return { value };
    const { n } = ctx.db
      .prepare(`SELECT COUNT(*) AS n FROM letter_list WHERE ${condition}`)
      .get(...params) as { n: number };
    return { '@odata.count': n, value };
  });
}
