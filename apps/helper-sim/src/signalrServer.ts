/**
 * The server half of the ASP.NET Core SignalR JSON hub protocol over WebSocket, enough for the
 * real `@microsoft/signalr` client to connect unchanged:
 * negotiate (version 1) -> WebSocket `?id=<connectionToken>` -> handshake
 * `{"protocol":"json","version":1}` + 0x1E answered by `{}` + 0x1E -> invocations (type 1) answered
 * by completions (type 3), pings (type 6) both ways, close (type 7).
 * https://github.com/dotnet/aspnetcore/blob/main/src/SignalR/docs/specs/HubProtocol.md
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { HubEventTable, HubMethodTable } from '@dictation/pedal/hubContract';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import {
  type AccessPolicy,
  answerPreflight,
  applyCors,
  createAccessPolicy,
  passesTokenCheck,
  refuseForeignOrigin,
} from './cors';

const recordSeparator = '\u001e';

const messageTypes = {
  invocation: 1,
  streamItem: 2,
  completion: 3,
  streamInvocation: 4,
  cancel: 5,
  ping: 6,
  close: 7,
};

/** A method handler: arguments arrive unchecked from the wire, so each handler validates them. */
export type HubMethodHandlers<Methods extends HubMethodTable> = {
  [Name in keyof Methods]: (args: unknown[]) => Methods[Name]['result'] | Promise<Methods[Name]['result']>;
};

/** One hub: its path and its methods. */
export interface HubDefinition {
  path: string;
  handlers: Record<string, (args: unknown[]) => unknown>;
}

/** Builds a hub definition checked against a method table of the contract. */
export function defineHub<Methods extends HubMethodTable>(
  path: string,
  handlers: HubMethodHandlers<Methods>,
): HubDefinition {
  return { path, handlers: handlers as Record<string, (args: unknown[]) => unknown> };
}

/** A method failed with a message the client should see (SignalR sends it as the completion error). */
export class HubError extends Error {}

export interface HubServerOptions {
  hubs: HubDefinition[];
  /** ASP.NET Core's default KeepAliveInterval is 15 s. */
  pingIntervalMs?: number;
  /** Allowed origins and the pairing token check. @default the portal's origin, no pairing */
  access?: AccessPolicy;
  /**
   * Other routes of the same server (pairing), tried after the origin check and before negotiate;
   * returns whether it answers the request. @default none
   */
  httpRoutes?: HttpRoutes;
}

/** Answers a request (CORS already applied) and returns true, or returns false to pass it on. */
export type HttpRoutes = (request: IncomingMessage, response: ServerResponse, url: URL) => boolean;

/** A running set of hubs on one HTTP server. */
export interface HubServer {
  server: Server;
  /** Sends an event to every handshaken connection of a hub. */
  broadcast<Events extends HubEventTable, Name extends keyof Events & string>(
    path: string,
    target: Name,
    ...args: Events[Name]
  ): void;
  /** Handshaken connections per hub path. */
  connectionCount(path: string): number;
  /** Drops every connection at once and answers nothing until `untilMs` (epoch ms). */
  crash(untilMs: number): void;
  /** Sends close messages, closes every connection and stops listening. */
  close(): Promise<void>;
}

