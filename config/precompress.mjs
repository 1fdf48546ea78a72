/**
 * Brotli and gzip copies of built files, written beside them (`x.js.br`, `x.js.gz`) so the
 * sandbox sends them as they are (`@fastify/static`'s `preCompressed`) instead of compressing
 * each answer again: brotli at its best level is too slow for every request, and cheap once at
 * build time (issue 33). node:zlib only: a plugin for this would add a dependency for 40 lines.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats; images, fonts and audio are compressed already. */
const compressible = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.txt', '.webmanifest']);

/** Below this a compressed copy saves less than a packet: the file is sent as it is. */
export const precompressThresholdBytes = 1024;

/** @returns {Promise<Buffer[]>} the brotli (quality 11) and gzip (level 9) forms of `content` */
async function compressions(/** @type {Buffer} */ content) {
  return Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(content, { level: 9 }),
  ]);
}

/** Whether `file`'s compressed copies were written after it (a build that kept a hashed folder). */
async function compressedAlready(/** @type {string} */ file) {
  try {
    const [source, compressed] = await Promise.all([stat(file), stat(`${file}.gz`)]);
    return compressed.mtimeMs >= source.mtimeMs;
  } catch {
    return false;
  }
}

/**
 * Writes `.br` and `.gz` beside every compressible file of `dir` (its subfolders too) of at
 * least `precompressThresholdBytes`, each only when it is smaller than the file. Files compressed
 * since they were last written are left alone: brotli's best level takes seconds a megabyte.
 * @param {string} dir
 * @returns {Promise<{ files: number, bytes: number, brotliBytes: number }>} what was compressed
 */
export async function precompressFolder(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = entries
    .filter((entry) => entry.isFile() && compressible.has(extname(entry.name)))
    .map((entry) => join(entry.parentPath, entry.name));
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      if (content.length < precompressThresholdBytes || (await compressedAlready(file))) return;
      const [brotliForm, gzipForm] = await compressions(content);
      if (brotliForm.length < content.length) await writeFile(`${file}.br`, brotliForm);
      if (gzipForm.length < content.length) await writeFile(`${file}.gz`, gzipForm);
      totals.files += 1;
      totals.bytes += content.length;
      totals.brotliBytes += Math.min(brotliForm.length, content.length);
    }),
  );
  return totals;
}

/**
 * The same as a Vite plugin: compresses the build's output folder once everything is written.
 * @returns {import('vite').Plugin}
 */
export function precompressPlugin() {
  /** @type {string} */
  let outDir;
  return {
    name: 'dictation-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressFolder(outDir);
    },
  };
}
