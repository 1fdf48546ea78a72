/**
 * The widgets' script bundles, for pages without a bundler, each as an ES module (`.js`) and a
 * classic script (`.iife.js`), React and every dependency included, the kit's CSS inlined as a
 * string that the elements adopt into their shadow roots:
 * - `dist/bundle/dictation-widgets.*`: the four elements (`window.DictationWidgets`);
 * - `dist/bundle/dictation-recorder.*`: `<dictation-recorder>` alone (`window.DictationRecorder`);
 * - `dist/bundle/dictation-refresh-ahead.js`: the page's first script, the token refresh alone.
 *
 * The two ES modules are one code-split build (issue 33): they share their chunks in
 * `dist/bundle/chunks/` (one React and one kit core for a page using both). A module defines its
 * elements without React, which they import as they connect (src/widgetRoot.tsx), and each
 * element's content, which it imports when it is first shown (src/ShownOnce.tsx), is a chunk with
 * what only it needs. `dist/bundle/manifest.json` names each module's static chunks, the chunks
 * its elements render with and each element's content chunks, for a page's
 * `<link rel="modulepreload">`.
 *
 * A classic script cannot import, so each is one file: rolldown bundles the entry into one module
 * (the elements' `import()` inlined) and rollup writes it as an IIFE (rollup has no CommonJS or
 * node_modules resolution here, and React ships CommonJS).
 *
 * rolldown rather than esbuild: esbuild's code splitting puts every module a package's index
 * re-exports, if any chunk uses it, in a chunk of every entry that imports anything from that
 * index (the letter editor was back in the recorder's first load), and its one-file bundle wraps
 * every module behind an inlined `import()` for a deferred start (+10 KB gzip for the recorder).
 * Both builds bundle the packages' built `dist` (their class names match their
 * `dist/styles.css`), so they run after the packages' own builds (rollup.config.mjs puts them
 * last).
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { transformSync } from 'esbuild';
import { rolldown } from 'rolldown';
import { proseMirrorWithoutStackProbe } from '../../../config/proseMirrorStackProbe.mjs';

const kitStylesModule = 'dictation:kit-styles';

/** @typedef {import('../../../config/workspace.mjs').WorkspacePackage} WorkspacePackage */

/**
 * Each bundle: its entry in `src/bundles`, its file name, the classic script's global, and the
 * packages whose components it renders (their CSS and their dependencies' are inlined, then the
 * widgets' own rules). Every element may show `@dictation/auth`'s inactivity warning (issue 31).
 */
const bundles = [
  {
    entry: 'widgets',
    file: 'dictation-widgets',
    global: 'DictationWidgets',
    renders: ['@dictation/widgets'],
  },
  {
    entry: 'recorder',
    file: 'dictation-recorder',
    global: 'DictationRecorder',
    renders: ['@dictation/new-letter', '@dictation/auth'],
  },
];

/**
 * The `styles.css` of `roots` and of every workspace package they depend on, dependencies first
 * so the kit's `dictation` layer and theme come before the components that use them; `last` (the
 * widgets package) at the end unless already in; minified.
 * @param {WorkspacePackage[]} roots
 * @param {WorkspacePackage} last
 * @param {WorkspacePackage[]} all
 */
function kitStylesFor(roots, last, all) {
  /** @type {typeof all} */
  const ordered = [];
  const visit = (/** @type {WorkspacePackage} */ current) => {
    if (ordered.includes(current)) return;
    for (const name of Object.keys(current.manifest.dependencies ?? {})) {
      const dependency = all.find((candidate) => candidate.manifest.name === name);
      if (dependency) visit(dependency);
    }
    ordered.push(current);
  };
  roots.forEach(visit);
  if (!ordered.includes(last)) ordered.push(last);
  const css = ordered
    .filter((current) => current.manifest.exports['./styles.css'])
    .map((current) => readFileSync(join(current.dir, 'dist/styles.css'), 'utf8'))
    .join('\n');
  // A string in the script: the packages' stylesheets are written to be read (60 KB, a sixth of
  // it indentation), and a string is not minified with the code around it.
  return transformSync(css, { loader: 'css', minify: true, logLevel: 'silent' }).code;
}

