import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { logs, notifications, withdrawals, writer_transactions } from '../../../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../../../helpers/test-app.js';
import { adminWith } from '../../../helpers/fixtures.js';
import { addAccount, balanceOf, createWriter, fund, requestWithdrawal } from '../payments/helpers.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST writer/withdrawals', () => {
  it("reserves the amount at once, answers 'Withdrawal request sent' and tells the admins", async () => {
    const w = await createWriter(t, 'reserve@example.com');
    const finance = await adminWith(t, ['payments.withdrawals.view_withdrawal'], 'finance-watch@example.com');
    const blind = await adminWith(t, [], 'blind@example.com');
    await fund(t, w.id, 1000);
    await addAccount(t, w.token, '0700111222');

    const res = await requestWithdrawal(t, w.token, '250.50');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Withdrawal request sent');
    expect(body.withdrawal).toMatchObject({
      amount: 250.5,
      status: 'pending',
      reference: null,
      processed_at: null,
      reason_canceled: null,
      payment_account: {
        payment_method: { name: 'M-Pesa' },
        account_number: '254700111222',
        account_name: 'Test Writer',
      },
    });
    expect(await balanceOf(t, w.id)).toBe(749.5);

    const [debit] = await t.app.db
      .select()
      .from(writer_transactions)
      .where(
        and(eq(writer_transactions.source_type, 'withdrawal'), eq(writer_transactions.source_id, body.withdrawal.id)),
      );
    expect(debit).toMatchObject({ amount: -25050, balance: 74950, user_id: w.id });
    const [log] = await t.app.db.select().from(logs).where(eq(logs.type, 'withdrawal_requested'));
    expect(log.user_id).toBe(w.id);
    const told = await t.app.db.select().from(notifications).where(eq(notifications.user_id, finance.id));
    expect(told.map((n) => n.data.summary)).toContain('Withdrawal request of KSh 250.50');
    expect(await t.app.db.select().from(notifications).where(eq(notifications.user_id, blind.id))).toHaveLength(0);
  });

  it.each([
    ['three decimals', '10.123', 'The amount may have at most two decimals'],
    ['a negative amount', -5, 'The amount must be greater than 0'],
    ['a negative string', '-5', 'The amount must be greater than 0'],
    ['zero', 0, 'The amount must be greater than 0'],
    ['a non-numeric string', 'abc', 'The amount must be a number'],
    ['no amount', undefined, 'The amount field is required'],
    ['an empty amount', '', 'The amount field is required'],
  ])('refuses %s with 422 on amount and changes nothing', async (_label, amount, message) => {
    const w = await createWriter(t, `bad-${Math.random().toString(36).slice(2)}@example.com`);
    await fund(t, w.id, 500);
    await addAccount(t, w.token);
    const res = await requestWithdrawal(t, w.token, amount);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.amount[0]).toBe(message);
    expect(await balanceOf(t, w.id)).toBe(500);
    expect(await t.app.db.select().from(withdrawals).where(eq(withdrawals.user_id, w.id))).toHaveLength(0);
  });

  it('never takes more than the balance', async () => {
    const w = await createWriter(t, 'over@example.com');
    await fund(t, w.id, 300);
    await addAccount(t, w.token);
    const res = await requestWithdrawal(t, w.token, 300.01);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.amount[0]).toBe('The amount cannot be more than your balance of KSh 300.00');
    expect((await requestWithdrawal(t, w.token, 300)).statusCode).toBe(200);
    expect(await balanceOf(t, w.id)).toBe(0);
  });

  it('is offered only when the balance is above KSh 50', async () => {
    const w = await createWriter(t, 'fifty@example.com');
    await fund(t, w.id, 50);
    await addAccount(t, w.token);
    const res = await requestWithdrawal(t, w.token, 10);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.amount[0]).toBe('You can request a withdrawal only when your balance is above KSh 50.00');
    await fund(t, w.id, 0.01);
    expect((await requestWithdrawal(t, w.token, 10)).statusCode).toBe(200);
  });

  it("needs a payment account, and only one of the writer's own", async () => {
    const w = await createWriter(t, 'noaccount@example.com');
    const other = await createWriter(t, 'otheraccount@example.com');
    await fund(t, w.id, 500);
    const none = await requestWithdrawal(t, w.token, 100);
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.payment_account_id[0]).toBe('Add a payment account before requesting a withdrawal');
    const theirs = await addAccount(t, other.token);
    await addAccount(t, w.token);
    const stolen = await t.request({
      method: 'POST',
      url: '/api/writer/withdrawals',
      token: w.token,
      payload: { amount: 100, payment_account_id: theirs.id },
    });
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().errors.payment_account_id[0]).toBe('Choose one of your payment accounts');
    expect(await balanceOf(t, w.id)).toBe(500);
  });

  it("lists the writer's own withdrawals only, with the reason of a rejected one", async () => {
    const w = await createWriter(t, 'lister@example.com');
    const other = await createWriter(t, 'lister2@example.com');
    for (const p of [w, other]) {
      await fund(t, p.id, 400);
      await addAccount(t, p.token);
      await requestWithdrawal(t, p.token, 100);
    }
    const mine = (await requestWithdrawal(t, w.token, 50)).json().withdrawal.id as number;
    const admin = await t.login('admin@example.com');
    await t.request({
      method: 'POST',
      url: `/api/payments/withdrawals/${mine}/reject`,
      token: admin,
      payload: { reason: 'Wrong account' },
    });
    const res = await t.request({ method: 'GET', url: '/api/writer/withdrawals', token: w.token });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data.data as { user: { id: number }; amount: number }[];
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      id: mine,
      user: { id: w.id },
      amount: 50,
      status: 'rejected',
      reason_canceled: 'Wrong account',
    });
    expect(rows[1]).toMatchObject({ user: { id: w.id }, amount: 100, status: 'pending' });
  });
});

