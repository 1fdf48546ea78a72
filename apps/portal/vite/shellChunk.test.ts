import { describe, expect, it } from 'vitest';
import { chunkGroups, sharedPageModules, shellModules } from './shellChunk';

/**
 * A first chunking: `imports` are the files a chunk imports statically, `lazy` the files it
 * imports dynamically, `bytes` its minified length.
 */
const chunk = (
  fileName: string,
  moduleIds: string[],
  imports: string[] = [],
  { entry = false, lazy = [] as string[], dynamicEntry = false, bytes = 100 } = {},
) => ({
  fileName,
  moduleIds,
  imports,
  dynamicImports: lazy,
  isEntry: entry,
  isDynamicEntry: dynamicEntry,
  facadeModuleId: moduleIds.at(-1) ?? null,
  code: 'x'.repeat(bytes),
});

const firstChunking = [
  chunk('index.js', ['/src/main.tsx'], ['react.js', 'session.js'], { entry: true }),
  chunk('earlyStart.js', ['/src/earlyStart.ts'], ['session.js'], { entry: true }),
  chunk('react.js', ['react']),
  chunk('session.js', ['/core/session.ts']),
  chunk(
    'SignedInLayout.js',
    ['/src/layout/AppShell.tsx', '/src/layout/SignedInLayout.tsx'],
    ['react.js', 'dialog.js', 'activityBus.js'],
  ),
  chunk('dialog.js', ['/ui/Dialog.tsx', 'react-aria/modal'], ['overlays.js', 'session.js']),
  chunk('overlays.js', ['react-aria/overlays']),
  chunk('activityBus.js', ['/core/activityBus.ts']),
  chunk('ListPage.js', ['/src/pages/ListPage.tsx'], ['dialog.js', 'select.js']),
  chunk('select.js', ['react-aria/select']),
];

describe('shellModules (issue 33)', () => {
  it('gathers what the shell loads beyond the first load: the files a page shares with it too', () => {
    expect([...shellModules(firstChunking, '/src/layout/SignedInLayout.tsx')].sort()).toEqual([
      '/core/activityBus.ts',
      '/src/layout/AppShell.tsx',
      '/src/layout/SignedInLayout.tsx',
      '/ui/Dialog.tsx',
      'react-aria/modal',
      'react-aria/overlays',
    ]);
  });

  it("leaves the first load's modules and a page's own where they are", () => {
    const modules = shellModules(firstChunking, '/src/layout/SignedInLayout.tsx');
    for (const id of [
      'react',
      '/core/session.ts',
      '/src/main.tsx',
      '/src/pages/ListPage.tsx',
      'react-aria/select',
    ])
      expect(modules.has(id)).toBe(false);
  });

  it('says so when the first chunking has no chunk for the shell', () => {
    expect(() => shellModules(firstChunking, '/src/layout/Gone.tsx')).toThrow(
      /no chunk for \/src\/layout\/Gone.tsx/,
    );
  });
});

