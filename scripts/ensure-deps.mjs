/**
 * Installs the workspace's npm dependencies when they are missing or older than the lockfile.
 * Uses only Node built-ins, so it runs on a fresh clone.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * True when `node_modules` is absent or older than `package-lock.json` or a file of `patches/` (the
 * patches npm's postinstall applies to installed packages with patch-package).
 */
export function depsStale() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(marker)) return true;
  const installed = statSync(marker).mtimeMs;
  const patches = join(root, 'patches');
  const inputs = [
    'package-lock.json',
    ...(existsSync(patches) ? readdirSync(patches).map((f) => join('patches', f)) : []),
  ];
  return inputs.some((f) => statSync(join(root, f)).mtimeMs > installed);
}

/** Runs `npm ci` (or `npm install` without a lockfile) when needed; exits the process on failure. */
export function ensureDeps(log = console.log) {
  if (!depsStale()) return false;
  const hasLock = existsSync(join(root, 'package-lock.json'));
  const args = hasLock ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund'];
  log(`installing dependencies (npm ${args[0]}) …`);
  const r = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error('npm could not install the dependencies; see the output above.');
    process.exit(r.status ?? 1);
  }
  return true;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) ensureDeps();
