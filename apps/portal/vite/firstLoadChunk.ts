/**
 * Issue 33: the first load's own small files in one. Rolldown cuts the files the app's entry
 * (main.tsx) loads by which code shares each module, and keeps a module the entry loads in a file
 * of its own when code loaded later uses it too (rolldown #10731; Rollup would leave it in the
 * entry's): the route table, the JSX runtime, the letter's fields, the kit's messages, each a
 * round trip on HTTP/1.1's six connections before any screen can start. The files the entry loads
 * that the early start (a second entry, which must stay small to start the token refresh) does
 * not load go in one chunk: every page loads all of them before it starts anyway.
 */
import { chunkHolding, firstLoadFiles, type GraphChunk, staticFiles } from './chunkGraph';
import { bringingNothingNew } from './shellChunk';

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

/**
 * The modules of the small files (`maxBytes` minified at most) the public pages' chunk (sign-in,
 * holding `publicPagesFile`) shares with the signed-in screens' code: a text field, its form
 * validation. They go in a chunk of their own, which /login and the signed-in screens load: in the
 * shell's chunk (`sharedPageModules`) /login downloaded the whole signed-in shell for them, and as
 * rolldown leaves them, each is a file and a round trip. One that would bring a file of the
 * signed-in code along stays where it is; so do react-hook-form and the auth forms, a large file
 * the settings page shares.
 */
export function publicSharedModules(
  firstPass: (GraphChunk & { code: string; isDynamicEntry: boolean })[],
  publicPagesFile: string,
  maxBytes: number,
): Set<string> {
  const chunks = new Map(firstPass.map((chunk) => [chunk.fileName, chunk]));
  const publicPages = chunkHolding(publicPagesFile, firstPass).fileName;
  const firstLoad = firstLoadFiles(firstPass, chunks);
  const signedInFiles = staticFiles(
    firstPass
      .filter((chunk) => chunk.isDynamicEntry && chunk.fileName !== publicPages)
      .map((chunk) => chunk.fileName),
    chunks,
  );
  const shared = [...staticFiles([publicPages], chunks)]
    .filter((file) => file !== publicPages && !firstLoad.has(file) && signedInFiles.has(file))
    .flatMap((file) => chunks.get(file) ?? [])
    .filter((chunk) => chunk.code.length <= maxBytes);
  return new Set(bringingNothingNew(shared, new Set(), firstLoad).flatMap((chunk) => chunk.moduleIds));
}
