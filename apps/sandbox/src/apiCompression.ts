/**
 * `/api` answers of 1 KB or more (a list page is about 46 KB of JSON, a letter's audio a few MB
 * of base64 text) are compressed for clients that accept it, brotli before gzip (issue 33).
 * Static files are not: they are sent in the forms compressed at build time (staticSites.ts).
 */
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this the compressed answer saves less than its headers cost. */
export const apiCompressionThresholdBytes = 1024;

/** Registers the compression of `/api` routes; call it before any route is added. */
export async function compressApiAnswers(app: FastifyInstance): Promise<void> {
  // @fastify/compress hooks every route added after it; any other route opts out here, first.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) route.compress = false;
  });
  await app.register(compress, {
    threshold: apiCompressionThresholdBytes,
    encodings: ['br', 'gzip'],
    // Request bodies stay as sent: a compressed body would be inflated past the body limits.
    globalDecompression: false,
  });
}
