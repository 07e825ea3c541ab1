/**
 * A writer cancels their own pending withdrawal (docs/payments.md Withdrawals and payouts): status canceled with Canceled At, the
 * amount back on the balance exactly once — under concurrent cancels, and racing an admin's Mark Paid
 * or Reject.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { logs, writer_transactions } from '../../../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../../../helpers/test-app.js';
import { addAccount, balanceOf, createWriter, fund, requestWithdrawal } from '../payments/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const cancel = (token: string, id: number | string) =>
  t.request({ method: 'POST', url: `/api/writer/withdrawals/${id}/cancel`, token });

async function pendingWithdrawal(email: string, amount = 300) {
  const w = await createWriter(t, email);
  await fund(t, w.id, 1000);
  await addAccount(t, w.token);
  const id = (await requestWithdrawal(t, w.token, amount)).json().withdrawal.id as number;
  return { ...w, withdrawal: id };
}

const refunds = (id: number) =>
  t.app.db
    .select()
    .from(writer_transactions)
    .where(and(eq(writer_transactions.source_type, 'withdrawal_refund'), eq(writer_transactions.source_id, id)));

describe('POST writer/withdrawals/:id/cancel', () => {
  it("cancels the writer's pending withdrawal: status canceled, Canceled At set, the amount back on the balance", async () => {
    const w = await pendingWithdrawal('cancel-own@example.com', 250.5);
    expect(await balanceOf(t, w.id)).toBe(749.5);
    const res = await cancel(w.token, w.withdrawal);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Withdrawal canceled');
    expect(res.json().withdrawal).toMatchObject({
      id: w.withdrawal,
      status: 'canceled',
      processed_at: expect.any(String),
    });
    expect(await balanceOf(t, w.id)).toBe(1000);
    expect(await refunds(w.withdrawal)).toHaveLength(1);
    expect(
      (await t.app.db.select().from(logs).where(eq(logs.type, 'withdrawal_canceled'))).map((l) => l.user_id),
    ).toContain(w.id);

    const admin = await t.login('admin@example.com');
    const detail = await t.request({ method: 'GET', url: `/api/payments/withdrawals/${w.withdrawal}`, token: admin });
    expect(detail.json()).toMatchObject({ status: 'canceled', processed_at: res.json().withdrawal.processed_at });
    for (const list of ['canceled', 'rejected']) {
      const rows = await t.request({ method: 'GET', url: `/api/payments/withdrawals/list/${list}`, token: admin });
      expect(
        rows.json().data.data.map((r: { id: number }) => r.id),
        list,
      ).toContain(w.withdrawal);
    }
  });

  it("is a 404 for another writer's withdrawal or an id out of range, and a 409 once processed", async () => {
    const w = await pendingWithdrawal('cancel-mine@example.com');
    const other = await createWriter(t, 'cancel-other@example.com');
    expect((await cancel(other.token, w.withdrawal)).statusCode).toBe(404);
    expect((await cancel(w.token, '99999999999999999999')).statusCode).toBe(404);
    const admin = await t.login('admin@example.com');
    expect((await cancel(admin, w.withdrawal)).statusCode).toBe(403);
    await t.request({
      method: 'POST',
      url: `/api/payments/withdrawals/${w.withdrawal}/approve`,
      token: admin,
      payload: { reference: 'MPESA123' },
    });
    const late = await cancel(w.token, w.withdrawal);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This withdrawal has already been processed');
    expect(await balanceOf(t, w.id)).toBe(700);
  });

  it('10 concurrent cancels return the amount once', async () => {
    const w = await pendingWithdrawal('cancel-race@example.com', 300);
    const results = await Promise.all(Array.from({ length: 10 }, () => cancel(w.token, w.withdrawal)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(await balanceOf(t, w.id)).toBe(1000);
    expect(await refunds(w.withdrawal)).toHaveLength(1);
  });

  it('a cancel racing Reject gives the amount back once, and racing Mark Paid either pays or returns it', async () => {
    const admin = await t.login('admin@example.com');
    const r = await pendingWithdrawal('cancel-vs-reject@example.com', 300);
    const [c1, rej] = await Promise.all([
      cancel(r.token, r.withdrawal),
      t.request({
        method: 'POST',
        url: `/api/payments/withdrawals/${r.withdrawal}/reject`,
        token: admin,
        payload: { reason: 'Duplicate' },
      }),
    ]);
    expect([c1.statusCode, rej.statusCode].sort()).toEqual([200, 409]);
    expect(await balanceOf(t, r.id)).toBe(1000);
    expect(await refunds(r.withdrawal)).toHaveLength(1);

    const p = await pendingWithdrawal('cancel-vs-paid@example.com', 300);
    const [c2, paid] = await Promise.all([
      cancel(p.token, p.withdrawal),
      t.request({
        method: 'POST',
        url: `/api/payments/withdrawals/${p.withdrawal}/approve`,
        token: admin,
        payload: { reference: 'MPESA9' },
      }),
    ]);
    expect([c2.statusCode, paid.statusCode].sort()).toEqual([200, 409]);
    expect(await balanceOf(t, p.id)).toBe(c2.statusCode === 200 ? 1000 : 700);
  });
});
