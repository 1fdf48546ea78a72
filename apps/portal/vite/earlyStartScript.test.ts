import { startsAfterRefresh as coreStartsAfterRefresh } from '@dictation/core';
import type { IndexHtmlTransformContext, Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { startsAfterRefresh } from '../src/appStartMark';
import { earlyStartScript } from './earlyStartScript';

const transformOf = (plugin: Plugin) => {
  const hook = plugin.transformIndexHtml;
  if (!hook || typeof hook === 'function' || !('handler' in hook)) throw new Error('no ordered hook');
  return hook.handler as (html: string, context: IndexHtmlTransformContext) => unknown;
};

const chunk = (name: string, fileName: string, isEntry = true, imports: string[] = []) => ({
  type: 'chunk',
  name,
  fileName,
  isEntry,
  imports,
});

/** The page as Vite builds it: the app's script, then the files it imports, in its graph's order. */
const builtPage = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Dictate</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-4.js">
    <link rel="modulepreload" crossorigin href="/assets/routes-5.js">
    <link rel="modulepreload" crossorigin href="/assets/shared-3.js">
    <link rel="modulepreload" crossorigin href="/assets/earlyStart-2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-6.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

/**
 * The bundle of that page: the early start imports the refresh's entry (which imports nothing)
 * and one shared file, which imports React.
 */
const bundle = {
  a: chunk('index', 'assets/index-1.js', true, [
    'assets/react-4.js',
    'assets/routes-5.js',
    'assets/shared-3.js',
    'assets/earlyStart-2.js',
    'assets/refreshAhead-7.js',
  ]),
  b: chunk('earlyStart', 'assets/earlyStart-2.js', true, ['assets/refreshAhead-7.js', 'assets/shared-3.js']),
  c: chunk('shared', 'assets/shared-3.js', false, ['assets/react-4.js']),
  d: chunk('react', 'assets/react-4.js', false),
  e: chunk('routes', 'assets/routes-5.js', false, ['assets/react-4.js']),
  f: chunk('refreshAhead', 'assets/refreshAhead-7.js', true),
};

const firstScripts = {
  first: { name: 'refreshAhead', file: 'src/refreshAhead.ts' },
  startedAfter: [{ name: 'earlyStart', file: 'src/earlyStart.ts' }],
};

const transform = (html: string, built: object) =>
  transformOf(earlyStartScript(firstScripts))(html, {
    bundle: built,
  } as unknown as IndexHtmlTransformContext) as string;

describe('earlyStartScript (issue 33)', () => {
  it('makes each first script a build entry of its own beside the page', () => {
    const config = earlyStartScript(firstScripts).config as () => unknown;
    expect(config()).toEqual({
      build: {
        rollupOptions: {
          input: {
            index: 'index.html',
            refreshAhead: 'src/refreshAhead.ts',
            earlyStart: 'src/earlyStart.ts',
          },
        },
      },
    });
  });

  it("puts the first scripts, in order, each after the files it imports, before the app's files, each file once", () => {
    const page = transform(builtPage, bundle);
    const asked = [...page.matchAll(/(?:src|href)="\/assets\/([^"]+)"/g)].map((match) => match[1]);
    // The browser asks in document order, six at a time: the token refresh's file first, the
    // early start's graph in the first six.
    expect(asked).toEqual([
      'refreshAhead-7.js',
      'shared-3.js',
      'react-4.js',
      'earlyStart-2.js',
      'index-1.js',
      'routes-5.js',
      'index-6.css',
    ]);
    // The charset stays in the page's first bytes.
    expect(page.indexOf('<meta charset')).toBeLessThan(page.indexOf('<link'));
  });

  it('runs only the token refresh as a script: it starts the early start and the app once the refresh is out', () => {
    const page = transform(builtPage, bundle);
    const scripts = [...page.matchAll(/<script[^>]*>/g)].map((match) => match[0]);
    expect(scripts).toEqual(['<script type="module" async crossorigin src="/assets/refreshAhead-7.js">']);
    // What core's startAfterRefresh runs (src/refreshAhead.ts), in this order: the early start, then the app.
    expect(startsAfterRefresh).toBe(coreStartsAfterRefresh);
    const started = [
      ...page.matchAll(new RegExp(`<link[^>]*href="/assets/([^"]+)"[^>]*${startsAfterRefresh}>`, 'g')),
    ];
    expect(started.map((match) => match[1])).toEqual(['earlyStart-2.js', 'index-1.js']);
    expect(started.every(([link]) => link.startsWith('<link rel="modulepreload" crossorigin'))).toBe(true);
  });

  it('fails the build when the entry is missing, rather than a page that starts late', () => {
    expect(() => transform(builtPage, {})).toThrow(/no refreshAhead entry/);
  });

  it('fails the build when the page has no app script to go before', () => {
    expect(() => transform('<html><head></head></html>', bundle)).toThrow(/no app script/);
  });
});
