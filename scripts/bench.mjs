#!/usr/bin/env node
/**
 * `npm run bench`: starts bench/run.mjs (the benchmarks and their options are described there) in a
 * child process with the same arguments and exits with its code. A launcher, not an import: bench/
 * uses the build scripts here (build.mjs, release-archive.mjs), so scripts/ importing bench/ would make
 * the two folders import each other.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const run = fileURLToPath(new URL('../bench/run.mjs', import.meta.url));
const { status, signal } = spawnSync(process.execPath, [run, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(status ?? (signal ? 1 : 0));
