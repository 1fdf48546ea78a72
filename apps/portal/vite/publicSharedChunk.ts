/**
 * Issue 33: the small files sign-in shares with the signed-in screens, in a chunk of their own.
 * Sign-in and the password pages are a lazy chunk (src/app/routePages.ts), which no signed-in
 * screen downloads.
 */
import { chunkHolding, firstLoadFiles, type GraphChunk, staticFiles } from './chunkGraph';
import { bringingNothingNew } from './shellChunk';

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
