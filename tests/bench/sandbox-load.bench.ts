/**
 * Sandbox (issue 22): 50 users paging the in-progress list at once, 100 000 letters in the
 * tenant. The sandbox runs in a child process (this file again, with SANDBOX_LOAD_SERVER set) so
 * that the load's own requests do not share its event loop. Printed: requests a second, p50 and p99
 * of a list page, errors (non-200 or no answer within 10 s), and a ping's latency meanwhile. The
 * timed bench is one list page with the server otherwise idle. The machine's load average is
 * printed with the figures.
 */
import { fork } from 'node:child_process';
import { Agent, request } from 'node:http';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { startTestSandbox } from '../../apps/sandbox/src/testing/harness';
import { type Bench, defineBenches } from './bench';

const LETTERS = 100_000;
const USERS = 50;
const LOAD_SECONDS = 15;
const TIMEOUT_MS = 10_000;

async function serve() {
  const sandbox = await startTestSandbox({ workflowStepMs: 3_600_000 });
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
  })();
  db.exec('ANALYZE');
  const token = await sandbox.token('doctor');
  process.send?.({ url: sandbox.url, token });
}

const inProgressPage = `/api/author/odata/Letters/LettersService.Search()?${new URLSearchParams({
  $count: 'true',
  $top: '50',
  $filter: 'isDeleted eq false and isCompleted eq false',
  $orderby: 'priority desc, recordedDate asc',
})}`;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;

let benches: Bench[] = [];
if (process.env.SANDBOX_LOAD_SERVER) {
  await serve();
} else {
  const child = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, SANDBOX_LOAD_SERVER: '1' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  process.on('exit', () => child.kill());
  const { url, token } = await new Promise<{ url: string; token: string }>((resolve, reject) => {
    child.once('message', (message) => resolve(message as { url: string; token: string }));
    child.once('exit', (code) => reject(new Error(`the sandbox exited (${code})`)));
  });
  // The IPC channel would keep this process alive after the benches: it ends, and kills the child.
  child.channel?.unref();
  child.unref();
  // node:http with keep-alive rather than fetch: undici's fetch cost this process about as much
  // CPU a page as the sandbox spent answering it, on the same two cores; the load generator must
  // be cheaper than what it measures.
  const agent = new Agent({ keepAlive: true });
  const get = (path: string, withToken = true) =>
    new Promise<number>((resolve, reject) => {
      const outgoing = request(
        `${url}${path}`,
        {
          agent,
          headers: withToken ? { Authorization: `Bearer ${token}` } : {},
          signal: AbortSignal.timeout(TIMEOUT_MS),
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
          response.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end();
    });

  const latencies: number[] = [];
  const pings: number[] = [];
  let errors = 0;
  // The machine's 1-minute load average before and after: figures on a shared machine need it.
  const loadBefore = loadavg()[0]!;
  const end = performance.now() + LOAD_SECONDS * 1000;
  const user = async () => {
    for (let page = 0; performance.now() < end; page += 1) {
      const start = performance.now();
      try {
        // Pages 1-5 in turn, as users paging and coming back.
        const status = await get(`${inProgressPage}&$skip=${(page % 5) * 50}`);
        if (status !== 200) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - start);
    }
  };
  const pinger = async () => {
    while (performance.now() < end) {
      const start = performance.now();
      try {
        await get('/api/ping', false);
      } catch {
        errors += 0; // a ping that times out is counted by its time below
      }
      pings.push(performance.now() - start);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  await Promise.all([...Array.from({ length: USERS }, user), pinger()]);
  latencies.sort((a, b) => a - b);
  pings.sort((a, b) => a - b);
  const summary =
    `sandbox-load: ${USERS} users, ${LOAD_SECONDS} s, ${LETTERS} letters: ${latencies.length} list pages ` +
    `(${(latencies.length / LOAD_SECONDS).toFixed(0)}/s), p50 ${percentile(latencies, 50).toFixed(0)} ms, ` +
    `p99 ${percentile(latencies, 99).toFixed(0)} ms, max ${latencies.at(-1)?.toFixed(0)} ms, errors ${errors}; ` +
    `ping meanwhile p50 ${percentile(pings, 50).toFixed(1)} ms, p99 ${percentile(pings, 99).toFixed(1)} ms, ` +
    `max ${pings.at(-1)?.toFixed(1)} ms; load average ${loadBefore.toFixed(1)} -> ${loadavg()[0]!.toFixed(1)}`;
  console.log(summary);
  process.on('exit', () => console.log(summary));

  benches = [
    {
      what: 'in-progress page 1 with count, 100 000 letters, one user (HTTP)',
      unit: 'per page',
      ours: () => get(inProgressPage),
    },
  ];
}

export default defineBenches(benches);
