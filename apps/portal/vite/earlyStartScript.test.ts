import type { IndexHtmlTransformContext, Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { earlyStartScript } from './earlyStartScript';

const transformOf = (plugin: Plugin) => {
  const hook = plugin.transformIndexHtml;
  if (!hook || typeof hook === 'function' || !('handler' in hook)) throw new Error('no ordered hook');
  return hook.handler as (html: string, context: IndexHtmlTransformContext) => unknown;
};

const chunk = (name: string, fileName: string, isEntry = true) => ({
  type: 'chunk',
  name,
  fileName,
  isEntry,
});

describe('earlyStartScript (issue 33)', () => {
  it('makes the early start a build entry of its own beside the page', () => {
    const config = earlyStartScript('src/earlyStart.ts').config as () => unknown;
    expect(config()).toEqual({
      build: { rollupOptions: { input: { index: 'index.html', earlyStart: 'src/earlyStart.ts' } } },
    });
  });

  it("adds the early start's own script to the page, async so it runs as soon as it is there", () => {
    const bundle = {
      a: chunk('index', 'assets/index-1.js'),
      b: chunk('earlyStart', 'assets/earlyStart-2.js'),
      c: chunk('earlyStart', 'assets/shared-3.js', false),
    };
    const tags = transformOf(earlyStartScript('src/earlyStart.ts'))('', {
      bundle,
    } as unknown as IndexHtmlTransformContext);
    expect(tags).toEqual([
      {
        tag: 'script',
        attrs: { type: 'module', async: true, crossorigin: true, src: '/assets/earlyStart-2.js' },
        injectTo: 'head',
      },
    ]);
  });

  it('fails the build when the entry is missing, rather than a page that starts late', () => {
    expect(() =>
      transformOf(earlyStartScript('src/earlyStart.ts'))('', {
        bundle: {},
      } as unknown as IndexHtmlTransformContext),
    ).toThrow(/no earlyStart entry/);
  });
});
