/**
 * React Router's production build for the portal's build. Its package exports only its development
 * build (`dist/development`, whatever the bundler's mode: remix-run/react-router#14102, open), so
 * every clinician's first load carried its development warnings (`ENABLE_DEV_WARNINGS`) and their
 * code. The same version's `dist/production` differs only in that. Vitest and Storybook keep the
 * development build, whose warnings are for us.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The entry of `react-router`'s production build installed beside `fromDir`. */
export function reactRouterProductionEntry(fromDir: string): string {
  const packageJson = createRequire(join(fromDir, 'noop.js')).resolve('react-router/package.json');
  const { module: developmentEntry } = JSON.parse(readFileSync(packageJson, 'utf8')) as { module: string };
  const productionEntry = developmentEntry.replace('/development/', '/production/');
  if (productionEntry === developmentEntry)
    throw new Error(`react-router's entry ${developmentEntry} is not in dist/development: check its builds`);
  return join(dirname(packageJson), productionEntry);
}

/** Vite's alias of `react-router` (the bare specifier only) to its production build. */
export const reactRouterProductionAlias = (fromDir: string) => [
  { find: /^react-router$/, replacement: reactRouterProductionEntry(fromDir) },
];