function send(socket: WebSocket, message: object): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message) + recordSeparator);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Creates the HTTP server (not yet listening) serving the given hubs. */
export function createHubServer(options: HubServerOptions): HubServer {
  const hubs = new Map(options.hubs.map((hub) => [hub.path, hub]));
  const pingIntervalMs = options.pingIntervalMs ?? 15000;
  const access = options.access ?? createAccessPolicy();
  const negotiated = new Set<string>();
  const connections = new Map<string, Set<WebSocket>>(options.hubs.map((hub) => [hub.path, new Set()]));
  const allSockets = new Set<WebSocket>();
  let crashedUntil = 0;
  const isCrashed = () => Date.now() < crashedUntil;

  const wss = new WebSocketServer({ noServer: true });

  const negotiate = (request: IncomingMessage, response: ServerResponse, url: URL) => {
    // A client that negotiated with version 0 would send connectionId as the id; we only speak 1.
    const connectionToken = randomUUID();
    negotiated.add(connectionToken);
    // 401 (not 403) is what a page of an allowed origin is told: it may pair (pairing.ts).
    if (!passesTokenCheck(request, url, access)) {
      response.writeHead(401, { 'Content-Type': 'text/plain' }).end('Pairing required');
      return;
    }
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(
      JSON.stringify({
        negotiateVersion: url.searchParams.get('negotiateVersion') === '0' ? 0 : 1,
        connectionId: randomUUID(),
        connectionToken,
        availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }],
      }),
    );
  };

  const server = createServer((request, response) => {
    if (isCrashed()) {
      request.socket.destroy();
      return;
    }
    if (answerPreflight(request, response, access) || refuseForeignOrigin(request, response, access)) return;
    applyCors(request, response, access);
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (options.httpRoutes?.(request, response, url)) return;
    const hubPath = url.pathname.replace(/\/negotiate$/, '');
    if (request.method === 'POST' && url.pathname.endsWith('/negotiate') && hubs.has(hubPath)) {
      negotiate(request, response, url);
      return;
    }
    response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not Found');
  });

  const handleInvocation = async (
    socket: WebSocket,
    hub: HubDefinition,
    message: Record<string, unknown>,
  ) => {
    const invocationId = typeof message.invocationId === 'string' ? message.invocationId : undefined;
    const target = String(message.target);
    const handler = hub.handlers[target];
    const args = Array.isArray(message.arguments) ? message.arguments : [];
    const complete = (body: { result: unknown } | { error: string }) => {
      if (invocationId !== undefined) send(socket, { type: messageTypes.completion, invocationId, ...body });
    };
    if (!handler) {
      complete({ error: `Unknown hub method '${target}'` });
      return;
    }
    try {
      const result = await handler(args);
      complete({ result: result ?? null });
    } catch (error) {
      // ASP.NET Core hides exception details unless they are HubExceptions; we do the same.
      complete({
        error:
          error instanceof HubError
            ? `An unexpected error occurred invoking '${target}' on the server. HubException: ${error.message}`
            : `An unexpected error occurred invoking '${target}' on the server.`,
      });
    }
  };

  const handleMessage = (socket: WebSocket, hub: HubDefinition, message: unknown) => {
    if (!isRecord(message)) return;
    switch (message.type) {
      case messageTypes.invocation:
        void handleInvocation(socket, hub, message);
        break;
      case messageTypes.streamInvocation:
        send(socket, {
          type: messageTypes.completion,
          invocationId: message.invocationId,
          error: 'Streaming methods are not supported by this hub.',
        });
        break;
      case messageTypes.close:
        socket.close(1000);
        break;
      default:
        // Pings (6) only keep the connection alive; cancel (5) has nothing to cancel.
        break;
    }
  };

  const attach = (socket: WebSocket, hub: HubDefinition) => {
    allSockets.add(socket);
    let handshaken = false;
    let buffered = '';
    let ping: NodeJS.Timeout | undefined;
    socket.on('message', (data: RawData) => {
      buffered += data.toString();
      const frames = buffered.split(recordSeparator);
      buffered = frames.pop() ?? '';
      for (const frame of frames) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(frame);
        } catch {
          socket.close(1002, 'Invalid JSON');
          return;
        }
        if (!handshaken) {
          if (!isRecord(parsed) || parsed.protocol !== 'json' || parsed.version !== 1) {
            socket.send(
              `${JSON.stringify({ error: 'Only the JSON protocol version 1 is supported.' })}${recordSeparator}`,
            );
            socket.close(1002);
            return;
          }
          handshaken = true;
          connections.get(hub.path)?.add(socket);
          socket.send(`{}${recordSeparator}`);
          // Nothing may precede the handshake answer, so keep-alive pings start only now.
          ping = setInterval(() => send(socket, { type: messageTypes.ping }), pingIntervalMs);
          continue;
        }
        handleMessage(socket, hub, parsed);
      }
    });
    socket.on('close', () => {
      clearInterval(ping);
      allSockets.delete(socket);
      connections.get(hub.path)?.delete(socket);
    });
  };

  server.on('upgrade', (request, socket, head) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const hub = hubs.get(url.pathname);
    const token = url.searchParams.get('id');
    // Without negotiate (skipNegotiation) there is no id; that is allowed for WebSockets.
    const known = token === null || negotiated.delete(token);
    if (isCrashed() || !hub || !known) {
      socket.destroy();
      return;
    }
    // Browsers send no preflight for a WebSocket: the upgrade is where the origin is checked.
    if (!access.allowsOrigin(request.headers.origin) || !passesTokenCheck(request, url, access)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    wss.handleUpgrade(request, socket, head, (webSocket) => attach(webSocket, hub));
  });

  return {
    server,
    broadcast(path, target, ...args) {
      for (const socket of connections.get(path) ?? []) {
        send(socket, { type: messageTypes.invocation, target, arguments: args });
      }
    },
    connectionCount: (path) => connections.get(path)?.size ?? 0,
    crash(untilMs) {
      crashedUntil = untilMs;
      for (const socket of allSockets) socket.terminate();
      server.closeIdleConnections();
    },
    close() {
      for (const socket of allSockets) {
        send(socket, { type: messageTypes.close, allowReconnect: false });
        socket.close(1000);
        socket.terminate();
      }
      wss.close();
      return new Promise((resolve) => {
        server.closeAllConnections();
        if (!server.listening) resolve();
        else server.close(() => resolve());
      });
    },
  };
}
