/**
 * The portal compiles exactly like Storybook and Vitest (shared config: React, vanilla-extract,
 * `@dictation/*` aliased to package sources). The sandbox serves `dist/` on the origin of `/api`,
 * so the built portal uses a relative API base; in dev, `/api` is proxied to a running sandbox.
 */
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { defineConfig, mergeConfig } from 'vite';
import { precompressPlugin } from '../../config/precompress.mjs';
import { sharedViteConfig } from '../../config/vite.shared.mjs';

const sandboxUrl = process.env.SANDBOX_URL ?? 'http://localhost:8080';

export default defineConfig(
  mergeConfig(sharedViteConfig(), {
    root: import.meta.dirname,
    base: '/',
    // The product speaks English only (the spec's wording): React Aria's built-in strings of its
    // other 30-odd locales are left out, and any browser locale falls back to en-US strings.
    // Dates and numbers still follow the browser's locale through Intl.
    // Every built file also gets its brotli and gzip forms, which the sandbox sends (issue 33).
    plugins: [optimizeLocales.vite({ locales: ['en-US'] }), precompressPlugin()],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // Maps for the team, never for the public (issue 34): no sourceMappingURL comment, and the
      // sandbox does not serve them.
      sourcemap: 'hidden',
      // The manifest tells `npm run size` which chunks each route loads.
      manifest: true,
    },
    server: { proxy: { '/api': { target: sandboxUrl, changeOrigin: true } } },
  }),
);
