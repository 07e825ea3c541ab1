/**
 * A payout in progress is locked: Pay out moves a pending withdrawal to processing (manual gateway),
 * the writer can no longer cancel it, Mark Paid and Reject still settle it, and concurrent Pay out,
 * cancel, Mark Paid and Reject on one withdrawal move the writer's balance once. The races prove
 * something only on PostgreSQL (`npm run test:scale`): PGlite runs one query at a time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { logs, writer_transactions } from '../../../../src/db/schema/index.js';
import { adminWith } from '../../../helpers/fixtures.js';
import { createTestApp, type TestApp } from '../../../helpers/test-app.js';
import { addAccount, balanceOf, createWriter, fund, requestWithdrawal } from './helpers.js';

let t: TestApp;
let admin: string;
let writer: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@example.com');
  writer = await createWriter(t, 'payout-lock@example.com');
  await fund(t, writer.id, 100_000);
  await addAccount(t, writer.token, '0799000111');
});
afterAll(() => t.close());

async function pending(amount = 400): Promise<number> {
  const res = await requestWithdrawal(t, writer.token, amount);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().withdrawal.id as number;
}

const payOut = (id: number | string, token = admin) =>
  t.request({ method: 'POST', url: `/api/payments/withdrawals/${id}/payout`, token });
const approve = (id: number, reference = 'MPESA-REF') =>
  t.request({ method: 'POST', url: `/api/payments/withdrawals/${id}/approve`, token: admin, payload: { reference } });
const reject = (id: number) =>
  t.request({
    method: 'POST',
    url: `/api/payments/withdrawals/${id}/reject`,
    token: admin,
    payload: { reason: 'Wrong number' },
  });
const cancel = (id: number) =>
  t.request({ method: 'POST', url: `/api/writer/withdrawals/${id}/cancel`, token: writer.token });
const detail = async (id: number, token = admin) =>
  (await t.request({ method: 'GET', url: `/api/payments/withdrawals/${id}`, token })).json();
const refunds = (id: number) =>
  t.app.db
    .select()
    .from(writer_transactions)
    .where(and(eq(writer_transactions.source_type, 'withdrawal_refund'), eq(writer_transactions.source_id, id)));

describe('Pay out (manual)', () => {
  it('moves a pending withdrawal to processing, answers it like Mark Paid, and lists it under Processing', async () => {
    const id = await pending(400);
    const before = await balanceOf(t, writer.id);
    const res = await payOut(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Payout started: pay the writer, then Mark Paid with the reference');
    expect(res.json().withdrawal).toMatchObject({
      id,
      status: 'processing',
      reference: null,
      processed_at: null,
      payout: { gateway: 'manual', channel: 'manual', error: null, awaiting: false },
    });
    expect(Date.parse(res.json().withdrawal.payout.started_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(await balanceOf(t, writer.id)).toBe(before);

    const list = await t.request({
      method: 'GET',
      url: '/api/payments/withdrawals/list/processing?per_page=100',
      token: admin,
    });
    expect(list.json().data.data.map((w: { id: number }) => w.id)).toContain(id);
    const stillPending = await t.request({
      method: 'GET',
      url: '/api/payments/withdrawals/list/pending?per_page=100',
      token: admin,
    });
    expect(stillPending.json().data.data.map((w: { id: number }) => w.id)).not.toContain(id);
    const counts = await t.request({ method: 'GET', url: '/api/payments/withdrawals/counts', token: admin });
    expect(counts.json().processing).toBeGreaterThanOrEqual(1);
    expect(
      (await t.app.db.select().from(logs).where(eq(logs.type, 'withdrawal_payout_started'))).map((l) => l.log),
    ).toContain(`Withdrawal #${id} of KSh 400.00 is being paid out by hand`);

    // The writer reads the same status, without the admin's payout details.
    expect(await detail(id, writer.token)).toMatchObject({ status: 'processing', payout: null });
  });

  it('after Pay out the writer cannot cancel: 409 saying it is being paid, the balance stays reserved', async () => {
    const id = await pending(300);
    const before = await balanceOf(t, writer.id);
    expect((await payOut(id)).statusCode).toBe(200);
    const late = await cancel(id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This withdrawal is being paid and can no longer be canceled');
    expect(await balanceOf(t, writer.id)).toBe(before);
    expect(await refunds(id)).toHaveLength(0);
    expect((await detail(id)).status).toBe('processing');
  });

  it('Mark Paid settles a processing withdrawal with its reference; the balance does not move', async () => {
    const id = await pending(250);
    await payOut(id);
    const before = await balanceOf(t, writer.id);
    const res = await approve(id, 'QWE123RTY');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Withdrawal updated',
      withdrawal: { status: 'approved', reference: 'QWE123RTY' },
    });
    expect(await balanceOf(t, writer.id)).toBe(before);
  });

  it('Reject settles a processing withdrawal and gives the amount back once', async () => {
    const id = await pending(150);
    await payOut(id);
    const before = await balanceOf(t, writer.id);
    const res = await reject(id);
    expect(res.statusCode).toBe(200);
    expect(res.json().withdrawal).toMatchObject({ status: 'rejected', reason_canceled: 'Wrong number' });
    expect(await balanceOf(t, writer.id)).toBe(before + 150);
    expect(await refunds(id)).toHaveLength(1);
  });

  it('refuses a second Pay out, a settled withdrawal, a missing one, and callers without approve_withdrawal', async () => {
    const id = await pending(60);
    expect((await payOut(id)).statusCode).toBe(200);
    const again = await payOut(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This withdrawal is already being paid out: mark it paid or reject it');
    await approve(id);
    const settled = await payOut(id);
    expect(settled.statusCode).toBe(409);
    expect(settled.json().message).toBe('This withdrawal has already been processed');
    expect((await payOut(999_999)).statusCode).toBe(404);
    expect((await payOut('nope')).statusCode).toBe(404);

    const other = await pending(60);
    const viewer = await adminWith(t, [
      'payments.withdrawals.view_withdrawal',
      'payments.withdrawals.reject_withdrawal',
    ]);
    expect((await payOut(other, viewer.token)).statusCode).toBe(403);
    expect((await payOut(other, writer.token)).statusCode).toBe(403);
    expect((await detail(other)).status).toBe('pending');
  });
});

describe('Pay out all shown', () => {
  it('pays out each withdrawal on its own and answers one result per id', async () => {
    const a = await pending(70);
    const b = await pending(80);
    await approve(b);
    const res = await t.request({
      method: 'POST',
      url: '/api/payments/withdrawals/payout',
      token: admin,
      payload: { ids: [a, b, 999_999] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Pay out started for 1 of 3 withdrawals');
    expect(res.json().results).toMatchObject([
      {
        id: a,
        ok: true,
        message: 'Payout started: pay the writer, then Mark Paid with the reference',
        withdrawal: { status: 'processing' },
      },
      { id: b, ok: false, message: 'This withdrawal has already been processed', withdrawal: { status: 'approved' } },
      { id: 999_999, ok: false, message: 'Withdrawal not found', withdrawal: null },
    ]);
    const empty = await t.request({
      method: 'POST',
      url: '/api/payments/withdrawals/payout',
      token: admin,
      payload: { ids: [] },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.ids[0]).toBe('Choose the withdrawals to pay out');
  });
});

describe('concurrent calls on one withdrawal', () => {
  it("Pay out racing the writer's cancel: exactly one wins, the other gets 409", async () => {
    for (let round = 0; round < 5; round++) {
      const before = await balanceOf(t, writer.id);
      const id = await pending(100);
      const [p, c] = await Promise.all([payOut(id), cancel(id)]);
      expect([p.statusCode, c.statusCode].sort()).toEqual([200, 409]);
      const status = (await detail(id)).status;
      expect(status).toBe(p.statusCode === 200 ? 'processing' : 'canceled');
      expect(await balanceOf(t, writer.id)).toBe(c.statusCode === 200 ? before : before - 100);
      expect(await refunds(id)).toHaveLength(c.statusCode === 200 ? 1 : 0);
    }
  });

  it('Pay out, cancel, Mark Paid and Reject at once: one of cancel, Mark Paid and Reject settles it, the rest 409, the balance moves once', async () => {
    for (let round = 0; round < 5; round++) {
      const before = await balanceOf(t, writer.id);
      const id = await pending(100);
      const [p, c, a, r] = await Promise.all([payOut(id), cancel(id), approve(id, `RACE-${round}`), reject(id)]);
      const settled = [c, a, r].filter((x) => x.statusCode === 200);
      expect(settled).toHaveLength(1);
      for (const res of [p, c, a, r]) expect([200, 409]).toContain(res.statusCode);
      // Pay out may win only before the settlement, and then the cancel cannot.
      if (p.statusCode === 200) expect(c.statusCode).toBe(409);
      const { status } = await detail(id);
      const returned = status === 'rejected' || status === 'canceled';
      expect(status).toBe(c.statusCode === 200 ? 'canceled' : a.statusCode === 200 ? 'approved' : 'rejected');
      expect(await refunds(id)).toHaveLength(returned ? 1 : 0);
      expect(await balanceOf(t, writer.id)).toBe(returned ? before : before - 100);
    }
  });
});
