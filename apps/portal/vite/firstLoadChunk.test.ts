import { describe, expect, it } from 'vitest';
import { entryOnlyModules } from './firstLoadChunk';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) => ({
  fileName,
  moduleIds,
  imports,
  isEntry,
});

describe('entryOnlyModules (issue 33)', () => {
  const files = { entryFile: '/src/main.tsx', earlyStartFile: '/src/earlyStart.ts' };
  const firstPass = [
    chunk('index.js', ['/src/main.tsx'], ['react.js', 'routes.js', 'theme.js'], true),
    chunk('earlyStart.js', ['/src/earlyStart.ts'], ['react.js', 'session.js'], true),
    chunk('react.js', ['react']),
    chunk('session.js', ['/core/session.ts']),
    chunk('routes.js', ['/src/app/routePages.ts', 'react-router'], ['messages.js']),
    chunk('messages.js', ['/ui/messages.ts']),
    // Loaded by the entry and by a page, which loads after it: rolldown gives it a file of its own.
    chunk('theme.js', ['/ui/themeContext.ts']),
    chunk('ListPage.js', ['/src/pages/ListPage.tsx'], ['theme.js']),
  ];

  it("gathers the modules of the entry's files, beyond its own, that the early start does not load", () => {
    expect([...entryOnlyModules(firstPass, files)].sort()).toEqual([
      '/src/app/routePages.ts',
      '/ui/messages.ts',
      '/ui/themeContext.ts',
      'react-router',
    ]);
  });

  it("leaves the early start's files, the entry's own and what loads later", () => {
    const modules = entryOnlyModules(firstPass, files);
    for (const id of ['react', '/core/session.ts', '/src/main.tsx', '/src/pages/ListPage.tsx'])
      expect(modules.has(id)).toBe(false);
  });

  it('says so when the first chunking has no chunk for the entry', () => {
    expect(() => entryOnlyModules(firstPass, { ...files, entryFile: '/src/gone.tsx' })).toThrow(
      /no chunk for \/src\/gone.tsx/,
    );
  });
});
