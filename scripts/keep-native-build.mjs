/**
 * `.ci/run`, after `npm ci`: keeps the native build of better-sqlite3 (the sandbox's SQLite) that
 * the install made on this machine, so that the next clean install here unpacks it instead of
 * compiling SQLite again. prebuild-install cannot download the package's binary (this machine
 * reaches only the npm registry), so every `npm ci` compiled it: about 75 s of CI's two cores.
 *
 * The folder, under the user's cache and outside any clone, is the one `.ci/run` gives
 * prebuild-install as its "local-prebuilds" (in a `.prebuild-installrc` it writes before `npm ci`;
 * an npm_config_ variable would make npm warn of an unknown setting). The file's name
 * is the one prebuild-install looks for: the package's version, Node's ABI, platform and
 * architecture, so another Node or another version compiles afresh (and is kept in turn). A kept
 * build that does not load is dropped and the package compiled again here.
 *
 *   node scripts/keep-native-build.mjs <folder>
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { rootDir } from '../config/workspace.mjs';

const name = 'better-sqlite3';
const folder = process.argv[2];
const packageDir = join(rootDir, 'node_modules', name);
const binary = 'build/Release/better_sqlite3.node';

/** Whether the installed package opens a database (in a child: a bad binary can crash its process). */
function loads() {
  const require = createRequire(join(rootDir, 'package.json'));
  const check = `new (require(${JSON.stringify(require.resolve(name))}))(':memory:').prepare('SELECT 1').get()`;
  return spawnSync(process.execPath, ['-e', check], { stdio: 'ignore' }).status === 0;
}

if (!folder) {
  console.error('usage: node scripts/keep-native-build.mjs <folder>');
  process.exit(1);
}
const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
// prebuild-install's name ({name}-v{version}-{runtime}-v{abi}-{platform}{libc}-{arch}.tar.gz); libc
// is empty on glibc, which is what this is for (elsewhere the names differ and it compiles as before).
const kept = join(
  folder,
  `${name}-v${version}-node-v${process.versions.modules}-${process.platform}-${process.arch}.tar.gz`,
);

if (!loads()) {
  // The kept build was unpacked and does not load: drop it, and the rebuild finds none and compiles.
  console.log(`keep-native-build: ${name} does not load; compiling it again`);
  rmSync(kept, { force: true });
  const rebuild = spawnSync('npm', ['rebuild', name], { cwd: rootDir, stdio: 'inherit' });
  process.exit(rebuild.status === 0 && loads() ? 0 : 1);
}
if (!existsSync(kept)) {
  mkdirSync(folder, { recursive: true });
  // Written aside and renamed: a run stopped halfway leaves no half archive under the real name.
  const aside = `${kept}.${process.pid}`;
  const packed = spawnSync('tar', ['-czf', aside, '-C', packageDir, binary], { stdio: 'inherit' });
  if (packed.status === 0) {
    renameSync(aside, kept);
    console.log(`keep-native-build: kept ${kept}`);
  } else {
    rmSync(aside, { force: true });
    console.log(`keep-native-build: could not keep ${binary}`);
  }
}
