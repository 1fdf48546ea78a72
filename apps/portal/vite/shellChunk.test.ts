import { describe, expect, it } from 'vitest';
import { oneChunk, shellModules } from './shellChunk';

/** A first chunking: `imports` are the files a chunk imports statically. */
const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], entry = false) => ({
  fileName,
  moduleIds,
  imports,
  isEntry: entry,
  facadeModuleId: moduleIds.at(-1) ?? null,
});

const firstChunking = [
  chunk('index.js', ['/src/main.tsx'], ['react.js', 'session.js'], true),
  chunk('earlyStart.js', ['/src/earlyStart.ts'], ['session.js'], true),
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

describe('oneChunk', () => {
  it('names the given modules, and only them, after the chunk, without their imports', () => {
    const [group] = oneChunk('SignedInLayout', new Set(['/ui/Dialog.tsx'])).groups;
    expect(group?.name('/ui/Dialog.tsx')).toBe('SignedInLayout');
    expect(group?.name('react')).toBeNull();
    expect(group?.includeDependenciesRecursively).toBe(false);
  });
});
