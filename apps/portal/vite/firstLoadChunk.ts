/**
 * Issue 33: the first load's own small files in one. Rolldown cuts the files the app's entry
 * (main.tsx) loads by which code shares each module, and keeps a module the entry loads in a file
 * of its own when code loaded later uses it too (rolldown #10731; Rollup would leave it in the
 * entry's): the route table, the JSX runtime, the letter's fields, the kit's messages, each a
 * round trip on HTTP/1.1's six connections before any screen can start. The files the entry loads
 * that the early start (a second entry, which must stay small to start the token refresh) does
 * not load go in one chunk: every page loads all of them before it starts anyway.
 */
import { chunkHolding, type GraphChunk, staticFiles } from './chunkGraph';

/** The modules of the files the entry holding `entryFile` loads that `earlyStartFile`'s does not. */
export function entryOnlyModules(
  firstPass: GraphChunk[],
  { entryFile, earlyStartFile }: { entryFile: string; earlyStartFile: string },
): Set<string> {
  const chunks = new Map(firstPass.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunkHolding(entryFile, firstPass).fileName;
  const earlyStart = staticFiles([chunkHolding(earlyStartFile, firstPass).fileName], chunks);
  return new Set(
    [...staticFiles([entry], chunks)]
      .filter((file) => file !== entry && !earlyStart.has(file))
      .flatMap((file) => chunks.get(file)?.moduleIds ?? []),
  );
}
