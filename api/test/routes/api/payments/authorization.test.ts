/**
 * The authorization matrix of every payments and writer endpoint: guest 401, client 403, the wrong role
 * or an admin without the permission 403, the right caller 2xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_MODULES } from '@scriptorium/contracts/core';
import { createTestApp, type TestApp } from '../../../helpers/test-app.js';
import { adminWith } from '../../../helpers/fixtures.js';
import { addAccount, createWriter, firstMethodId, fund, requestWithdrawal } from './helpers.js';

let t: TestApp;
const tokens: Record<string, string> = {};
let writer: { id: number; token: string };
let otherWriter: { id: number; token: string };
let methodId: number;

beforeAll(async () => {
  t = await createTestApp();
  tokens.client = await t.login('client@example.com');
  tokens.superAdmin = await t.login('admin@example.com');
  writer = await createWriter(t, 'matrix-writer@example.com');
  otherWriter = await createWriter(t, 'matrix-other@example.com');
  tokens.writer = writer.token;
  tokens.otherWriter = otherWriter.token;
  await fund(t, writer.id, 100_000);
  await addAccount(t, writer.token);
  methodId = await firstMethodId(t);
});
afterAll(() => t.close());

async function pendingId(): Promise<number> {
  const res = await requestWithdrawal(t, writer.token, 60);
  expect(res.statusCode).toBe(200);
  return res.json().withdrawal.id;
}

interface Endpoint {
  method: 'GET' | 'POST';
  /** Route pattern as registered (for the coverage check). */
  route: string;
  url: () => Promise<string> | string;
  payload?: () => unknown;
  /** What the permitted caller gets, when not 200 (e.g. 409: allowed, but nothing to do in this state). */
  allowed?: number;
}

const PAYMENTS = PERMISSION_MODULES.payments;

/** Admin-only endpoints and the one permission each needs. */
const adminEndpoints: (Endpoint & { permission: (typeof PAYMENTS)[number] })[] = [
  {
    method: 'GET',
    route: '/api/payments/withdrawals/list/:status',
    url: () => '/api/payments/withdrawals/list/pending',
    permission: 'payments.withdrawals.view_withdrawal',
  },
  {
    method: 'POST',
    route: '/api/payments/withdrawals/list/:status',
    url: () => '/api/payments/withdrawals/list/pending',
    payload: () => ({ export: 1 }),
    permission: 'payments.withdrawals.view_withdrawal',
  },
  {
    method: 'GET',
    route: '/api/payments/withdrawals/counts',
    url: () => '/api/payments/withdrawals/counts',
    permission: 'payments.withdrawals.view_withdrawal',
  },
  {
    method: 'POST',
    route: '/api/payments/withdrawals/:id/approve',
    url: async () => `/api/payments/withdrawals/${await pendingId()}/approve`,
    payload: () => ({ reference: 'REF' }),
    permission: 'payments.withdrawals.approve_withdrawal',
  },
  {
    method: 'POST',
    route: '/api/payments/withdrawals/:id/reject',
    url: async () => `/api/payments/withdrawals/${await pendingId()}/reject`,
    payload: () => ({ reason: 'No' }),
    permission: 'payments.withdrawals.reject_withdrawal',
  },
  {
    method: 'POST',
    route: '/api/payments/withdrawals/:id/payout',
    url: async () => `/api/payments/withdrawals/${await pendingId()}/payout`,
    permission: 'payments.withdrawals.approve_withdrawal',
  },
  {
    method: 'POST',
    route: '/api/payments/withdrawals/payout',
    url: () => '/api/payments/withdrawals/payout',
    payload: () => ({ ids: [999_999] }),
    permission: 'payments.withdrawals.approve_withdrawal',
  },
  // Without M-Pesa configured no payment can be awaiting M-Pesa's answer: allowed, and 409.
  {
    method: 'POST',
    route: '/api/payments/withdrawals/:id/payout/check',
    url: async () => `/api/payments/withdrawals/${await pendingId()}/payout/check`,
    permission: 'payments.withdrawals.approve_withdrawal',
    allowed: 409,
  },
  {
    method: 'GET',
    route: '/api/payments/order-payments',
    url: () => '/api/payments/order-payments',
    permission: 'payments.order_payments.view_order_payments',
  },
  {
    method: 'POST',
    route: '/api/payments/order-payments',
    url: () => '/api/payments/order-payments',
    payload: () => ({ export: 1 }),
    permission: 'payments.order_payments.view_order_payments',
  },
  {
    method: 'GET',
    route: '/api/payments/reconciliation',
    url: () => '/api/payments/reconciliation?from=2026-01-01&to=2026-01-31',
    permission: 'payments.order_payments.view_order_payments',
  },
  {
    method: 'GET',
    route: '/api/payments/events',
    url: () => '/api/payments/events',
    permission: 'payments.order_payments.view_order_payments',
  },
  {
    method: 'POST',
    route: '/api/payments/events',
    url: () => '/api/payments/events',
    payload: () => ({ export: 1 }),
    permission: 'payments.order_payments.view_order_payments',
  },
  // No event was received here: allowed, and 404.
  {
    method: 'GET',
    route: '/api/payments/events/:provider/:eventId',
    url: () => '/api/payments/events/stripe/evt_none',
    permission: 'payments.order_payments.view_order_payments',
    allowed: 404,
  },
  {
    method: 'POST',
    route: '/api/payments/events/:provider/:eventId/replay',
    url: () => '/api/payments/events/stripe/evt_none/replay',
    permission: 'payments.order_payments.refund',
    allowed: 404,
  },
];

