import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { compileHint, compileHints, modulesCompiledOnLoad } from './compileHints';

/** A chunk of a first chunking: `imports` static, `lazy` dynamic. */
const chunk = (
  fileName: string,
  moduleIds: string[],
  imports: string[] = [],
  { entry = false, lazy = [] as string[] } = {},
) => ({ fileName, moduleIds, imports, dynamicImports: lazy, isEntry: entry });

const files = { routesFile: '/src/app/routePages.ts', shellFile: '/src/layout/SignedInLayout.tsx' };

const firstChunking = [
  chunk('index.js', ['/src/main.tsx'], ['react.js', 'routes.js'], { entry: true }),
  chunk('earlyStart.js', ['/src/earlyStart.ts'], ['session.js'], { entry: true, lazy: ['startup.js'] }),
  chunk('react.js', ['react']),
  chunk('session.js', ['/core/session.ts']),
  chunk('routes.js', ['/src/app/routePages.ts'], ['react.js'], {
    lazy: ['SignedInLayout.js', 'LetterPage.js', 'ListPage.js'],
  }),
  chunk('SignedInLayout.js', ['/src/layout/SignedInLayout.tsx'], ['react.js', 'menu.js']),
  chunk('menu.js', ['react-aria/menu']),
  chunk(
    'LetterPage.js',
    ['prosemirror', '/src/pages/LetterPage.tsx'],
    ['player.js', 'menu.js', 'session.js'],
    {
      lazy: ['HistoryTable.js'],
    },
  ),
  chunk('player.js', ['/recorder/player.ts']),
  chunk('HistoryTable.js', ['/letter-view/HistoryTable.tsx'], ['table.js']),
  chunk('table.js', ['tanstack-table']),
  chunk('ListPage.js', ['/src/pages/ListPage.tsx'], ['table.js']),
  chunk('startup.js', ['/src/app/startupLoads.ts'], ['session.js']),
];

describe('modulesCompiledOnLoad (issue 33)', () => {
  const modules = modulesCompiledOnLoad(firstChunking, files);

  it("takes the pages' modules and those of the files they import", () => {
    expect([...modules].sort()).toEqual(
      [
        '/recorder/player.ts',
        '/src/pages/LetterPage.tsx',
        '/src/pages/ListPage.tsx',
        'prosemirror',
        'tanstack-table',
      ].sort(),
    );
  });

  it("leaves the first load's, the shell's and what a page loads lazily", () => {
    for (const id of ['react', '/core/session.ts', '/src/main.tsx', '/src/layout/SignedInLayout.tsx'])
      expect(modules).not.toContain(id);
    // Shared with the shell, which every page loads with it: the shell's.
    expect(modules).not.toContain('react-aria/menu');
    // Downloaded when the history dialog opens, not with the page.
    expect(modules).not.toContain('/letter-view/HistoryTable.tsx');
    // The start-up's, which the early start loads lazily: not a page.
    expect(modules).not.toContain('/src/app/startupLoads.ts');
  });

  it('names the file it cannot find', () => {
    expect(() =>
      modulesCompiledOnLoad(firstChunking, { ...files, routesFile: '/src/app/routes.ts' }),
    ).toThrow(/\/src\/app\/routes\.ts/);
  });
});

/** Runs the plugin's `generateBundle` on `bundle`, as the build does once Vite has written its files. */
function generate(modules: Set<string>, bundle: Rolldown.OutputBundle) {
  const plugin = compileHints(modules);
  const hook = plugin.generateBundle as {
    handler: (options: unknown, bundle: Rolldown.OutputBundle) => void;
  };
  hook.handler({}, bundle);
  return bundle;
}

const outputChunk = (fileName: string, moduleIds: string[], code: string) =>
  ({ type: 'chunk', fileName, moduleIds, code }) as unknown as Rolldown.OutputChunk;
const outputMap = (fileName: string, mappings: string) =>
  ({
    type: 'asset',
    fileName,
    source: JSON.stringify({ version: 3, mappings }),
  }) as unknown as Rolldown.OutputAsset;

describe('compileHints (issue 33)', () => {
  const modules = new Set(['prosemirror', '/src/pages/LetterPage.tsx']);

  it("puts the hint on the first line of a page's file, above Vite's table of its lazy imports", () => {
    const code = 'const __vite__mapDeps=()=>[];\nimport"./react.js";';
    const bundle = generate(modules, {
      'LetterPage.js': outputChunk('LetterPage.js', ['prosemirror', '/src/pages/LetterPage.tsx'], code),
    });
    expect((bundle['LetterPage.js'] as Rolldown.OutputChunk).code).toBe(`${compileHint}\n${code}`);
  });

  it('moves the source map down the line the hint takes', () => {
    const bundle = generate(modules, {
      'LetterPage.js': outputChunk('LetterPage.js', ['/src/pages/LetterPage.tsx'], 'x()'),
      'LetterPage.js.map': outputMap('LetterPage.js.map', 'AAAA;CAAC'),
    });
    const map = JSON.parse(String((bundle['LetterPage.js.map'] as Rolldown.OutputAsset).source));
    expect(map).toEqual({ version: 3, mappings: ';AAAA;CAAC' });
  });

  it("gives a page's file another name than the same code without the hint", () => {
    const augment = compileHints(modules).augmentChunkHash as (chunk: { moduleIds: string[] }) => unknown;
    expect(augment({ moduleIds: ['/src/pages/LetterPage.tsx'] })).toBe(compileHint);
    expect(augment({ moduleIds: ['/src/pages/LetterPage.tsx', '/src/main.tsx'] })).toBeUndefined();
  });

  it('leaves a file with any module of the first load or the shell as it is', () => {
    const bundle = generate(modules, {
      'SignedInLayout.js': outputChunk(
        'SignedInLayout.js',
        ['/src/layout/SignedInLayout.tsx', 'prosemirror'],
        'y()',
      ),
      'SignedInLayout.js.map': outputMap('SignedInLayout.js.map', 'AAAA'),
      'empty.js': outputChunk('empty.js', [], ''),
    });
    expect((bundle['SignedInLayout.js'] as Rolldown.OutputChunk).code).toBe('y()');
    expect(
      JSON.parse(String((bundle['SignedInLayout.js.map'] as Rolldown.OutputAsset).source)).mappings,
    ).toBe('AAAA');
    expect((bundle['empty.js'] as Rolldown.OutputChunk).code).toBe('');
  });
});
