/**
 * The portal compiles exactly like Storybook and Vitest (shared config: React, vanilla-extract,
 * `@dictation/*` aliased to package sources). The sandbox serves `dist/` on the origin of `/api`,
 * so the built portal uses a relative API base; in dev, `/api` is proxied to a running sandbox.
 */
import { join } from 'node:path';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { build, defineConfig, mergeConfig, type Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompressPlugin } from '../../config/precompress.mjs';
import { proseMirrorWithoutStackProbe } from '../../config/proseMirrorStackProbe.mjs';
import { sharedViteConfig } from '../../config/vite.shared.mjs';
import { brandManifests } from './pwa/brandManifests';
import { compileHints, modulesCompiledOnLoad } from './vite/compileHints';
import { earlyStartScript } from './vite/earlyStartScript';
import { entryOnlyModules } from './vite/firstLoadChunk';
import { publicSharedModules } from './vite/publicSharedChunk';
import { reactRouterProductionAlias } from './vite/reactRouterProduction';
import { chunkGroups, sharedPageModules, shellModules } from './vite/shellChunk';

const sandboxUrl = process.env.SANDBOX_URL ?? 'http://localhost:8080';
/** Set while this config builds the first, automatic chunking that the real build regroups. */
const firstPassFlag = 'DICTATION_PORTAL_FIRST_CHUNKING';

/** The build's chunks as rolldown cuts them by itself, written nowhere (vite/shellChunk.ts). */
async function firstChunking(): Promise<Rolldown.OutputChunk[]> {
  process.env[firstPassFlag] = '1';
  try {
    const result = await build({ configFile: join(import.meta.dirname, 'vite.config.ts'), logLevel: 'warn' });
    const outputs = Array.isArray(result) ? result : [result];
    return outputs
      .flatMap((output) => ('output' in output ? output.output : []))
      .filter((file) => file.type === 'chunk');
  } finally {
    delete process.env[firstPassFlag];
  }
}

/** The app's entry and the early start, the page's first script (src/earlyStart.ts). */
const entryFile = '/src/main.tsx';
const earlyStartFile = '/src/earlyStart.ts';

/** The signed-in shell's module, and the route table's, which imports the pages lazily. */
const shellFile = '/src/layout/SignedInLayout.tsx';
/** Sign-in and the password pages, a lazy chunk too. */
const publicPagesFile = '/src/pages/PublicPages.tsx';
const routesFile = '/src/app/routePages.ts';

/** What a screen loads once it has painted: the kit's menus, dialogs and lists (issue 33). */
const afterPaintFiles = [
  '/packages/ui/src/ActionMenu/ActionMenuControl.tsx',
  '/packages/ui/src/ComboBox/ComboBoxControl.tsx',
  '/packages/ui/src/DatePicker/DatePickerPopover.tsx',
  '/packages/ui/src/Dialog/DialogControl.tsx',
  '/packages/ui/src/Drawer/DrawerControl.tsx',
  '/packages/ui/src/MultiSelect/MultiSelectControl.tsx',
  '/packages/ui/src/Select/SelectControl.tsx',
  '/packages/letters-table/src/LettersTable/ColumnsMenuControl.tsx',
  '/packages/letter-view/src/letterControls.ts',
];

/** A shared file of the pages at most this long (minified) goes with the shell (vite/shellChunk.ts). */
const smallSharedFileBytes = 6000;

/**
 * What the build takes from a first chunking: the signed-in shell's chunk (its own modules and the
 * small files the pages share), the first load's files in one (vite/firstLoadChunk.ts), the small
 * files sign-in shares with the signed-in screens in one (vite/publicSharedChunk.ts), and the
 * modules of the pages' files, which it hints to compile as they download (vite/compileHints.ts).
 */