/**
 * What both builds of an entry share: the packages' `dist`, React in production, React Aria's
 * strings in English only and the kit's CSS of each entry.
 * @param {string | Record<string, string>} input the entry file, or output name -> entry file
 * @param {(entry: string) => string} kitStylesOf the CSS an entry inlines, read when the bundle is
 *   built (the packages' `dist/styles.css` do not exist yet when rollup reads its configuration)
 * @returns {import('rolldown').InputOptions}
 */
function bundleInput(input, kitStylesOf) {
  const kitStylesId = `\0${kitStylesModule}:`;
  return {
    input,
    platform: 'browser',
    // The repository's tsconfig maps `@dictation/*` to sources; bundle the built packages.
    tsconfig: false,
    transform: { define: { 'process.env.NODE_ENV': '"production"' } },
    treeshake: {
      // vanilla-extract's runtime says it has side effects (it registers styles as it runs); the
      // bundles reach it only through @dictation/ui's theme helpers for build time, which they
      // never call: the CSS comes compiled (kit-styles).
      moduleSideEffects: [{ test: /node_modules\/@vanilla-extract\/css\//, sideEffects: false }],
    },
    plugins: [
      // As in the portal: the kit speaks English only, so React Aria's strings of its other
      // 30-odd locales are left out (dates and numbers still follow the browser through Intl).
      optimizeLocales.rolldown({ locales: ['en-US'] }),
      // The letter view's code no longer parsed twice as it loads (config/proseMirrorStackProbe.mjs).
      proseMirrorWithoutStackProbe(),
      {
        // One module per entry: each bundle inlines the CSS of the packages it renders.
        name: 'kit-styles',
        resolveId(source, importer) {
          return source === kitStylesModule && importer ? `${kitStylesId}${importer}` : null;
        },
        load(id) {
          if (!id.startsWith(kitStylesId)) return null;
          return `export default ${JSON.stringify(kitStylesOf(id.slice(kitStylesId.length)))};`;
        },
      },
    ],
    onLog(level, log) {
      // The libraries' "use client" markers mean nothing in a browser bundle.
      if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
      throw new Error(`rolldown ${level} (${log.code}): ${log.message}`);
    },
  };
}

/**
 * The bundles are minified for browsers: the licences stay, the hints for another bundler go
 * (rollup, which writes the classic scripts, refuses some where they stand).
 * @type {import('rolldown').OutputOptions['comments']}
 */
const comments = { legal: true, annotation: false, jsdoc: false };

/**
 * The classic script of one entry: rolldown bundles it into one module, and rollup writes it.
 * @param {string} entry the bundle's entry file
 * @param {(entry: string) => string} kitStylesOf
 * @returns {import('rollup').Plugin}
 */
function classicBundle(entry, kitStylesOf) {
  return {
    name: 'dictation-widget-bundle',
    async load(id) {
      if (id !== entry) return null;
      const bundle = await rolldown(bundleInput(id, kitStylesOf));
      const { output } = await bundle.generate({
        format: 'es',
        minify: true,
        comments,
        codeSplitting: false,
        // Passed on to rollup, which keeps it for a build that asks for maps: `npm run size --
        // --parts` weighs each script by library with it (dist itself ships no maps).
        sourcemap: true,
        file: join(dirname(id), 'bundle.js'),
      });
      await bundle.close();
      const [chunk] = output;
      return { code: chunk.code, map: chunk.map ? chunk.map.toString() : null };
    },
  };
}

/**
 * `dist/bundle/manifest.json`, paths relative to `dist/bundle`:
 * - `modules`: each ES module with the chunks it imports statically (`imports`), which the browser
 *   downloads before it runs (the element classes, without React); the chunks its elements import
 *   as they connect (`renders`: React, the kit's frame and each element's body,
 *   src/widgetRoot.tsx); and the elements whose content it can load (`content`);
 * - `content`: each element's content (`src/elements/<Name>Content.tsx`, by `<Name>`): its chunk
 *   and the chunks that one imports statically, which the element imports when first shown.
 * @typedef {{ modules: Record<string, { imports: string[], renders: string[], content: string[] }>, content: Record<string, string[]> }} BundleManifest
 */

/**
 * @param {import('rolldown').OutputChunk[]} chunks
 * @returns {BundleManifest}
 */
function bundleManifest(chunks) {
  const chunkOf = (/** @type {string} */ file) => chunks.find((chunk) => chunk.fileName === file);
  /** The files' chunks and those of every chunk they import statically, in the order imported. */
  const withImports = (/** @type {string[]} */ files) => {
    /** @type {string[]} */
    const found = [];
    const visit = (/** @type {string} */ current) => {
      if (found.includes(current)) return;
      found.push(current);
      for (const imported of chunkOf(current)?.imports ?? []) visit(imported);
    };
    files.forEach(visit);
    return found;
  };
  const contentName = (/** @type {import('rolldown').OutputChunk | undefined} */ chunk) =>
    chunk?.isDynamicEntry ? chunk.facadeModuleId?.match(/(\w+)Content\.js$/)?.[1] : undefined;
  /** The chunks `files` import dynamically, content or not. */
  const dynamicImports = (/** @type {string[]} */ files, /** @type {boolean} */ content) =>
    files.flatMap((file) =>
      (chunkOf(file)?.dynamicImports ?? []).filter(
        (imported) => !!contentName(chunkOf(imported)) === content,
      ),
    );
  /** @type {BundleManifest} */
  const manifest = { modules: {}, content: {} };
  for (const chunk of chunks) {
    const name = contentName(chunk);
    if (name) manifest.content[name] = withImports([chunk.fileName]);
    if (!chunk.isEntry) continue;
    const [file = chunk.fileName, ...imports] = withImports([chunk.fileName]);
    const renders = withImports(dynamicImports([file, ...imports], false)).filter(
      (rendered) => rendered !== file && !imports.includes(rendered),
    );
    const content = dynamicImports([file, ...imports, ...renders], true).flatMap(
      (imported) => contentName(chunkOf(imported)) ?? [],
    );
    manifest.modules[file] = { imports, renders, content: [...new Set(content)].sort() };
  }
  return manifest;
}

/**
 * Issue 33: the modules' chunks by when the page runs them, rather than by which dynamic imports
 * share them. Left to itself, rolldown cut what the elements need at definition and at connect
 * into thirty files, some of a hundred bytes, and on HTTP/1.1's six connections each is another
 * round trip. From a first, automatic chunking (`chunks`, after tree-shaking): what each entry
 * imports statically (the element classes, the session, the reads ahead) goes into `defined`,
 * and what its elements import as they connect (React, the kit's frame, each element's body,
 * src/widgetRoot.tsx) into `rendered`, each named by the entries that load it. Each element's
 * content (`*Content.tsx`) keeps rolldown's own chunking.
 * @param {import('rolldown').OutputChunk[]} chunks
 * @returns {import('rolldown').OutputOptions['codeSplitting']}
 */
function chunksByStartupStage(chunks) {
  const manifest = bundleManifest(chunks);
  const modulesOf = (/** @type {string[]} */ files) =>
    files.flatMap((file) => chunks.find((chunk) => chunk.fileName === file)?.moduleIds ?? []);
  /** @type {Map<string, string[]>} module -> `<stage>~<entry>~<entry>` parts */
  const stageOf = new Map();
  for (const [entry, { imports, renders }] of Object.entries(manifest.modules)) {
    const name = entry.replace(/\.js$/, '');
    for (const [stage, files] of [
      ['defined', imports],
      ['rendered', renders],
    ]) {
      for (const id of modulesOf(files)) {
        const parts = stageOf.get(id) ?? [stage];
        // A module of one entry's first load and another's renders loads with the first load.
        if (parts[0] === 'defined' || stage === 'rendered') parts.push(name);
        else parts.splice(0, parts.length, stage, name);
        stageOf.set(id, parts);
      }
    }
  }
  return {
    groups: [{ debugName: 'startup stage', name: (id) => stageOf.get(id)?.join('~') ?? null }],
  };
}

/**
 * The ES modules of every entry in one code-split build, and their manifest.
 * @param {{ entries: Record<string, string>, outputDir: string, kitStylesOf: (entry: string) => string }} options
 *   `entries`: output name (without `.js`) -> entry file
 * @returns {import('rollup').Plugin}
 */
function esModuleBundles({ entries, outputDir, kitStylesOf }) {
  return {
    name: 'dictation-widget-modules',
    // After the classic script is written: `npm run size -- --parts` builds that one in memory
    // and must not rewrite the modules.
    async writeBundle() {
      const bundle = await rolldown(bundleInput(entries, kitStylesOf));
      /** @type {import('rolldown').OutputOptions} */
      const outputOptions = {
        dir: outputDir,
        format: 'es',
        minify: true,
        comments,
        // The entries keep their published names; the chunks are named by their content, so a
        // page can cache them for good.
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
      };
      const automatic = await bundle.generate(outputOptions);
      const codeSplitting = chunksByStartupStage(automatic.output.filter((file) => file.type === 'chunk'));
      rmSync(join(outputDir, 'chunks'), { recursive: true, force: true });
      const { output } = await bundle.write({ ...outputOptions, codeSplitting });
      await bundle.close();
      const chunks = output.filter((file) => file.type === 'chunk');
      writeFileSync(join(outputDir, 'manifest.json'), `${JSON.stringify(bundleManifest(chunks), null, 2)}\n`);
      await writeFirstScript(outputDir, kitStylesOf);
    },
  };
}

/** The page's first script: its entry in the widgets package and its file in `dist/bundle`. */
const firstScript = { entry: 'src/bundles/refreshAhead.ts', file: 'dictation-refresh-ahead.js' };

/**
 * `dist/bundle/dictation-refresh-ahead.js`, the page's first script (src/bundles/refreshAhead.ts):
 * one file with the little it imports, not a chunk of the elements' build, so that it is in and
 * has sent the token refresh before their files have downloaded. It hands the refresh over on the
 * page's global object, so the elements take it from their ES modules or their classic scripts.
 * @param {string} outputDir
 * @param {(entry: string) => string} kitStylesOf
 */
async function writeFirstScript(outputDir, kitStylesOf) {
  const bundle = await rolldown(
    bundleInput(join(dirname(import.meta.dirname), firstScript.entry), kitStylesOf),
  );
  await bundle.write({
    file: join(outputDir, firstScript.file),
    format: 'es',
    minify: true,
    comments,
    codeSplitting: false,
  });
  await bundle.close();
}

/**
 * @param {WorkspacePackage[]} all every workspace package
 * @returns {import('rollup').RollupOptions[]}
 */
export function widgetBundleConfigs(all) {
  const widgets = all.find((candidate) => candidate.folder === 'widgets');
  if (!widgets) return [];
  const outputDir = join(widgets.dir, 'dist/bundle');
  const inputOf = (/** @type {string} */ entry) => join(widgets.dir, `src/bundles/${entry}.ts`);
  /** @type {Map<string, () => string>} entry file -> its kit CSS */
  const kitStyles = new Map(
    bundles.map(({ entry, file, renders }) => {
      const rendered = renders.map((name) => {
        const found = all.find((candidate) => candidate.manifest.name === name);
        if (!found) throw new Error(`widget bundle ${file}: no workspace package ${name}`);
        return found;
      });
      return [inputOf(entry), () => kitStylesFor(rendered, widgets, all)];
    }),
  );
  const kitStylesOf = (/** @type {string} */ importer) => {
    const styles = kitStyles.get(importer);
    if (!styles)
      throw new Error(`widget bundles: ${importer} is not an entry; only entries import the kit's CSS`);
    return styles();
  };
  const modules = esModuleBundles({
    entries: Object.fromEntries(bundles.map(({ entry, file }) => [file, inputOf(entry)])),
    outputDir,
    kitStylesOf,
  });
  return bundles.map(({ entry, file, global }, index) => {
    const input = inputOf(entry);
    return {
      input,
      // The ES modules once, with the first classic script.
      plugins: [classicBundle(input, kitStylesOf), ...(index === 0 ? [modules] : [])],
      onwarn(warning) {
        throw new Error(`rollup warning (${warning.code}): ${warning.message}`);
      },
      // Not indented: the code comes minified.
      output: {
        file: join(outputDir, `${file}.iife.js`),
        format: 'iife',
        name: global,
        indent: false,
        compact: true,
      },
    };
  });
}
