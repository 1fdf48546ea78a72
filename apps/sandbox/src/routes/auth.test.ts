import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoPassword } from '../db/seed';
import { startTestSandbox, type TestSandbox } from '../testing/harness';

let sandbox: TestSandbox;
beforeEach(async () => {
  sandbox = await startTestSandbox({ tokenLifetimeSeconds: 299 });
});
afterEach(async () => {
  await sandbox.dispose();
});

const basic = `Basic ${Buffer.from('dictation-portal:dictation-portal-secret').toString('base64')}`;
const form = (fields: Record<string, string>, headers: Record<string, string> = {}, method = 'POST') => ({
  method,
  headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
  body: new URLSearchParams(fields).toString(),
});
const passwordGrant = (
  username: string,
  password = demoPassword,
  headers: Record<string, string> = { Authorization: basic },
) => sandbox.call('/api/OAuth/Token', form({ grant_type: 'password', username, password }, headers));

describe('OAuth/Token', () => {
  it('issues bearer tokens with the 299 s expiry and refreshes them once', async () => {
    const answer = await passwordGrant('doctor');
    expect(answer.status).toBe(200);
    const tokens = (await answer.json()) as Record<string, unknown>;
    expect(tokens).toMatchObject({ token_type: 'bearer', expires_in: 299 });
    const refresh = () =>
      sandbox.call(
        '/api/OAuth/Token',
        form({
          grant_type: 'refresh_token',
          refresh_token: String(tokens.refresh_token),
          client_id: 'dictation-portal',
        }),
      );
    const refreshed = await refresh();
    expect(refreshed.status).toBe(200);
    const next = (await refreshed.json()) as { access_token: string };
    expect(
      (await sandbox.call('/api/author/user-profiles/current', { token: next.access_token })).status,
    ).toBe(200);
    // Refresh tokens are single use.
    expect((await refresh()).status).toBe(400);
  });

  it('answers the error bodies of wire-contract.md', async () => {
    expect(await (await passwordGrant('doctor', 'wrong1')).json()).toEqual({
      error: 'invalid_grant',
      error_description: 'The user name or password is incorrect.',
    });
    const expired = (await (await passwordGrant('expired')).json()) as Record<string, string>;
    expect(expired).toMatchObject({ error: 'password_expired', error_description: 'Password is expired' });
    expect(Number(expired.userId)).toBeGreaterThan(0);
    expect(await (await passwordGrant('restricted')).json()).toMatchObject({ error: 'restricted_address' });
    expect(await (await passwordGrant('doctor', demoPassword, {})).json()).toMatchObject({
      error: 'invalid_client',
    });
  });
});

describe('password flows', () => {
  it('forgot-password mails a reset code that resets the password once', async () => {
    expect(
      (await sandbox.call('/api/accounts/forgot-password?username=nobody', { method: 'POST' })).status,
    ).toBe(404);
    expect(
      (await sandbox.call('/api/accounts/forgot-password?username=doctor', { method: 'POST' })).status,
    ).toBe(200);
    const mailbox = (await (await sandbox.call('/sandbox/mailbox?username=doctor')).json()) as {
      messages: { link: string }[];
    };
    const link = new URL(mailbox.messages[0]!.link, sandbox.url);
    const code = link.searchParams.get('code')!;
    const userId = link.searchParams.get('userId')!;
    const reset = (password: string, confirm = password) =>
      sandbox.call(
        '/api/accounts/reset-password',
        form({ Password: password, ConfirmPassword: confirm, Code: code, UserId: userId }),
      );

    const weak = await reset('nodigits');
    expect(weak.status).toBe(400);
    expect(await weak.text()).toBe('* Password should contain at least one number');
    expect(await (await reset('abc123', 'abc124')).text()).toBe(
      'Two passwords that you enter are inconsistent!',
    );
    expect((await reset('newpass1')).status).toBe(200);
    expect((await reset('newpass2')).status).toBe(400);
    expect((await passwordGrant('doctor', 'newpass1')).status).toBe(200);
  });

  it('changes an expired password without a token, after which sign-in works', async () => {
    const { userId } = (await (await passwordGrant('expired')).json()) as { userId: string };
    const change = (old: string, next: string) =>
      sandbox.call(
        '/api/accounts/self/password',
        form({ OldPassword: old, NewPassword: next, ConfirmNewPassword: next, UserId: userId }, {}, 'PUT'),
      );
    expect((await change('wrong1', 'fresh123')).status).toBe(400);
    expect(await (await change(demoPassword, 'SHORT1')).text()).toBe(
      '* Password should contain at least one lower case character',
    );
    expect((await change(demoPassword, 'fresh123')).status).toBe(200);
    expect((await passwordGrant('expired', 'fresh123')).status).toBe(200);
  });

  it('tells how many days remain before the password expires', async () => {
    const days = async (user: string) =>
      (
        (await (
          await sandbox.call('/api/accounts/expiry-notification-days', { token: await sandbox.token(user) })
        ).json()) as { days: number }
      ).days;
    expect(await days('expiring')).toBe(3);
    expect(await days('doctor')).toBeGreaterThan(7);
  });
});

describe('profile', () => {
  it('describes each tenant variant through package settings and module data', async () => {
    const profile = async (user: string) =>
      (await (
        await sandbox.call('/api/author/user-profiles/current', { token: await sandbox.token(user) })
      ).json()) as {
        roles: { name: string; type: number }[];
        moduleData: { isDit2Tenant: boolean; packageSettings: { code: string; value: string }[] };
        organisationItemRelations: { externalClinicalSystem: boolean }[];
      };
    const setting = (p: Awaited<ReturnType<typeof profile>>, code: string) =>
      p.moduleData.packageSettings.find((s) => s.code === code)?.value;
    expect(setting(await profile('doctor'), 'DMION')).toBe('true');
    expect(setting(await profile('nhs.doctor'), 'DMION')).toBe('false');
    expect((await profile('emis.doctor')).organisationItemRelations[0]?.externalClinicalSystem).toBe(true);
    expect((await profile('dit2.doctor')).moduleData.isDit2Tenant).toBe(true);
    expect((await profile('secretary')).roles[0]).toEqual({ name: 'Secretary', type: 100 });
    expect((await profile('doctor')).roles[0]).toEqual({ name: 'Doctor', type: 200 });
  });

  it('keeps settings per user', async () => {
    const token = await sandbox.token('doctor');
    await sandbox.call('/api/author/recording-settings/web-settings?defaultToOverwrite=true', {
      method: 'PUT',
      token,
    });
    const mine = (await (
      await sandbox.call('/api/author/recording-settings/get-current-settings', { token })
    ).json()) as Record<string, unknown>;
    const theirs = (await (
      await sandbox.call('/api/author/recording-settings/get-current-settings', {
        token: await sandbox.token('doctor2'),
      })
    ).json()) as Record<string, unknown>;
    expect(mine.webDefaultToOverwrite).toBe(true);
    expect(theirs.webDefaultToOverwrite).toBe(false);
    const bad = await sandbox.call('/api/author/recording-settings/web-settings?defaultToOverwrite=maybe', {
      method: 'PUT',
      token,
    });
    expect(bad.status).toBe(400);
  });
});
