/**
 * Deploying a remote as its team would (docs/deploying.md Runbook), for the deploy specs: build a copy of a
 * workspace from changed source (or copy its build), serve build folders from their own origin with open
 * CORS, point the app's `remotes.json` at them, restart the API as a deployment does, and watch what a
 * page loads and reports. The repository's sources and builds stay as they are.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

/** The repository's root folder. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Every remote workspace, in `remotes.json` order. */
export const REMOTES = ['mf-auth', 'mf-orders', 'mf-users', 'mf-payments', 'mf-settings'] as const;

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

/**
 * A static host on `127.0.0.1:<port>`, its own origin, serving `folders` (URL prefix → directory, read
 * on each request, so a folder added later is served) with open CORS; anything else is a 404.
 */
export function staticHost(port: number, folders: Record<string, string>): Promise<Server> {
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
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/**
 * Stops a host from `staticHost` as an origin going down does: at once, dropping the connections the
 * browser holds. `close()` alone waits for every connection that is not idle at that instant to end,
 * which the browser decides: once a CI run spent the test's whole minute in it.
 */
export function closeHost(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/**
 * Writes the app's `remotes.json` at `file`: every remote where the app on `port` serves it, except those
 * in `moved` (remote name → its `remoteEntry.js` URL, e.g. `{ mf_settings: 'http://host/v2/remoteEntry.js' }`).
 */
export function writeRemotesJson(file: string, port: number, moved: Record<string, string> = {}): void {
  const manifest = Object.fromEntries(
    REMOTES.map((r) => [r.replace('-', '_'), `http://localhost:${port}/remotes/${r}/remoteEntry.js`]),
  );
  writeFileSync(file, JSON.stringify({ ...manifest, ...moved }, null, 2));
}

/**
 * Builds a copy of `workspace` into `outDir` after `edit` changed the copy — what `npm run build -w
 * <workspace>` does in a team's checkout. With `kit`, the copy is built against that folder as
 * `@scriptorium/shared-kit` (its `node_modules/@scriptorium/shared-kit` points there). Fails the test
 * with Vite's output when the build fails; the copy is removed either way.
 */
export function buildCopy(
  workspace: string,
  outDir: string,
  options: { kit?: string; edit?: (dir: string) => void } = {},
): void {
  const copy = join(ROOT, `.e2e-${workspace}-copy`);
  rmSync(copy, { recursive: true, force: true });
  cpSync(join(ROOT, workspace), copy, {
    recursive: true,
    filter: (src) => !/[\\/](dist|node_modules|\.__mf__temp)$/.test(src),
  });
  // The workspace's own packages (its build plugins) as npm installed them.
  const own = join(ROOT, workspace, 'node_modules');
  const modules = join(copy, 'node_modules');
  if (options.kit) {
    mkdirSync(join(modules, '@scriptorium'), { recursive: true });
    if (existsSync(own))
      for (const name of readdirSync(own))
        if (name !== '@scriptorium' && name !== '.bin') symlinkSync(join(own, name), join(modules, name));
    symlinkSync(options.kit, join(modules, '@scriptorium', 'shared-kit'));
  } else if (existsSync(own)) {
    symlinkSync(own, modules);
  }
  try {
    options.edit?.(copy);
    const vite = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
    const built = spawnSync(
      process.execPath,
      [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
      { cwd: copy, encoding: 'utf8' },
    );
    expect(built.status, built.stderr).toBe(0);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/**
 * A copy of shared-kit named `.e2e-kit-<name>` (inside the repository, so its dependencies resolve) with
 * its version set and `edit` applied. `removeKitCopies` deletes them.
 */
export function kitCopy(name: string, version: string, edit: (dir: string) => void): string {
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

/** Deletes every copy `kitCopy` made. */
export function removeKitCopies(): void {
  for (const name of readdirSync(ROOT))
    if (name.startsWith('.e2e-kit-')) rmSync(join(ROOT, name), { recursive: true, force: true });
}

/** `npm run deploy:check -- <build folder> <app URL>`: its exit code and the line it printed. */
export function deployCheck(dist: string, appUrl: string): { status: number | null; line: string } {
  const r = spawnSync('npm', ['run', '--silent', 'deploy:check', '--', dist, appUrl], { cwd: ROOT, encoding: 'utf8' });
  return { status: r.status, line: (r.stdout + r.stderr).trim() };
}

/** Copies `workspace`'s build (`<workspace>/dist`, as `npm run build` left it) to `dir`; returns `dir`. */
export function copyBuild(workspace: string, dir: string): string {
  cpSync(join(ROOT, workspace, 'dist'), dir, { recursive: true });
  return dir;
}

/** Console errors and uncaught exceptions of a page from now on (`Name: message` for an exception). */
export function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(`${e.name}: ${e.message}`));
  return errors;
}

/** The paths of the JavaScript files a page requests from now on. */
export function scriptsOf(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') paths.push(new URL(r.url()).pathname);
  });
  return paths;
}

/** The API process of {@link apiProcess}: its origin, and stop/start as a deployment restart does. */
export interface RestartableApi {
  /** `http://localhost:<port>`. */
  origin: string;
  /** Starts `api/src/server.ts` and waits (up to 2 min) until `/api/health` answers; throws with its last output otherwise. */
  start(): Promise<void>;
  /** SIGTERM (the API flushes its database first) and waits for the process to exit; nothing when not running. */
  stop(): Promise<void>;
}

/**
 * The API on `port` over the data folder `dataDir` (demo data seeded, sign-in rate limit lifted), not
 * started yet: `start()` it, `stop()` and `start()` again for a restart on the same port and data.
 */
export function apiProcess(port: number, dataDir: string): RestartableApi {
  const origin = `http://localhost:${port}`;
  let server: ChildProcess | null = null;
  let output = '';
  return {
    origin,
    async start() {
      const child = spawn('node', ['--import', 'tsx', join(ROOT, 'api/src/server.ts')], {
        cwd: ROOT,
        env: {
          ...process.env,
          PORT: String(port),
          DATA_DIR: dataDir,
          SEED_DEMO: '1',
          LOGIN_RATE_LIMIT: '1000',
          PUBLIC_URL: origin,
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      server = child;
      child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
      child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
      const deadline = Date.now() + 120_000;
      while (Date.now() < deadline) {
        if (child.exitCode !== null) throw new Error(`the API exited (${child.exitCode}):\n${output.slice(-2000)}`);
        const ok = await fetch(`${origin}/api/health`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) return;
        await new Promise((r) => setTimeout(r, 250));
      }
      throw new Error(`the API did not start on ${port}:\n${output.slice(-2000)}`);
    },
    async stop() {
      const child = server;
      server = null;
      if (!child || child.exitCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