describe('sharedPageModules (issue 33)', () => {
  const shellFile = '/src/layout/SignedInLayout.tsx';
  const files = { routesFile: '/src/app/routePages.ts', shellFile, afterPaintFiles: [] };
  const page = (fileName: string, imports: string[], lazy: string[] = []) =>
    chunk(fileName, [`/src/pages/${fileName.replace('.js', '.tsx')}`], imports, { dynamicEntry: true, lazy });
  const pagesChunking = [
    chunk('index.js', ['/src/main.tsx'], ['react.js', 'routePages.js'], {
      entry: true,
      lazy: ['startupLoads.js'],
    }),
    chunk('routePages.js', ['/src/app/lazyPage.ts', '/src/app/routePages.ts'], ['react.js'], {
      lazy: ['SignedInLayout.js', 'ListPage.js', 'LetterPage.js'],
    }),
    chunk('react.js', ['react']),
    chunk('SignedInLayout.js', [shellFile], ['react.js'], { dynamicEntry: true, lazy: ['unsentDialog.js'] }),
    page('unsentDialog.js', ['dates.js']),
    page('ListPage.js', ['react.js', 'toggle.js', 'dates.js', 'select.js', 'settings.js', 'listOnly.js']),
    page('LetterPage.js', ['react.js', 'toggle.js', 'select.js', 'settings.js']),
    chunk('startupLoads.js', ['/src/app/startupLoads.ts'], ['settings.js'], { dynamicEntry: true }),
    chunk('toggle.js', ['react-stately/toggle'], [], { bytes: 800 }),
    chunk('dates.js', ['/core/format/dates.ts'], [], { bytes: 900 }),
    chunk('select.js', ['react-aria/select'], [], { bytes: 25_000 }),
    chunk('settings.js', ['/core/packageSettings.ts'], [], { bytes: 900 }),
    chunk('listOnly.js', ['/letters-table/only.ts'], [], { bytes: 300 }),
  ];

  it("gathers the small files only pages share, or a page and the shell's own lazy code", () => {
    expect([...sharedPageModules(pagesChunking, files, 6000)].sort()).toEqual([
      '/core/format/dates.ts',
      'react-stately/toggle',
    ]);
  });

  it("leaves a large file, one other lazy code loads too, a page's own and the first load's", () => {
    const modules = sharedPageModules(pagesChunking, files, 6000);
    for (const id of ['react-aria/select', '/core/packageSettings.ts', '/letters-table/only.ts', 'react'])
      expect(modules.has(id)).toBe(false);
    expect(sharedPageModules(pagesChunking, files, 100_000).has('react-aria/select')).toBe(true);
  });

  it("counts what only pages load lazily as theirs: the letter page's history table", () => {
    // The history table imports the letter page's chunk, and so every file the letter page uses.
    const withHistory = (historyImports: string[]) => [
      ...pagesChunking.map((chunk) =>
        chunk.fileName === 'LetterPage.js' ? { ...chunk, dynamicImports: ['HistoryTable.js'] } : chunk,
      ),
      chunk('HistoryTable.js', ['/letter-view/HistoryTable.tsx'], historyImports, { dynamicEntry: true }),
    ];
    expect([...sharedPageModules(withHistory(['LetterPage.js', 'select.js']), files, 6000)].sort()).toEqual([
      '/core/format/dates.ts',
      'react-stately/toggle',
    ]);
    // What a page loads lazily comes after it, and so after the shell: a small file it shares
    // with another page joins the shell too.
    const listOnly = '/letters-table/only.ts';
    expect(sharedPageModules(withHistory(['LetterPage.js', 'listOnly.js']), files, 6000).has(listOnly)).toBe(
      true,
    );
    // Not when the first load loads it lazily too: the start-up would wait for the shell.
    const alsoFromStart = withHistory(['LetterPage.js', 'listOnly.js']).map((chunk) =>
      chunk.fileName === 'startupLoads.js' ? { ...chunk, dynamicImports: ['HistoryTable.js'] } : chunk,
    );
    expect(sharedPageModules(alsoFromStart, files, 6000).has(listOnly)).toBe(false);
  });

  it("counts the code a screen loads once it has painted as the pages': the kit's menus and lists", () => {
    // The list's filters show the selects' stand-ins, whose small shared files the selects' own
    // code uses too. That code is loaded, once the list has painted, by a file the list shares
    // with the shell (the controls' loader), not by a page.
    const withControls = [
      ...pagesChunking.map((chunk) =>
        chunk.fileName === 'ListPage.js'
          ? { ...chunk, imports: [...chunk.imports, 'loader.js', 'fieldClass.js'] }
          : chunk,
      ),
      chunk('loader.js', ['/ui/deferred/overlayControlsModule.ts'], [], { lazy: ['controls.js'] }),
      chunk('controls.js', ['/ui/deferred/overlayControls.ts'], ['fieldClass.js'], { dynamicEntry: true }),
      chunk('fieldClass.js', ['/ui/ChoiceField/fieldClassName.ts'], [], { bytes: 400 }),
    ];
    const fieldClass = '/ui/ChoiceField/fieldClassName.ts';
    expect(sharedPageModules(withControls, files, 6000).has(fieldClass)).toBe(false);
    const afterPaint = { ...files, afterPaintFiles: ['/ui/deferred/overlayControls.ts'] };
    expect(sharedPageModules(withControls, afterPaint, 6000).has(fieldClass)).toBe(true);
  });

  it('leaves a small shared file that would bring the shell a large one: React Aria tabs and collections', () => {
    // Two pages share the tabs (small), which import the collections (large, not the shell's).
    const withTabs = [
      ...pagesChunking.map((chunk) =>
        chunk.fileName === 'ListPage.js' || chunk.fileName === 'LetterPage.js'
          ? { ...chunk, imports: [...chunk.imports, 'tabs.js'] }
          : chunk,
      ),
      chunk('tabs.js', ['react-aria/tabs'], ['collections.js', 'toggle.js'], { bytes: 900 }),
      chunk('collections.js', ['react-aria/collections'], [], { bytes: 40_000 }),
    ];
    const modules = sharedPageModules(withTabs, files, 6000);
    expect(modules.has('react-aria/tabs')).toBe(false);
    // A small file that imports only other small ones joining the shell joins with them.
    expect(modules.has('react-stately/toggle')).toBe(true);
    const smallCollections = withTabs.map((chunk) =>
      chunk.fileName === 'collections.js' ? { ...chunk, code: 'x'.repeat(900) } : chunk,
    );
    expect(sharedPageModules(smallCollections, files, 6000).has('react-aria/tabs')).toBe(true);
  });

  it('says so when the first chunking has no chunk for the routes, or the routes are in an entry', () => {
    expect(() =>
      sharedPageModules(pagesChunking, { ...files, routesFile: '/src/app/gone.ts' }, 6000),
    ).toThrow(/no chunk for \/src\/app\/gone.ts/);
    // There, the entry's other lazy code (the start-up's reads) would count as pages.
    expect(() => sharedPageModules(pagesChunking, { ...files, routesFile: '/src/main.tsx' }, 6000)).toThrow(
      /\/src\/main.tsx is in an entry's chunk/,
    );
  });
});

describe('chunkGroups', () => {
  it("names each group's modules, and only them, after its chunk, without their imports", () => {
    const [shell, firstLoad] = chunkGroups([
      { name: 'SignedInLayout', modules: new Set(['/ui/Dialog.tsx']) },
      { name: 'firstLoad', modules: new Set(['/ui/themeContext.ts']) },
    ]).groups;
    expect(shell?.name('/ui/Dialog.tsx')).toBe('SignedInLayout');
    expect(shell?.name('/ui/themeContext.ts')).toBeNull();
    expect(firstLoad?.name('/ui/themeContext.ts')).toBe('firstLoad');
    expect(firstLoad?.name('react')).toBeNull();
    expect(shell?.includeDependenciesRecursively).toBe(false);
    expect(firstLoad?.includeDependenciesRecursively).toBe(false);
  });
});
