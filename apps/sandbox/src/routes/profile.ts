import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../auth/tokens';
import type { Context, User } from '../context';
import { statement } from '../db/database';
import type { UserSettings } from '../db/seed';
import { forbidden, idParams, parse, queryBoolean } from '../http';
import { organisationItem, tenantOrganisationItems } from '../organisation';

interface TenantRow {
  id: number;
  name: string;
  dmion: number;
  system: number;
  dit2: number;
  outsource: number;
  manual: number;
  ai: number;
  completedMonths: number;
  helpUrl: string | null;
}

export function tenantOf(ctx: Context, user: User): TenantRow {
  return statement(
    ctx.db,
    `SELECT id, name, hospital_number_naming AS dmion, external_clinical_system AS system, is_dit2 AS dit2,
        outsource_enabled AS outsource, manual_enabled AS manual, ai_enabled AS ai, completed_months AS completedMonths,
        help_url AS helpUrl FROM tenants WHERE id = ?`,
  ).get(user.tenantId) as TenantRow;
}

const footPedalSchema = z.object({
  playStopButton: z.number().int(),
  rewindButton: z.number().int(),
  forwardButton: z.number().int(),
  playStopMode: z.number().int().optional(),
  rewindOnStop: z.number().int().min(0).max(10),
  playRecordButton: z.number().int(),
  rewindRecordButton: z.number().int(),
  recordButton: z.number().int(),
  enableFootpedalRecording: z.boolean(),
});

