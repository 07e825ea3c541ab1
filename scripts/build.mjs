#!/usr/bin/env node
/**
 * Builds the shell and every remote whose inputs changed since its last build (a content hash of its
 * own sources, shared-kit, contracts, the shared federation config and the lockfile, kept in
 * `<pkg>/dist/.build-hash`). Builds run one at a time: the machine has two cores.
 *
 *   node scripts/build.mjs            build what is out of date
 *   node scripts/build.mjs --force    build everything
 *   node scripts/build.mjs mf-orders  only these packages (still skipping up-to-date ones unless --force)
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const FRONTENDS = ['shell', 'mf-auth', 'mf-orders', 'mf-users', 'mf-payments', 'mf-settings'];
const SHARED_INPUTS = [
  'shared-kit/src',
  'shared-kit/package.json',
  'contracts/src',
  'contracts/package.json',
  'federation',
  'package-lock.json',
  'patches',
  'tsconfig.base.json',
];
const SKIP = new Set(['node_modules', 'dist', '.__mf__temp', 'test-results', '.vite']);

function walk(path, out) {
  if (!existsSync(path)) return;
  const st = statSync(path);
  if (st.isFile()) {
    out.push(path);
    return;
  }
  for (const name of readdirSync(path).sort()) {
    if (SKIP.has(name)) continue;
    walk(join(path, name), out);
  }
}

/** Hash of every input file (path + content) of one frontend package. */
export function inputHash(pkg) {
  const files = [];
  for (const p of [pkg, ...SHARED_INPUTS]) walk(join(root, p), files);
  const h = createHash('sha256');
  for (const f of files) {
    if (/\.test\.(ts|tsx)$/.test(f)) continue;
    h.update(relative(root, f));
    h.update(readFileSync(f));
  }
  return h.digest('hex');
}

function stampPath(pkg) {
  return join(root, pkg, 'dist', '.build-hash');
}

/** True when `pkg` has a dist built from its current inputs. */
export function isFresh(pkg) {
  const stamp = stampPath(pkg);
  return existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === inputHash(pkg);
}

/** Builds the stale packages among `pkgs`; throws on a failed build. Returns the names built. */
export function buildStale(pkgs = FRONTENDS, { force = false, log = console.log } = {}) {
  const built = [];
  for (const pkg of pkgs) {
    if (!force && isFresh(pkg)) continue;
    log(`building ${pkg} …`);
    const started = Date.now();
    const r = spawnSync('npm', ['run', 'build', '-w', pkg, '--silent'], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) throw new Error(`build of ${pkg} failed (exit ${r.status})`);
    writeFileSync(stampPath(pkg), inputHash(pkg) + '\n');
    log(`built ${pkg} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    built.push(pkg);
  }
  return built;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const named = args.filter((a) => !a.startsWith('--'));
  try {
    const built = buildStale(named.length ? named : FRONTENDS, { force });
    console.log(built.length ? `built: ${built.join(', ')}` : 'all frontends up to date');
  } catch (e) {
    console.error(String(e instanceof Error ? e.message : e));
    process.exit(1);
  }
}
