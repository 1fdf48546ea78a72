/**
 * Sandbox under load, 100 000 letters in the tenant. The sandbox runs in a child process (this
 * file again, with SANDBOX_LOAD_SERVER set) so that the load's own requests do not share its event
 * loop. Three runs, each printed with the machine's load average:
 * - issue 22: 50 users paging the in-progress list at once; requests a second, p50 and p99 of a
 *   page, errors (non-200 or no answer within 10 s), and a ping's latency meanwhile;
 * - issue 34: 1,000 sign-in guesses for made-up names arriving at once, while an author's audio
 *   suspend (2 s appended) and the portal's first file (its HTML) are asked in turn: their p95;
 * - issue 34: ten users each asking the costliest list the filter limits allow, again and again,
 *   while a ping goes every 20 ms: the ping's p95.
 * The timed bench is one list page with the server otherwise idle.
 */
import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { startTestSandbox } from '../../apps/sandbox/src/testing/harness';
import { type Bench, defineBenches } from './bench';

const LETTERS = 100_000;
const USERS = 50;
const LOAD_SECONDS = 15;
const TIMEOUT_MS = 10_000;
const GUESSES = 1000;
const HEAVY_USERS = 10;
const HEAVY_SECONDS = 10;
const portalDist = fileURLToPath(new URL('../../apps/portal/dist', import.meta.url));

interface Served {
  url: string;
  /** One token per user, `USERS` of them (the first is 'doctor'). */
  tokens: string[];
  /** The audio key of a letter of the first user at Audio capture. */
  audioKey: string;
}

async function serve() {
  const sandbox = await startTestSandbox({
    workflowStepMs: 3_600_000,
    portalDist: existsSync(join(portalDist, 'index.html')) ? portalDist : undefined,
  });
  const { db } = sandbox.context;
  const departments = (
    db.prepare('SELECT id FROM organisation_items WHERE tenant_id = 1 AND parent_id IS NOT NULL').all() as {
      id: number;
    }[]
  ).map((row) => row.id);
  const priorities = (
    db.prepare('SELECT id FROM priorities WHERE tenant_id = 1').all() as { id: number }[]
  ).map((row) => row.id);
  const steps = [
    [1000, 'Audio capture'],
    [5000, 'To Review'],
    [5000, 'To Review'],
    [7000, 'Completed'],
    [7000, 'Completed'],
    [7000, 'Completed'],
  ] as const;
  const insert = db.prepare(
    `INSERT INTO letters (tenant_id, author_id, organisation_item_id, priority_id, mrn, dictation_type, step_type, step_name,
     is_deleted, created_date, completed_date, audio_key, audio_length_ms) VALUES (1, ?, ?, ?, ?, 'Dictation', ?, ?, ?, ?, ?, ?, 60000)`,
  );
  const iso = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;
  db.transaction(() => {
    for (let n = 0; n < LETTERS; n += 1) {
      const [stepType, stepName] = steps[n % steps.length]!;
      // Recent: completed letters stay inside the archive window, as in a busy month.
      const created = new Date(Date.UTC(2026, 10, 1) + ((n * 7919) % (20 * 86_400)) * 1000);
      insert.run(
        1 + (n % 2),
        departments[n % departments.length],
        priorities[n % priorities.length],
        `H${100000 + n}`,
        stepType,
        stepName,
        Number(n % 13 === 5),
        iso(created),
        stepType === 7000 ? iso(new Date(created.getTime() + 86_400_000)) : null,
        `load-${n}`,
      );
    }
    // Users of the tenant beside 'doctor', with its password: each sends as one user (one list
    // call of a user runs at a time since issue 34).
    for (let n = 1; n < USERS; n += 1)
      db.prepare(
        `INSERT INTO users (tenant_id, user_name, password, full_name, full_name_formatted, email, role_name, role_type,
         password_expiry_date, allowed_address, inactivity_timeout_seconds, settings_json)
         SELECT tenant_id, ?, password, ?, full_name_formatted, email, role_name, role_type, password_expiry_date,
         allowed_address, inactivity_timeout_seconds, settings_json FROM users WHERE user_name = 'doctor'`,
      ).run(`load.user.${n}`, `Load User ${n}`);
  })();
  db.exec('ANALYZE');
  const tokens = [await sandbox.token('doctor')];
  for (let n = 1; n < USERS; n += 1) tokens.push(await sandbox.token(`load.user.${n}`));
  const letter = (await (
    await sandbox.call('/api/author/letters/create?instantComplete=false', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
      token: tokens[0],
    })
  ).json()) as { audio: { audioSegment: { audioRecord: { key: string } } } };
  const served: Served = { url: sandbox.url, tokens, audioKey: letter.audio.audioSegment.audioRecord.key };
  process.send?.(served);
}

