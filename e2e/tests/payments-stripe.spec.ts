/**
 * The Stripe path end to end (docs/payments.md "Checkout"): a client pays an order through the Stripe path and an admin refunds part of it;
 * every screen agrees. The rest of the suite runs on the sandbox, so this spec starts its own API
 * instance (own port and DATA_DIR) with STRIPE_* pointing at a local stand-in of Stripe's API
 * (api/test/helpers/stripe-standin.ts), whose hosted page delivers `checkout.session.completed` signed as
 * Stripe signs it to the instance's webhook. No request leaves the machine.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiLogin, call, settingNamed, storeSession, unique } from '../support/api.js';
import { dialog, expectToast } from '../support/ui.js';

test.describe.configure({ timeout: 240_000 });

const standinPort = Number(process.env.E2E_STRIPE_STANDIN_PORT ?? 8291);
const apiPort = Number(process.env.E2E_STRIPE_API_PORT ?? 8292);
const app = `http://localhost:${apiPort}`;
const secret = `whsec_${randomBytes(16).toString('hex')}`;
const dataDir = mkdtempSync(join(tmpdir(), 'scriptorium-e2e-stripe-'));
const children: ChildProcess[] = [];

/** Starts `node --import tsx file` with `env`; resolves once it prints `ready` or its URL answers. */
function start(file: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', file], {
    cwd: join(process.cwd(), '..', 'api'),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr?.on('data', (b: Buffer) => process.stderr.write(b));
  children.push(child);
  return child;
}

