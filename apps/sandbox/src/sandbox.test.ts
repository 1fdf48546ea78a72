import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { migrations } from './db/migrations';
import { findLetterId, freeLetter, startTestSandbox, type TestSandbox } from './testing/harness';

const started: TestSandbox[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const sandbox of started.splice(0)) await sandbox.dispose();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const start = async (...args: Parameters<typeof startTestSandbox>) => {
  const sandbox = await startTestSandbox(...args);
  started.push(sandbox);
  return sandbox;
};
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'dictation-sandbox-test-'));
  dirs.push(dir);
  return dir;
};

describe('sandbox lifecycle', () => {
  it('seeds on first start, records every migration, and keeps data across a restart', async () => {
    const dataDir = tempDir();
    const first = await startTestSandbox({ dataDir });
    expect(first.seeded).toBe(true);
    const token = await first.token('doctor');
    const letterId = await findLetterId(first, token, freeLetter(5000));
    const update = await first.call('/api/author/letters/update-notes', {
      method: 'PUT',
      token,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ letterId, notes: 'kept after restart' }),
    });
    expect(update.status).toBe(200);
    await first.close();

    const second = await startTestSandbox({ dataDir });
    started.push(second);
    expect(second.seeded).toBe(false);
    const letter = await second.call(`/api/author/letters/metadata-with-lock/${letterId}`, {
      token: await second.token('doctor'),
    });
    expect(((await letter.json()) as { notes: string }).notes).toBe('kept after restart');

    const db = new Database(join(dataDir, 'sandbox.sqlite'), { readonly: true });
    const applied = db.prepare('SELECT id FROM schema_migrations ORDER BY id').all() as { id: number }[];
    db.close();
    expect(applied.map((row) => row.id)).toEqual(migrations.map((migration) => migration.id));
    // Two starts, one of them seeding (scrypt for every demo user): under a loaded CI machine this
    // took over Vitest's 5 s default, against 1 s alone.
  }, 20_000);

  it('closes though a client holds a connection with a request it never finishes', async () => {
    const sandbox = await startTestSandbox();
    const { port } = new URL(sandbox.url);
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    // The headers never end: the server waits for the rest (60 s by default), so the connection is
    // not idle, and a close that waited for it would hang as long.
    socket.write('GET /api/ping HTTP/1.1\r\nHost: sandbox\r\n');
    const ended = new Promise((resolve) => socket.once('close', resolve));
    await sandbox.dispose();
    await ended;
    expect(socket.destroyed).toBe(true);
  }, 10_000);

  it('migration 7 turns plain-text documents of an older data folder into HTML paragraphs', () => {
    const db = new Database(':memory:');
    db.exec(
      'CREATE TABLE schema_migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_date TEXT NOT NULL)',
    );
    for (const migration of migrations.filter((candidate) => candidate.id < 7)) db.exec(migration.sql);
    db.exec(`INSERT INTO tenants (id, name, hospital_number_naming, external_clinical_system, is_dit2,
      outsource_enabled, manual_enabled, ai_enabled, completed_months) VALUES (1, 't', 1, 0, 0, 0, 0, 0, 3)`);
    db.pragma('foreign_keys = OFF');
    db.prepare(
      'INSERT INTO documents (id, letter_id, version, patch_number, content, original_sr) VALUES (1, 1, 1, 1, ?, ?)',
    ).run('Dear Colleague,\nBP 120 < 140 & stable', '<p>sr</p>');
    db.prepare(
      'INSERT INTO documents (id, letter_id, version, patch_number, content, original_sr) VALUES (2, 2, 1, 1, ?, ?)',
    ).run('<p>Already <strong>HTML</strong></p>', '<p>sr</p>');
    db.exec(migrations.find((migration) => migration.id === 7)!.sql);
    const contents = db.prepare('SELECT content FROM documents ORDER BY id').all() as { content: string }[];
    expect(contents.map((row) => row.content)).toEqual([
      '<p>Dear Colleague,</p><p>BP 120 &lt; 140 &amp; stable</p>',
      '<p>Already <strong>HTML</strong></p>',
    ]);
    db.close();
  });

  it('rejects when the port is taken, keeping the folder usable', async () => {
    const first = await start();
    const dataDir = tempDir();
    await expect(startTestSandbox({ dataDir, port: first.port })).rejects.toThrow();
    // The folder it seeded opens normally afterwards, without seeding again.
    const second = await startTestSandbox({ dataDir });
    started.push(second);
    expect(second.seeded).toBe(false);
  });

  it('seeds the same world every time', async () => {
    const a = await start();
    const b = await start();
    const search = async (sandbox: TestSandbox) =>
      (await (
        await sandbox.call('/api/author/odata/Letters/LettersService.Search()?$count=true&$top=1000', {
          token: await sandbox.token('secretary'),
        })
      ).json()) as {
        value: unknown[];
      };
    expect(await search(a)).toEqual(await search(b));
  });

  it('answers 401 without a valid token and 404 for unknown API paths', async () => {
    const sandbox = await start();
    expect((await sandbox.call('/api/author/user-profiles/current')).status).toBe(401);
    expect((await sandbox.call('/api/author/user-profiles/current', { token: 'forged' })).status).toBe(401);
    const token = await sandbox.token('doctor');
    expect((await sandbox.call('/api/author/nothing-here', { token })).status).toBe(404);
  });

  it('lets an access token lapse after the configured lifetime', async () => {
    const sandbox = await start({ tokenLifetimeSeconds: 60 });
    const token = await sandbox.token('doctor');
    expect((await sandbox.call('/api/author/user-profiles/current', { token })).status).toBe(200);
    sandbox.clock.advanceSeconds(61);
    expect((await sandbox.call('/api/author/user-profiles/current', { token })).status).toBe(401);
  });

  it('allows CORS only for the configured host-page origins', async () => {
    const sandbox = await start({ corsOrigins: ['https://epr.example.org'] });
    const preflight = (origin: string) =>
      sandbox.call('/api/author/user-profiles/current', {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'GET',
          'Access-Control-Request-Headers': 'authorization,clientid',
        },
      });
    const allowed = await preflight('https://epr.example.org');
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://epr.example.org');
    const other = await preflight('https://evil.example.org');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('serves the built portal and its index.html for client routes, but not for /api', async () => {
    const portalDist = tempDir();
    mkdirSync(join(portalDist, 'assets'));
    writeFileSync(join(portalDist, 'index.html'), '<!doctype html><title>portal</title>');
    writeFileSync(join(portalDist, 'assets', 'app.js'), 'console.log(1)');
    const sandbox = await start({ portalDist });
    expect(await (await sandbox.call('/in-progress/letter/7')).text()).toContain('<title>portal</title>');
    expect(await (await sandbox.call('/assets/app.js')).text()).toBe('console.log(1)');
    expect((await sandbox.call('/api/unknown')).status).toBe(401);
  });

  it('turns malformed bodies into 4xx answers with a message, never a 500', async () => {
    const sandbox = await start();
    const token = await sandbox.token('doctor');
    const malformedJson = await sandbox.call('/api/author/letters/update', {
      method: 'PUT',
      token,
      headers: { 'Content-Type': 'application/json' },
      body: '{"id": ',
    });
    expect(malformedJson.status).toBe(400);
    const wrongTypes = await sandbox.call('/api/author/letters/update', {
      method: 'PUT',
      token,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: 'seven', priority: 'high' }),
    });
    expect(wrongTypes.status).toBe(400);
    expect(await wrongTypes.text()).toMatch(/id/);
    const badSearch = await sandbox.call(
      `/api/author/odata/Letters/LettersService.Search()?$filter=${encodeURIComponent("mrn eq 'x' or 1 eq 1")}`,
      { token },
    );
    expect(badSearch.status).toBe(400);
  });
});

