/**
 * Issue 33: the signed-in shell's code in one file. Every signed-in screen loads the shell
 * (`src/layout/SignedInLayout.tsx`) with its page; left to itself, rolldown cut what the shell
 * needs beyond the app's first load into nine files by which pages also use each part (the
 * dialog, the menu, the notices, a 153-byte activity bus), and on HTTP/1.1's six connections
 * each file is a round trip that the screen's reads queue behind. From a first, automatic
 * chunking (as the widgets' bundles do, packages/widgets/scripts/widgetBundles.mjs), the modules
 * of the files the shell loads and the first load does not go into one chunk: nothing a signed-in
 * screen does not load already, as each of them loads the shell, and nothing /login loads.
 */
import type { Rolldown } from 'vite';

type Chunk = Pick<Rolldown.OutputChunk, 'fileName' | 'imports' | 'isEntry' | 'facadeModuleId' | 'moduleIds'>;

/** The files `from` import statically, themselves included. */
function staticFiles(from: string[], chunks: Map<string, Chunk>): Set<string> {
  const reached = new Set<string>();
  const pending = [...from];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (reached.has(file)) continue;
    reached.add(file);
    pending.push(...(chunks.get(file)?.imports ?? []));
  }
  return reached;
}

/** The modules of the files the shell's chunk loads that no entry loads, from a first chunking. */
export function shellModules(firstPass: Chunk[], shellFile: string): Set<string> {
  const chunks = new Map(firstPass.map((chunk) => [chunk.fileName, chunk]));
  const shell = firstPass.find((chunk) => chunk.facadeModuleId?.endsWith(shellFile));
  if (!shell) throw new Error(`shellChunk: the first chunking has no chunk for ${shellFile}`);
  const firstLoad = staticFiles(
    firstPass.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
    chunks,
  );
  return new Set(
    [...staticFiles([shell.fileName], chunks)]
      .filter((file) => !firstLoad.has(file))
      .flatMap((file) => chunks.get(file)?.moduleIds ?? []),
  );
}

/**
 * rolldown's `codeSplitting` that puts `modules` in one chunk named `name`. Only those: a group
 * takes its modules' imports along by default, which here are the first load's (React, the
 * session), and the page would then load the shell's chunk to start.
 */
export const oneChunk = (name: string, modules: Set<string>) => ({
  groups: [
    {
      debugName: name,
      name: (id: string) => (modules.has(id) ? name : null),
      includeDependenciesRecursively: false,
    },
  ],
});