const inProgressPage = `/api/author/odata/Letters/LettersService.Search()?${new URLSearchParams({
  $count: 'true',
  $top: '50',
  $filter: 'isDeleted eq false and isCompleted eq false',
  $orderby: 'priority desc, recordedDate asc',
})}`;
/** The costliest list the filter limits allow: six text matches that never match, so every one runs on every letter. */
const heavyPage = (user: number) =>
  `/api/author/odata/Letters/LettersService.Search()?${new URLSearchParams({
    $count: 'true',
    $top: '50',
    $filter: `isDeleted eq false and (${Array.from({ length: 6 }, (_, n) => `contains(mrn,'zz${user}x${n}')`).join(' or ')})`,
    $orderby: 'priority desc, recordedDate asc',
  })}`;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
const figures = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, max ${sorted.at(-1)?.toFixed(1)} ms (${sorted.length})`;
};
const statusCounts = (statuses: number[]) =>
  Object.entries(
    statuses.reduce<Record<number, number>>((counts, status) => {
      counts[status] = (counts[status] ?? 0) + 1;
      return counts;
    }, {}),
  )
    .map(([status, count]) => `${count} x ${status}`)
    .join(', ');
const load = () => loadavg()[0]!.toFixed(1);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let benches: Bench[] = [];
if (process.env.SANDBOX_LOAD_SERVER) {
  await serve();
} else {
  const child = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, SANDBOX_LOAD_SERVER: '1' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  process.on('exit', () => child.kill());
  const { url, tokens, audioKey } = await new Promise<Served>((resolve, reject) => {
    child.once('message', (message) => resolve(message as Served));
    child.once('exit', (code) => reject(new Error(`the sandbox exited (${code})`)));
  });
  // The IPC channel would keep this process alive after the benches: it ends, and kills the child.
  child.channel?.unref();
  child.unref();
  // node:http with keep-alive rather than fetch: undici's fetch cost this process about as much
  // CPU a page as the sandbox spent answering it, on the same two cores; the load generator must
  // be cheaper than what it measures.
  const agent = new Agent({ keepAlive: true });
  /** Resolves with the answer's status; `body` is sent as it is. */
  const send = (
    path: string,
    {
      method = 'GET',
      token,
      body,
      type,
      via = agent,
    }: { method?: string; token?: string; body?: Buffer | string; type?: string; via?: Agent } = {},
  ) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const outgoing = request(
        `${url}${path}`,
        {
          method,
          agent: via,
          headers: {
            ...(token ? { Authorization: `Bearer ${token}` } : {}),
            ...(type ? { 'Content-Type': type } : {}),
          },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            text += chunk;
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
          response.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  const get = async (path: string, token: string | undefined = tokens[0]) =>
    (await send(path, { token })).status;
  const timed = async (call: () => Promise<unknown>) => {
    const start = performance.now();
    await call().catch(() => undefined);
    return performance.now() - start;
  };

  // Issue 22: 50 users paging.
  const latencies: number[] = [];
  const pings: number[] = [];
  let errors = 0;
  const loadBefore = load();
  const end = performance.now() + LOAD_SECONDS * 1000;
  const user = async (token: string) => {
    for (let page = 0; performance.now() < end; page += 1) {
      const start = performance.now();
      try {
        // Pages 1-5 in turn, as users paging and coming back.
        const status = await get(`${inProgressPage}&$skip=${(page % 5) * 50}`, token);
        if (status !== 200) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - start);
    }
  };
  const pinger = async (until: number, every: number, into: number[]) => {
    while (performance.now() < until) {
      into.push(await timed(() => get('/api/ping', undefined)));
      await sleep(every);
    }
  };
  await Promise.all([...tokens.map(user), pinger(end, 100, pings)]);
  latencies.sort((a, b) => a - b);
  pings.sort((a, b) => a - b);
  const paging =
    `sandbox-load: ${USERS} users, ${LOAD_SECONDS} s, ${LETTERS} letters: ${latencies.length} list pages ` +
    `(${(latencies.length / LOAD_SECONDS).toFixed(0)}/s), p50 ${percentile(latencies, 50).toFixed(0)} ms, ` +
    `p99 ${percentile(latencies, 99).toFixed(0)} ms, max ${latencies.at(-1)?.toFixed(0)} ms, errors ${errors}; ` +
    `ping meanwhile p50 ${percentile(pings, 50).toFixed(1)} ms, p99 ${percentile(pings, 99).toFixed(1)} ms, ` +
    `max ${pings.at(-1)?.toFixed(1)} ms; load average ${loadBefore} -> ${load()}`;
  console.log(paging);

  // Issue 34: sign-in guesses arriving at once, and what others wait meanwhile.
  const guessLoad = load();
  const guessAgent = new Agent({ keepAlive: true, maxSockets: 200 });
  const form = (n: number) =>
    new URLSearchParams({ grant_type: 'password', username: `nobody.${n}`, password: 'wrong1' }).toString();
  const basic = `Basic ${Buffer.from('dictation-portal:dictation-portal-secret').toString('base64')}`;
  const guessStatuses: number[] = [];
  const guessing = Promise.all(
    Array.from({ length: GUESSES }, (_, n) =>
      new Promise<number>((resolve) => {
        const outgoing = request(
          `${url}/api/OAuth/Token`,
          {
            method: 'POST',
            agent: guessAgent,
            headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: basic },
            signal: AbortSignal.timeout(60_000),
          },
          (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode ?? 0));
          },
        );
        outgoing.on('error', () => resolve(0));
        outgoing.end(form(n));
      }).then((status) => guessStatuses.push(status)),
    ),
  );
  let guessesDone = false;
  void guessing.then(() => {
    guessesDone = true;
  });
  const suspends: number[] = [];
  const firstFiles: number[] = [];
  const twoSeconds = Buffer.alloc(2000 * 32, 3);
  let lengthMs = 0;
  const guessStart = performance.now();
  while (!guessesDone) {
    suspends.push(
      await timed(async () => {
        const answer = await send(
          `/api/author/audio-records/suspend?fileName=${audioKey}&recordMode=0&startPosition=${lengthMs}&endPosition=${lengthMs + 2000}`,
          { method: 'POST', token: tokens[0], body: twoSeconds, type: 'application/octet-stream' },
        );
        if (answer.status === 200) lengthMs = (JSON.parse(answer.text) as { length: number }).length;
      }),
    );
    firstFiles.push(await timed(() => send('/')));
    await sleep(20);
  }
  const guessSummary =
    `sandbox-load: ${GUESSES} sign-in guesses at once (${statusCounts(guessStatuses)}) in ` +
    `${((performance.now() - guessStart) / 1000).toFixed(1)} s; meanwhile an audio suspend ${figures(suspends)}, ` +
    `the portal's first file ${figures(firstFiles)}; load average ${guessLoad} -> ${load()}`;
  console.log(guessSummary);
  guessAgent.destroy();

  // Issue 34: ten users asking the costliest allowed list at once, and a ping meanwhile.
  const heavyLoad = load();
  const heavyEnd = performance.now() + HEAVY_SECONDS * 1000;
  const heavyPings: number[] = [];
  const heavyPages: number[] = [];
  const heavyStatuses: number[] = [];
  const heavyUser = async (index: number) => {
    while (performance.now() < heavyEnd) {
      const start = performance.now();
      heavyStatuses.push(await get(heavyPage(index), tokens[index]).catch(() => 0));
      heavyPages.push(performance.now() - start);
    }
  };
  await Promise.all([
    ...Array.from({ length: HEAVY_USERS }, (_, index) => heavyUser(index)),
    pinger(heavyEnd, 20, heavyPings),
  ]);
  const heavySummary =
    `sandbox-load: ${HEAVY_USERS} users asking 6 contains over ${LETTERS} letters for ${HEAVY_SECONDS} s ` +
    `(${statusCounts(heavyStatuses)}; a page ${figures(heavyPages)}); ping meanwhile ${figures(heavyPings)}; ` +
    `load average ${heavyLoad} -> ${load()}`;
  console.log(heavySummary);
  process.on('exit', () => console.log([paging, guessSummary, heavySummary].join('\n')));

  benches = [
    {
      what: 'in-progress page 1 with count, 100 000 letters, one user (HTTP)',
      unit: 'per page',
      ours: () => get(inProgressPage),
    },
  ];
}

export default defineBenches(benches);
