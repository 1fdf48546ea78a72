/**
 * Issue 33: the page's first script is `src/earlyStart.ts`, a build entry of its own, so the
 * token refresh and the screen's reads start as soon as its small graph has downloaded, not after
 * React and the app. Vite merges every module script of index.html into one entry, so this plugin
 * adds the entry to the build and its `<script async>` to the page.
 * `async`: it runs as soon as it is there, not in document order after the app. main.tsx imports
 * the same chunk, so both share one module and one set of services. In dev, main.tsx's import of
 * it is all there is.
 *
 * Its script and the files it imports come first in the page, before the app's script and its
 * files: over HTTP/1.1 the browser asks for six files at a time in document order, and with the
 * early start's five files after the app's others (the app's own imports come first in Vite's
 * list), one more shared file in the app's graph put the early start seventh, a round trip later
 * (the token refresh 0.2 s later on Slow 4G).
 */
import type { Plugin } from 'vite';

const entryName = 'earlyStart';

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

export function earlyStartScript(entry: string): Plugin {
  return {
    name: 'dictation-early-start-script',
    apply: 'build',
    config: () => ({
      build: { rollupOptions: { input: { index: 'index.html', [entryName]: entry } } },
    }),
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = new Map<string, BundleChunk>();
        for (const output of Object.values(bundle ?? {}))
          if (output.type === 'chunk') chunks.set(output.fileName, output);
        const chunk = [...chunks.values()].find((output) => output.isEntry && output.name === entryName);
        if (!chunk) throw new Error(`earlyStartScript: the build has no ${entryName} entry`);
        const imports = [...importsOf(chunk.fileName, chunks)];
        // Vite's own preloads of these (and of the early start, which the app imports) go: they
        // are asked for before the app's script now.
        const rest = [...imports, chunk.fileName].reduce(
          (page, file) => page.replace(preloadLinkOf(file), ''),
          html,
        );
        const appScript = /<script type="module"[^>]*src="\/assets\/[^"]*"[^>]*><\/script>/.exec(rest);
        if (!appScript) throw new Error('earlyStartScript: the page has no app script to go before');
        const first = [
          ...imports.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
          `<script type="module" async crossorigin src="/${chunk.fileName}"></script>`,
        ];
        return rest.replace(appScript[0], `${first.join('\n    ')}\n    ${appScript[0]}`);
      },
    },
  };
}
