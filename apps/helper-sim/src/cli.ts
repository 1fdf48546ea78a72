/**
 * `npm start` in apps/helper-sim: esbuild bundles this file to `dist/cli.mjs` (Node 20 cannot run
 * TypeScript), then Node runs it. Options come from the environment so the root start script can
 * move the ports: HELPER_PEDAL_PORTS=5000-5003 HELPER_MIC_PORTS=5100-5103 HELPER_CONTROL_PORT=5199,
 * and set who may use it: HELPER_ALLOWED_ORIGINS (comma-separated, default the portal's origins)
 * HELPER_PAIRING_TOKEN (the install's pairing token; `npm start` generates one) and
 * HELPER_CONTROL_TOKEN (what a script sends to the control API; a new one each start if unset).
 */
import type { PortRange } from '@dictation/pedal/hubContract';
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
const sim = await startHelperSim({
  pedalPorts: rangeFromEnvironment('HELPER_PEDAL_PORTS'),
  microphonePorts: rangeFromEnvironment('HELPER_MIC_PORTS'),
  controlPort,
  allowedOrigins: allowedOrigins?.length ? allowedOrigins : undefined,
  pairingToken: process.env.HELPER_PAIRING_TOKEN || undefined,
  controlToken: process.env.HELPER_CONTROL_TOKEN || undefined,
});
console.log(
  `helper-sim: /pedalhub on 127.0.0.1:${sim.ports.pedal}, /michub and /spmhub on 127.0.0.1:${sim.ports.microphone}, control page http://127.0.0.1:${sim.ports.control}/#token=${sim.controlToken}${process.env.HELPER_PAIRING_TOKEN ? ' (paired: the pairing token is required)' : ''}`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void sim.close().then(() => process.exit(0));
  });
}
