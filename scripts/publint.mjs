/** Lints every built package as it would be published (`npm run build` runs it after rollup). */

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { readWorkspacePackages } from '../config/workspace.mjs';

let problems = 0;
for (const pkg of readWorkspacePackages()) {
  const { messages } = await publint({ pkgDir: pkg.dir, level: 'suggestion', strict: true });
  const manifest = JSON.parse(readFileSync(join(pkg.dir, 'package.json'), 'utf8'));
  for (const message of messages) {
    problems += 1;
    console.error(`${pkg.manifest.name}: ${formatMessage(message, manifest)}`);
  }
}
if (problems > 0) {
  console.error(`publint: ${problems} problem(s)`);
  process.exit(1);
}
console.log('publint: every package is clean');