export function profileRoutes(app: FastifyInstance, ctx: Context) {
  const settingsOf = (user: User): UserSettings => JSON.parse(user.settingsJson) as UserSettings;
  const saveSettings = (user: User, change: (settings: UserSettings) => void) => {
    const settings = settingsOf(user);
    change(settings);
    ctx.db.prepare('UPDATE users SET settings_json = ? WHERE id = ?').run(JSON.stringify(settings), user.id);
    return settings;
  };

  app.get('/api/author/user-profiles/current', async (request) => {
    const user = currentUser(request);
    const tenant = tenantOf(ctx, user);
    const relations = tenantOrganisationItems(ctx, user).filter((row) => row.related);
    return {
      id: user.id,
      accountId: tenant.id,
      fullName: user.fullName,
      userName: user.userName,
      roles: [{ name: user.roleName, type: user.roleType }],
      organisationItemRelations: relations.map((row) => ({
        organizationItemId: row.id,
        organizationItemName: row.name,
        externalClinicalSystem: tenant.system !== 0,
        helpUrl: tenant.helpUrl,
      })),
      inactivityTimeoutSeconds: user.inactivityTimeoutSeconds,
      passwordExpiryDate: user.passwordExpiryDate,
      moduleData: {
        isDit2Tenant: Boolean(tenant.dit2),
        packageSettings: [
          { code: 'DMION', value: String(Boolean(tenant.dmion)) },
          { code: 'CJLMC', value: String(tenant.completedMonths) },
          { code: 'LVAE', value: String(Boolean(tenant.ai)) },
          { code: 'LVATV', value: 'true' },
          { code: 'LVACL', value: 'true' },
        ],
      },
    };
  });

  app.get('/api/author/user-profiles/GetUserOrganisationsPermission', async (request) => {
    const user = currentUser(request);
    const approvals = tenantOrganisationItems(ctx, user).some(
      (row) => row.related && row.letterApprovalType !== 0,
    );
    return { letterApprovalPermission: approvals && !tenantOf(ctx, user).dit2 };
  });

  app.get('/api/author/user-profiles/authors-with-letters', async (request) => {
    const user = currentUser(request);
    const { isInProgressPage } = parse(
      z.object({ isInProgressPage: queryBoolean.optional() }),
      request.query,
    );
    const stepCondition =
      isInProgressPage === undefined
        ? ''
        : isInProgressPage
          ? 'AND l.step_type <> 7000 AND l.is_deleted = 0'
          : 'AND (l.step_type = 7000 OR l.is_deleted = 1)';
    return ctx.db
      .prepare(
        `SELECT DISTINCT u.id, u.full_name AS fullName, u.full_name_formatted AS fullNameFormatted FROM users u
         JOIN letters l ON l.author_id = u.id WHERE u.tenant_id = ? ${stepCondition} ORDER BY u.full_name_formatted`,
      )
      .all(user.tenantId);
  });

  app.get('/api/author/letters/outsource-enable', async (request) =>
    Boolean(tenantOf(ctx, currentUser(request)).outsource),
  );
  app.get('/api/author/letters/manual-enabled', async (request) =>
    Boolean(tenantOf(ctx, currentUser(request)).manual),
  );

  app.get('/api/author/recording-settings/get-current-settings', async (request) => {
    const user = currentUser(request);
    const { recording } = settingsOf(user);
    return {
      ...recording,
      enabledAIPostProcession: recording.enabledAIPostProcession && Boolean(tenantOf(ctx, user).ai),
      userProfileId: user.id,
    };
  });
  app.put('/api/author/recording-settings/web-settings', async (request) => {
    const { defaultToOverwrite } = parse(z.object({ defaultToOverwrite: queryBoolean }), request.query);
    saveSettings(currentUser(request), (settings) => {
      settings.recording.webDefaultToOverwrite = defaultToOverwrite;
    });
    return {};
  });
  app.put('/api/author/recording-settings/web-enable-sound', async (request) => {
    const { enableSound } = parse(z.object({ enableSound: queryBoolean }), request.query);
    saveSettings(currentUser(request), (settings) => {
      settings.recording.webEnableStartStopSound = enableSound;
    });
    return {};
  });

  app.get(
    '/api/author/deviceSettings/footPedal',
    async (request) => settingsOf(currentUser(request)).footPedal,
  );
  app.post('/api/author/deviceSettings/footPedal', async (request) => {
    const body = parse(footPedalSchema, request.body);
    return saveSettings(currentUser(request), (settings) => {
      settings.footPedal = { ...settings.footPedal, ...body };
    }).footPedal;
  });

  app.get('/api/author/settings/spellcheck', async (request) => settingsOf(currentUser(request)).spellcheck);

  app.get('/api/author/downloads/urls', async () => ({
    emisBrokerUrl: 'https://downloads.example.org/emis-broker.msi',
    usbDeviceBrokerUrl: 'https://downloads.example.org/usb-device-broker.msi',
  }));

  app.get('/api/author/user-profiles/settings/organization-items', async (request) => {
    const user = currentUser(request);
    return tenantOrganisationItems(ctx, user)
      .filter((row) => row.related)
      .map((row) => ({
        id: row.id,
        name: row.name,
        shouldUseDefaultPriority: Boolean(row.defaultPriorityEnabledByUser),
        shoudUseFastComplete: Boolean(row.fastCompleteEnabledByUser),
      }));
  });

  app.put('/api/author/user-profiles/settings/organization-items/:id', async (request) => {
    const user = currentUser(request);
    const { id: itemId } = parse(idParams, request.params);
    const body = parse(
      z.object({
        defaultPriorityEnabled: z.boolean().optional(),
        fastCompleteEnabled: z.boolean().optional(),
      }),
      request.body ?? {},
    );
    // Spec 001 section 6: default priority and fast complete are not for secretaries.
    if (user.roleName === 'Secretary') throw forbidden('Secretaries have no organisation settings');
    const item = organisationItem(ctx, user, itemId);
    ctx.db
      .prepare(
        `INSERT INTO user_organisation_items (user_id, organisation_item_id, default_priority_enabled, fast_complete_enabled)
         VALUES (?, ?, ?, ?) ON CONFLICT (user_id, organisation_item_id) DO UPDATE SET
         default_priority_enabled = excluded.default_priority_enabled, fast_complete_enabled = excluded.fast_complete_enabled`,
      )
      .run(
        user.id,
        item.id,
        Number(body.defaultPriorityEnabled ?? Boolean(item.defaultPriorityEnabledByUser)),
        Number(body.fastCompleteEnabled ?? Boolean(item.fastCompleteEnabledByUser)),
      );
    return {};
  });
}