async function waitFor(url: string, request: APIRequestContext, ms = 120_000) {
  const until = Date.now() + ms;
  for (;;) {
    const ok = await request.get(url).then(
      (r) => r.ok(),
      () => false,
    );
    if (ok) return;
    if (Date.now() > until) throw new Error(`${url} did not answer`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

test.beforeAll(async ({ playwright }) => {
  // A fresh embedded database migrates and seeds first: as long as the suite's own webServer may take.
  test.setTimeout(180_000);
  start('test/helpers/stripe-standin-server.ts', {
    STANDIN_PORT: String(standinPort),
    STRIPE_WEBHOOK_SECRET: secret,
    STRIPE_WEBHOOK_URL: `${app}/api/payments/webhooks/stripe`,
  });
  start('src/server.ts', {
    PORT: String(apiPort),
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    LOGIN_RATE_LIMIT: '1000',
    PUBLIC_URL: app,
    LOG_LEVEL: 'warn',
    STRIPE_SECRET_KEY: 'sk_test_standin',
    STRIPE_WEBHOOK_SECRET: secret,
    STRIPE_API_URL: `http://127.0.0.1:${standinPort}`,
  });
  const request = await playwright.request.newContext();
  await waitFor(`${app}/api/health`, request);
  await request.dispose();
});

test.afterAll(() => {
  for (const child of children) child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

test('a client pays an order with a card through Stripe and an admin refunds part of it', async ({
  browser,
  playwright,
}) => {
  const request = await playwright.request.newContext({ baseURL: app });
  const admin = await apiLogin(request, 'admin@example.com');
  const client = await apiLogin(request, 'client@example.com');
  const essay = await settingNamed(request, admin, 'service_types', 'Essay Writing');
  const week = await settingNamed(request, admin, 'deadlines', '7 days');
  const placed = await call<{ order: { id: number; amount: number } }>(request, client, 'POST', '/api/orders', {
    data: {
      service_type_id: essay.id,
      title: `Card essay ${unique()}`,
      instructions: 'Two pages.',
      deadline_id: week.id,
    },
  });
  const { id, amount } = placed.order;
  const usd = (n: number) => `$${n.toFixed(2)}`;

  // The client pays the whole price with a card: Pay Now → Stripe's page → back to the order.
  const clientPage = await (await browser.newContext({ baseURL: app })).newPage();
  await storeSession(clientPage, client);
  await clientPage.goto(`/orders/order/${id}?paynow=1`);
  // The instance is fresh: its first pages load cold.
  await expect(clientPage.getByTestId('order-detail')).toBeVisible({ timeout: 60_000 });
  const pay = dialog(clientPage, 'Pay for this order');
  await expect(pay.getByTestId('payment-gateway')).toHaveText('Pay with: Card — Stripe');
  await pay.getByRole('button', { name: 'Pay Now' }).click();
  await expect(clientPage).toHaveURL(new RegExp(`127\\.0\\.0\\.1:${standinPort}/pay/cs_test_`));
  await expect(clientPage.getByRole('heading', { name: `Payment for order #${id}` })).toBeVisible();
  await clientPage.getByRole('button', { name: 'Pay' }).click();
  await expect(clientPage).toHaveURL(new RegExp(`/orders/order/${id}`));
  const payments = clientPage.getByTestId('order-payments');
  await expect(payments).toContainText('Card — Stripe');
  await expect(payments).toContainText(usd(amount));
  await expect(clientPage.getByText('Fully Paid').first()).toBeVisible();
  // On a 412 px phone the table fits its card and no heading breaks inside a word ("Amoun t").
  await clientPage.setViewportSize({ width: 412, height: 900 });
  const layout = await payments.evaluate((card) => {
    const headings = [...card.querySelectorAll('th')].map((th) => {
      const range = document.createRange();
      range.selectNodeContents(th);
      return { text: th.textContent, lines: new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size };
    });
    const table = card.querySelector('table')!;
    return { headings, tableWidth: table.getBoundingClientRect().width, cardWidth: card.getBoundingClientRect().width };
  });
  // Below 576 px two columns: the refunded amount (and an admin's Refund) sit in the amount's cell.
  expect(layout.headings.map((h) => `${h.text}: ${h.lines}`)).toEqual(['Paid with: 1', 'Amount: 1']);
  expect(layout.tableWidth).toBeLessThanOrEqual(layout.cardWidth);

  // The admin refunds part of it from the order detail, confirming first.
  const adminPage = await (await browser.newContext({ baseURL: app })).newPage();
  await storeSession(adminPage, admin);
  await adminPage.goto(`/orders/order/${id}`);
  await expect(adminPage.getByTestId('order-detail')).toBeVisible({ timeout: 60_000 });
  const adminPayments = adminPage.getByTestId('order-payments');
  await adminPayments.getByRole('button', { name: 'Refund' }).click();
  const form = dialog(adminPage, 'Refund payment #');
  await form.getByLabel('Amount to refund').fill('10');
  await form.getByLabel('Reason').fill('Shorter than ordered');
  await form.getByRole('button', { name: 'Refund' }).click();
  await expect(adminPage.getByText('Refund $10.00 to the client?')).toBeVisible();
  await expect(adminPage.getByText('The money goes back through Card — Stripe.')).toBeVisible();
  await adminPage.getByRole('button', { name: 'Yes, refund' }).click();
  await expectToast(adminPage, 'Refund recorded');
  await expect(adminPayments.getByTestId('order-refunded-total')).toHaveText('Refunded $10.00');
  await expect(adminPayments).toContainText('Shorter than ordered');
  await expect(adminPage.getByText('Partially Paid').first()).toBeVisible();

  // The order payments table agrees.
  await adminPage.goto('/payments/order-payments');
  // The instance is fresh: its only card payment is this one.
  const row = adminPage.getByRole('row').filter({ hasText: 'cs_test_' });
  await expect(row).toContainText('Card — Stripe');
  await expect(row).toContainText('$10.00');

  // So does the client's order, once reloaded by the change.
  await clientPage.reload();
  await expect(clientPage.getByTestId('order-refunded-total')).toHaveText('Refunded $10.00');
  await expect(clientPage.getByText('Partially Paid').first()).toBeVisible();
  await request.dispose();
});
