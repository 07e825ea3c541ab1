/**
 * Teams deploy alone while the kit changes (issue 25, docs/deploying.md). Each case is built inside the
 * test from changed source, as a team would in its own checkout: a copy of the kit with a change and
 * its version bumped, and a copy of the workspace (the remote, or the shell) built against it. The
 * repository's sources stay as they are.
 * - A remote built against a newer kit (a new export in `/ui`, the case) is refused by `npm run
 *   deploy:check` and, deployed anyway, its area says it needs a newer Scriptorium (no TypeError) while
 *   every other area works; pointing remotes.json back restores it.
 * - The remotes already deployed keep rendering on a shell rebuilt with a newer kit, and pass the check.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { signInFast } from '../support/auth.js';
import { MAIN_PORT, startServer, stopServers, type ExtraServer } from './shell-helpers.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** Away from the other shell specs' servers (MAIN_PORT + 1…4). */
const APP_PORT = MAIN_PORT + 100;
const NEW_APP_PORT = MAIN_PORT + 101;
const HOST_PORT = MAIN_PORT + 102;
const HOST = `http://127.0.0.1:${HOST_PORT}`;
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml' };
const REMOTES = ['mf-auth', 'mf-orders', 'mf-users', 'mf-payments', 'mf-settings'] as const;

let work: string;
const folders: Record<string, string> = {};
let host: Server;

/** A static host on its own origin, serving `folders` (URL prefix → directory) with open CORS. */
function staticHost(): Promise<Server> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0]));
    const prefix = Object.keys(folders).find((p) => path.startsWith(`/${p}/`));
    res.setHeader('Access-Control-Allow-Origin', '*');
    try {
      if (!prefix) throw new Error('unknown folder');
      const file = join(folders[prefix], path.slice(prefix.length + 2));
      if (!file.startsWith(folders[prefix]) || !statSync(file).isFile()) throw new Error('not a file');
      res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
      res.end(readFileSync(file));
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(HOST_PORT, '127.0.0.1', () => resolve(server)));
}

/** A copy of shared-kit (inside the repository, so its dependencies resolve) with `edit` applied and its version set. */
function kitCopy(name: string, version: string, edit: (dir: string) => void): string {
  const dir = join(ROOT, `.e2e-kit-${name}`);
  rmSync(dir, { recursive: true, force: true });
  cpSync(join(ROOT, 'shared-kit'), dir, { recursive: true, filter: (src) => !/[\\/](dist|node_modules)$/.test(src) });
  // Its own dependencies as npm installed them (the rest resolve from the repository's node_modules).
  symlinkSync(join(ROOT, 'shared-kit', 'node_modules'), join(dir, 'node_modules'));
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string };
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ ...manifest, version }, null, 2));
  edit(dir);
  return dir;
}

/** Appends `code` to a file of `dir`. */
function append(dir: string, file: string, code: string): void {
  writeFileSync(join(dir, file), readFileSync(join(dir, file), 'utf8') + code);
}

/**
 * Builds a copy of `workspace` against `kit` (its `node_modules/@scriptorium/shared-kit` points there)
 * into `outDir`, after `edit`; what `npm run build -w <workspace>` does in a team's checkout.
 */
