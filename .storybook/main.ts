import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { sharedViteConfig } from '../config/vite.shared.mjs';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: [
    '../packages/*/src/**/*.mdx',
    '../packages/*/src/**/*.stories.@(ts|tsx)',
    '../apps/portal/src/**/*.stories.@(ts|tsx)',
  ],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  // The Vitest plugin does not apply viteFinal, so vitest.config.ts uses the same shared config.
  viteFinal: (viteConfig) => {
    const { plugins, ...rest } = sharedViteConfig();
    const existing = (viteConfig.plugins ?? []).flat();
    const hasReact = existing.some(
      (plugin) => plugin && 'name' in plugin && plugin.name.startsWith('vite:react'),
    );
    return mergeConfig(viteConfig, { ...rest, plugins: hasReact ? plugins?.slice(1) : plugins });
  },
};

export default config;
