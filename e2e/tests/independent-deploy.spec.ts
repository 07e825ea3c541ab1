/**
 * Independent deployment (docs/architecture.md "Composition at run time"): a remote built alone is
 * served from its own origin (a static host with CORS) and composed into the running app through
 * `remotes.json` only — the shell is not rebuilt. That origin going down shows only its area's fallback,
 * and Retry brings it back; a remote rebuilt from changed source replaces the old one by editing
 * `remotes.json`.
 */
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { signInFast } from '../support/auth.js';
import { ROOT, buildCopy, closeHost, copyBuild, staticHost, writeRemotesJson } from '../support/deploy.js';
import { MAIN_PORT, startServer, stopServers, type ExtraServer } from './shell-helpers.js';

const APP_PORT = MAIN_PORT + 3;
const HOST_PORT = MAIN_PORT + 4;
const HOST = `http://127.0.0.1:${HOST_PORT}`;

let app: ExtraServer;
let host: Server | null = null;
let work: string;
let manifestPath: string;
const folders: Record<string, string> = {};

/** Points `mf_settings` in the deployed remotes.json at `url`; every other remote stays where the app serves it. */
function deploySettings(url: string): void {
  writeRemotesJson(manifestPath, APP_PORT, { mf_settings: url });
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Starting the API (tsx compiles it) takes well over a minute on a loaded two-core machine.
  test.setTimeout(180_000);
  work = mkdtempSync(join(tmpdir(), 'scriptorium-deploy-'));
  manifestPath = join(work, 'remotes.json');
  // The remote as its team builds it alone (`npm run build -w mf-settings`, done by the e2e runner),
  // copied to the folder its own host serves.
  folders['mf-settings'] = copyBuild('mf-settings', join(work, 'mf-settings'));
  writeFileSync(manifestPath, '{}');
  app = await startServer(APP_PORT, { REMOTES_JSON: manifestPath, REMOTE_ORIGINS: HOST });
  deploySettings(`${HOST}/mf-settings/remoteEntry.js`);
  host = await staticHost(HOST_PORT, folders);
});

test.afterAll(async () => {
  if (host) await closeHost(host);
  await stopServers();
  rmSync(work, { recursive: true, force: true });
});

test('a remote served from its own origin is composed through remotes.json; that origin down shows only its fallback, Retry recovers', async ({
  page,
}) => {
  const shellIndex = statSync(join(ROOT, 'shell', 'dist', 'index.html')).mtimeMs;
  const fromHost: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(HOST)) fromHost.push(r.url());
  });
  // Each phase a step: a report then says which one a failure or a slow run spent its time in.
  await test.step('composed from its own origin', async () => {
    await signInFast(page, 'admin', app.url);
    await page.goto(`${app.url}/settings`);
    await expect(page.getByRole('heading', { name: 'Settings', exact: true })).toBeVisible({ timeout: 30_000 });
    expect(fromHost).toContain(`${HOST}/mf-settings/remoteEntry.js`);
  });

  await test.step('its origin down: only its fallback, every other area works', async () => {
    await closeHost(host!);
    host = null;
    await page.goto(`${app.url}/settings`);
    await expect(page.getByText('Settings is unavailable right now')).toBeVisible({ timeout: 30_000 });
    await page.goto(`${app.url}/users/clients`);
    await expect(page.getByText(/is unavailable right now/)).toHaveCount(0);
    await expect(page.getByText('Clients').first()).toBeVisible();
  });

  await test.step('back up: Retry loads it without a reload', async () => {
    await page.goto(`${app.url}/settings`);
    await expect(page.getByText('Settings is unavailable right now')).toBeVisible({ timeout: 30_000 });
    host = await staticHost(HOST_PORT, folders);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Settings', exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Settings is unavailable right now')).toHaveCount(0);
  });
  expect(statSync(join(ROOT, 'shell', 'dist', 'index.html')).mtimeMs).toBe(shellIndex);
});

test('a remote rebuilt from changed source replaces the old one by editing remotes.json only', async ({ page }) => {
  test.setTimeout(300_000);
  // The team changes a visible text and builds its remote alone, from a copy of its workspace (the
  // repository's sources stay as they are).
  folders['mf-settings-v2'] = join(work, 'mf-settings-v2');
  buildCopy('mf-settings', folders['mf-settings-v2'], {
    edit: (copy) => {
      // The page's heading is a text of the remote's English catalogue.
      const file = join(copy, 'src', 'i18n', 'locales', 'en.json');
      const source = readFileSync(file, 'utf8');
      const changed = source.replace(
        '"settings.page.title": "Settings"',
        '"settings.page.title": "Settings, version 2"',
      );
      expect(changed).not.toBe(source);
      writeFileSync(file, changed);
    },
  });

  await signInFast(page, 'admin', app.url);
  await page.goto(`${app.url}/settings`);
  await expect(page.getByRole('heading', { name: 'Settings', exact: true })).toBeVisible({ timeout: 30_000 });

  deploySettings(`${HOST}/mf-settings-v2/remoteEntry.js`);
  await page.goto(`${app.url}/settings`);
  await expect(page.getByRole('heading', { name: 'Settings, version 2' })).toBeVisible({ timeout: 30_000 });
});
