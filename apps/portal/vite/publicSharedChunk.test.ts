import { describe, expect, it } from 'vitest';
import { publicSharedModules } from './publicSharedChunk';

describe('publicSharedModules (issue 33)', () => {
  /** A first-pass chunk: `bytes` of minified code, lazy when a page or the shell. */
  const file = (fileName: string, moduleIds: string[], imports: string[], bytes = 500, lazy = false) => ({
    fileName,
    moduleIds,
    imports,
    isEntry: false,
    code: 'x'.repeat(bytes),
    isDynamicEntry: lazy,
  });
  const firstPass = [
    { ...file('index.js', ['/src/main.tsx'], ['react.js']), isEntry: true },
    file('react.js', ['react'], []),
    file(
      'PublicPages.js',
      ['/src/pages/PublicPages.tsx'],
      ['textField.js', 'forms.js', 'signInOnly.js', 'menuHook.js', 'react.js'],
      2000,
      true,
    ),
    file(
      'SignedInLayout.js',
      ['/src/layout/SignedInLayout.tsx'],
      ['textField.js', 'menuHook.js', 'menu.js'],
      20000,
      true,
    ),
    file('ListPage.js', ['/src/pages/ListPage.tsx'], ['textField.js'], 20000, true),
    file('SettingsPage.js', ['/src/settings/SettingsPage.tsx'], ['forms.js'], 9000, true),
    // The text field the sign-in form and the list share.
    file('textField.js', ['/ui/TextField.tsx', 'react-aria/useTextField'], ['react.js']),
    // react-hook-form and the forms, which the settings page shares: large.
    file('forms.js', ['react-hook-form', '/auth/LoginForm.tsx'], ['react.js'], 40000),
    file('signInOnly.js', ['/auth/messages.ts'], []),
    // Small, but it imports the shell's menu, which /login would then download.
    file('menuHook.js', ['/ui/useMenuHook.ts'], ['menu.js']),
    file('menu.js', ['react-aria/menu'], [], 12000),
  ];

  it('gathers the small files sign-in shares with the signed-in code, and nothing they would bring', () => {
    expect([...publicSharedModules(firstPass, '/src/pages/PublicPages.tsx', 6000)].sort()).toEqual([
      '/ui/TextField.tsx',
      'react-aria/useTextField',
    ]);
  });

  it("leaves the forms (large), sign-in's own files and the first load's", () => {
    const modules = publicSharedModules(firstPass, '/src/pages/PublicPages.tsx', 6000);
    for (const id of ['react-hook-form', '/auth/messages.ts', '/ui/useMenuHook.ts', 'react'])
      expect(modules.has(id)).toBe(false);
  });
});
