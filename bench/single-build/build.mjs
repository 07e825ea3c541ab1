#!/usr/bin/env node
/**
 * Builds the bench-only single (non-federated) app into bench/single-build/root/shell/dist when its
 * inputs changed (the shell's, every remote's and the shared inputs, as scripts/build.mjs hashes them,
 * plus this folder's files). `--force` rebuilds.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { FRONTENDS, inputHash } from '../../scripts/build.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const stamp = join(here, 'root', 'shell', 'dist', '.build-hash');

function hash() {
  const h = createHash('sha256');
  for (const pkg of FRONTENDS) h.update(inputHash(pkg));
  for (const f of readdirSync(here).sort())
    if (/\.(ts|tsx|html|mjs)$/.test(f)) h.update(f).update(readFileSync(join(here, f)));
  return h.digest('hex');
}

/** Builds unless up to date; returns true when it built. */
export async function buildSingle({ force = false, log = console.error } = {}) {
  const want = hash();
  if (!force && existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === want) return false;
  log('building the single (non-federated) anchor build …');
  const started = Date.now();
  await build({ configFile: join(here, 'vite.config.ts') });
  writeFileSync(stamp, want + '\n');
  log(`built the single build in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await buildSingle({ force: process.argv.includes('--force') });
}
