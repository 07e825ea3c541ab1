import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { payment_accounts, writer_transactions } from '../../../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../../../helpers/test-app.js';
import { addAccount, createWriter, firstMethodId, fund, requestWithdrawal } from '../payments/helpers.js';

let t: TestApp;
let demoWriter: string;

beforeAll(async () => {
  t = await createTestApp();
  demoWriter = await t.login('writer@example.com');
});
afterAll(() => t.close());

describe('GET writer/stats', () => {
  it('gives the balance in KSh, active and completed orders, and 12 months of earnings', async () => {
    const res = await t.request({ method: 'GET', url: '/api/writer/stats', token: demoWriter });
    expect(res.statusCode).toBe(200);
    const stats = res.json();
    // Demo data: one approved assignment credited KSh 1,500; one in progress; one completed, one approved.
    expect(stats).toMatchObject({ balance: 1500, active: 1, completed: 2 });
    expect(stats.earnings).toHaveLength(12);
    const now = new Date();
    const thisMonth = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    expect(stats.earnings[11]).toEqual({ month: thisMonth, amount: 1500 });
    expect(stats.earnings.slice(0, 11).every((m: { amount: number }) => m.amount === 0)).toBe(true);
  });

  it('counts earnings only, not withdrawals or their refunds', async () => {
    const w = await createWriter(t, 'chart@example.com');
    await fund(t, w.id, 800);
    await addAccount(t, w.token);
    const { withdrawal } = (await requestWithdrawal(t, w.token, 300)).json();
    const admin = await t.login('admin@example.com');
    await t.request({
      method: 'POST',
      url: `/api/payments/withdrawals/${withdrawal.id}/reject`,
      token: admin,
      payload: { reason: 'Try again' },
    });
    const stats = (await t.request({ method: 'GET', url: '/api/writer/stats', token: w.token })).json();
    expect(stats.balance).toBe(800);
    expect(stats.earnings[11].amount).toBe(800);
    expect(stats).toMatchObject({ active: 0, completed: 0 });
  });
});

describe('GET writer/transactions', () => {
  it("lists the writer's ledger with signed amounts and running balances, newest first", async () => {
    const w = await createWriter(t, 'ledger@example.com');
    await fund(t, w.id, 1000);
    await addAccount(t, w.token);
    await requestWithdrawal(t, w.token, 250.25);
    const res = await t.request({ method: 'GET', url: '/api/writer/transactions', token: w.token });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data.data;
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ amount: -250.25, balance: 749.75 });
    expect(rows[0].description).toMatch(/^Withdrawal #\d+ requested$/);
    expect(rows[1]).toMatchObject({ amount: 1000, balance: 1000, description: 'Test earnings' });
    expect(Object.keys(rows[0]).sort()).toEqual(['amount', 'balance', 'created_at', 'description', 'id']);

    const searched = await t.request({
      method: 'GET',
      url: '/api/writer/transactions?filter_value=withdrawal',
      token: w.token,
    });
    expect(searched.json().data.total).toBe(1);
    const sorted = await t.request({
      method: 'GET',
      url: '/api/writer/transactions?order_by=amount&order_method=asc',
      token: w.token,
    });
    expect(sorted.json().data.data[0].amount).toBe(-250.25);
    const exp = await t.request({
      method: 'POST',
      url: '/api/writer/transactions',
      token: w.token,
      payload: { export: 1 },
    });
    expect(exp.statusCode).toBe(200);
  });
});

describe('payment accounts', () => {
  it("saves one account per method ('Payment Account updated') and lists them", async () => {
    const w = await createWriter(t, 'accounts@example.com');
    const methodId = await firstMethodId(t);
    const save = (account_number: string) =>
      t.request({
        method: 'POST',
        url: '/api/writer/payment-accounts',
        token: w.token,
        payload: { payment_method_id: methodId, account_number, account_name: 'Jane Writer' },
      });
    const first = await save('0711111111');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      message: 'Payment Account updated',
      account: { payment_method_id: methodId, account_number: '254711111111', payment_method: { name: 'M-Pesa' } },
    });
    const second = await save('0722222222');
    expect(second.json().account.id).toBe(first.json().account.id);
    await Promise.all([save('0733333333'), save('0744444444')]);
    expect(await t.app.db.select().from(payment_accounts).where(eq(payment_accounts.user_id, w.id))).toHaveLength(1);

    const list = await t.request({ method: 'GET', url: '/api/writer/payment-accounts', token: w.token });
    expect(list.json()).toHaveLength(1);
    expect(list.json()[0]).toMatchObject({ account_name: 'Jane Writer', payment_method: { name: 'M-Pesa' } });
  });

  it('refuses missing fields and unknown methods with 422 per field', async () => {
    const w = await createWriter(t, 'accounts-bad@example.com');
    const empty = await t.request({ method: 'POST', url: '/api/writer/payment-accounts', token: w.token, payload: {} });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual(['account_name', 'account_number', 'payment_method_id']);
    const unknown = await t.request({
      method: 'POST',
      url: '/api/writer/payment-accounts',
      token: w.token,
      payload: { payment_method_id: 9999, account_number: '1', account_name: 'x' },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.payment_method_id[0]).toBe('Choose a payment method');
  });
});

describe('GET payments/methods', () => {
  it('lists the payment methods of the settings, as a bare list with all=1', async () => {
    const all = await t.request({ method: 'GET', url: '/api/payments/methods?all=1', token: demoWriter });
    expect(
      all
        .json()
        .map((m: { name: string }) => m.name)
        .sort(),
    ).toEqual(['Bank Transfer', 'M-Pesa', 'PayPal']);
    const paged = await t.request({ method: 'GET', url: '/api/payments/methods', token: demoWriter });
    expect(paged.json().data.total).toBe(3);
  });
});

describe('ledger rows stay consistent', () => {
  it('every writer ledger row carries the running balance', async () => {
    const rows = await t.app.db.select().from(writer_transactions).orderBy(writer_transactions.id);
    const running = new Map<number, number>();
    for (const r of rows) {
      const next = (running.get(r.user_id) ?? 0) + r.amount;
      running.set(r.user_id, next);
      expect(r.balance).toBe(next);
    }
  });
});
