import { rmSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { optionsFromEnvironment } from '../config';
import { demoPassword } from '../db/seed';
import { json, startTestSandbox, type TestSandbox } from '../testing/harness';

/** Issue 22, "Ways in": each test here failed on the sandbox before the hardening. */
let shared: TestSandbox;
/** The sandbox the calls below go to: the shared one, or one a test starts with other options. */
let sandbox: TestSandbox;
beforeAll(async () => {
  shared = await startTestSandbox();
}, 30_000);
afterAll(async () => {
  await shared.dispose();
});
beforeEach(async () => {
  sandbox = shared;
  // The reset also forgets the throttles' counts.
  await shared.call('/sandbox/test/reset', { method: 'POST' });
});

/** Runs `test` against a sandbox started with `options`, then disposes of it. */
async function withSandbox(options: Parameters<typeof startTestSandbox>[0], test: () => Promise<void>) {
  sandbox = await startTestSandbox(options);
  try {
    await test();
  } finally {
    await sandbox.dispose();
  }
}
// Each sign-in runs scrypt (tens of milliseconds), and CI shares two cores with the browsers.
const slow = { timeout: 60_000 };

const basic = `Basic ${Buffer.from('dictation-portal:dictation-portal-secret').toString('base64')}`;
const form = (fields: Record<string, string>, headers: Record<string, string> = {}, method = 'POST') => ({
  method,
  headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
  body: new URLSearchParams(fields).toString(),
});
const signIn = (username: string, password = demoPassword, headers: Record<string, string> = {}) =>
  sandbox.call(
    '/api/OAuth/Token',
    form({ grant_type: 'password', username, password }, { Authorization: basic, ...headers }),
  );
const refresh = (token: string, headers: Record<string, string> = {}) =>
  sandbox.call(
    '/api/OAuth/Token',
    form({ grant_type: 'refresh_token', refresh_token: token, client_id: 'dictation-portal' }, headers),
  );
const tokensOf = async (answer: Response) =>
  (await answer.json()) as { access_token: string; refresh_token: string; error?: string };
const profile = (token: string) => sandbox.call('/api/author/user-profiles/current', { token });

describe('reachable only from this machine unless opened', () => {
  it('listens on loopback by default and on HOST when set', () => {
    expect(optionsFromEnvironment({}, '/root').host).toBe('127.0.0.1');
    expect(optionsFromEnvironment({ HOST: '0.0.0.0' }, '/root').host).toBe('0.0.0.0');
  });

  it('shows the mailbox only to its owner unless test controls are on', slow, () =>
    withSandbox({ testControls: false }, async () => {
      await sandbox.call('/api/accounts/forgot-password?username=support', { method: 'POST' });
      await sandbox.call('/api/accounts/forgot-password?username=doctor', { method: 'POST' });
      expect((await sandbox.call('/sandbox/mailbox?username=support')).status).toBe(401);
      const own = (await (
        await sandbox.call('/sandbox/mailbox?username=support', { token: await sandbox.token('doctor') })
      ).json()) as { messages: { userName: string }[] };
      expect(own.messages.map((message) => message.userName)).toEqual(['doctor']);
    }),
  );
});

describe('the token check', () => {
  it('decides on the routed URL, so a percent-encoded prefix needs a token too', async () => {
    expect((await sandbox.call('/%61pi/author/downloads/urls')).status).toBe(401);
    expect((await sandbox.call('/api/author/downloads/urls')).status).toBe(401);
    expect(
      (await sandbox.call('/%61pi/author/downloads/urls', { token: await sandbox.token('doctor') })).status,
    ).toBe(200);
  });
});

describe('guessing', () => {
  it('locks a user out after 5 wrong passwords, the right one included, until the lockout ends', async () => {
    for (let i = 0; i < 5; i += 1) expect((await signIn('doctor', 'wrong1')).status).toBe(400);
    const locked = await signIn('doctor');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await tokensOf(locked)).error).toBe('too_many_attempts');
    // Other users are not locked by one user's guesses.
    expect((await signIn('doctor2')).status).toBe(200);
    sandbox.clock.advanceSeconds(15 * 60);
    expect((await signIn('doctor')).status).toBe(200);
  });

  it('counts the token-less change of password with sign-in, as the same oracle', async () => {
    const { userId } = (await (await signIn('expired')).json()) as { userId: string };
    const change = (old: string) =>
      sandbox.call(
        '/api/accounts/self/password',
        form(
          { OldPassword: old, NewPassword: 'fresh123', ConfirmNewPassword: 'fresh123', UserId: userId },
          {},
          'PUT',
        ),
      );
    for (let i = 0; i < 3; i += 1) expect((await change('wrong1')).status).toBe(400);
    for (let i = 0; i < 2; i += 1) expect((await signIn('expired', 'wrong1')).status).toBe(400);
    const locked = await change(demoPassword);
    expect(locked.status).toBe(429);
    expect(locked.headers.get('Retry-After')).not.toBeNull();
  });

  it('locks an address out after 20 wrong passwords across users', slow, async () => {
    const users = ['doctor', 'doctor2', 'secretary', 'admin', 'support'];
    for (const user of users) for (let i = 0; i < 4; i += 1) await signIn(user, 'wrong1');
    expect((await signIn('customeradmin')).status).toBe(429);
  });

  it('locks reset codes out after 5 wrong codes, the right one included', async () => {
    await sandbox.call('/api/accounts/forgot-password?username=doctor', { method: 'POST' });
    const mailbox = (await (await sandbox.call('/sandbox/mailbox?username=doctor')).json()) as {
      messages: { link: string }[];
    };
    const link = new URL(mailbox.messages[0]!.link, sandbox.url);
    const reset = (code: string) =>
      sandbox.call(
        '/api/accounts/reset-password',
        form({
          Password: 'newpass1',
          ConfirmPassword: 'newpass1',
          Code: code,
          UserId: link.searchParams.get('userId')!,
        }),
      );
    for (let i = 0; i < 5; i += 1) expect((await reset(`guess${i}`)).status).toBe(400);
    expect((await reset(link.searchParams.get('code')!)).status).toBe(429);
  });
});

