/**
 * Issue 33: the route pages' code compiled as it downloads. V8 compiles a function the first time
 * it is called, on the page's main thread; a page's first render calls most of its files (the
 * letter screen's editor, the lists' table, the recorder), and on a slow PC that compiling held
 * the render back once the last byte had come. A file that begins with the magic comment
 * `//# allFunctionsCalledOnLoad` (Chromium 136 and later; other browsers ignore it) has all its
 * functions compiled on the thread that parses it while it streams in.
 *
 * Only the pages and the files they import beyond the first load and the shell: hinting the first
 * load (React, the session) and the shell measured no gain (much of them is not called at load),
 * and what is compiled eagerly but never called costs a warm start, whose files are there at once.
 *
 * The files are chosen from the build's first chunking (vite/shellChunk.ts), whose chunks other
 * than the shell's are the build's own, and known in the build by their modules. The comment must
 * be the file's first line, so it goes in last, once Vite has put its table of a file's lazy
 * imports' dependencies atop it (rolldown's `postBanner` comes before that table).
 */
import type { Plugin, Rolldown } from 'vite';
import { chunkHolding, firstLoadFiles, staticFiles } from './chunkGraph';

export const compileHint = '//# allFunctionsCalledOnLoad';

type Chunk = Pick<Rolldown.OutputChunk, 'fileName' | 'imports' | 'dynamicImports' | 'isEntry' | 'moduleIds'>;

/**
 * The modules of the files to compile as they download: the pages the chunk holding `routesFile`
 * imports lazily (the shell's, `shellFile`, aside) and the files they import statically, less
 * the files the entries and the shell import statically.
 */
export function modulesCompiledOnLoad(
  firstPass: Chunk[],
  { routesFile, shellFile }: { routesFile: string; shellFile: string },
): Set<string> {
  const chunks = new Map(firstPass.map((chunk) => [chunk.fileName, chunk]));
  const shell = chunkHolding(shellFile, firstPass).fileName;
  const pages = chunkHolding(routesFile, firstPass).dynamicImports.filter((file) => file !== shell);
  const loadedAnyway = firstLoadFiles(firstPass, chunks, [shell]);
  return new Set(
    [...staticFiles(pages, chunks)]
      .filter((file) => !loadedAnyway.has(file))
      .flatMap((file) => chunks.get(file)?.moduleIds ?? []),
  );
}

const madeOf = (chunk: Pick<Chunk, 'moduleIds'>, modules: Set<string>) =>
  chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => modules.has(id));

/**
 * The file's source map (emitted beside it, as the build's maps are hidden) follows its code: the
 * map's first line is now the hint's.
 */
function shiftMapOneLine(map: Rolldown.OutputBundle[string] | undefined): void {
  if (map?.type !== 'asset') return;
  const parsed = JSON.parse(String(map.source)) as { mappings: string };
  map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
}

/** Puts the hint first in each file of the build made of `modules` only. */
export function compileHints(modules: Set<string>): Plugin {
  return {
    name: 'dictation-compile-hints',
    apply: 'build',
    enforce: 'post',
    // The file's name is hashed before the hint goes in: the hash takes it into account.
    augmentChunkHash: (chunk) => (madeOf(chunk, modules) ? compileHint : undefined),
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !madeOf(output, modules)) continue;
          output.code = `${compileHint}\n${output.code}`;
          shiftMapOneLine(bundle[`${output.fileName}.map`]);
        }
      },
    },
  };
}
