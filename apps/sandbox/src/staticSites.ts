/**
 * The built portal and the host EPR page, served on the API's origin (issue 33, fast on a
 * hospital network):
 * - each file's brotli or gzip copy, written at build time (config/precompress.mjs), chosen by
 *   the request's `Accept-Encoding`;
 * - files whose path carries their content's hash (`assets/`, `widgets/<hash>/`) are cached for
 *   a year and never revalidated; anything else (the HTML) is revalidated on every visit, which
 *   its ETag answers with a 304 when nothing changed;
 * - source maps and the build's manifest are never served (issue 34).
 */
import { existsSync } from 'node:fs';
import { relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

export const immutableCacheControl = 'public, max-age=31536000, immutable';
export const revalidateCacheControl = 'no-cache';

/** Folders of a built site whose files are named by their content (Vite's and the host build's). */
const hashedFolders = ['assets', 'widgets'];

/** What a site's folder holds that is not for the public, or is only another form of a file. */
const notServed = ['**/*.map', '**/*.br', '**/*.gz'];

/**
 * A path of a built site's hashed folders (`/assets/...`): never a client route, so a file not
 * there is a 404, not the portal's page (a page of an older build asking for its old chunks must
 * see a failed download, which it tries again, not HTML it cannot run).
 */
export const isAssetPath = (path: string) => hashedFolders.includes(path.split('/')[1] ?? '');

/**
 * A path naming a file (its last segment has an extension, as `/favicon.ico`): no client route
 * has one, so a file not there is a 404, as the portal's service worker has it
 * (`navigateFallbackDenylist`), not the portal's page sent as an icon or a manifest.
 */
export const isFilePath = (path: string) => /\.[a-z0-9]+$/i.test(path);

/** The Cache-Control of a file of the site at `root`. */
export function cacheControlFor(root: string, file: string): string {
  const [folder] = relative(root, file).split(sep);
  return folder !== undefined && hashedFolders.includes(folder)
    ? immutableCacheControl
    : revalidateCacheControl;
}

export interface StaticSite {
  /** The built folder. */
  root: string;
  /** Where it is served, ending in `/`. */
  prefix: string;
  /** Whether this site gives `reply.sendFile` (one site may: the portal, for its client routes). */
  sendFile?: boolean;
}

/** Serves each site whose folder exists (a build not made yet is skipped, as before). */
export async function serveStaticSites(app: FastifyInstance, sites: StaticSite[]): Promise<void> {
  for (const site of sites) {
    if (!existsSync(site.root)) continue;
    await app.register(fastifyStatic, {
      root: site.root,
      prefix: site.prefix,
      decorateReply: site.sendFile ?? false,
      // Routes for the files there at start: an unknown path falls to the not-found handler (the
      // portal's client routes), and the globbing leaves out what is not served.
      wildcard: false,
      globIgnore: notServed,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply: FastifyReply, file: string) => {
        reply.header('Cache-Control', cacheControlFor(site.root, file));
      },
    });
  }
}

/** The portal at `/`, the host EPR page (with its versioned widgets) at `/host-epr/`. */
export function sandboxSites(portalDist: string | null, hostEprDist: string | undefined): StaticSite[] {
  return [
    ...(portalDist ? [{ root: portalDist, prefix: '/', sendFile: true }] : []),
    ...(hostEprDist ? [{ root: hostEprDist, prefix: '/host-epr/' }] : []),
  ];
}
