/**
 * Writers paid through M-Pesa (Daraja B2C): the admin's Pay out sends the withdrawal to M-Pesa and
 * M-Pesa's result callback marks it Paid with its receipt; a failed payment is shown with M-Pesa's
 * words and paid out again. The rest of the suite pays by hand, so this spec starts its own API
 * instance (own port and DATA_DIR) with MPESA_* pointing at a local stand-in of Daraja
 * (api/test/helpers/daraja-standin.ts), which posts M-Pesa's result to the instance's callback URL
 * seconds after each request, as the spec told it to end. No request leaves the machine.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addUser, apiLogin, call, storeSession, unique } from '../support/api.js';
import { approvedOrder } from '../support/orders.js';

test.describe.configure({ timeout: 240_000 });

const standinPort = Number(process.env.E2E_MPESA_STANDIN_PORT ?? 8293);
const apiPort = Number(process.env.E2E_MPESA_API_PORT ?? 8294);
const app = `http://localhost:${apiPort}`;
const standin = `http://127.0.0.1:${standinPort}`;
const dataDir = mkdtempSync(join(tmpdir(), 'scriptorium-e2e-mpesa-'));
const children: ChildProcess[] = [];

function start(file: string, env: Record<string, string>): void {
  const child = spawn(process.execPath, ['--import', 'tsx', file], {
    cwd: join(process.cwd(), '..', 'api'),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr?.on('data', (b: Buffer) => process.stderr.write(b));
  children.push(child);
}

async function waitFor(url: string, request: APIRequestContext, ms = 120_000) {
  const until = Date.now() + ms;
  for (;;) {
    if (
      await request.get(url).then(
        (r) => r.ok(),
        () => false,
      )
    )
      return;
    if (Date.now() > until) throw new Error(`${url} did not answer`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

test.beforeAll(async ({ playwright }) => {
  // A fresh embedded database migrates and seeds first: as long as the suite's own webServer may take.
  test.setTimeout(180_000);
  start('test/helpers/daraja-standin-server.ts', { STANDIN_PORT: String(standinPort) });
  start('src/server.ts', {
    PORT: String(apiPort),
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    LOGIN_RATE_LIMIT: '1000',
    PUBLIC_URL: app,
    LOG_LEVEL: 'warn',
    MPESA_CONSUMER_KEY: 'standin-key',
    MPESA_CONSUMER_SECRET: 'standin-secret',
    MPESA_SHORTCODE: '600992',
    MPESA_INITIATOR_NAME: 'testapi',
    MPESA_SECURITY_CREDENTIAL: 'standin-credential',
    MPESA_API_URL: standin,
  });
  const request = await playwright.request.newContext();
  await waitFor(`${app}/api/health`, request);
  await request.dispose();
});

test.afterAll(() => {
  for (const child of children) child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Pays withdrawal `id` out from its detail: Pay out (or Pay out again), then the confirmation. */
async function payOut(page: Page, id: number, again = false) {
  await page.goto(`/payments/withdrawals/view?withdrawalId=${id}`);
  const detail = page.getByTestId('withdrawal-detail');
  await detail.getByRole('button', { name: again ? 'Pay out again' : 'Pay out' }).click({ timeout: 60_000 });
  const confirm = page.getByRole('dialog').filter({ hasText: 'by M-Pesa?' });
  await expect(confirm).toContainText('To M-Pesa 254708374149');
  await confirm.getByRole('button', { name: 'Yes, send it' }).click();
  await expect(
    page.getByText('Sent to M-Pesa: the withdrawal is marked paid when M-Pesa confirms the payment').first(),
  ).toBeVisible();
  return detail;
}

test('the admin pays withdrawals out through M-Pesa: one paid by the callback, one failed then paid out again', async ({
  browser,
  playwright,
}) => {
  const request = await playwright.request.newContext({ baseURL: app });
  const control = await playwright.request.newContext();
  const admin = await apiLogin(request, 'admin@example.com');
  const client = await apiLogin(request, 'client@example.com');
  const person = await addUser(request, admin, 'writer', `Wanjiku Mpesa ${unique()}`);
  const writer = await apiLogin(request, person.email, person.password);
  await approvedOrder(request, { admin, client, writer }, 1000);
  const methods = await call<{ id: number; name: string }[]>(request, writer, 'GET', '/api/payments/methods?all=1');
  // Typed as Kenyans type it; stored and sent as 2547….
  await call(request, writer, 'POST', '/api/writer/payment-accounts', {
    data: {
      payment_method_id: methods.find((m) => m.name === 'M-Pesa')!.id,
      account_number: '0708 374 149',
      account_name: person.name,
    },
  });
  const first = (
    await call<{ withdrawal: { id: number } }>(request, writer, 'POST', '/api/writer/withdrawals', {
      data: { amount: 400 },
    })
  ).withdrawal.id;
  const second = (
    await call<{ withdrawal: { id: number } }>(request, writer, 'POST', '/api/writer/withdrawals', {
      data: { amount: 300 },
    })
  ).withdrawal.id;

  const page = await (await browser.newContext({ baseURL: app })).newPage();
  await storeSession(page, admin);

  // Success: sent, "waiting for its answer" (M-Pesa answers 6 s later), then Paid with M-Pesa's receipt as the reference.
  await control.post(`${standin}/__standin/mode`, { data: { auto: 'success', delayMs: 6000 } });
  let detail = await payOut(page, first);
  await expect(page.getByText('Sent to M-Pesa: waiting for its answer')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('mpesa-awaiting.png') });
  await expect(detail.getByText('Paid', { exact: true })).toBeVisible({ timeout: 20_000 });
  const paid = await call<{ reference: string; status: string }>(
    request,
    admin,
    'GET',
    `/api/payments/withdrawals/${first}`,
  );
  expect(paid.reference).toMatch(/^S[0-9A-F]{9}$/);
  await expect(detail).toContainText(paid.reference);
  await expect(detail.locator('.ant-descriptions-item-label', { hasText: 'Paid At' })).toBeVisible();

  // Failure: M-Pesa's words are shown, nothing else is offered but to pay out again, mark paid or reject.
  await control.post(`${standin}/__standin/mode`, {
    data: { auto: { code: 1, desc: 'The balance is insufficient for the transaction.' }, delayMs: 1500 },
  });
  detail = await payOut(page, second);
  await expect(
    page.getByText('The last M-Pesa payment failed: The balance is insufficient for the transaction.'),
  ).toBeVisible({ timeout: 20_000 });
  await expect(detail.getByText('Processing', { exact: true })).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Reject' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('mpesa-failed.png') });

  // Paid out again once M-Pesa has the money.
  await control.post(`${standin}/__standin/mode`, { data: { auto: 'success' } });
  detail = await payOut(page, second, true);
  await expect(detail.getByText('Paid', { exact: true })).toBeVisible({ timeout: 20_000 });

  // The writer sees both paid, and the balance went down once for each: 1,000 − 400 − 300.
  expect((await call<{ balance: number }>(request, writer, 'GET', '/api/writer/stats')).balance).toBe(300);
  const writerPage = await (await browser.newContext({ baseURL: app })).newPage();
  await storeSession(writerPage, writer);
  await writerPage.goto('/writer/earnings/tab/withdrawals');
  await expect(writerPage.getByRole('row').filter({ hasText: paid.reference })).toContainText('Paid', {
    timeout: 60_000,
  });
  await expect(writerPage.getByRole('row').filter({ hasText: '300.00' }).filter({ hasText: 'Paid' })).toHaveCount(1);
  await writerPage.context().close();
  await page.context().close();
  await request.dispose();
  await control.dispose();
});
