import { existsSync } from 'node:fs';
import { join } from 'node:path';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyReply, LogController } from 'fastify';
import { compressApiAnswers } from './apiCompression';
import { bearerToken, userForToken } from './auth/tokens';
import { resolveOptions, type SandboxOptions } from './config';
import { type Context, createContext } from './context';
import { openDatabase } from './db/database';
import { hashPlainPasswords } from './db/plainPasswords';
import { answerHeaders, decodedPath, defaultBodyLimit, errorHandler, plainClientError } from './http';
import { accountRoutes } from './routes/accounts';
import { audioRoutes } from './routes/audio';
import { documentRoutes } from './routes/documents';
import { externalRoutes } from './routes/external';
import { importRoutes } from './routes/import';
import { letterRoutes } from './routes/letters';
import { lockRoutes } from './routes/locks';
import { loggerRoutes } from './routes/logger';
import { oauthRoutes } from './routes/oauth';
import { organisationRoutes } from './routes/organisations';
import { profileRoutes } from './routes/profile';
import { searchRoutes } from './routes/search';
import { type Fault, matchFault, testControlRoutes } from './routes/testControls';
import { answerWithSpecFieldsOnly } from './specOnly';
import { isAssetPath, isFilePath, sandboxSites, serveStaticSites } from './staticSites';
import { advanceWorkflow } from './workflow/engine';

/** How long a close waits for the answers in flight before it ends their connections. */
const closeGraceMs = 1000;

export interface Sandbox {
  /** `http://host:port` the server listens on. */
  url: string;
  port: number;
  app: FastifyInstance;
  context: Context;
  /** Whether this start seeded a new database (first start or an emptied data folder). */
  seeded: boolean;
  close(): Promise<void>;
}

/**
 * Routes that need no bearer token: sign-in, logout and the password flows before sign-in. Matched
 * against the route Fastify chose (its pattern, after percent-decoding), never the raw URL, so
 * `/%61pi/...` cannot slip past; every other `/api/` route needs a token.
 */
const publicRoutes = new Set([
  '/api/OAuth/Token',
  '/api/OAuth/Revoke',
  '/api/ping',
  '/api/application-configuration',
  '/api/accounts/forgot-password',
  '/api/accounts/reset-password',
  '/api/accounts/self/password',
  '/api/logger',
]);

/** Starts the sandbox API (and the built portal, when present) and resolves once it listens. */
export async function createSandbox(input: SandboxOptions): Promise<Sandbox> {
  const options = resolveOptions(input);
  const { db, seeded } = openDatabase(options.dataDir, options.now());
  hashPlainPasswords(db);
  const app = Fastify({
    logger: options.quiet ? false : { level: 'info' },
    // One line per request drowns the demo users and reset codes the console is there to show.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: defaultBodyLimit,
    // request.ip reads X-Forwarded-For only when the direct peer is a trusted proxy.
    trustProxy: options.trustedProxies.length > 0 ? options.trustedProxies : false,
    // Errors Fastify answers before a route runs (an undecodable URL, a path parameter over the
    // length limit): plain text like every other error (docs/wire-contract.md, General).
    frameworkErrors: (error, request, reply) => errorHandler(error, request, reply as FastifyReply),
    clientErrorHandler: plainClientError,
  });
  const context = createContext(db, options, (message) => {
    if (!options.quiet) app.log.info(message);
  });
  const faults: Fault[] = [];

  app.setErrorHandler(errorHandler);
  app.addHook('onSend', async (_request, reply, payload) => {
    answerHeaders(reply);
    return payload;
  });
  answerWithSpecFieldsOnly(app, () => context.specOnly);
  await app.register(cors, {
    origin: options.corsOrigins.length > 0 ? options.corsOrigins : false,
    credentials: true,
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'clientID'],
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
  });
  await app.register(formbody);
  await app.register(multipart);
  await compressApiAnswers(app);
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0]!;
    const fault = options.testControls ? matchFault(faults, path) : undefined;
    if (fault) {
      fault.remaining -= 1;
      if (fault.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
      if (fault.status !== null)
        return reply
          .code(fault.status)
          .type('text/plain; charset=utf-8')
          .send(`Injected failure ${fault.status}`);
    }
    // The routed pattern: what the router decoded, not what the client spelled. A path no route
    // matches is judged decoded too, so an unknown API path answers 401 before 404 tells it apart.
    const route = request.routeOptions.url ?? decodedPath(path);
    if (!route.startsWith('/api/')) return;
    const token = bearerToken(request);
    request.user = token ? (userForToken(context, token, 'access')?.user ?? null) : null;
    if (!request.user && !publicRoutes.has(route) && request.method !== 'OPTIONS') {
      return reply.code(401).type('text/plain; charset=utf-8').send('Unauthorized');
    }
  });

  for (const routes of [
    oauthRoutes,
    accountRoutes,
    profileRoutes,
    organisationRoutes,
    externalRoutes,
    letterRoutes,
    lockRoutes,
    documentRoutes,
    searchRoutes,
    audioRoutes,
    importRoutes,
    loggerRoutes,
  ]) {
    routes(app, context);
  }
  if (options.testControls) testControlRoutes(app, context, faults);

  const portal =
    options.portalDist && existsSync(join(options.portalDist, 'index.html')) ? options.portalDist : null;
  await serveStaticSites(app, sandboxSites(portal, options.hostEprDist));
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    // Client routes (/in-progress/letter/7, ...) get the portal's index.html; API paths and
    // files that are not there get a 404.
    if (
      portal &&
      request.method === 'GET' &&
      !path.startsWith('/api/') &&
      !path.startsWith('/sandbox/') &&
      !isAssetPath(path) &&
      !isFilePath(path)
    ) {
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
  });

  const timer = setInterval(
    () => {
      // A failed tick must not take the server down; the next tick tries again.
      try {
        advanceWorkflow(context);
      } catch (error) {
        app.log.error(error);
      }
    },
    Math.max(250, Math.min(options.workflowStepMs, 5000)),
  );
  timer.unref();

  try {
    await app.listen({ port: options.port, host: options.host });
  } catch (error) {
    // A taken port must not leave the database open behind the thrown error.
    clearInterval(timer);
    await app.close();
    db.close();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const host = options.host === '0.0.0.0' ? 'localhost' : options.host;
  return {
    url: `http://${host}:${port}`,
    port,
    app,
    context,
    seeded,
    async close() {
      clearInterval(timer);
      // Answers in flight get a moment to end; a client that holds its connection past that (an
      // answer it never reads, a request it never finishes) would keep Ctrl+C, or a test's
      // teardown, waiting for the socket's own timeout (a suite's afterAll hung 60 s on one).
      const closing = app.close();
      const cut = setTimeout(() => app.server.closeAllConnections(), closeGraceMs);
      await closing.finally(() => clearTimeout(cut));
      db.close();
    },
  };
}
