/**
 * Fault: the API restarts while a user has the app open (issue 9 Faults). This spec starts its OWN API on
 * port 8092 over its own data folder, signs the client in, types into the Edit Profile form, then stops
 * the server (SIGTERM, as a deployment restart does) and starts it again on the same port and data.
 * Afterwards: the socket reconnects by itself and re-joins its channels (a notification sent after the
 * restart pops up as a toast), the typed text is still in the form, and saving it works.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { signInFast } from '../support/auth.js';

const PORT = 8092;
const ORIGIN = `http://localhost:${PORT}`;
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'scriptorium-restart-'));

let server: ChildProcess | null = null;
let output = '';

/** Starts the API on PORT over dataDir and waits until /api/health answers. */
async function startServer(): Promise<void> {
  server = spawn('node', ['--import', 'tsx', join(ROOT, 'api/src/server.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, SEED_DEMO: '1', LOGIN_RATE_LIMIT: '1000', PUBLIC_URL: ORIGIN, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  server.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the API exited (${server.exitCode}):\n${output.slice(-2000)}`);
    const ok = await fetch(`${ORIGIN}/api/health`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the API did not start on ${PORT}:\n${output.slice(-2000)}`);
}

/** Stops the API with SIGTERM and waits for the process to exit (it flushes the database first). */
async function stopServer(): Promise<void> {
  const child = server;
  server = null;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  await exited;
}

test.use({ baseURL: ORIGIN });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  await startServer();
});
test.afterAll(async () => {
  await stopServer();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Signs the admin in through the API and returns a context sending their token. */
async function adminApi(): Promise<APIRequestContext> {
  const anon = await request.newContext({ baseURL: ORIGIN });
  const login = await anon.post('/api/auth/login', { data: { email: 'admin@example.com', password: 'password' } });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  await anon.dispose();
  return request.newContext({ baseURL: ORIGIN, extraHTTPHeaders: { authorization: `Bearer ${token}` } });
}

/** The signed-in client's order ids (`GET orders/client?all=1`). */
async function clientOrderIds(clientToken: string): Promise<number[]> {
  const client = await request.newContext({ baseURL: ORIGIN, extraHTTPHeaders: { authorization: `Bearer ${clientToken}` } });
  const res = await client.get('/api/orders/client?all=1');
  expect(res.ok()).toBe(true);
  const ids = ((await res.json()) as { id: number }[]).map((o) => o.id);
  await client.dispose();
  return ids;
}

test('the app survives an API restart: socket reconnects, the next action works, typed text stays', async ({ page }) => {
  test.setTimeout(180_000);
  const opened: number[] = [];
  page.on('websocket', (ws) => {
    if (ws.url().includes('/socket.io/')) opened.push(Date.now());
  });

  const { token } = await signInFast(page, 'client');
  const admin = await adminApi();
  const [first, second] = await clientOrderIds(token);

  await page.goto('/sh-user-profile');
  await expect(page.getByTestId('profile')).toBeVisible();
  await expect.poll(() => opened.length, { message: 'the socket connects' }).toBeGreaterThan(0);

  // Live before the restart: an admin's message notifies the client.
  await expect
    .poll(async () => {
      await admin.post(`/api/orders/${first}/messages`, { data: { message: 'Before the restart', target: 'client' } });
      return page.getByText(`New message on order #${first}`).first().isVisible();
    }, { message: 'a notification before the restart', timeout: 20_000, intervals: [1000, 2000, 3000] })
    .toBe(true);

  // The user starts editing their profile.
  const typed = `Restart Survivor ${Date.now()}`;
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await dialog.getByLabel('Name').fill(typed);

  // The API goes away and comes back on the same port and data.
  await stopServer();
  const restartedAt = Date.now();
  await startServer();

  // The socket reconnects by itself (a new websocket) and re-joins the user's channel: a notification
  // sent after the restart arrives as a toast.
  await expect.poll(() => opened.filter((t) => t > restartedAt).length, { message: 'the socket reconnects', timeout: 30_000 }).toBeGreaterThan(0);
  const adminAfter = await adminApi();
  await expect
    .poll(async () => {
      await adminAfter.post(`/api/orders/${second}/messages`, { data: { message: 'After the restart', target: 'client' } });
      return page.getByText(`New message on order #${second}`).first().isVisible();
    }, { message: 'a notification after the restart', timeout: 30_000, intervals: [1000, 2000, 3000] })
    .toBe(true);

  // Nothing typed was lost, and the next action works.
  await expect(page).toHaveURL(/\/sh-user-profile/);
  await expect(dialog.getByLabel('Name')).toHaveValue(typed);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your details updated successfully')).toBeVisible();
  await expect(page.getByTestId('profile').getByText(typed)).toBeVisible();

  await admin.dispose();
  await adminAfter.dispose();
});
