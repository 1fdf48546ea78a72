/** What the build's chunking plugins read of a chunk's imports (vite/shellChunk.ts, vite/compileHints.ts). */
export interface ImportingChunk {
  imports: string[];
}

/** The files `from` import statically, themselves included. */
export function staticFiles(from: string[], chunks: Map<string, ImportingChunk>): Set<string> {
  const reached = new Set<string>();
  const pending = [...from];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (reached.has(file)) continue;
    reached.add(file);
    pending.push(...(chunks.get(file)?.imports ?? []));
  }
  return reached;
}
