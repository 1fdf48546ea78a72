/**
 * What the recording page costs the computer while a clinician dictates (issue 33: "an old PC"):
 * the built portal on the built sandbox, a doctor on `/new-letter` in the system Chromium with its
 * fake microphone, unthrottled. Three phases of `RECORDING_SECONDS` (default 10) each: the page
 * open and idle, recording, and stopped after it. For each, the CPU time of every Chromium
 * process of the run (Linux: /proc; null elsewhere) and the page's main thread (the DevTools
 * protocol's `TaskDuration`, of which `ScriptDuration` is JavaScript). `npm run bench -- recording`
 * runs it (tests/bench/README.md, "Recorder").
 *
 * STARTUP_BASE_URL measures a server already running instead of building and starting one;
 * BENCH_SKIP_BUILD=1 serves what is built.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { signInReturning, startServerAndBrowser } from './startup.mjs';

/** @typedef {{ phase: string, seconds: number, browserCpuSeconds: number | null, mainThreadSeconds: number, scriptSeconds: number }} RecordingPhase */

/** Parent pid and CPU seconds (user + system) of every process, from /proc; empty where there is none. */
function processTable() {
  /** @type {Map<number, { parent: number, cpuSeconds: number }>} */
  const table = new Map();
  let entries;
  try {
    entries = readdirSync('/proc');
  } catch {
    return table;
  }
  const ticksPerSecond = 100;
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command (which may hold spaces), from the third: state, ppid, ...
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      table.set(Number(entry), {
        parent: Number(fields[1]),
        cpuSeconds: (Number(fields[11]) + Number(fields[12])) / ticksPerSecond,
      });
    } catch {
      // The process ended while the table was read.
    }
  }
  return table;
}

/** CPU seconds of this process's children and all their descendants (the browser and its helpers). */
function browserCpuSeconds() {
  const table = processTable();
  if (table.size === 0) return null;
  const ours = new Set([process.pid]);
  let total = 0;
  // Parents have lower pids than their children only mostly: repeat until nothing joins.
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, { parent, cpuSeconds }] of table) {
      if (ours.has(pid) || !ours.has(parent)) continue;
      ours.add(pid);
      total += cpuSeconds;
      grew = true;
    }
  }
  return total;
}

/**
 * @param {{ report?: (line: string) => void }} [options]
 * @returns {Promise<RecordingPhase[]>}
 */
export async function runRecordingBench({ report = console.log } = {}) {
  const seconds = Number(process.env.RECORDING_SECONDS ?? 10);
  const { server, browser } = await startServerAndBrowser();
  try {
    await fetch(`${server.baseUrl}/sandbox/test/reset`, { method: 'POST' });
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.grantPermissions(['microphone'], { origin: server.baseUrl });
    const page = await context.newPage();
    await signInReturning(page, server.baseUrl, 'doctor');
    await page.goto(`${server.baseUrl}/new-letter`);
    const recorder = page.getByRole('region', { name: 'Recorder' });
    const record = recorder.getByRole('button', { name: 'Record', exact: true });
    await record.waitFor();
    // The page's start-up (reads, chunks) is over before the first phase counts.
    await page.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const metrics = async () =>
      Object.fromEntries(
        (await cdp.send('Performance.getMetrics')).metrics.map((metric) => [metric.name, metric.value]),
      );
    /** @type {RecordingPhase[]} */
    const phases = [];
    const measure = async (/** @type {string} */ phase) => {
      const cpuBefore = browserCpuSeconds();
      const before = await metrics();
      await page.waitForTimeout(seconds * 1000);
      const cpuAfter = browserCpuSeconds();
      const after = await metrics();
      const result = {
        phase,
        seconds,
        browserCpuSeconds: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
        mainThreadSeconds: after.TaskDuration - before.TaskDuration,
        scriptSeconds: after.ScriptDuration - before.ScriptDuration,
      };
      phases.push(result);
      report(
        `  ${phase}: Chromium ${result.browserCpuSeconds?.toFixed(2) ?? '-'} CPU-s, main thread ${result.mainThreadSeconds.toFixed(2)} s in ${seconds} s`,
      );
    };
    await measure('open, idle');
    await record.click();
    await recorder.getByRole('status').filter({ hasText: 'Recording' }).waitFor();
    await measure('recording');
    await recorder.getByRole('button', { name: 'Stop recording' }).click();
    await record.waitFor();
    await measure('stopped');
    await context.close();
    return phases;
  } finally {
    await browser.close();
    server.stop();
  }
}
