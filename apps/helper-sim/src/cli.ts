/**
 * `npm start` in apps/helper-sim: esbuild bundles this file to `dist/cli.mjs` (Node 20 cannot run
 * TypeScript), then Node runs it. Options come from the environment so the root start script can
 * move the ports: HELPER_PEDAL_PORTS=5000-5003 HELPER_MIC_PORTS=5100-5103 HELPER_CONTROL_PORT=5199,
 * and set who may use it: HELPER_ALLOWED_ORIGINS (comma-separated, default the portal's origin),
 * HELPER_PAIRING_SECRET_FILE (pairing per install: the install's secret, created there on the
 * first run; `npm start` sets it) and HELPER_CONTROL_TOKEN (what a script sends to the control
 * API; a new one each start if unset).
 */
import type { PortRange } from '@dictation/pedal/hubContract';
import { defaultAllowedOrigins } from './cors';
import { readOrCreateInstallSecret } from './installSecret';
import { startHelperSim } from './startHelperSim';

function rangeFromEnvironment(name: string): PortRange | undefined {
  const value = process.env[name];
  if (!value) return undefined;
  const [start, end] = value.split('-').map(Number);
  if (!Number.isInteger(start) || !Number.isInteger(end)) throw new Error(`${name} must look like 5000-5003`);
  return { start: start as number, end: end as number };
}

const controlPort = process.env.HELPER_CONTROL_PORT ? Number(process.env.HELPER_CONTROL_PORT) : undefined;
const allowedOrigins = process.env.HELPER_ALLOWED_ORIGINS?.split(',')
  .map((origin) => origin.trim())
  .filter(Boolean);
const secretFile = process.env.HELPER_PAIRING_SECRET_FILE;
const sim = await startHelperSim({
  pedalPorts: rangeFromEnvironment('HELPER_PEDAL_PORTS'),
  microphonePorts: rangeFromEnvironment('HELPER_MIC_PORTS'),
  controlPort,
  allowedOrigins: allowedOrigins?.length ? allowedOrigins : undefined,
  pairing: secretFile ? { secret: await readOrCreateInstallSecret(secretFile) } : undefined,
  controlToken: process.env.HELPER_CONTROL_TOKEN || undefined,
});
const controlPage = `http://127.0.0.1:${sim.ports.control}/#token=${sim.controlToken}`;
console.log(
  `helper-sim: /pedalhub on 127.0.0.1:${sim.ports.pedal}, /michub and /spmhub on 127.0.0.1:${sim.ports.microphone}, control page ${controlPage}`,
);
console.log(
  `helper-sim: pages of ${(allowedOrigins?.length ? allowedOrigins : defaultAllowedOrigins).join(', ')} may use it; ${
    sim.pairing
      ? 'each pairs once with a code shown here and on the control page'
      : 'no pairing (HELPER_PAIRING_SECRET_FILE turns it on)'
  }`,
);
sim.pairing?.onCode(({ code, origin, expiresAt }) => {
  const until = new Date(expiresAt).toLocaleTimeString();
  console.log(
    `helper-sim: ${origin || 'a program without an Origin'} asks to pair. Pairing code: ${code} (until ${until})`,
  );
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void sim.close().then(() => process.exit(0));
  });
}