describe('test controls', () => {
  it('are absent unless enabled', async () => {
    const sandbox = await start({ testControls: false });
    expect((await sandbox.call('/sandbox/test/reset', { method: 'POST' })).status).toBe(404);
  });

  it('fail or slow the next N requests to a path, then stop', async () => {
    const sandbox = await start();
    const add = await sandbox.call('/sandbox/test/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: '/api/ping', count: 2, status: 503 }),
    });
    expect(add.status).toBe(200);
    expect((await sandbox.call('/api/ping')).status).toBe(503);
    expect((await sandbox.call('/api/ping')).status).toBe(503);
    expect((await sandbox.call('/api/ping')).status).toBe(200);
  });

  it("set a user's inactivity timeout, which the profile then carries, until the reset", async () => {
    const sandbox = await start();
    const put = (userName: string, seconds: number) =>
      sandbox.call(`/sandbox/test/users/${userName}/inactivity`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ seconds }),
      });
    const timeout = async () => {
      const answer = await sandbox.call('/api/author/user-profiles/current', {
        token: await sandbox.token('doctor'),
      });
      return ((await answer.json()) as { inactivityTimeoutSeconds: number }).inactivityTimeoutSeconds;
    };
    expect((await put('doctor', 12)).status).toBe(200);
    expect(await timeout()).toBe(12);
    expect((await put('nobody', 12)).status).toBe(404);
    expect((await put('doctor', 0)).status).toBe(400);
    await sandbox.call('/sandbox/test/reset', { method: 'POST' });
    expect(await timeout()).toBe(600);
  });

  it('reset brings back the seeded world', async () => {
    const sandbox = await start();
    const token = await sandbox.token('doctor');
    const letterId = await findLetterId(sandbox, token, freeLetter(5000));
    expect(
      (await sandbox.call(`/api/author/letters/delete/${letterId}`, { method: 'DELETE', token })).status,
    ).toBe(200);
    expect((await sandbox.call('/sandbox/test/reset', { method: 'POST' })).status).toBe(200);
    const fresh = await sandbox.token('doctor');
    const letter = (await (
      await sandbox.call(`/api/author/letters/metadata-with-lock/${letterId}`, { token: fresh })
    ).json()) as { isDeleted: boolean };
    expect(letter.isDeleted).toBe(false);
  });
});
