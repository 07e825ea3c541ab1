/**
 * Helpers of the shell specs: a second API server (own port and data folder, e.g. a short session timeout
 * or one to restart), API calls as a demo user, and screenshots kept for people to look at.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { DEMO, type DemoRole } from '../support/auth.js';

/** Port of the main e2e server (playwright.config.ts); the shell's extra servers take the next ones. */
export const MAIN_PORT = Number(process.env.E2E_PORT ?? 8090);
/** The short-session server (8091 by default) and the server the realtime spec restarts (8092). */
export const SESSION_PORT = MAIN_PORT + 1;
export const RESTART_PORT = MAIN_PORT + 2;

/** A second API server serving the same built frontends. */
export interface ExtraServer {
  url: string;
  dataDir: string;
  /** Stops it (SIGTERM, so PGlite flushes to disk) and waits for the process to exit. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data folder. */
  restart(): Promise<void>;
}

async function waitHealthy(url: string, ms = 120_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not become healthy within ${ms} ms`);
}

/** Starts `node --import tsx ../api/src/server.ts` on `port` with `env` (fresh data folder, demo data). */
export async function startServer(port: number, env: Record<string, string> = {}): Promise<ExtraServer> {
  const dataDir = mkdtempSync(join(tmpdir(), `scriptorium-shell-${port}-`));
  const url = `http://localhost:${port}`;
  let child: ChildProcess | null = null;
  const launch = async () => {
    // Another process on this port would answer the health check in our place.
    const busy = await fetch(`${url}/api/health`).then(
      () => true,
      () => false,
    );
    if (busy) throw new Error(`Port ${port} is already in use; set E2E_PORT to move the shell specs' servers`);
    child = spawn(process.execPath, ['--import', 'tsx', '../api/src/server.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        SEED_DEMO: '1',
        LOGIN_RATE_LIMIT: '1000',
        PUBLIC_URL: url,
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitHealthy(url);
  };
  const stop = async () => {
    const c = child;
    child = null;
    if (!c || c.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => c.once('exit', () => resolve()));
    c.kill('SIGTERM');
    await exited;
  };
  // Registered before it answers: a hook that times out while it starts can still stop it.
  started.add(stop);
  await launch();
  return {
    url,
    dataDir,
    stop,
    restart: async () => {
      await stop();
      await launch();
    },
  };
}

const started = new Set<() => Promise<void>>();

/** Stops every server `startServer` started in this worker, answering yet or not. */
export async function stopServers(): Promise<void> {
  await Promise.all([...started].map((stop) => stop()));
  started.clear();
}

/** Signs a demo user in through the API of `baseURL`; returns the token. */
export async function apiToken(request: APIRequestContext, role: DemoRole, baseURL = ''): Promise<string> {
  const res = await request.post(`${baseURL}/api/auth/login`, {
    data: { email: DEMO[role].email, password: 'password' },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

/** The client places a quote request and the admin quotes it: the client gets 'Quote for order #{id}'. */
export async function quoteNewOrder(
  request: APIRequestContext,
  baseURL = '',
): Promise<{ orderId: number; summary: string }> {
  const [client, admin] = [await apiToken(request, 'client', baseURL), await apiToken(request, 'admin', baseURL)];
  const first = async (type: string) => {
    const res = await request.get(`${baseURL}/api/list-settings/${type}?all=1`, {
      headers: { authorization: `Bearer ${client}` },
    });
    return ((await res.json()) as { id: number }[])[0].id;
  };
  const created = await request.post(`${baseURL}/api/orders`, {
    headers: { authorization: `Bearer ${client}` },
    data: {
      service_type_id: await first('service_types'),
      deadline_id: await first('deadlines'),
      title: `Shell e2e ${Date.now()}`,
      instructions: 'Made by the shell specs.',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const orderId = ((await created.json()) as { order: { id: number } }).order.id;
  const quoted = await request.post(`${baseURL}/api/orders/${orderId}/amount`, {
    headers: { authorization: `Bearer ${admin}` },
    data: { amount: 45 },
  });
  expect(quoted.status(), await quoted.text()).toBe(200);
  return { orderId, summary: `Quote for order #${orderId}` };
}

/**
 * Saves a full-page screenshot as `{name}.png` under SHELL_SCREENSHOTS (if set) and attaches it to the
 * test report, so the layouts can be looked at.
 */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const dir = process.env.SHELL_SCREENSHOTS;
  const path = dir ? join(dir, `${name}.png`) : testInfo.outputPath(`${name}.png`);
  if (dir) mkdirSync(dir, { recursive: true });
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}
