import { rmSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { optionsFromEnvironment } from '../config';
import { demoPassword } from '../db/seed';
import { BoundedQueue } from '../queues';
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

  it(
    'refuses a burst after 5 guesses, however long their checks take, the right one included',
    slow,
    async () => {
      // Issue 34: 100 at once, the right password as the 61st, gave 99 x 400 and a 200.
      const burst = await Promise.all(
        Array.from({ length: 100 }, (_, index) => signIn('doctor2', index === 60 ? demoPassword : 'wrong1')),
      );
      const statuses = burst.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 400)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(95);
      expect(statuses[60]).toBe(429);
      // The wrong guesses that landed after the lock did not lift it.
      expect((await signIn('doctor2')).status).toBe(429);
    },
  );

  it('refuses sign-in with 429 while the password checks are all taken, and takes it again after', async () => {
    const { passwordWork } = sandbox.context;
    const busy = new BoundedQueue(1, 0);
    sandbox.context.passwordWork = busy;
    const release = await busy.acquire();
    try {
      const refused = await signIn('doctor');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('Retry-After')).toBe('1');
      expect(await tokensOf(refused)).toMatchObject({ error: 'temporarily_unavailable' });
    } finally {
      release();
    }
    expect((await signIn('doctor')).status).toBe(200);
    sandbox.context.passwordWork = passwordWork;
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

  it('refuses an over-long name or password before it is counted or hashed', async () => {
    const long = await signIn('x'.repeat(257), 'wrong1');
    expect([long.status, (await tokensOf(long)).error]).toEqual([400, 'invalid_request']);
    expect((await signIn('doctor', 'x'.repeat(1025))).status).toBe(400);
  });

  it(
    'lets the people behind one address sign in while someone there guesses made-up names',
    slow,
    async () => {
      // Issue 34: 20 wrong guesses from one address (a hospital's NAT) locked everyone behind it out.
      for (let i = 0; i < 22; i += 1) expect((await signIn(`nobody${i}`, 'wrong1')).status).toBe(400);
      expect((await signIn('customeradmin')).status).toBe(200);
    },
  );

  it("locks out one address's guesses at a user, not the user's sign-in from elsewhere", slow, () =>
    withSandbox({ trustedProxies: ['127.0.0.1'] }, async () => {
      const from = (address: string) => ({ 'X-Forwarded-For': address });
      for (let i = 0; i < 5; i += 1) await signIn('doctor', 'wrong1', from('10.0.0.66'));
      expect((await signIn('doctor', demoPassword, from('10.0.0.66'))).status).toBe(429);
      expect((await signIn('doctor', demoPassword, from('10.0.0.7'))).status).toBe(200);
    }),
  );
});

describe('password reset', () => {
  const mailboxLinks = async (username: string) =>
    (
      (await (await sandbox.call(`/sandbox/mailbox?username=${username}`)).json()) as {
        messages: { link: string }[];
      }
    ).messages.map((message) => new URL(message.link, sandbox.url));
  const forgot = (username: string) =>
    sandbox.call(`/api/accounts/forgot-password?username=${username}`, { method: 'POST' });
  const reset = (link: URL, code = link.searchParams.get('code')!) =>
    sandbox.call(
      '/api/accounts/reset-password',
      form({
        Password: 'newpass1',
        ConfirmPassword: 'newpass1',
        Code: code,
        UserId: link.searchParams.get('userId')!,
      }),
    );

  it("refuses a guesser's wrong codes after 5, and the user's genuine link still works", async () => {
    await forgot('doctor');
    const [link] = await mailboxLinks('doctor');
    for (let i = 0; i < 5; i += 1) expect((await reset(link!, `guess${i}`)).status).toBe(400);
    const refused = await reset(link!, 'guess5');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).not.toBeNull();
    expect((await reset(link!)).status).toBe(200);
  });

  it('keeps one live code per user: a newer mail ends the older link', async () => {
    await forgot('doctor');
    await forgot('doctor');
    const [newer, older] = await mailboxLinks('doctor');
    expect(await (await reset(older!)).text()).toBe('The reset code is invalid or has already been used.');
    expect((await reset(newer!)).status).toBe(200);
  });

  it('sends a user at most 3 reset mails in 15 minutes', async () => {
    for (let i = 0; i < 3; i += 1) expect((await forgot('doctor')).status).toBe(200);
    const refused = await forgot('doctor');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await mailboxLinks('doctor')).toHaveLength(3);
    // Another user is not limited by it, and the limit ends.
    expect((await forgot('doctor2')).status).toBe(200);
    sandbox.clock.advanceSeconds(15 * 60);
    expect((await forgot('doctor')).status).toBe(200);
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

  it('are written and completed only by the author, before and after the writer lease', async () => {
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
    expect((await complete()).status).toBe(403);
    // Issue 34: once the author had not written for the lease's 60 s, anyone could complete it.
    sandbox.clock.advanceSeconds(61);
    expect((await complete()).status).toBe(403);
  });
});
