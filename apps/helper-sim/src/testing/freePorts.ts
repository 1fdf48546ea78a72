import { createServer as createHttpServer } from 'node:http';
import { createServer, type Server } from 'node:net';
import type { PortRange } from '@dictation/pedal/hubContract';

const loopback = '127.0.0.1';

function tryListen(port: number): Promise<Server | undefined> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(undefined));
    server.listen(port, loopback, () => resolve(server));
  });
}

const closeServer = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/**
 * A range of `count` consecutive free loopback ports, far from the helper's real 5000/5100 ranges
 * so tests running in parallel (and a running helper) do not collide.
 */
export async function findFreePortRange(count: number): Promise<PortRange> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const start = 20000 + Math.floor(Math.random() * 40000);
    const held: Server[] = [];
    for (let port = start; port < start + count; port += 1) {
      const server = await tryListen(port);
      if (!server) break;
      held.push(server);
    }
    await Promise.all(held.map(closeServer));
    if (held.length === count) return { start, end: start + count - 1 };
  }
  throw new Error(`No ${count} consecutive free ports found`);
}

/** Occupies a port with another web server (not the helper): it answers 404 to everything. */
export async function occupyPort(port: number): Promise<() => Promise<void>> {
  const server = createHttpServer((_request, response) => response.writeHead(404).end());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, loopback, () => resolve());
  });
  return () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
}
