import type { SimulatorState } from '../controlApi';

/** What the control page's own calls carry: its origin (a caller without one needs the control token). */
const fromTheControlPage = (port: number) => ({ Origin: `http://127.0.0.1:${port}` });

/** Calls the simulator's control API as its control page does. */
export async function control(port: number, path: string, body: object): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...fromTheControlPage(port) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
}

/** The simulator's state, as `GET /control/state` answers it. */
export async function controlState(port: number): Promise<SimulatorState> {
  const response = await fetch(`http://127.0.0.1:${port}/control/state`, {
    headers: fromTheControlPage(port),
  });
  if (!response.ok) throw new Error(`/control/state answered ${response.status}`);
  return (await response.json()) as SimulatorState;
}
