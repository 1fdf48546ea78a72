import type { PortRange } from '@dictation/pedal/hubContract';
import { type HelperSim, type HelperSimOptions, startHelperSim } from '../startHelperSim';
import { findFreePortRange } from './freePorts';

/**
 * A simulator on free ports far from the real helper's, with the ranges clients are given; for
 * tests in this app and in packages that drive the real SignalR client against it.
 */
export async function startSimOnFreePorts(
  options: Omit<HelperSimOptions, 'pedalPorts' | 'microphonePorts' | 'controlPort'> = {},
): Promise<{ sim: HelperSim; pedalPorts: PortRange; microphonePorts: PortRange }> {
  const pedalPorts = await findFreePortRange(4);
  const microphonePorts = await findFreePortRange(4);
  const sim = await startHelperSim({ ...options, pedalPorts, microphonePorts, controlPort: 0 });
  return { sim, pedalPorts, microphonePorts };
}