describe('money safety under concurrency', () => {
  it('20 concurrent requests from one writer never take the balance below zero', async () => {
    const w = await createWriter(t, 'racer@example.com');
    await fund(t, w.id, 1000);
    await addAccount(t, w.token);
    const amounts = Array.from({ length: 20 }, (_, i) => 95 + (i % 4) * 10.25);
    const results = await Promise.all(amounts.map((a) => requestWithdrawal(t, w.token, a)));

    const accepted = results.flatMap((r, i) => (r.statusCode === 200 ? [amounts[i]] : []));
    for (const r of results) expect([200, 422]).toContain(r.statusCode);
    const sum = accepted.reduce((a, b) => a + b, 0);
    expect(accepted.length).toBeGreaterThan(0);
    expect(sum).toBeLessThanOrEqual(1000);
    const final = await balanceOf(t, w.id);
    expect(final).toBeGreaterThanOrEqual(0);
    expect(final).toBeCloseTo(1000 - sum, 2);

    // The rows agree: one pending withdrawal and one debit per accepted request, and every ledger row
    // carries the running balance of the one before it.
    const rows = await t.app.db.select().from(withdrawals).where(eq(withdrawals.user_id, w.id));
    expect(rows).toHaveLength(accepted.length);
    expect(rows.reduce((a, r) => a + r.amount, 0)).toBe(Math.round(sum * 100));
    const ledger = await t.app.db
      .select()
      .from(writer_transactions)
      .where(eq(writer_transactions.user_id, w.id))
      .orderBy(asc(writer_transactions.id));
    let running = 0;
    for (const row of ledger) {
      running += row.amount;
      expect(row.balance).toBe(running);
      expect(row.balance).toBeGreaterThanOrEqual(0);
    }
    expect(ledger.filter((r) => r.source_type === 'withdrawal')).toHaveLength(accepted.length);
  });
});
