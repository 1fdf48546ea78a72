/**
 * Issue 33: the signed-in shell's code in one file. Every signed-in screen loads the shell
 * (`src/layout/SignedInLayout.tsx`) with its page; left to itself, rolldown cut what the shell
 * needs beyond the app's first load into nine files by which pages also use each part (the
 * dialog, the menu, the notices, a 153-byte activity bus), and on HTTP/1.1's six connections
 * each file is a round trip that the screen's reads queue behind. From a first, automatic
 * chunking (as the widgets' bundles do, packages/widgets/scripts/widgetBundles.mjs), the modules
 * of the files the shell loads and the first load does not go into one chunk: nothing a signed-in
 * screen does not load already, as each of them loads the shell, and nothing /login loads. The
 * small files only the pages share join it (`sharedPageModules`).
 */
import type { Rolldown } from 'vite';
import { chunkHolding, firstLoadFiles, staticFiles } from './chunkGraph';

type Chunk = Pick<
  Rolldown.OutputChunk,
  'fileName' | 'imports' | 'dynamicImports' | 'isEntry' | 'isDynamicEntry' | 'moduleIds' | 'code'
>;

/** The modules of the files the shell's chunk loads that no entry loads, from a first chunking. */
export function shellModules(firstPass: Chunk[], shellFile: string): Set<string> {
  const chunks = new Map(firstPass.map((chunk) => [chunk.fileName, chunk]));
  const shell = chunkHolding(shellFile, firstPass);
  const firstLoad = firstLoadFiles(firstPass, chunks);
  return new Set(
    [...staticFiles([shell.fileName], chunks)]
      .filter((file) => !firstLoad.has(file))
      .flatMap((file) => chunks.get(file)?.moduleIds ?? []),
  );
}

/**
 * The modules of the small files only route pages share. Rolldown gives each part two pages use a
 * file of its own (a 271-byte hook, a toggle's state, a date format); a list waited for nine of
 * them, each a round trip on HTTP/1.1's six connections. In the shell's chunk, which every page
 * loads with it, one costs a page that does not use it its bytes (at most `maxBytes` each,
 * minified), not a round trip. The pages: what the chunk holding `routesFile` imports
 * dynamically (the route table is a chunk of its own: the entry and the early start share it).
 * The code a screen loads once it has painted (`afterPaintFiles`: the kit's menus, dialogs and
 * lists) comes after its page, and counts as the pages'. A file that other lazy code loads too
 * (the start-up's reads, a sweep of old work) stays its own: that code would otherwise wait for
 * the shell.
 */
export function sharedPageModules(
  firstPass: Chunk[],
  {
    routesFile,
    shellFile,
    afterPaintFiles,
  }: { routesFile: string; shellFile: string; afterPaintFiles: readonly string[] },
  maxBytes: number,
): Set<string> {
  const chunks = new Map(firstPass.map((chunk) => [chunk.fileName, chunk]));
  const routes = chunkHolding(routesFile, firstPass);
  if (routes.isEntry)
    throw new Error(
      `shellChunk: ${routesFile} is in an entry's chunk, whose lazy imports are not only pages`,
    );
  // What the shell loads lazily (a dialog) comes after it anyway: it may load from its file too.
  // So does what only pages load lazily, after its page: counted as other lazy code, the letter
  // page's history table (which imports the letter page's chunk, so every file it uses) kept
  // every small file the letter page shares with the list a file of its own.
  const routePages = new Set(routes.dynamicImports);
  const onlyPagesLoad = (lazy: string) =>
    firstPass.every((chunk) => !chunk.dynamicImports.includes(lazy) || routePages.has(chunk.fileName));
  const pages = new Set([
    ...routePages,
    ...[...routePages].flatMap((page) => chunks.get(page)?.dynamicImports ?? []).filter(onlyPagesLoad),
    ...chunkHolding(shellFile, firstPass).dynamicImports,
    ...afterPaintFiles.map((file) => chunkHolding(file, firstPass).fileName),
  ]);
  const users = new Map<string, string[]>();
  for (const lazy of firstPass.filter((chunk) => chunk.isDynamicEntry))
    for (const file of staticFiles([lazy.fileName], chunks))
      if (file !== lazy.fileName) users.set(file, [...(users.get(file) ?? []), lazy.fileName]);
  const firstLoad = firstLoadFiles(firstPass, chunks);
  const sharedByPagesOnly = (file: string, by: string[]) =>
    !firstLoad.has(file) && by.length >= 2 && by.every((user) => pages.has(user));
  const small = [...users]
    .filter(([file, by]) => sharedByPagesOnly(file, by))
    .map(([file]) => chunks.get(file))
    .filter(
      (chunk): chunk is Chunk =>
        chunk !== undefined && !chunk.isDynamicEntry && chunk.code.length <= maxBytes,
    );
  return new Set(
    bringingNothingNew(
      small,
      staticFiles([chunkHolding(shellFile, firstPass).fileName], chunks),
      firstLoad,
    ).flatMap((chunk) => chunk.moduleIds),
  );
}

/**
 * The `candidates` that bring the chunk they join no file it would not load anyway: each imports
 * only the first load's files, that chunk's own (`joinedFiles`) and other such candidates. A small
 * file two pages share can import a large one (React Aria's tabs, its collections): in the shell,
 * that large file would be every screen's to download before it starts (issue 33).
 */
export function bringingNothingNew<Candidate extends Pick<Chunk, 'fileName' | 'imports'>>(
  candidates: Candidate[],
  joinedFiles: Set<string>,
  firstLoad: Set<string>,
): Candidate[] {
  let joining = candidates;
  for (;;) {
    const names = new Set(joining.map((chunk) => chunk.fileName));
    const next = joining.filter((chunk) =>
      chunk.imports.every((file) => firstLoad.has(file) || joinedFiles.has(file) || names.has(file)),
    );
    if (next.length === joining.length) return joining;
    joining = next;
  }
}

/**
 * rolldown's `codeSplitting` that puts each group's `modules` in one chunk named after it. Only
 * those: a group takes its modules' imports along by default, which here are the first load's
 * (React, the session), and the page would then load the shell's chunk to start.
 */
export const chunkGroups = (groups: { name: string; modules: Set<string> }[]) => ({
  groups: groups.map(({ name, modules }) => ({
    debugName: name,
    name: (id: string) => (modules.has(id) ? name : null),
    includeDependenciesRecursively: false,
  })),
});
