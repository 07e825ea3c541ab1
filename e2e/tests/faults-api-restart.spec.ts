/**
 * Fault: the API restarts while a user has the app open (docs/deploying.md The API in the same
 * rolling deploy). This spec starts its OWN API on
 * port 8092 over its own data folder, signs the client in, types into the Edit Profile form, then stops
 * the server (SIGTERM, as a deployment restart does) and starts it again on the same port and data.
 * Afterwards: the socket reconnects by itself and re-joins its channels (a notification sent after the
 * restart pops up as a toast), the typed text is still in the form, and saving it works.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { signInFast } from '../support/auth.js';
import { apiProcess } from '../support/deploy.js';

const PORT = 8092;
const dataDir = mkdtempSync(join(tmpdir(), 'scriptorium-restart-'));
const api = apiProcess(PORT, dataDir);
const ORIGIN = api.origin;

test.use({ baseURL: ORIGIN });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  await api.start();
});
test.afterAll(async () => {
  await api.stop();
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
  const client = await request.newContext({
    baseURL: ORIGIN,
    extraHTTPHeaders: { authorization: `Bearer ${clientToken}` },
  });
  const res = await client.get('/api/orders/client?all=1');
  expect(res.ok()).toBe(true);
  const ids = ((await res.json()) as { id: number }[]).map((o) => o.id);
  await client.dispose();
  return ids;
}

test('the app survives an API restart: socket reconnects, the next action works, typed text stays', async ({
  page,
}) => {
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
    .poll(
      async () => {
        await admin.post(`/api/orders/${first}/messages`, {
          data: { message: 'Before the restart', target: 'client' },
        });
        return page.getByText(`New message on order #${first}`).first().isVisible();
      },
      { message: 'a notification before the restart', timeout: 20_000, intervals: [1000, 2000, 3000] },
    )
    .toBe(true);

  // The user starts editing their profile.
  const typed = `Restart Survivor ${Date.now()}`;
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await dialog.getByLabel('Name').fill(typed);

  // The API goes away and comes back on the same port and data.
  await api.stop();
  const restartedAt = Date.now();
  await api.start();

  // The socket reconnects by itself (a new websocket) and re-joins the user's channel: a notification
  // sent after the restart arrives as a toast.
  await expect
    .poll(() => opened.filter((t) => t > restartedAt).length, { message: 'the socket reconnects', timeout: 30_000 })
    .toBeGreaterThan(0);
  const adminAfter = await adminApi();
  await expect
    .poll(
      async () => {
        await adminAfter.post(`/api/orders/${second}/messages`, {
          data: { message: 'After the restart', target: 'client' },
        });
        return page.getByText(`New message on order #${second}`).first().isVisible();
      },
      { message: 'a notification after the restart', timeout: 30_000, intervals: [1000, 2000, 3000] },
    )
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
