/**
 * Teams deploy alone while the kit changes (docs/deploying.md Versions, Deploy check). Each case is built inside the
 * test from changed source, as a team would in its own checkout: a copy of the kit with a change and
 * its version bumped, and a copy of the workspace (the remote, or the shell) built against it. The
 * repository's sources stay as they are.
 * - A remote built against a newer kit (a new export in `/ui`) passes `npm run
 *   deploy:check` and renders on the shell already deployed: the shell loads its own-kit build.
 * - A remote that needs a newer stateful entry (`/core`) is refused by the check and, deployed anyway,
 *   its area says it needs a newer Scriptorium (no TypeError) while every other area works; pointing
 *   remotes.json back restores it.
 * - The remotes already deployed keep rendering on a shell rebuilt with a newer kit, pass the check, and
 *   load no own-kit build.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { signInFast } from '../support/auth.js';
import {
  REMOTES,
  ROOT,
  buildCopy,
  closeHost,
  deployCheck,
  errorsOf,
  kitCopy,
  removeKitCopies,
  scriptsOf,
  staticHost,
  writeRemotesJson,
} from '../support/deploy.js';
import { MAIN_PORT, startServer, stopServers, type ExtraServer } from './shell-helpers.js';

/** Away from the other shell specs' servers (MAIN_PORT + 1…4), inside the 16 ports a run may use. */
const APP_PORT = MAIN_PORT + 5;
const NEW_APP_PORT = MAIN_PORT + 6;
const HOST_PORT = MAIN_PORT + 7;
const HOST = `http://127.0.0.1:${HOST_PORT}`;

/** The kit as the repository builds it (what the deployed app has), and the newer minors the cases build against. */
const KIT = (JSON.parse(readFileSync(join(ROOT, 'shared-kit/package.json'), 'utf8')) as { version: string }).version;
const minorAfter = (steps: number) => {
  const [major, minor] = KIT.split('.').map(Number);
  return `${major}.${minor + steps}.0`;
};
const NEXT = minorAfter(1);
const LATER = minorAfter(2);
const NEWEST = minorAfter(3);

let work: string;
const folders: Record<string, string> = {};
let host: Server;

/** Appends `code` to a file of `dir`. */
function append(dir: string, file: string, code: string): void {
  writeFileSync(join(dir, file), readFileSync(join(dir, file), 'utf8') + code);
}

/** Adds `line` (JSX) under the links screen's title of the mf-settings copy at `copy`, importing `imports`. */
function onLinksPage(copy: string, imports: string, line: string): void {
  const file = join(copy, 'src/features/links/LinksPage.tsx');
  const source = readFileSync(file, 'utf8');
  const title = "<Typography.Title level={3}>{t('settings.links.title')}</Typography.Title>";
  const changed = `${imports}\n${source.replace(title, `${title}\n      ${line}`)}`;
  expect(changed).toContain(line);
  writeFileSync(file, changed);
}

test.describe.configure({ mode: 'serial' });

let app: ExtraServer;
let appRemotes: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  work = mkdtempSync(join(tmpdir(), 'scriptorium-versioned-'));
  appRemotes = join(work, 'remotes.json');
  writeRemotesJson(appRemotes, APP_PORT);
  // The app in production: the shell and remotes as the repository builds them (kit `KIT`).
  app = await startServer(APP_PORT, { REMOTES_JSON: appRemotes, REMOTE_ORIGINS: HOST });
  host = await staticHost(HOST_PORT, folders);
});

test.afterAll(async () => {
  if (host) await closeHost(host);
  await stopServers();
  removeKitCopies();
  rmSync(work, { recursive: true, force: true });
});

test('a remote built against a newer kit (a new /ui helper the deployed shell lacks) passes the deploy check and renders on the shell already deployed', async ({
  page,
}) => {
  test.setTimeout(300_000);
  // One export added to the kit's /ui, used on the links screen, only mf-settings built.
  const kit = kitCopy(NEXT, NEXT, (dir) => {
    writeFileSync(
      join(dir, 'src/display/linkCount.ts'),
      "/** `3` → '3 links'. */\nexport function linkCount(n: number): string {\n  return `${n} link${n === 1 ? '' : 's'}`;\n}\n",
    );
    append(dir, 'src/entries/ui.ts', "export * from '../display/linkCount';\n");
  });
  folders['settings-next'] = join(work, 'settings-next');
  buildCopy('mf-settings', folders['settings-next'], {
    kit,
    edit: (copy) =>
      onLinksPage(
        copy,
        "import { linkCount } from '@scriptorium/shared-kit/ui';",
        '<p>{linkCount(2)} in the newer kit helper</p>',
      ),
  });

  const check = deployCheck(folders['settings-next'], app.url);
  expect(check.line).toContain(`✓ mf_settings can be deployed on ${app.url}: the app loads its own-kit build`);
  expect(check.line).toContain(
    `@scriptorium/shared-kit/ui needs ${NEXT}, the app provides ${KIT} (the app's @scriptorium/shared-kit/ui has no linkCount)`,
  );
  expect(check.status).toBe(0);

  writeRemotesJson(appRemotes, APP_PORT, { mf_settings: `${HOST}/settings-next/remoteEntry.js` });
  const errors = errorsOf(page);
  const scripts = scriptsOf(page);
  await signInFast(page, 'admin', app.url);
  await page.goto(`${app.url}/links`);
  await expect(page.getByText('2 links in the newer kit helper')).toBeVisible({ timeout: 30_000 });
  // The kit code the remote brings renders the table with the shell's session (its API calls are signed in).
  await expect(page.getByTestId('links-page').getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/is unavailable right now|needs a newer version/)).toHaveCount(0);
  expect(scripts).toContain('/settings-next/own-kit/remoteEntry.js');
  // Every other area works beside it.
  await page.goto(`${app.url}/users/clients`);
  await expect(page.getByText('Clients').first()).toBeVisible({ timeout: 30_000 });
  expect(errors).toEqual([]);
});