describe('the caller address and the refresh grant', () => {
  it('ignores X-Forwarded-For unless the peer is a trusted proxy', async () => {
    const spoofed = await signIn('restricted', demoPassword, { 'X-Forwarded-For': '10.20.30.40' });
    expect((await tokensOf(spoofed)).error).toBe('restricted_address');
  });

  it('re-checks the restricted address and the password expiry on refresh', slow, () =>
    withSandbox({ trustedProxies: ['127.0.0.1'] }, async () => {
      expect((await signIn('restricted', demoPassword, { 'X-Forwarded-For': '10.20.30.40' })).status).toBe(
        200,
      );
      const restricted = await tokensOf(
        await signIn('restricted', demoPassword, { 'X-Forwarded-For': '10.20.30.40' }),
      );
      expect(
        (await tokensOf(await refresh(restricted.refresh_token, { 'X-Forwarded-For': '10.9.9.9' }))).error,
      ).toBe('restricted_address');
      const doctor = await tokensOf(await signIn('doctor'));
      sandbox.context.db
        .prepare(
          "UPDATE users SET password_expiry_date = '2000-01-01T00:00:00.000Z' WHERE user_name = 'doctor'",
        )
        .run();
      expect((await tokensOf(await refresh(doctor.refresh_token))).error).toBe('password_expired');
    }),
  );

  it('answers tokens with Cache-Control: no-store', async () => {
    expect((await signIn('doctor')).headers.get('Cache-Control')).toBe('no-store');
  });
});

describe('stored passwords', () => {
  it(
    'keeps scrypt hashes, never the password, and hashes a plain one left by an older data folder',
    slow,
    () =>
      withSandbox({}, async () => {
        const stored = () =>
          (
            sandbox.context.db.prepare("SELECT password FROM users WHERE user_name = 'doctor'").get() as {
              password: string;
            }
          ).password;
        expect(stored()).toMatch(/^scrypt\$/);
        expect(stored()).not.toContain(demoPassword);
        sandbox.context.db.prepare("UPDATE users SET password = 'plain123' WHERE user_name = 'doctor'").run();
        const dataDir = sandbox.dataDir;
        await sandbox.close();
        // The same data folder again, as after an upgrade; withSandbox disposes of it.
        const reopened = await startTestSandbox({ dataDir });
        sandbox = {
          ...reopened,
          async dispose() {
            await reopened.dispose();
            rmSync(dataDir, { recursive: true, force: true });
          },
        };
        expect(stored()).toMatch(/^scrypt\$/);
        expect((await signIn('doctor', 'plain123')).status).toBe(200);
        expect((await signIn('doctor', 'plain124')).status).toBe(400);
      }),
  );
});

