#!/usr/bin/env node
/**
 * `npm test`: installs what is missing, then runs every workspace's vitest suite (API on embedded PGlite)
 * and the Playwright suite against the composed production build.
 *   npm test -- --unit   only vitest
 *   npm test -- --e2e    only Playwright
 *   npm run e2e -- tests/shell-      Playwright, only the matching spec files
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ensureDeps } from './ensure-deps.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
ensureDeps();
const args = process.argv.slice(2);
const only = args.includes('--unit') ? 'unit' : args.includes('--e2e') ? 'e2e' : null;
/** Anything else (file filters, playwright/vitest flags) goes to the runner(s). */
const rest = args.filter((a) => a !== '--unit' && a !== '--e2e');

function run(cmd, cmdArgs, env = {}) {
  const r = spawnSync(cmd, cmdArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

if (only !== 'e2e') run('npx', ['vitest', 'run', ...(only === 'unit' ? rest : [])]);
if (only !== 'unit') run('node', ['e2e/run.mjs', ...(only === 'e2e' ? rest : [])]);
