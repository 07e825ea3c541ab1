/**
 * Money on an order: markPaid records a reference once (the same reference twice credits once, also
 * when sent at the same time), never more than is owed; the sandbox checkout pays once, can be cancelled,
 * and refuses to take money the order no longer owes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { checkout_sessions, order_payments, orders } from '../../../../src/db/schema/index.js';
import { createCast, type Cast } from './cast.js';
import { makeOrder } from './fixtures.js';

let c: Cast;
beforeAll(async () => {
  c = await createCast();
});
afterAll(() => c?.t.close());

const paidOf = async (id: number) => (await c.t.app.db.select().from(orders).where(eq(orders.id, id)))[0].paid_amount;

describe('markPaid', () => {
  it('records the same reference once, even when sent twice at the same time', async () => {
    const f = await makeOrder(c, 'unpaid');
    const body = { amount: 40, reference: 'MPESA-QX1', payment_method: 'admin_payment' };
    const [a, b] = await Promise.all([
      c.as('admin', 'POST', `/api/orders/${f.orderId}/mark-paid`, body),
      c.as('admin', 'POST', `/api/orders/${f.orderId}/mark-paid`, body),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 422]);
    const refused = a.statusCode === 422 ? a : b;
    expect(refused.json().errors).toEqual({ reference: ['This payment reference has already been recorded'] });
    expect(await paidOf(f.orderId)).toBe(4_000);
    const again = await c.as('admin', 'POST', `/api/orders/${f.orderId}/mark-paid`, body);
    expect(again.statusCode).toBe(422);
    expect(await paidOf(f.orderId)).toBe(4_000);
    expect(
      (await c.t.app.db.select().from(order_payments).where(eq(order_payments.reference, 'MPESA-QX1'))).length,
    ).toBe(1);
  });

  it('refuses more than is owed, and anything once fully paid', async () => {
    const f = await makeOrder(c, 'unpaid');
    const over = await c.as('admin', 'POST', `/api/orders/${f.orderId}/mark-paid`, {
      amount: 100.01,
      reference: 'R-over',
      payment_method: 'paypal',
    });
    expect(over.json().errors).toEqual({ amount: ['The amount may not exceed the $100.00 still owed'] });
    const full = await c.as('admin', 'POST', `/api/orders/${f.orderId}/mark-paid`, {
      amount: 100,
      reference: 'R-full',
      payment_method: 'paypal',
    });
    expect(full.json().order).toMatchObject({ status: 'unassigned', paid: true, pending_amount: 0 });
    const more = await c.as('admin', 'POST', `/api/orders/${f.orderId}/mark-paid`, {
      amount: 1,
      reference: 'R-more',
      payment_method: 'paypal',
    });
    expect([more.statusCode, more.json().message]).toEqual([409, 'This order has nothing left to pay']);
  });

  it('keeps an order in work where it is when paid', async () => {
    const f = await makeOrder(c, 'in_progress', { paid: 5_000 });
    const res = await c.as('admin', 'POST', `/api/orders/${f.orderId}/mark-paid`, {
      amount: 50,
      reference: 'R-late',
      payment_method: 'stripe',
    });
    expect(res.json().order).toMatchObject({ status: 'in_progress', paid_amount: 100 });
  });
});

describe('sandbox checkout', () => {
  const link = async (orderId: number, amount: number) =>
    new URL((await c.as('client', 'POST', `/api/orders/${orderId}/payment-link`, { amount })).json().payment_link)
      .pathname;

  it('refuses a link for more than is owed', async () => {
    const f = await makeOrder(c, 'unpaid');
    const res = await c.as('client', 'POST', `/api/orders/${f.orderId}/payment-link`, { amount: 500 });
    expect(res.json().errors).toEqual({ amount: ['The amount may not exceed the $100.00 still owed'] });
  });

  it('cancels back to the order with status=error and cannot be paid afterwards', async () => {
    const f = await makeOrder(c, 'unpaid');
    const page = await link(f.orderId, 30);
    const cancel = await c.t.request({
      method: 'POST',
      url: `${page}/cancel`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect([cancel.statusCode, cancel.headers.location]).toEqual([
      303,
      `${c.t.config.publicUrl}/orders/order/${f.orderId}?status=error`,
    ]);
    expect((await c.t.request({ method: 'POST', url: `${page}/confirm` })).headers.location).toContain('status=error');
    expect((await c.t.request({ method: 'GET', url: page })).body).toContain('This payment link is no longer valid.');
    expect(await paidOf(f.orderId)).toBe(0);
  });

  it('closes the link when the order is paid by hand: the page takes nothing afterwards', async () => {
    const f = await makeOrder(c, 'unpaid');
    const page = await link(f.orderId, 80);
    await c.as('admin', 'POST', `/api/orders/${f.orderId}/mark-paid`, {
      amount: 50,
      reference: 'R-meanwhile',
      payment_method: 'bank_transfer',
    });
    expect((await c.t.request({ method: 'POST', url: `${page}/confirm` })).headers.location).toContain('status=error');
    expect((await c.t.request({ method: 'GET', url: page })).body).toContain('This payment link is no longer valid.');
    expect(await paidOf(f.orderId)).toBe(5_000);
    const [session] = await c.t.app.db
      .select()
      .from(checkout_sessions)
      .where(eq(checkout_sessions.id, page.split('/').pop()!));
    expect(session.status).toBe('expired');
    // Asking again for what is still owed makes a new link.
    expect(await link(f.orderId, 50)).not.toBe(page);
  });

  it('pays once when confirmed twice at the same time', async () => {
    const f = await makeOrder(c, 'unpaid');
    const page = await link(f.orderId, 25);
    const both = await Promise.all([1, 2].map(() => c.t.request({ method: 'POST', url: `${page}/confirm` })));
    expect(both.map((r) => r.headers.location)).toEqual(
      [1, 2].map(() => `${c.t.config.publicUrl}/orders/order/${f.orderId}?status=success`),
    );
    expect(await paidOf(f.orderId)).toBe(2_500);
  });

  it("shows the checkout page in the visitor's language (lang cookie or Accept-Language), English as before", async () => {
    const f = await makeOrder(c, 'unpaid');
    const page = await link(f.orderId, 30);
    const english = (await c.t.request({ method: 'GET', url: page })).body;
    expect(english).toContain('<html lang="en">');
    expect(english).toContain(`<h1>Payment for order #${f.orderId}</h1>`);
    expect(english).toContain('<button class="pay" type="submit">Pay $30.00</button>');
    expect(english).toContain('<button class="cancel" type="submit">Cancel</button>');
    expect(english).toContain('Sandbox payment: no card is charged.');
    const swahili = (await c.t.request({ method: 'GET', url: page, headers: { 'accept-language': 'sw' } })).body;
    expect(swahili).toContain('<html lang="sw">');
    expect(swahili).toContain(`<h1>Malipo ya oda #${f.orderId}</h1>`);
    expect(swahili).toContain('<button class="pay" type="submit">Lipa $30.00</button>');
    expect(swahili).toContain('<button class="cancel" type="submit">Ghairi</button>');
    expect(swahili).toContain('Malipo ya majaribio: hakuna kadi inayotozwa.');
    expect(swahili).not.toMatch(/Pay |Cancel|Sandbox payment/);
    await c.t.request({
      method: 'POST',
      url: `${page}/cancel`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    const closed = (await c.t.request({ method: 'GET', url: page, headers: { cookie: 'lang=sw' } })).body;
    expect(closed).toContain('Kiungo hiki cha malipo si halali tena.');
    expect(closed).toContain(`Rudi kwenye oda #${f.orderId}</a>`);
    const unknown = await c.t.request({
      method: 'GET',
      url: '/api/checkout/cs_nottherealsessionid12345',
      headers: { cookie: 'lang=sw' },
    });
    expect([unknown.statusCode, unknown.body]).toEqual([
      404,
      expect.stringContaining('Kiungo hiki cha malipo si halali.'),
    ]);
  });

  it('shows an unknown or malformed session as not valid', async () => {
    expect((await c.t.request({ method: 'GET', url: '/api/checkout/cs_nottherealsessionid12345' })).statusCode).toBe(
      404,
    );
    expect((await c.t.request({ method: 'POST', url: '/api/checkout/../../orders/confirm' })).statusCode).toBe(404);
  });
});
