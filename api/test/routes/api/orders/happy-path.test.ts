/**
 * The whole journey of one order through the API: a client asks for a quote, the admin prices it, the
 * client pays part through the sandbox checkout and the admin records the rest, a writer is assigned,
 * uploads and delivers, the admin completes, the client approves with 5 stars and a tip, and the writer's
 * balance is credited exactly once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  checkout_sessions,
  logs,
  notifications,
  order_payments,
  writer_transactions,
} from '../../../../src/db/schema/index.js';
import { writerBalance } from '../../../../src/services/ledger/index.js';
import { createCast, inDays, upload, type Cast } from './cast.js';
import { PDF } from '../../../helpers/fixtures.js';

let c: Cast;
let orderId: number;
let balanceBefore: number;

beforeAll(async () => {
  c = await createCast();
  balanceBefore = await writerBalance(c.t.app.db, c.id.writer);
});
afterAll(() => c?.t.close());

const order = async (who: Parameters<Cast['as']>[0]) => (await c.as(who, 'GET', `/api/orders/${orderId}`)).json();

describe('an order from quote request to approval', () => {
  it('takes a quote request from the client', async () => {
    const res = await c.as('client', 'POST', '/api/orders', {
      service_type_id: c.settings.quote,
      title: 'Market study for a tea brand',
      instructions: 'Ten pages.',
      deadline_id: c.settings.sevenDays,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Order submitted');
    expect(body.order).toMatchObject({
      status: 'pending_quote',
      amount: 0,
      title: 'Market study for a tea brand',
      assign: null,
    });
    orderId = body.order.id;
    expect(body.order.actions).toEqual(['edit_order', 'cancel']);
  });

  it('lets the admin quote it, and tells the client', async () => {
    const res = await c.as('admin', 'POST', `/api/orders/${orderId}/amount`, { amount: 120 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Order saved',
      order: { status: 'quoted', amount: 120, pending_amount: 120, payment_state: 'Pending Payment' },
    });
    const notes = await c.t.app.db.select().from(notifications).where(eq(notifications.user_id, c.id.client));
    expect(notes.some((n) => n.data.summary === `Quote for order #${orderId}`)).toBe(true);
  });

  it('takes part of the price through the sandbox checkout, once', async () => {
    const link = await c.as('client', 'POST', `/api/orders/${orderId}/payment-link`, { amount: 20 });
    expect(link.statusCode).toBe(200);
    const url = new URL(link.json().payment_link);
    expect(url.pathname).toMatch(/^\/api\/checkout\/cs_/);

    const page = await c.t.request({ method: 'GET', url: url.pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Pay $20.00');

    const confirm = await c.t.request({
      method: 'POST',
      url: `${url.pathname}/confirm`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(confirm.statusCode).toBe(303);
    expect(confirm.headers.location).toBe(`${c.t.config.publicUrl}/orders/order/${orderId}?status=success`);
    const again = await c.t.request({ method: 'POST', url: `${url.pathname}/confirm` });
    expect(again.headers.location).toContain('status=success');

    expect(await order('client')).toMatchObject({
      status: 'unassigned',
      paid_amount: 20,
      pending_amount: 100,
      payment_state: 'Partially Paid',
    });
    const payments = await c.t.app.db.select().from(order_payments).where(eq(order_payments.order_id, orderId));
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      amount: 2000,
      payment_method: 'stripe',
      reference: url.pathname.split('/').pop(),
    });
  });

  it('lets the admin record the rest, and lists both payments for the client', async () => {
    const res = await c.as('admin', 'POST', `/api/orders/${orderId}/mark-paid`, {
      amount: '100.00',
      reference: 'BANK-777',
      payment_method: 'bank_transfer',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Payment recorded',
      payment: { amount: 100, reference: 'BANK-777' },
      order: { status: 'unassigned', paid: true, payment_state: 'Fully Paid' },
    });
    const list = await c.as('client', 'GET', `/api/orders/${orderId}/payments`);
    expect(list.json().map((p: { amount: number }) => p.amount)).toEqual([20, 100]);
  });

  it('suggests active writers with their workload and assigns one', async () => {
    const suggest = await c.as('admin', 'GET', `/api/orders/${orderId}/suggest-writers?filter_value=wanjiru`);
    expect(suggest.json()).toEqual([
      { id: c.id.writer, name: 'Wanjiru Writer', email: 'writer@example.com', active_orders: 1 },
    ]);
    const res = await c.as('admin', 'POST', `/api/orders/${orderId}/assign`, {
      writer_id: c.id.writer,
      writer_amount: 1500,
      deadline: inDays(3),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({
      status: 'in_progress',
      assign: { user: { id: c.id.writer }, amount: 1500, status: 'in_progress' },
    });
  });

  it('shows the writer their assignment but not the price or the client', async () => {
    const view = await order('writer');
    expect(view).toMatchObject({ status: 'in_progress', assign: { amount: 1500 }, actions: ['deliver'] });
    expect(view).not.toHaveProperty('amount');
    expect(view).not.toHaveProperty('user');
    expect(view.deadline).toBe(view.assign.deadline);
  });

  it('refuses a delivery without a file, then takes the upload and the delivery', async () => {
    const early = await c.as('writer', 'POST', `/api/orders/${orderId}/deliver`, { confirmed: true });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.files).toEqual(['Upload at least one file before delivering the order']);
    const unticked = await c.as('writer', 'POST', `/api/orders/${orderId}/deliver`, { confirmed: false });
    expect(unticked.json().errors.confirmed).toEqual(['Confirm that all the documents have been attached']);

    const up = await upload(c, c.token.writer, orderId, [{ name: 'final.pdf', content: PDF }]);
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({
      message: 'File uploaded',
      files: [{ name: 'final.pdf', ext: 'pdf', allow_client: false }],
    });

    const res = await c.as('writer', 'POST', `/api/orders/${orderId}/deliver`, { confirmed: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Order has been marked as completed',
      order: { status: 'under_review' },
    });
  });

  it('lets the admin mark it completed', async () => {
    const res = await c.as('admin', 'POST', `/api/orders/${orderId}/complete`, { confirmed: true });
    expect(res.json()).toMatchObject({ message: 'Order has been marked as completed', order: { status: 'completed' } });
    expect((await order('client')).actions).toEqual(['approve', 'request_revision']);
  });

  it('takes the client approval with 5 stars and a tip, crediting the writer once', async () => {
    // A client must rate (an admin need not): the same 422 on rating as a bad rating.
    const unrated = await c.as('client', 'POST', `/api/orders/${orderId}/approve`, { comments: 'Superb' });
    expect([unrated.statusCode, unrated.json().errors]).toEqual([
      422,
      { rating: ['Choose a rating from 1 to 5 stars'] },
    ]);
    const res = await c.as('client', 'POST', `/api/orders/${orderId}/approve`, {
      rating: 5,
      comments: 'Superb',
      tip: 10,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      message: 'Order has been rated',
      order: { status: 'approved', rating: 5, comments: 'Superb', tip: 10 },
    });
    expect(body.tip_url).toMatch(/\/api\/checkout\/cs_/);
    expect(await writerBalance(c.t.app.db, c.id.writer)).toBe(balanceBefore + 150_000);

    const twice = await c.as('client', 'POST', `/api/orders/${orderId}/approve`, { rating: 5 });
    expect(twice.statusCode).toBe(409);
    expect(await writerBalance(c.t.app.db, c.id.writer)).toBe(balanceBefore + 150_000);

    const tip = new URL(body.tip_url).pathname;
    expect((await c.t.request({ method: 'POST', url: `${tip}/confirm` })).headers.location).toContain('status=success');
    const [session] = await c.t.app.db
      .select()
      .from(checkout_sessions)
      .where(eq(checkout_sessions.id, tip.split('/').pop()!));
    expect(session).toMatchObject({ kind: 'tip', status: 'paid', amount: 1000 });
  });

  it("credits the paid tip to the writer's ledger once, in KSh at the stated rate, shown in earnings and the dashboard", async () => {
    const tipKsh = 10 * c.t.config.kshPerUsd * 100; // $10 at KSh 129 per dollar = KSh 1,290.00
    expect(await writerBalance(c.t.app.db, c.id.writer)).toBe(balanceBefore + 150_000 + tipKsh);
    // A second confirmation (a duplicate gateway callback) credits nothing more.
    const [session] = await c.t.app.db
      .select()
      .from(checkout_sessions)
      .where(and(eq(checkout_sessions.order_id, orderId), eq(checkout_sessions.kind, 'tip')));
    await c.t.request({ method: 'POST', url: `/api/checkout/${session!.id}/confirm` });
    const tips = await c.t.app.db
      .select()
      .from(writer_transactions)
      .where(and(eq(writer_transactions.source_type, 'order_tip'), eq(writer_transactions.source_id, orderId)));
    expect(tips).toHaveLength(1);
    expect(tips[0]).toMatchObject({
      user_id: c.id.writer,
      amount: tipKsh,
      description: `Tip for order #${orderId}: $10.00 at KSh 129.00 per US dollar`,
    });
    expect(await writerBalance(c.t.app.db, c.id.writer)).toBe(balanceBefore + 150_000 + tipKsh);

    const earnings = (await c.as('writer', 'GET', '/api/writer/transactions')).json().data.data as {
      description: string;
      amount: number;
    }[];
    expect(earnings).toContainEqual(
      expect.objectContaining({ description: tips[0]!.description, amount: tipKsh / 100 }),
    );
    const stats = (await c.as('writer', 'GET', '/api/writer/stats')).json();
    expect(stats.balance).toBe((balanceBefore + 150_000 + tipKsh) / 100);
  });

  it('left a log row for every step', async () => {
    const types = (
      await c.t.app.db
        .select({ type: logs.type })
        .from(logs)
        .where(and(eq(logs.type, logs.type)))
    ).map((l) => l.type);
    for (const type of [
      'order_created',
      'order_quoted',
      'payment_link',
      'order_paid',
      'writer_assigned',
      'file_uploaded',
      'order_delivered',
      'order_completed',
      'order_approved',
      'tip_paid',
    ]) {
      expect(types).toContain(type);
    }
  });
});
