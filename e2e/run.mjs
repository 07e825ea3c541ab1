#!/usr/bin/env node
/**
 * `npm run e2e`: makes sure a Chromium is available (installs Debian's `chromium` when missing and we are
 * root; otherwise asks for CHROMIUM_PATH), builds the frontends that are out of date, then runs Playwright
 * against the composed production build served by the API on a fresh data directory; with E2E_BASE_URL,
 * against that app, building nothing.
 */
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const root = fileURLToPath(new URL('..', import.meta.url));

function findChromium() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  return candidates.find((p) => p && existsSync(p));
}

let chromium = findChromium();
if (!chromium) {
  if (process.getuid?.() === 0) {
    console.log("Chromium not found: installing Debian's chromium (apt-get) …");
    spawnSync('apt-get', ['update'], { stdio: 'inherit' });
    const r = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (r.status !== 0) {
      console.error('Could not install chromium with apt-get.');
      process.exit(1);
    }
    chromium = findChromium();
  }
  if (!chromium) {
    console.error(
      'No Chromium found. Install one and point CHROMIUM_PATH at its executable, e.g.\n  CHROMIUM_PATH=/usr/bin/chromium npm test',
    );
    process.exit(1);
  }
}

// Against an app this run did not start (E2E_BASE_URL) nothing here is served: nothing to build.
if (!process.env.E2E_BASE_URL) {
  const { buildStale } = await import('../scripts/build.mjs');
  buildStale();
}

const args = ['playwright', 'test', ...process.argv.slice(2)];
const r = spawnSync('npx', args, { cwd: here, stdio: 'inherit', env: { ...process.env, CHROMIUM_PATH: chromium } });
process.exit(r.status ?? 1);
void root;
