/** Vite settings shared by Vitest, Storybook and the portal, so all three compile code alike. */
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { workspaceAliases } from './workspace.mjs';

/**
 * How vanilla-extract names the classes: `debug` (`RecorderPanel_root__j0mhla0`, which says where
 * a rule comes from) for tests, stories and the dev server; `short` (`_j0mhla0`) for what a
 * clinician downloads, as the packages' own builds (rollup's default) name them.
 * @typedef {'debug' | 'short'} ClassNames
 */

/** @returns {import('vite').PluginOption[]} React and vanilla-extract */
export function sharedPlugins(/** @type {ClassNames} */ classNames = 'debug') {
  return [react(), vanillaExtractPlugin({ identifiers: classNames })];
}

/** @returns {import('vite').UserConfig} plugins plus `@dictation/*` aliases to package sources */
export function sharedViteConfig(/** @type {{ classNames?: ClassNames }} */ { classNames } = {}) {
  return {
    plugins: sharedPlugins(classNames),
    resolve: { alias: workspaceAliases() },
  };
}