function buildCopy(workspace: string, kit: string, outDir: string, edit: (dir: string) => void = () => {}): void {
  const copy = join(ROOT, `.e2e-${workspace}-copy`);
  rmSync(copy, { recursive: true, force: true });
  cpSync(join(ROOT, workspace), copy, { recursive: true, filter: (src) => !/[\\/](dist|node_modules|\.__mf__temp)$/.test(src) });
  const modules = join(copy, 'node_modules');
  mkdirSync(join(modules, '@scriptorium'), { recursive: true });
  const own = join(ROOT, workspace, 'node_modules');
  if (existsSync(own)) for (const name of readdirSync(own)) if (name !== '@scriptorium' && name !== '.bin') symlinkSync(join(own, name), join(modules, name));
  symlinkSync(kit, join(modules, '@scriptorium', 'shared-kit'));
  try {
    edit(copy);
    const built = spawnSync(process.execPath, [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], { cwd: copy, encoding: 'utf8' });
    expect(built.status, built.stderr).toBe(0);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/** `npm run deploy:check -- <build folder> <app URL>`: its exit code and the line it printed. */
function deployCheck(dist: string, appUrl: string): { status: number | null; line: string } {
  const r = spawnSync('npm', ['run', '--silent', 'deploy:check', '--', dist, appUrl], { cwd: ROOT, encoding: 'utf8' });
  return { status: r.status, line: (r.stdout + r.stderr).trim() };
}

/** `remotes.json` of an app on `port`: every remote where that app serves it, `mf_settings` at `settings` when given. */
function remotesJson(file: string, port: number, settings?: string): void {
  const manifest = Object.fromEntries(REMOTES.map((r) => [r.replace('-', '_'), `http://localhost:${port}/remotes/${r}/remoteEntry.js`]));
  if (settings) manifest.mf_settings = settings;
  writeFileSync(file, JSON.stringify(manifest, null, 2));
}

/** Console errors and uncaught exceptions of a page. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(`${e.name}: ${e.message}`));
  return errors;
}

test.describe.configure({ mode: 'serial' });

let app: ExtraServer;
let appRemotes: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  work = mkdtempSync(join(tmpdir(), 'scriptorium-versioned-'));
  appRemotes = join(work, 'remotes.json');
  remotesJson(appRemotes, APP_PORT);
  // The app in production: the shell and remotes as the repository builds them (kit 1.0.0).
  app = await startServer(APP_PORT, { REMOTES_JSON: appRemotes, REMOTE_ORIGINS: HOST });
  host = await staticHost();
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => (host ? host.close(() => resolve()) : resolve()));
  await stopServers();
  for (const name of readdirSync(ROOT)) if (name.startsWith('.e2e-kit-')) rmSync(join(ROOT, name), { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
});

test('a remote built against a newer kit (a new /ui helper the deployed shell lacks) is refused by the deploy check and, deployed anyway, says it needs a newer Scriptorium while the rest works', async ({ page }) => {
  test.setTimeout(300_000);
  // The case: one export added to the kit's /ui, used on the links screen, only mf-settings built.
  const kit = kitCopy('1.1.0', '1.1.0', (dir) => {
    writeFileSync(join(dir, 'src/display/linkCount.ts'), "/** `3` → '3 links'. */\nexport function linkCount(n: number): string {\n  return `${n} link${n === 1 ? '' : 's'}`;\n}\n");
    append(dir, 'src/entries/ui.ts', "export * from '../display/linkCount';\n");
  });
  folders['settings-1.1.0'] = join(work, 'settings-1.1.0');
  buildCopy('mf-settings', kit, folders['settings-1.1.0'], (copy) => {
    const file = join(copy, 'src/features/links/LinksPage.tsx');
    const source = readFileSync(file, 'utf8');
    const changed = source
      .replace("import { DataTable } from '@scriptorium/shared-kit/ui';", "import { DataTable, linkCount } from '@scriptorium/shared-kit/ui';")
      .replace('<Typography.Title level={3}>Links</Typography.Title>', '<Typography.Title level={3}>Links</Typography.Title>\n      <p>{linkCount(2)} in the kit 1.1.0 helper</p>');
    expect(changed).not.toBe(source);
    writeFileSync(file, changed);
  });

  const check = deployCheck(folders['settings-1.1.0'], app.url);
  expect(check.line).toContain('✗ mf_settings cannot be deployed');
  expect(check.line).toContain("@scriptorium/shared-kit/ui needs 1.1.0, the app provides 1.0.0 (the app's @scriptorium/shared-kit/ui has no linkCount)");
  expect(check.status).toBe(1);

  remotesJson(appRemotes, APP_PORT, `${HOST}/settings-1.1.0/remoteEntry.js`);
  const errors = errorsOf(page);
  await signInFast(page, 'admin', app.url);
  await page.goto(`${app.url}/links`);
  await expect(page.getByText('Settings needs a newer version of Scriptorium')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('in the kit 1.1.0 helper')).toHaveCount(0);
  expect(errors.join('\n')).toContain("@scriptorium/shared-kit/ui needs 1.1.0, the app provides 1.0.0 (the app's @scriptorium/shared-kit/ui has no linkCount)");
  expect(errors.join('\n')).not.toMatch(/TypeError/);
  // Every other area works.
  await page.goto(`${app.url}/users/clients`);
  await expect(page.getByText(/is unavailable right now|needs a newer version/)).toHaveCount(0);
  await expect(page.getByText('Clients').first()).toBeVisible({ timeout: 30_000 });
  // Rollback: remotes.json points back at the build deployed before.
  remotesJson(appRemotes, APP_PORT);
  await page.goto(`${app.url}/links`);
  await expect(page.getByTestId('links-page')).toBeVisible({ timeout: 30_000 });
});

test('the remotes already deployed keep rendering on a shell rebuilt with a newer kit', async ({ page }) => {
  test.setTimeout(400_000);
  const kit = kitCopy('1.3.0', '1.3.0', (dir) => {
    writeFileSync(join(dir, 'src/display/shout.ts'), "/** 'a' → 'A!'. */\nexport function shout(text: string): string {\n  return `${text.toUpperCase()}!`;\n}\n");
    append(dir, 'src/entries/ui.ts', "export * from '../display/shout';\n");
    writeFileSync(join(dir, 'src/session/greeting.ts'), "/** 'Ann' → 'Hello, Ann'. */\nexport function greeting(name: string): string {\n  return `Hello, ${name}`;\n}\n");
    append(dir, 'src/entries/core.ts', "export * from '../session/greeting';\n");
  });
  // The new app: the shell rebuilt against kit 1.3.0, the remotes as deployed before (the repository's builds).
  const root = join(work, 'new-app');
  buildCopy('shell', kit, join(root, 'shell', 'dist'));
  for (const remote of REMOTES) {
    mkdirSync(join(root, remote), { recursive: true });
    symlinkSync(join(ROOT, remote, 'dist'), join(root, remote, 'dist'));
  }
  const provided = JSON.parse(readFileSync(join(root, 'shell', 'dist', 'shared-versions.json'), 'utf8')) as { shares: Record<string, { version: string; names?: string[] }> };
  expect(provided.shares['@scriptorium/shared-kit/ui'].version).toBe('1.3.0');
  expect(provided.shares['@scriptorium/shared-kit/core'].names).toContain('greeting');

  const newApp = await startServer(NEW_APP_PORT, { STATIC_ROOT: root });
  for (const remote of REMOTES) {
    const check = deployCheck(join(ROOT, remote, 'dist'), newApp.url);
    expect(check.line, remote).toMatch(/^✓/);
    expect(check.status).toBe(0);
  }
  const errors = errorsOf(page);
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
});