describe('ending a sign-in', () => {
  it('revokes every token of the sign-in on logout', async () => {
    const tokens = await tokensOf(await signIn('doctor'));
    expect((await sandbox.call('/api/OAuth/Revoke', form({ token: tokens.refresh_token }))).status).toBe(200);
    expect((await profile(tokens.access_token)).status).toBe(401);
    expect((await tokensOf(await refresh(tokens.refresh_token))).error).toBe('invalid_grant');
    // Repeated or unknown: still 200, nothing told.
    expect((await sandbox.call('/api/OAuth/Revoke', form({ token: tokens.refresh_token }))).status).toBe(200);
  });

  it('revokes the family when a used refresh token comes back', async () => {
    const first = await tokensOf(await signIn('doctor'));
    const other = await tokensOf(await signIn('doctor'));
    const second = await tokensOf(await refresh(first.refresh_token));
    expect((await profile(second.access_token)).status).toBe(200);
    // After the grace window of two tabs refreshing at once (below).
    sandbox.clock.advanceSeconds(11);
    expect((await tokensOf(await refresh(first.refresh_token))).error).toBe('invalid_grant');
    expect((await profile(second.access_token)).status).toBe(401);
    expect((await tokensOf(await refresh(second.refresh_token))).error).toBe('invalid_grant');
    // Another sign-in of the same user is another family.
    expect((await profile(other.access_token)).status).toBe(200);
  });
});

describe('two tabs refreshing at once (no Web Locks)', () => {
  /** Both tabs send the same refresh token together; the answers, the winner's first. */
  async function race() {
    const tokens = await tokensOf(await signIn('doctor'));
    const answers = await Promise.all([refresh(tokens.refresh_token), refresh(tokens.refresh_token)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const [won, lost] = answers[0]!.status === 200 ? answers : [answers[1]!, answers[0]!];
    return { spent: tokens.refresh_token, winner: await tokensOf(won!), loser: await tokensOf(lost!) };
  }

  it('one wins, the other gets invalid_grant, and the winner\u2019s new tokens keep working', async () => {
    const { winner, loser } = await race();
    expect(loser.error).toBe('invalid_grant');
    expect((await profile(winner.access_token)).status).toBe(200);
    // The losing tab re-reads the winner's stored refresh token and goes on with it.
    const next = await refresh(winner.refresh_token);
    expect(next.status).toBe(200);
    expect((await profile((await tokensOf(next)).access_token)).status).toBe(200);
  });

  it('the spent token presented again after the grace window revokes the sign-in', async () => {
    const { spent, winner } = await race();
    sandbox.clock.advanceSeconds(9);
    expect((await tokensOf(await refresh(spent))).error).toBe('invalid_grant');
    expect((await profile(winner.access_token)).status).toBe(200);
    sandbox.clock.advanceSeconds(2);
    expect((await tokensOf(await refresh(spent))).error).toBe('invalid_grant');
    expect((await profile(winner.access_token)).status).toBe(401);
    expect((await tokensOf(await refresh(winner.refresh_token))).error).toBe('invalid_grant');
  });

  it('with the window set to 0 s, any reuse revokes the sign-in at once', slow, () =>
    withSandbox({ refreshReuseGraceSeconds: 0 }, async () => {
      const first = await tokensOf(await signIn('doctor'));
      const second = await tokensOf(await refresh(first.refresh_token));
      expect((await tokensOf(await refresh(first.refresh_token))).error).toBe('invalid_grant');
      expect((await profile(second.access_token)).status).toBe(401);
      expect(
        optionsFromEnvironment({ REFRESH_REUSE_GRACE_SECONDS: '0' }, '/root').refreshReuseGraceSeconds,
      ).toBe(0);
    }),
  );
});

describe('recordings', () => {
  const tone = (ms: number) => new Uint8Array(new Int16Array(ms * 16).fill(3).buffer);
  const suspend = (key: string, token: string, writerId: string) =>
    sandbox.call(
      `/api/author/audio-records/suspend?fileName=${key}&recordMode=0&startPosition=0&endPosition=500&writerId=${writerId}`,
      { method: 'POST', token, headers: { 'Content-Type': 'application/octet-stream' }, body: tone(500) },
    );

  it('are written only by the author, and nobody else completes one while the author records', async () => {
    const doctor = await sandbox.token('doctor');
    const doctor2 = await sandbox.token('doctor2');
    const letter = (await (
      await sandbox.call('/api/author/letters/create?instantComplete=false', { ...json({}), token: doctor })
    ).json()) as { id: number; audio: { audioSegment: { audioRecord: { key: string } } } };
    const key = letter.audio.audioSegment.audioRecord.key;
    expect((await suspend(key, doctor2, 'other-tab')).status).toBe(403);
    expect((await suspend(key, doctor, 'author-tab')).status).toBe(200);
    const complete = () =>
      sandbox.call('/api/author/letters/complete', { ...json({ id: letter.id }, 'PUT'), token: doctor2 });
    expect((await complete()).status).toBe(409);
    sandbox.clock.advanceSeconds(61);
    expect((await complete()).status).not.toBe(409);
  });
});
