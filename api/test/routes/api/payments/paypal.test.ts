/**
 * PayPal end to end against a local stand-in of its REST API: the link is an Orders v2 order (intent
 * CAPTURE) whose approve link is the payment link; the return URL captures and records it once; the
 * webhook, verified through PayPal's verify-webhook-signature call, reconciles a capture the return
 * missed and ignores forged or replayed events; a refund goes to PayPal's capture refund call.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { order_payments, orders } from '../../../../src/db/schema/index.js';
import type { Cast } from '../orders/cast.js';
import { makeOrder } from '../orders/fixtures.js';
import { paypalCast } from '../../../helpers/paypal-cast.js';
import type { PaypalStandin } from '../../../helpers/paypal-standin.js';

let c: Cast;
let paypal: PaypalStandin;
paypalCast((cast, standin) => {
  c = cast;
  paypal = standin;
});

const paidOf = async (id: number) => (await c.t.app.db.select().from(orders).where(eq(orders.id, id)))[0].paid_amount;
async function link(orderId: number, amount: number): Promise<string> {
  const res = await c.as('client', 'POST', `/api/orders/${orderId}/payment-link`, { amount, gateway: 'paypal' });
  expect(res.statusCode).toBe(200);
  return new URL(res.json().payment_link as string).searchParams.get('token')!;
}
const back = (token: string) =>
  c.t.request({ method: 'GET', url: `/api/payments/paypal/return?token=${token}&PayerID=BUYER1` });
function webhook(event: object, forge = false) {
  const payload = JSON.stringify(event);
  return c.t.request({
    method: 'POST',
    url: '/api/payments/webhooks/paypal',
    headers: paypal.signedHeaders(payload, forge),
    payload,
  });
}

describe('PayPal checkout', () => {
  it('creates an order with intent CAPTURE for the amount, naming the order', async () => {
    expect((await c.as(null, 'GET', '/api/config')).json().gateways).toEqual(['paypal']);
    const f = await makeOrder(c, 'unpaid');
    await link(f.orderId, 30);
    const create = paypal.requests.find((r) => r.path === '/v2/checkout/orders')!.body as {
      intent: string;
      purchase_units: { amount: unknown; description: string }[];
    };
    expect(create.intent).toBe('CAPTURE');
    expect(create.purchase_units[0]).toMatchObject({
      amount: { currency_code: 'USD', value: '30.00' },
      description: `Payment for order #${f.orderId}`,
    });
  });

  it('captures on return and records once, even when the buyer comes back twice', async () => {
    const f = await makeOrder(c, 'unpaid');
    const token = await link(f.orderId, 30);
    // Not approved yet: PayPal refuses the capture, nothing is recorded.
    expect((await back(token)).headers.location).toBe(`${c.t.config.publicUrl}/orders/order/${f.orderId}?status=error`);
    paypal.approve(token);
    const [a, b] = await Promise.all([back(token), back(token)]);
    expect([a.headers.location, b.headers.location]).toEqual(
      Array(2).fill(`${c.t.config.publicUrl}/orders/order/${f.orderId}?status=success`),
    );
    expect(await paidOf(f.orderId)).toBe(3_000);
    const [row] = await c.t.app.db.select().from(order_payments).where(eq(order_payments.order_id, f.orderId));
    expect(row).toMatchObject({
      reference: token,
      gateway: 'paypal',
      payment_method: 'paypal',
      provider_payment_id: paypal.orders.get(token)!.capture!.id,
    });
  });

  it('reconciles an approved order whose buyer never returned, once, and refuses forged events', async () => {
    const f = await makeOrder(c, 'unpaid');
    const token = await link(f.orderId, 20);
    paypal.approve(token);
    const approved = {
      id: 'WH-EVT-1',
      event_type: 'CHECKOUT.ORDER.APPROVED',
      resource: { id: token, status: 'APPROVED' },
    };
    expect((await webhook(approved, true)).statusCode).toBe(400);
    expect(await paidOf(f.orderId)).toBe(0);
    expect((await webhook(approved)).json().outcome).toBe('recorded');
    const order = paypal.view(token) as { purchase_units: { payments: { captures: object[] } }[] };
    const captured = {
      id: 'WH-EVT-2',
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: order.purchase_units[0].payments.captures[0],
    };
    expect((await webhook(captured)).json().outcome).toBe('already');
    expect((await webhook(approved)).json().outcome).toBe('already');
    expect(await paidOf(f.orderId)).toBe(2_000);
    expect((await back(token)).headers.location).toContain('status=success');
  });

  it('refunds part of a capture through PayPal', async () => {
    const f = await makeOrder(c, 'unpaid');
    const token = await link(f.orderId, 40);
    paypal.approve(token);
    await back(token);
    const [payment] = await c.t.app.db.select().from(order_payments).where(eq(order_payments.order_id, f.orderId));
    const res = await c.as('admin', 'POST', `/api/orders/${f.orderId}/refunds`, {
      payment_id: payment.id,
      amount: 12.5,
      reason: 'Shorter paper',
    });
    expect(res.json()).toMatchObject({ refund: { gateway: 'paypal', amount: 12.5 }, order: { paid_amount: 27.5 } });
    const call = paypal.requests.filter(
      (r) => r.path === `/v2/payments/captures/${payment.provider_payment_id}/refund`,
    );
    expect(call.map((r) => r.body)).toEqual([
      { amount: { currency_code: 'USD', value: '12.50' }, note_to_payer: 'Shorter paper' },
    ]);
    expect(paypal.orders.get(token)!.capture!.refunded).toBe(1_250);
  });
});