test('a remote that needs a newer stateful entry is refused by the deploy check and, deployed anyway, says it needs a newer Scriptorium while the rest works', async ({
  page,
}) => {
  test.setTimeout(300_000);
  // A new export in the stateful runtime (/core, one instance for the app: no build of the remote can bring it).
  const kit = kitCopy(LATER, LATER, (dir) => {
    writeFileSync(
      join(dir, 'src/session/sessionLabel.ts'),
      "/** The signed-in user's label. */\nexport function sessionLabel(name: string): string {\n  return `Signed in as ${name}`;\n}\n",
    );
    append(dir, 'src/entries/core.ts', "export * from '../session/sessionLabel';\n");
  });
  folders['settings-later'] = join(work, 'settings-later');
  buildCopy('mf-settings', folders['settings-later'], {
    kit,
    edit: (copy) =>
      onLinksPage(
        copy,
        "import { sessionLabel } from '@scriptorium/shared-kit/core';",
        "<p>{sessionLabel('admin')}</p>",
      ),
  });

  const unmet = `@scriptorium/shared-kit/core needs ${LATER}, the app provides ${KIT} (the app's @scriptorium/shared-kit/core has no sessionLabel)`;
  const check = deployCheck(folders['settings-later'], app.url);
  expect(check.line).toContain('✗ mf_settings cannot be deployed');
  expect(check.line).toContain(unmet);
  expect(check.status).toBe(1);

  writeRemotesJson(appRemotes, APP_PORT, { mf_settings: `${HOST}/settings-later/remoteEntry.js` });
  const errors = errorsOf(page);
  await signInFast(page, 'admin', app.url);
  await page.goto(`${app.url}/links`);
  await expect(page.getByText('Settings needs a newer version of Scriptorium')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Signed in as admin')).toHaveCount(0);
  expect(errors.join('\n')).toContain(unmet);
  expect(errors.join('\n')).not.toMatch(/TypeError/);
  // Every other area works.
  await page.goto(`${app.url}/users/clients`);
  await expect(page.getByText(/is unavailable right now|needs a newer version/)).toHaveCount(0);
  await expect(page.getByText('Clients').first()).toBeVisible({ timeout: 30_000 });
  // Rollback: remotes.json points back at the build deployed before.
  writeRemotesJson(appRemotes, APP_PORT);
  await page.goto(`${app.url}/links`);
  await expect(page.getByTestId('links-page')).toBeVisible({ timeout: 30_000 });
});

test('the remotes already deployed keep rendering on a shell rebuilt with a newer kit', async ({ page }) => {
  test.setTimeout(400_000);
  const kit = kitCopy(NEWEST, NEWEST, (dir) => {
    writeFileSync(
      join(dir, 'src/display/shout.ts'),
      "/** 'a' → 'A!'. */\nexport function shout(text: string): string {\n  return `${text.toUpperCase()}!`;\n}\n",
    );
    append(dir, 'src/entries/ui.ts', "export * from '../display/shout';\n");
    writeFileSync(
      join(dir, 'src/session/greeting.ts'),
      "/** 'Ann' → 'Hello, Ann'. */\nexport function greeting(name: string): string {\n  return `Hello, ${name}`;\n}\n",
    );
    append(dir, 'src/entries/core.ts', "export * from '../session/greeting';\n");
  });
  // The new app: the shell rebuilt against kit `NEWEST`, the remotes as deployed before (the repository's builds).
  const root = join(work, 'new-app');
  buildCopy('shell', join(root, 'shell', 'dist'), { kit });
  for (const remote of REMOTES) {
    mkdirSync(join(root, remote), { recursive: true });
    symlinkSync(join(ROOT, remote, 'dist'), join(root, remote, 'dist'));
  }
  const provided = JSON.parse(readFileSync(join(root, 'shell', 'dist', 'shared-versions.json'), 'utf8')) as {
    shares: Record<string, { version: string; names?: string[] }>;
  };
  expect(provided.shares['@scriptorium/shared-kit/ui'].version).toBe(NEWEST);
  expect(provided.shares['@scriptorium/shared-kit/core'].names).toContain('greeting');

  const newApp = await startServer(NEW_APP_PORT, { STATIC_ROOT: root });
  for (const remote of REMOTES) {
    const check = deployCheck(join(ROOT, remote, 'dist'), newApp.url);
    expect(check.line, remote).toMatch(/^✓/);
    expect(check.status).toBe(0);
  }
  const errors = errorsOf(page);
  const scripts = scriptsOf(page);
  await signInFast(page, 'admin', newApp.url);
  const screens = [
    ['/links', () => page.getByTestId('links-page').getByRole('row').nth(1)],
    ['/settings', () => page.getByRole('heading', { name: 'Settings', exact: true })],
    ['/users/clients', () => page.getByRole('table').first()],
    ['/orders', () => page.getByRole('table').first()],
  ] as const;
  for (const [path, shown] of screens) {
    await page.goto(`${newApp.url}${path}`);
    await expect(page.getByText(/is unavailable right now|needs a newer version/)).toHaveCount(0);
    await expect(shown(), path).toBeVisible({ timeout: 30_000 });
    expect(errors, path).toEqual([]);
  }
  expect(errors).toEqual([]);
  // The shell meets every remote's shared build: no own-kit build is fetched.
  expect(scripts.filter((p) => p.includes('/own-kit/'))).toEqual([]);
});
