import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { logs, notifications, writer_transactions } from '../../../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../../../helpers/test-app.js';
import { addAccount, balanceOf, createWriter, fund, requestWithdrawal } from './helpers.js';

let t: TestApp;
let admin: string;
let writer: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@example.com');
  writer = await createWriter(t, 'earner@example.com');
  await fund(t, writer.id, 5000);
  await addAccount(t, writer.token, '0799000111');
});
afterAll(() => t.close());

async function pending(amount = 400): Promise<number> {
  const res = await requestWithdrawal(t, writer.token, amount);
  expect(res.statusCode).toBe(200);
  return res.json().withdrawal.id as number;
}

const approve = (id: number, reference: unknown = 'MPESA-REF-1') =>
  t.request({ method: 'POST', url: `/api/payments/withdrawals/${id}/approve`, token: admin, payload: { reference } });
const reject = (id: number, reason: unknown = 'Account name does not match') =>
  t.request({ method: 'POST', url: `/api/payments/withdrawals/${id}/reject`, token: admin, payload: { reason } });
const refunds = (id: number) =>
  t.app.db
    .select()
    .from(writer_transactions)
    .where(and(eq(writer_transactions.source_type, 'withdrawal_refund'), eq(writer_transactions.source_id, id)));

describe('Mark Paid', () => {
  it("needs a reference, then marks the withdrawal paid with Paid At, keeps the balance, says 'Withdrawal updated'", async () => {
    const id = await pending(400);
    const before = await balanceOf(t, writer.id);
    const missing = await approve(id, '  ');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.reference[0]).toBe('The reference field is required');

    const res = await approve(id, 'QWE123RTY');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Withdrawal updated');
    expect(res.json().withdrawal).toMatchObject({ id, status: 'approved', reference: 'QWE123RTY' });
    expect(Date.parse(res.json().withdrawal.processed_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(await balanceOf(t, writer.id)).toBe(before);

    const told = await t.app.db.select().from(notifications).where(eq(notifications.user_id, writer.id));
    expect(told.map((n) => n.data.summary)).toContain('Withdrawal of KSh 400.00 paid');
    const [log] = await t.app.db.select().from(logs).where(eq(logs.type, 'withdrawal_approved'));
    expect(log.log).toContain('QWE123RTY');
  });

  it('a double click marks it paid once; the second gets 409', async () => {
    const id = await pending(150);
    const before = await balanceOf(t, writer.id);
    const [a, b] = await Promise.all([approve(id, 'REF-A'), approve(id, 'REF-B')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().message).toBe('This withdrawal has already been processed');
    expect(await balanceOf(t, writer.id)).toBe(before);
    const detail = await t.request({ method: 'GET', url: `/api/payments/withdrawals/${id}`, token: admin });
    expect(detail.json().reference).toBe(a.statusCode === 200 ? 'REF-A' : 'REF-B');
  });
});

describe('Reject', () => {
  it('needs a reason, then returns the amount to the balance and shows the reason', async () => {
    const before = await balanceOf(t, writer.id);
    const id = await pending(321.45);
    expect(await balanceOf(t, writer.id)).toBeCloseTo(before - 321.45, 2);
    const missing = await reject(id, '');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.reason[0]).toBe('The reason for rejection field is required');

    const res = await reject(id, 'Wrong M-Pesa number');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Withdrawal updated');
    expect(res.json().withdrawal).toMatchObject({ status: 'rejected', reason_canceled: 'Wrong M-Pesa number' });
    expect(res.json().withdrawal.processed_at).toBeTruthy();
    expect(await balanceOf(t, writer.id)).toBe(before);

    const mine = await t.request({ method: 'GET', url: `/api/payments/withdrawals/${id}`, token: writer.token });
    expect(mine.json().reason_canceled).toBe('Wrong M-Pesa number');
    const told = await t.app.db.select().from(notifications).where(eq(notifications.user_id, writer.id));
    expect(told.map((n) => n.data.message)).toContain(
      'Hello earner, your withdrawal of KSh 321.45 was rejected: Wrong M-Pesa number',
    );
  });

  it('a double reject returns the amount once', async () => {
    const before = await balanceOf(t, writer.id);
    const id = await pending(200);
    const results = await Promise.all([reject(id), reject(id), reject(id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await balanceOf(t, writer.id)).toBe(before);
    expect(await refunds(id)).toHaveLength(1);
  });

  it('approve and reject racing: exactly one wins and the balance matches it', async () => {
    for (let round = 0; round < 3; round++) {
      const before = await balanceOf(t, writer.id);
      const id = await pending(100);
      const [a, r] = await Promise.all([approve(id, `RACE-${round}`), reject(id, 'Changed my mind')]);
      expect([a.statusCode, r.statusCode].sort()).toEqual([200, 409]);
      const after = await balanceOf(t, writer.id);
      if (a.statusCode === 200) {
        expect(after).toBe(before - 100);
        expect(await refunds(id)).toHaveLength(0);
      } else {
        expect(after).toBe(before);
        expect(await refunds(id)).toHaveLength(1);
      }
    }
  });

  it('cannot act on a processed withdrawal afterwards, nor on a missing one', async () => {
    const id = await pending(60);
    expect((await reject(id)).statusCode).toBe(200);
    expect((await approve(id)).statusCode).toBe(409);
    expect((await reject(id)).statusCode).toBe(409);
    expect((await approve(999999)).statusCode).toBe(404);
    expect((await reject(Number.NaN)).statusCode).toBe(404);
  });
});

describe('lists and detail', () => {
  it('lists withdrawals by status with the table protocol, searches and exports', async () => {
    const id = await pending(77.7);
    const res = await t.request({
      method: 'GET',
      url: '/api/payments/withdrawals/list/pending?per_page=50',
      token: admin,
    });
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page.data.every((w: { status: string }) => w.status === 'pending')).toBe(true);
    expect(page.data[0]).toMatchObject({
      id,
      amount: 77.7,
      user: { id: writer.id, name: 'earner' },
      payment_account: { account_number: '254799000111' },
    });

    const search = await t.request({
      method: 'GET',
      url: '/api/payments/withdrawals/list/rejected?filter_value=earner',
      token: admin,
    });
    expect(search.json().data.total).toBeGreaterThan(0);
    const none = await t.request({
      method: 'GET',
      url: '/api/payments/withdrawals/list/rejected?filter_value=nobody-at-all',
      token: admin,
    });
    expect(none.json().data.total).toBe(0);
    expect(
      (await t.request({ method: 'GET', url: '/api/payments/withdrawals/list/lost', token: admin })).statusCode,
    ).toBe(422);

    const exp = await t.request({
      method: 'POST',
      url: '/api/payments/withdrawals/list/approved',
      token: admin,
      payload: { export: 1 },
    });
    expect(exp.statusCode).toBe(200);
    const file = await t.request({ method: 'GET', url: `/api/external-download?file=${exp.json().file}&name=x.csv` });
    expect(file.body.split('\n')[0]).toContain('Amount (KSh)');

    const counts = await t.request({ method: 'GET', url: '/api/payments/withdrawals/counts', token: admin });
    expect(counts.json().pending).toBeGreaterThan(0);
  });

  it('shows one withdrawal with amount, method, account, reference, status, times and writer', async () => {
    const id = await pending(88);
    const res = await t.request({ method: 'GET', url: `/api/payments/withdrawals/${id}`, token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      amount: 88,
      status: 'pending',
      reference: null,
      processed_at: null,
      reason_canceled: null,
      payment_account: {
        payment_method: { name: 'M-Pesa' },
        account_name: 'Test Writer',
        account_number: '254799000111',
      },
      user: { id: writer.id },
    });
    expect((await t.request({ method: 'GET', url: '/api/payments/withdrawals/424242', token: admin })).statusCode).toBe(
      404,
    );
  });
});
