/**
 * What a script bundle is made of, by library, for `npm run size -- --parts`. The bundle is built
 * again in memory with its source map (packages/widgets/scripts/widgetBundles.mjs, as `npm run
 * build` makes it); the map gives every generated segment its source, each segment goes to the
 * library (or the kit) that source belongs to, and each library's code is weighed alone, gzip -9.
 * Compressed apart, the parts add up to more than the bundle; the figures that matter are the big
 * libraries alone and together, against the budget (issue 18: React and React Aria together are
 * most of the recorder's 140 KB).
 */
import { dirname, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';
import { rollup } from 'rollup';
import { readWorkspacePackages } from '../config/workspace.mjs';
import { widgetBundleConfigs } from '../packages/widgets/scripts/widgetBundles.mjs';

/** Libraries that only come together, weighed as one. */
const families = [
  { name: 'React (react, react-dom, scheduler)', pattern: /^node_modules\/(react|react-dom|scheduler)\// },
  {
    name: 'React Aria (react-aria, -components, react-stately, @internationalized)',
    pattern:
      /^node_modules\/(react-aria|react-aria-components|react-stately|@react-aria|@react-stately|@react-types|@internationalized)\//,
  },
  { name: 'the kit (@dictation/*, its CSS)', pattern: /^(packages\/|.*kit-styles)/ },
];

/** `node_modules/@scope/name/...` -> `@scope/name`, `packages/ui/dist/...` -> `@dictation/ui` */
export function moduleOwner(/** @type {string} */ input) {
  const inModules = input.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inModules) return inModules[1];
  const inWorkspace = input.match(/^packages\/([^/]+)\//);
  return inWorkspace ? `@dictation/${inWorkspace[1]}` : input;
}

/** A family's member -> the family, anything else -> its module's owner. */
function ownerOf(/** @type {string} */ source) {
  return families.find(({ pattern }) => pattern.test(source))?.name ?? moduleOwner(source);
}

/**
 * @param {string} bundlePath the built script (`dist/bundle/<name>.iife.js`)
 * @param {string} rootDir the repository, which sources are named from
 * @returns {Promise<{ parts: [string, number][], together: [string, number][] }>} gzip bytes per
 *   owner, biggest first; and React with React Aria, then with @microsoft/signalr too, together
 */
export async function scriptParts(bundlePath, rootDir) {
  const config = widgetBundleConfigs(readWorkspacePackages()).find((candidate) =>
    [candidate.output].flat().some((output) => output?.file === bundlePath),
  );
  if (!config) throw new Error(`${bundlePath}: not a widget script bundle`);
  const output = [config.output].flat().find((candidate) => candidate?.file === bundlePath);
  const built = await rollup(config);
  const { output: chunks } = await built.generate({ ...output, sourcemap: true });
  await built.close();
  const [{ code, map }] = /** @type {[{ code: string, map: { sources: string[], mappings: string } }]} */ (
    /** @type {unknown} */ (chunks)
  );
  // Rollup names the sources from where the file would be written.
  const sources = map.sources.map((source) => relative(rootDir, resolve(dirname(bundlePath), source)));
  const lines = code.split('\n');
  /** @type {Map<string, string[]>} */
  const codeByOwner = new Map();
  decode(map.mappings).forEach((segments, lineIndex) => {
    const line = lines[lineIndex] ?? '';
    segments.forEach((segment, index) => {
      const owner = segment.length > 1 ? ownerOf(sources[segment[1]] ?? '') : '(generated)';
      const code = line.slice(segment[0], segments[index + 1]?.[0] ?? line.length);
      const owned = codeByOwner.get(owner);
      if (owned) owned.push(code);
      else codeByOwner.set(owner, [code]);
    });
  });
  const weigh = (/** @type {string[]} */ owners) =>
    gzipSync(owners.flatMap((owner) => codeByOwner.get(owner) ?? []).join(''), { level: 9 }).length;
  const [react, reactAria] = families.map((family) => family.name);
  return {
    parts: [...codeByOwner.keys()]
      .map((owner) => /** @type {[string, number]} */ ([owner, weigh([owner])]))
      .sort((a, b) => b[1] - a[1]),
    together: [
      ['React and React Aria together', weigh([react, reactAria])],
      ['... and @microsoft/signalr', weigh([react, reactAria, '@microsoft/signalr'])],
    ],
  };
}
