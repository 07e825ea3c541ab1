/**
 * The dashboard's Total Paid and revenue series are net: a refund (an admin's, or a lost dispute) takes
 * its amount off, on the day it went back; money returned because the order could not take it counts
 * zero; a refund that failed or is still pending takes nothing off.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { order_payments, order_refunds } from '../../../../src/db/schema/index.js';
import { createCast, type Cast } from '../orders/cast.js';
import { makeOrder } from '../orders/fixtures.js';

let c: Cast;
beforeAll(async () => {
  c = await createCast();
});
afterAll(async () => c?.t.close());

interface Stats {
  totalPaid: number;
  series: { date: string; orders: number; revenue: number }[];
}
const stats = async () => (await c.as('admin', 'GET', '/api/dashboard/stats')).json<Stats>();
const today = (s: Stats) => s.series.at(-1)!.revenue;

/** A payment of `amount` USD minor units on a new order, and its row. */
async function payment(amount: number, values: Partial<typeof order_payments.$inferInsert> = {}) {
  const f = await makeOrder(c, 'paid', { paid: amount });
  const [row] = await c.t.app.db
    .insert(order_payments)
    .values({
      order_id: f.orderId,
      reference: `NET-${f.orderId}`,
      payment_method: 'stripe',
      gateway: 'stripe',
      amount,
      provider_payment_id: `pi_net_${f.orderId}`,
      ...values,
    })
    .returning();
  return row;
}

/** A refund row of `payment` (its `refunded_amount` raised as the booking code does). */
async function refund(
  p: typeof order_payments.$inferSelect,
  amount: number,
  values: Partial<typeof order_refunds.$inferInsert> = {},
) {
  await c.t.app.db
    .insert(order_refunds)
    .values({ order_id: p.order_id, payment_id: p.id, amount, reason: 'test', gateway: p.gateway, ...values });
}

describe('Total Paid and revenue net of refunds', () => {
  it("takes an admin's refund off Total Paid and off today's revenue", async () => {
    const before = await stats();
    const f = await makeOrder(c, 'unpaid');
    const paid = await c.as('admin', 'POST', `/api/orders/${f.orderId}/mark-paid`, {
      amount: 20,
      reference: `NET-BANK-${f.orderId}`,
      payment_method: 'bank_transfer',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const mid = await stats();
    expect(mid.totalPaid).toBeCloseTo(before.totalPaid + 20, 2);
    const [row] = (await c.as('admin', 'GET', `/api/orders/${f.orderId}/payments`)).json<{ id: number }[]>();
    const refunded = await c.as('admin', 'POST', `/api/orders/${f.orderId}/refunds`, {
      payment_id: row.id,
      amount: 5,
      reason: 'Shorter paper',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const after = await stats();
    expect(after.totalPaid).toBeCloseTo(before.totalPaid + 15, 2);
    expect(today(after)).toBeCloseTo(today(before) + 15, 2);
  });

  it('takes a lost dispute off, counts a returned payment zero, and a failed or pending refund nothing', async () => {
    const before = await stats();
    const disputed = await payment(4_000, { dispute_status: 'lost', refunded_amount: 4_000 });
    await refund(disputed, 4_000, { kind: 'dispute', reference: `dp_net_${disputed.id}` });
    const returned = await payment(3_000, {
      status: 'returned',
      status_reason: 'The order was cancelled',
      refunded_amount: 3_000,
    });
    await refund(returned, 3_000, { kind: 'return', reference: `re_ret_${returned.id}` });
    // A returned payment whose refund has not gone through yet counts zero too.
    await payment(2_500, {
      status: 'returned',
      status_reason: 'The order was already paid',
      refunded_amount: 2_500,
    }).then((p) => refund(p, 2_500, { kind: 'return', status: 'pending' }));
    const kept = await payment(1_000);
    await refund(kept, 600, { status: 'failed', reference: `re_failed_${kept.id}` });
    await refund(kept, 300, { status: 'pending' });
    const after = await stats();
    // Only the kept payment counts: $10.00, none of its refunds having gone through.
    expect(after.totalPaid).toBeCloseTo(before.totalPaid + 10, 2);
    expect(today(after)).toBeCloseTo(today(before) + 10, 2);
  });
});
