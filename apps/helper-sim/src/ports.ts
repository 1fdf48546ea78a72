import type { Server } from 'node:http';
import type { PortRange } from '@dictation/pedal/hubContract';

/** Where the helper binds: loopback only, as the real helper does. */
export const loopbackHost = '127.0.0.1';

function listenOnce(server: Server, port: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES') resolve(false);
      else reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve(true);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, loopbackHost);
  });
}

/**
 * Binds to the first free port of the range, as the real helper does (spec 000 section 9), so a
 * client has to search the range for it.
 */
export async function listenOnFirstFreePort(server: Server, range: PortRange): Promise<number> {
  for (let port = range.start; port <= range.end; port += 1) {
    if (await listenOnce(server, port)) return port;
  }
  throw new Error(`No free port in ${range.start}-${range.end}`);
}

/** Binds to one port (0 picks any free port) and returns the port bound. */
export async function listenOnPort(server: Server, port: number): Promise<number> {
  if (!(await listenOnce(server, port))) throw new Error(`Port ${port} is in use`);
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('Not listening on a TCP port');
  return address.port;
}
