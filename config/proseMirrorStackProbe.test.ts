import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Schema as SchemaType } from 'prosemirror-model';
import { type RolldownPluginOption, rolldown } from 'rolldown';
import { afterEach, describe, expect, it } from 'vitest';
import { proseMirrorWithoutStackProbe } from './proseMirrorStackProbe.mjs';

// The installed prosemirror-model's ES module, as the portal's and the widgets' builds bundle it.
const modelFile = createRequire(import.meta.url)
  .resolve('prosemirror-model')
  .replace(/index\.cjs$/, 'index.js');

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/**
 * prosemirror-model bundled by rolldown with `plugins`, then loaded: its module, and the messages
 * of the errors whose stack was formatted while it loaded (V8 calls `Error.prepareStackTrace` for
 * each, where it collects the source positions of every function on the stack).
 */
async function loadBundled(plugins: RolldownPluginOption[]) {
  const folder = mkdtempSync(join(tmpdir(), 'prosemirror-probe-'));
  folders.push(folder);
  const entry = join(folder, 'entry.mjs');
  writeFileSync(entry, `export * from ${JSON.stringify(modelFile)};`);
  const bundle = await rolldown({ input: entry, plugins, platform: 'browser', logLevel: 'silent' });
  const { output } = await bundle.generate({ format: 'esm' });
  const bundled = join(folder, 'bundled.mjs');
  writeFileSync(bundled, output[0].code);
  const formatted: string[] = [];
  const format = Error.prepareStackTrace;
  Error.prepareStackTrace = (error, frames) => {
    formatted.push(String(error));
    return format ? format(error, frames) : String(error);
  };
  try {
    const module: { Schema: typeof SchemaType } = await import(pathToFileURL(bundled).href);
    return { module, formatted };
  } finally {
    Error.prepareStackTrace = format;
  }
}

describe('prosemirror-model without its stack probe (issue 33)', () => {
  it('formats no stack as it loads, where the module as published formats one', async () => {
    expect((await loadBundled([])).formatted).toContain('Error: /');
    expect((await loadBundled([proseMirrorWithoutStackProbe()])).formatted).toEqual([]);
  });

  it("still reads a letter's text, which the probe's interning is for", async () => {
    const { Schema } = (await loadBundled([proseMirrorWithoutStackProbe()])).module;
    const schema = new Schema({ nodes: { doc: { content: 'text*' }, text: {} } });
    const letter = schema.node('doc', null, [schema.text('Dear Dr Patel, thank you')]);
    expect(letter.textBetween(5, 13)).toBe('Dr Patel');
  });

  it('keeps every other line and column of the module where its source map says', () => {
    const code = readFileSync(modelFile, 'utf8');
    const transformed = proseMirrorWithoutStackProbe().transform(code, modelFile)?.code ?? '';
    expect(transformed).not.toContain('new Error("/")');
    expect(transformed.length).toBe(code.length);
    expect(transformed.split('\n').map((line) => line.length)).toEqual(
      code.split('\n').map((line) => line.length),
    );
  });

  it('fails the build when an upgrade changed the probe, and leaves other modules alone', () => {
    const plugin = proseMirrorWithoutStackProbe();
    expect(() => plugin.transform('export const probe = 1;', modelFile)).toThrow(/review that plugin/);
    expect(
      plugin.transform('let { stack } = new Error("/");', '/app/node_modules/prosemirror-view/dist/index.js'),
    ).toBeNull();
  });
});
