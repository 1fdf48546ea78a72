/** What the build's chunking plugins read of a first chunking (vite/shellChunk.ts, vite/compileHints.ts). */
export interface GraphChunk {
  fileName: string;
  imports: string[];
  isEntry: boolean;
  moduleIds: string[];
}

/** The files `from` import statically, themselves included. */
export function staticFiles(from: string[], chunks: Map<string, Pick<GraphChunk, 'imports'>>): Set<string> {
  const reached = new Set<string>();
  const pending = [...from];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (reached.has(file)) continue;
    reached.add(file);
    pending.push(...(chunks.get(file)?.imports ?? []));
  }
  return reached;
}

/** The files the entries load statically (the first load of every page, /login's included), and `more`'s. */
export const firstLoadFiles = (
  firstPass: GraphChunk[],
  chunks: Map<string, GraphChunk>,
  more: string[] = [],
) =>
  staticFiles(
    [...firstPass.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName), ...more],
    chunks,
  );

/** The chunk that holds the module `moduleFile` (a path the module's id ends with). */
export function chunkHolding<Chunk extends GraphChunk>(moduleFile: string, firstPass: Chunk[]): Chunk {
  const found = firstPass.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(moduleFile)));
  if (!found) throw new Error(`the first chunking has no chunk for ${moduleFile}`);
  return found;
}
