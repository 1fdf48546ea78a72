import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Issue 33: what each script bundle holds, read from the built `dist/bundle` (npm run build,
// scripts/widgetBundles.mjs). Words only one screen shows mark where that screen's code went.
const bundleDir = join(dirname(fileURLToPath(import.meta.url)), '../../dist/bundle');
/** The recording flow's (@dictation/new-letter) */
const recorderWords = 'Complete this dictation?';
/** The letter editor's toolbar (@dictation/letter-view) */
const letterEditorWords = 'Insert table';
/** The lists' filters (@dictation/letters-table) */
const listWords = 'Reset filters';
/** The SignalR client's, which the desktop helper's search loads (@dictation/pedal) */
const signalRWords = 'negotiateVersion';
/** React's, in every element it creates */
const reactWords = 'react.transitional.element';
/**
 * prosemirror-model's test for V8 as published: it formats a stack at load, which makes V8 parse
 * the file it is bundled in again (config/proseMirrorStackProbe.mjs takes it out).
 */
const proseMirrorStackProbe = /\{\s*stack(\s*:\s*[\w$]+)?\s*\}\s*=\s*(new\s+)?Error\(\s*["'`]\/["'`]\s*\)/;

interface BundleManifest {
  modules: Record<string, { imports: string[]; renders: string[] }>;
  content: Record<string, string[]>;
}

const manifest: BundleManifest = JSON.parse(readFileSync(join(bundleDir, 'manifest.json'), 'utf8'));
const code = (files: string[]) => files.map((file) => readFileSync(join(bundleDir, file), 'utf8')).join('\n');
/** A module with every chunk it imports statically: what runs before any element is defined. */
const firstLoad = (module: string) => [module, ...(manifest.modules[module]?.imports ?? [])];
/** What the module's elements import as they connect: React and the kit, to render with. */
const renders = (module: string) => manifest.modules[module]?.renders ?? [];
const content = (name: string) => manifest.content[name] ?? [];
/** Everything the recorder module runs until its Record button is on screen. */
const recordReady = () =>
  code([...firstLoad('dictation-recorder.js'), ...renders('dictation-recorder.js'), ...content('Recorder')]);

describe('the ES modules', () => {
  it('load the recorder without the letter editor or the lists, its flow only once it is shown', () => {
    const defined = code(firstLoad('dictation-recorder.js'));
    expect(defined).not.toContain(recorderWords);
    expect(recordReady()).toContain(recorderWords);
    expect(recordReady()).not.toContain(letterEditorWords);
    expect(recordReady()).not.toContain(listWords);
  });

  it('define the elements without React, which they import as they connect', () => {
    for (const module of ['dictation-recorder.js', 'dictation-widgets.js']) {
      expect(code(firstLoad(module))).not.toContain(reactWords);
      expect(code(renders(module))).toContain(reactWords);
    }
  });

  it("make the recorder ready to record before the desktop helper's client is loaded", () => {
    expect(recordReady()).not.toContain(signalRWords);
    expect(code(['dictation-recorder.iife.js'])).toContain(signalRWords);
  });

  it("define the whole set's elements with none of their screens, each screen a chunk of its own", () => {
    const defined = code(firstLoad('dictation-widgets.js'));
    for (const words of [recorderWords, letterEditorWords, listWords]) expect(defined).not.toContain(words);
    expect(code(content('LetterView'))).toContain(letterEditorWords);
    expect(code(content('LettersTable'))).toContain(listWords);
    expect(code(content('LettersTable'))).not.toContain(letterEditorWords);
  });

  it('load the letter editor without formatting a stack trace (issue 33)', () => {
    const letterView = code(content('LetterView'));
    expect(letterView).toContain(letterEditorWords);
    expect(letterView).not.toMatch(proseMirrorStackProbe);
  });

  it('share their chunks: a page loading both runs one React and one kit core', () => {
    const recorderChunks = [
      ...firstLoad('dictation-recorder.js').slice(1),
      ...renders('dictation-recorder.js'),
    ];
    expect(recorderChunks.length).toBeGreaterThan(1);
    const setChunks = [...firstLoad('dictation-widgets.js').slice(1), ...renders('dictation-widgets.js')];
    expect(setChunks).toEqual(expect.arrayContaining(recorderChunks));
  });
});

describe('the classic scripts', () => {
  it('are one file each, with every screen of their elements and no chunk to import', () => {
    const set = code(['dictation-widgets.iife.js']);
    for (const words of [recorderWords, letterEditorWords, listWords]) expect(set).toContain(words);
    const recorder = code(['dictation-recorder.iife.js']);
    expect(recorder).toContain(recorderWords);
    expect(recorder).not.toContain(letterEditorWords);
    for (const script of [set, recorder]) expect(script).not.toContain('chunks/');
    expect(set).not.toMatch(proseMirrorStackProbe);
  });
});

describe("the page's first script", () => {
  it('is one file that imports none of the kit, with no React and no element in it', () => {
    const first = code(['dictation-refresh-ahead.js']);
    // No chunk of the kit: no static import, no import() of a path written in it.
    expect(first).not.toMatch(/\bimport\s*[{"'`*]|\bfrom\s*["'`]|\bimport\s*\(\s*["'`]/);
    expect(first).not.toContain(reactWords);
    expect(first).not.toContain('customElements');
    // What it sends: the stored sign-in's refresh, under the tabs' lock.
    expect(first).toContain('refresh_token');
    expect(first).toContain('dictation:v1:refresh');
    // Then what it starts: the page's own module preloads so marked (core's startAfterRefresh).
    expect(first).toContain('data-starts-after-refresh');
  });
});
