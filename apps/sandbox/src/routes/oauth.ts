import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { issueTokens, portalClient, revokeToken, userForToken } from '../auth/tokens';
import { type Context, type User, userColumns } from '../context';

const tokenForm = z.discriminatedUnion('grant_type', [
  z.object({ grant_type: z.literal('password'), username: z.string().min(1), password: z.string().min(1) }),
  z.object({
    grant_type: z.literal('refresh_token'),
    refresh_token: z.string().min(1),
    client_id: z.string().optional(),
  }),
]);

function basicClient(header: string | undefined): { id: string; secret: string } | null {
  const match = header ? /^Basic\s+(\S+)$/i.exec(header) : null;
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : { id: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

/** The address a restricted user must come from; X-Forwarded-For lets a demo behind a proxy show it. */
function callerAddress(forwarded: string | string[] | undefined, ip: string): string {
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first || ip;
}

/** wire-contract.md, OAuth: errors are JSON `{ error, error_description }`, not plain text. */
export function oauthRoutes(app: FastifyInstance, ctx: Context) {
  app.post('/api/OAuth/Token', async (request, reply) => {
    const oauthError = (
      status: number,
      error: string,
      description: string,
      extra: Record<string, string> = {},
    ) => reply.code(status).send({ error, error_description: description, ...extra });
    const result = tokenForm.safeParse(request.body ?? {});
    if (!result.success)
      return oauthError(400, 'invalid_request', 'grant_type, username and password are required.');
    const form = result.data;

    if (form.grant_type === 'refresh_token') {
      const found = userForToken(ctx, form.refresh_token, 'refresh');
      if (!found || (form.client_id && form.client_id !== found.clientId)) {
        return oauthError(400, 'invalid_grant', 'The refresh token is invalid or expired.');
      }
      // Refresh tokens are single use, so a stolen old one cannot be replayed.
      revokeToken(ctx, form.refresh_token);
      return issueTokens(ctx, found.user.id, found.clientId);
    }

    const client = basicClient(request.headers.authorization);
    if (!client || client.id !== portalClient.id || client.secret !== portalClient.secret) {
      return oauthError(400, 'invalid_client', 'The client is not authorised.');
    }
    const user = ctx.db
      .prepare(`SELECT ${userColumns}, password FROM users WHERE user_name = ?`)
      .get(form.username) as (User & { password: string }) | undefined;
    if (!user || user.password !== form.password) {
      return oauthError(400, 'invalid_grant', 'The user name or password is incorrect.');
    }
    if (user.passwordExpiryDate <= ctx.nowIso()) {
      return oauthError(400, 'password_expired', 'Password is expired', { userId: String(user.id) });
    }
    if (
      user.allowedAddress &&
      callerAddress(request.headers['x-forwarded-for'], request.ip) !== user.allowedAddress
    ) {
      return oauthError(
        400,
        'restricted_address',
        'Your organisation only allows the application to be used on a specific health network.',
      );
    }
    return issueTokens(ctx, user.id, client.id);
  });

  app.get('/api/ping', async () => ({ ok: true }));
}
