/** Vite settings shared by Vitest, Storybook and the portal, so all three compile code alike. */
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { workspaceAliases } from './workspace.mjs';

/** @returns {import('vite').PluginOption[]} React and vanilla-extract */
export function sharedPlugins() {
  return [react(), vanillaExtractPlugin({ identifiers: 'debug' })];
}

/** @returns {import('vite').UserConfig} plugins plus `@dictation/*` aliases to package sources */
export function sharedViteConfig() {
  return {
    plugins: sharedPlugins(),
    resolve: { alias: workspaceAliases() },
  };
}
