import type { FastifyInstance } from 'fastify';
import { currentUser } from '../auth/tokens';
import type { Context } from '../context';
import { idParams, parse } from '../http';
import { organisationItem, organisationTree, tenantOrganisationItems } from '../organisation';
import { tenantOf } from './profile';

interface PriorityRow {
  id: number;
  name: string;
  isDefault: number;
  workflow: string;
}

export function organisationRoutes(app: FastifyInstance, ctx: Context) {
  app.get('/api/author/organization-items/all-my', async (request) =>
    organisationTree(ctx, currentUser(request)),
  );
  app.get('/api/author/organization-items/organisation-list', async (request) =>
    organisationTree(ctx, currentUser(request)),
  );

  app.get('/api/author/labels/all-my', async (request) => {
    const user = currentUser(request);
    const related = tenantOrganisationItems(ctx, user)
      .filter((row) => row.related)
      .map((row) => row.id);
    if (related.length === 0) return [];
    // One entry per name: the list filter matches letters by label name, whatever the department.
    return ctx.db
      .prepare(
        `SELECT MIN(id) AS id, name FROM labels WHERE organisation_item_id IN (${related.map(() => '?').join(',')})
         GROUP BY name ORDER BY name`,
      )
      .all(...related);
  });

  app.get('/api/author/labels/:id', async (request) => {
    const item = organisationItem(ctx, currentUser(request), parse(idParams, request.params).id);
    return ctx.db
      .prepare('SELECT id, name FROM labels WHERE organisation_item_id = ? ORDER BY name')
      .all(item.id);
  });

  const priorities = (tenantId: number, defaultId: number | null) =>
    (
      ctx.db
        .prepare(
          'SELECT id, name, is_default AS isDefault, workflow FROM priorities WHERE tenant_id = ? ORDER BY id',
        )
        .all(tenantId) as PriorityRow[]
    ).map((row) => ({
      id: row.id,
      name: row.name,
      defaultPriority: defaultId === null ? Boolean(row.isDefault) : row.id === defaultId,
      workflow: row.workflow,
    }));

  app.get('/api/author/priorities/all-my', async (request) =>
    priorities(currentUser(request).tenantId, null),
  );
  app.get('/api/author/priorities/v2/:id', async (request) => {
    const user = currentUser(request);
    const item = organisationItem(ctx, user, parse(idParams, request.params).id);
    return priorities(user.tenantId, item.defaultPriorityId);
  });

  app.get('/api/author/workers/get-all-authors-by-organisation/:id', async (request) => {
    const user = currentUser(request);
    const item = organisationItem(ctx, user, parse(idParams, request.params).id);
    return ctx.db
      .prepare(
        `SELECT u.id, u.full_name AS fullName, u.full_name_formatted AS fullNameFormatted FROM users u
         JOIN user_organisation_items r ON r.user_id = u.id
         JOIN organisation_items o ON o.id = r.organisation_item_id
         WHERE u.role_type = 200 AND (o.id = ? OR o.parent_id = ?) GROUP BY u.id ORDER BY u.full_name_formatted`,
      )
      .all(item.id, item.id);
  });

  const templateColumns =
    'id, name, organisation_item_id AS organisationItemId, owner_user_id IS NOT NULL AS isPersonal';
  app.get('/api/author/templates/organisationItem/:id', async (request) => {
    const user = currentUser(request);
    const item = organisationItem(ctx, user, parse(idParams, request.params).id);
    return ctx.db
      .prepare(
        `SELECT ${templateColumns} FROM templates WHERE organisation_item_id = ? AND (owner_user_id IS NULL OR owner_user_id = ?) ORDER BY id`,
      )
      .all(item.id, user.id);
  });
  app.get('/api/author/templates/my-templates', async (request) => {
    const user = currentUser(request);
    return ctx.db
      .prepare(`SELECT ${templateColumns} FROM templates WHERE owner_user_id = ? ORDER BY id`)
      .all(user.id);
  });

  app.get('/api/author/dictation-types', async (request) =>
    (
      ctx.db
        .prepare(
          'SELECT type, allowed_files AS allowedFiles FROM dictation_types WHERE tenant_id = ? ORDER BY position',
        )
        .all(currentUser(request).tenantId) as { type: string; allowedFiles: string }[]
    ).map((row) => ({ type: row.type, allowedFiles: row.allowedFiles.split(',') })),
  );

  app.get('/api/author/spells/available', async (request) => {
    if (!tenantOf(ctx, currentUser(request)).ai) return [];
    return spells;
  });
}

/** Text magic transformations (spec 001, Spell: id, title, description). */
export const spells = [
  { id: 1, title: 'Summarise', description: 'A short summary of the letter' },
  { id: 2, title: 'Patient friendly', description: 'Rewrite in plain language for the patient' },
  { id: 3, title: 'Bullet points', description: 'The letter as a list of points' },
];
