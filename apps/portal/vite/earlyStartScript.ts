/**
 * Issue 33: the page's first script is `src/earlyStart.ts`, a build entry of its own, so the
 * token refresh and the screen's reads start as soon as its small graph has downloaded, not after
 * React and the app. Vite merges every module script of index.html into one entry, so this plugin
 * adds the entry to the build and its `<script async>` to the page.
 * `async`: it runs as soon as it is there, not in document order after the app. main.tsx imports
 * the same chunk, so both share one module and one set of services. In dev, main.tsx's import of
 * it is all there is.
 */
import type { Plugin } from 'vite';

const entryName = 'earlyStart';

export function earlyStartScript(entry: string): Plugin {
  return {
    name: 'dictation-early-start-script',
    apply: 'build',
    config: () => ({
      build: { rollupOptions: { input: { index: 'index.html', [entryName]: entry } } },
    }),
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === entryName,
        );
        if (!chunk) throw new Error(`earlyStartScript: the build has no ${entryName} entry`);
        return [
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src: `/${chunk.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
