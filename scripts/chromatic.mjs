/** Runs the hosted visual review (Chromatic) when a project token exists; says so when it skips. */
import { spawnSync } from 'node:child_process';

const token = process.env.CHROMATIC_PROJECT_TOKEN;
if (!token) {
  console.log(
    'chromatic: skipped, CHROMATIC_PROJECT_TOKEN is not set (screenshots are compared locally by npm test).',
  );
  process.exit(0);
}
const result = spawnSync(
  'npx',
  ['--yes', 'chromatic', '--build-script-name', 'build-storybook', '--exit-zero-on-changes'],
  {
    stdio: 'inherit',
    env: process.env,
  },
);
process.exit(result.status ?? 1);