async function fromFirstChunking() {
  const chunks = await firstChunking();
  const publicShared = publicSharedModules(chunks, publicPagesFile, smallSharedFileBytes);
  const codeSplitting = chunkGroups([
    {
      name: 'SignedInLayout',
      modules: new Set(
        [
          ...shellModules(chunks, shellFile),
          ...sharedPageModules(chunks, { routesFile, shellFile, afterPaintFiles }, smallSharedFileBytes),
        ].filter((id) => !publicShared.has(id)),
      ),
    },
    { name: 'firstLoad', modules: entryOnlyModules(chunks, { entryFile, earlyStartFile }) },
    { name: 'publicShared', modules: publicShared },
  ]);
  return { codeSplitting, compiledOnLoad: modulesCompiledOnLoad(chunks, { routesFile, shellFile }) };
}

export default defineConfig(async ({ command }) => {
  const firstPass = process.env[firstPassFlag] === '1';
  const chunking = command === 'build' && !firstPass ? await fromFirstChunking() : undefined;
  // The built portal's classes are short (0.5 KB less CSS and 0.2 KB less script on the wire per
  // screen); the dev server's say where each rule comes from.
  const classNames = command === 'build' ? 'short' : 'debug';
  return mergeConfig(sharedViteConfig({ classNames }), {
    root: import.meta.dirname,
    base: '/',
    // React Router's package gives bundlers only its development build (vite/reactRouterProduction.ts).
    resolve: command === 'build' ? { alias: reactRouterProductionAlias(import.meta.dirname) } : {},
    // The product speaks English only (the spec's wording): React Aria's built-in strings of its
    // other 30-odd locales are left out, and any browser locale falls back to en-US strings.
    // Dates and numbers still follow the browser's locale through Intl.
    // Every built file also gets its brotli and gzip forms, which the sandbox sends (issue 33).
    // The service worker keeps the app shell for opening offline (issue 35, docs/architecture.md
    // "Offline"); src/offline/ registers it and offers a new version when nothing is unsent.
    plugins: [
      optimizeLocales.vite({ locales: ['en-US'] }),
      // The letter page's code no longer parsed twice as it loads (config/proseMirrorStackProbe.mjs).
      proseMirrorWithoutStackProbe(),
      brandManifests(),
      earlyStartScript({
        first: { name: 'refreshAhead', file: 'src/refreshAhead.ts' },
        startedAfter: [{ name: 'earlyStart', file: 'src/earlyStart.ts' }],
      }),
      chunking && compileHints(chunking.compiledOnLoad),
      // The first chunking needs only what decides the chunks: no files, worker or copies.
      !firstPass &&
        VitePWA({
          strategies: 'generateSW',
          // A new version waits for the user's Reload (never while a recording is unsent).
          registerType: 'prompt',
          injectRegister: false,
          // One manifest per brand, linked at run time (pwa/brandManifests.ts).
          manifest: false,
          workbox: {
            globPatterns: ['**/*.{js,css,html,svg,webmanifest,woff2}'],
            // Every client route opens the shell; the API, the host page and files are never it.
            navigateFallback: '/index.html',
            navigateFallbackDenylist: [/^\/api\//, /^\/host-epr\//, /\.[a-z0-9]+$/i],
            // One file: the sandbox's (and a hospital server's) policy need not allow importScripts.
            inlineWorkboxRuntime: true,
            cleanupOutdatedCaches: true,
            // The first install takes charge of the open page: it opens offline from then on.
            clientsClaim: true,
            // The editor's chunk is the largest: the precache is the whole portal, 2 MB at most.
            maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
          },
        }),
      !firstPass && precompressPlugin(),
    ],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // Maps for the team, never for the public (issue 34): no sourceMappingURL comment, and the
      // sandbox does not serve them.
      sourcemap: 'hidden',
      // The manifest tells `npm run size` which chunks each route loads.
      manifest: true,
      // The whole portal's CSS is one file the page's head asks for (9.4 KB on the wire), not a
      // file per chunk: each was a request of its own on the six connections, beside the reads
      // a screen waits for, and Vite's loader ran a page's code only once its CSS was in (issue
      // 33: the letter screen and the recording page 0.3 s sooner cold on the bench's Slow 4G).
      cssCodeSplit: false,
      write: !firstPass,
      rolldownOptions: chunking ? { output: { codeSplitting: chunking.codeSplitting } } : {},
    },
    server: { proxy: { '/api': { target: sandboxUrl, changeOrigin: true } } },
  });
});
