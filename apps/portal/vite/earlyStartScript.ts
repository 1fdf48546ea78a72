/**
 * Issue 33: the page's first scripts are build entries of their own, so a signed-in page's work
 * starts as soon as each small graph has downloaded, not after React and the app:
 * `src/refreshAhead.ts` sends the token refresh (it imports nothing the early start does not), and
 * `src/earlyStart.ts` starts the screen's reads. Vite merges every module script of index.html
 * into one entry, so this plugin adds the entries to the build and writes the page's head.
 *
 * Only the refresh's file is a script (`<script async>`: it runs as soon as it is there). The
 * early start and the app are module preloads marked `startsAfterRefresh`, which it runs once the
 * refresh is on the wire (core's `startAfterRefresh`, called by `src/refreshAhead.ts`): their
 * evaluation, queued before the tabs' lock's grant, held the refresh back 0.2 s on a second visit.
 * main.tsx imports the early start, which imports the refresh: one module each, and one set of
 * services. In dev, main.tsx's script is all there is.
 *
 * The first scripts and the files they import come first in the page, before the app's files:
 * over HTTP/1.1 the browser asks for six files at a time in document order, and with the early
 * start's five files after the app's others (the app's own imports come first in Vite's list),
 * one more shared file in the app's graph put the early start seventh, a round trip later (the
 * token refresh 0.2 s later on Slow 4G).
 */
import type { Plugin } from 'vite';
import { startsAfterRefresh } from '../src/appStartMark';

/** A first script: the entry's name in the build and its source file. */
export interface FirstScript {
  name: string;
  file: string;
}

/** What the plugin reads of a bundle's chunk. */
interface BundleChunk {
  name: string;
  fileName: string;
  isEntry: boolean;
  imports: string[];
}

/** The files `fileName` imports statically, depth first, each once. */
function importsOf(fileName: string, chunks: Map<string, BundleChunk>, found = new Set<string>()) {
  for (const imported of chunks.get(fileName)?.imports ?? []) {
    if (found.has(imported)) continue;
    found.add(imported);
    importsOf(imported, chunks, found);
  }
  return found;
}

const preloadLinkOf = (fileName: string) =>
  new RegExp(
    `\\s*<link rel="modulepreload"[^>]*href="/${fileName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`,
  );

/** The page's first script, and the entries it starts once the token refresh is on the wire. */
export interface FirstScripts {
  first: FirstScript;
  startedAfter: FirstScript[];
}

/** A module preload that the first script runs (core's `startAfterRefresh`). */
const startedPreload = (fileName: string) =>
  `<link rel="modulepreload" crossorigin href="/${fileName}" ${startsAfterRefresh}>`;

export function earlyStartScript({ first, startedAfter }: FirstScripts): Plugin {
  const entries = [first, ...startedAfter];
  return {
    name: 'dictation-early-start-script',
    apply: 'build',
    config: () => ({
      build: {
        rollupOptions: {
          input: {
            index: 'index.html',
            ...Object.fromEntries(entries.map(({ name, file }) => [name, file])),
          },
        },
      },
    }),
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = new Map<string, BundleChunk>();
        for (const output of Object.values(bundle ?? {}))
          if (output.type === 'chunk') chunks.set(output.fileName, output);
        const head: string[] = [];
        const asked = new Set<string>();
        for (const { name } of entries) {
          const chunk = [...chunks.values()].find((output) => output.isEntry && output.name === name);
          if (!chunk) throw new Error(`earlyStartScript: the build has no ${name} entry`);
          for (const file of importsOf(chunk.fileName, chunks)) {
            if (!asked.has(file)) head.push(`<link rel="modulepreload" crossorigin href="/${file}">`);
            asked.add(file);
          }
          head.push(
            name === first.name
              ? `<script type="module" async crossorigin src="/${chunk.fileName}"></script>`
              : startedPreload(chunk.fileName),
          );
          asked.add(chunk.fileName);
        }
        // Vite's own preloads of these (the app imports the early start) go: they are asked for
        // before the app's script now.
        const rest = [...asked].reduce((page, file) => page.replace(preloadLinkOf(file), ''), html);
        const appScript = /<script type="module"[^>]*src="\/(assets\/[^"]*)"[^>]*><\/script>/.exec(rest);
        if (!appScript?.[1]) throw new Error('earlyStartScript: the page has no app script to go before');
        return rest.replace(appScript[0], [...head, startedPreload(appScript[1])].join('\n    '));
      },
    },
  };
}
