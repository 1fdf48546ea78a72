/**
 * Issue 33: the page's first scripts are build entries of their own, so a signed-in page's work
 * starts as soon as each small graph has downloaded, not after React and the app:
 * `src/refreshAhead.ts` sends the token refresh (it imports nothing the early start does not), and
 * `src/earlyStart.ts` starts the screen's reads. Vite merges every module script of index.html
 * into one entry, so this plugin adds the entries to the build and their `<script async>` to the
 * page, in the order given. `async`: each runs as soon as it is there, not in document order
 * after the app. main.tsx imports the early start, which imports the refresh: one module each, and
 * one set of services. In dev, main.tsx's import is all there is.
 *
 * Their scripts and the files they import come first in the page, before the app's script and its
 * files: over HTTP/1.1 the browser asks for six files at a time in document order, and with the
 * early start's five files after the app's others (the app's own imports come first in Vite's
 * list), one more shared file in the app's graph put the early start seventh, a round trip later
 * (the token refresh 0.2 s later on Slow 4G).
 */
import type { Plugin } from 'vite';

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

export function earlyStartScript(scripts: FirstScript[]): Plugin {
  return {
    name: 'dictation-early-start-script',
    apply: 'build',
    config: () => ({
      build: {
        rollupOptions: {
          input: {
            index: 'index.html',
            ...Object.fromEntries(scripts.map(({ name, file }) => [name, file])),
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
        const first: string[] = [];
        const asked = new Set<string>();
        for (const { name } of scripts) {
          const chunk = [...chunks.values()].find((output) => output.isEntry && output.name === name);
          if (!chunk) throw new Error(`earlyStartScript: the build has no ${name} entry`);
          for (const file of importsOf(chunk.fileName, chunks)) {
            if (!asked.has(file)) first.push(`<link rel="modulepreload" crossorigin href="/${file}">`);
            asked.add(file);
          }
          first.push(`<script type="module" async crossorigin src="/${chunk.fileName}"></script>`);
          asked.add(chunk.fileName);
        }
        // Vite's own preloads of these (the app imports the early start) go: they are asked for
        // before the app's script now.
        const rest = [...asked].reduce((page, file) => page.replace(preloadLinkOf(file), ''), html);
        const appScript = /<script type="module"[^>]*src="\/assets\/[^"]*"[^>]*><\/script>/.exec(rest);
        if (!appScript) throw new Error('earlyStartScript: the page has no app script to go before');
        return rest.replace(appScript[0], `${first.join('\n    ')}\n    ${appScript[0]}`);
      },
    },
  };
}