/** Writer-only endpoints. */
const writerEndpoints: Endpoint[] = [
  { method: 'GET', route: '/api/writer/stats', url: () => '/api/writer/stats' },
  { method: 'GET', route: '/api/writer/transactions', url: () => '/api/writer/transactions' },
  {
    method: 'POST',
    route: '/api/writer/transactions',
    url: () => '/api/writer/transactions',
    payload: () => ({ export: 1 }),
  },
  { method: 'GET', route: '/api/writer/payment-accounts', url: () => '/api/writer/payment-accounts' },
  {
    method: 'POST',
    route: '/api/writer/payment-accounts',
    url: () => '/api/writer/payment-accounts',
    payload: () => ({ payment_method_id: methodId, account_number: '0711000000', account_name: 'Matrix' }),
  },
  { method: 'GET', route: '/api/writer/withdrawals', url: () => '/api/writer/withdrawals' },
  {
    method: 'POST',
    route: '/api/writer/withdrawals',
    url: () => '/api/writer/withdrawals',
    payload: () => ({ amount: 55 }),
  },
  {
    method: 'POST',
    route: '/api/writer/withdrawals/:id/cancel',
    url: async () => `/api/writer/withdrawals/${await pendingId()}/cancel`,
  },
];

const methods: Endpoint = { method: 'GET', route: '/api/payments/methods', url: () => '/api/payments/methods?all=1' };
const methodsExport: Endpoint = {
  method: 'POST',
  route: '/api/payments/methods',
  url: () => '/api/payments/methods',
  payload: () => ({ export: 1 }),
};
const detail: Endpoint = {
  method: 'GET',
  route: '/api/payments/withdrawals/:id',
  url: async () => `/api/payments/withdrawals/${await pendingId()}`,
};

async function call(e: Endpoint, token?: string) {
  return t.request({ method: e.method, url: await e.url(), token, payload: e.payload?.() as never });
}
const name = (e: Endpoint) => `${e.method} ${e.route}`;
let people = 0;

describe('authorization matrix', () => {
  it('covers every payments and writer route', () => {
    const covered = new Set([...adminEndpoints, ...writerEndpoints, methods, methodsExport, detail].map(name));
    // The providers' webhooks and PayPal's return are public (verified the provider's way; allow-listed in
    // security/route-access.test.ts).
    const registered = t.app.apiRoutes
      .filter((r) => /^\/api\/(payments|writer)\//.test(r.url) && r.access !== 'public')
      .map((r) => `${r.method} ${r.url}`);
    expect(registered.filter((r) => !covered.has(r))).toEqual([]);
  });

  it.each(adminEndpoints.map((e) => [name(e), e] as const))(
    '%s: guest 401, client and writer 403, admin without the permission 403, with it 2xx',
    async (_n, e) => {
      expect((await call(e)).statusCode).toBe(401);
      expect((await call(e, tokens.client)).statusCode).toBe(403);
      expect((await call(e, tokens.writer)).statusCode).toBe(403);
      const tag = `${e.permission.split('.').pop()}-${++people}`;
      const without = await adminWith(
        t,
        PAYMENTS.filter((p) => p !== e.permission),
        `without-${tag}@example.com`,
      );
      expect((await call(e, without.token)).statusCode).toBe(403);
      const holder = await adminWith(t, [e.permission], `with-${tag}@example.com`);
      expect((await call(e, holder.token)).statusCode).toBe(e.allowed ?? 200);
    },
  );

  it.each(writerEndpoints.map((e) => [name(e), e] as const))(
    '%s: guest 401, client and admin 403, writer 2xx',
    async (_n, e) => {
      expect((await call(e)).statusCode).toBe(401);
      expect((await call(e, tokens.client)).statusCode).toBe(403);
      expect((await call(e, tokens.superAdmin)).statusCode).toBe(403);
      expect((await call(e, tokens.writer)).statusCode).toBe(200);
    },
  );

  it.each([methods, methodsExport].map((e) => [name(e), e] as const))(
    '%s: guest 401, client 403, writer and admin 2xx',
    async (_n, e) => {
      expect((await call(e)).statusCode).toBe(401);
      expect((await call(e, tokens.client)).statusCode).toBe(403);
      expect((await call(e, tokens.writer)).statusCode).toBe(200);
      expect((await call(e, tokens.superAdmin)).statusCode).toBe(200);
    },
  );

  it('GET payments/withdrawals/:id: guest 401, client 403, admin without view 403, another writer 404; the owner and an admin with view 200', async () => {
    expect((await call(detail)).statusCode).toBe(401);
    expect((await call(detail, tokens.client)).statusCode).toBe(403);
    const without = await adminWith(
      t,
      PAYMENTS.filter((p) => p !== 'payments.withdrawals.view_withdrawal'),
      'detail-without@example.com',
    );
    expect((await call(detail, without.token)).statusCode).toBe(403);
    expect((await call(detail, tokens.otherWriter)).statusCode).toBe(404);
    expect((await call(detail, tokens.writer)).statusCode).toBe(200);
    const viewer = await adminWith(t, ['payments.withdrawals.view_withdrawal'], 'detail-with@example.com');
    expect((await call(detail, viewer.token)).statusCode).toBe(200);
  });

  it("another writer's list never shows someone else's withdrawals", async () => {
    await pendingId();
    const res = await t.request({ method: 'GET', url: '/api/writer/withdrawals', token: otherWriter.token });
    expect(res.json().data.total).toBe(0);
  });
});
