import type { SimulatorState } from '../controlApi';

/** Calls the simulator's control API the way an e2e suite would. */
export async function control(port: number, path: string, body: object): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
}

/** The simulator's state, as `GET /control/state` answers it. */
export async function controlState(port: number): Promise<SimulatorState> {
  const response = await fetch(`http://127.0.0.1:${port}/control/state`);
  if (!response.ok) throw new Error(`/control/state answered ${response.status}`);
  return (await response.json()) as SimulatorState;
}
