/**
 * Every move the lifecycle table forbids from a status is refused with 409 and the table's message, and
 * changes nothing; the detail's `actions` list exactly what the caller may do.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ORDER_STATUSES, type OrderStatus } from '@scriptorium/contracts/core';
import { assignments, orders } from '../../../../src/db/schema/index.js';
import { createCast, inDays, type Cast, type Who } from './cast.js';
import { adminWith } from '../../../helpers/fixtures.js';
import { makeOrder } from './fixtures.js';

let c: Cast;
beforeAll(async () => {
  c = await createCast();
});
afterAll(() => c?.t.close());

interface Move {
  action: string;
  who: Who;
  path: string;
  body: unknown;
  /** Statuses the move is allowed from (given the fixture: priced, unpaid unless paid). */
  from: OrderStatus[];
  onAssignment?: boolean;
}

const MOVES: Move[] = [
  {
    action: 'quote',
    who: 'admin',
    path: 'amount',
    body: { amount: 200 },
    from: ['pending_quote', 'quoted', 'unpaid', 'paid', 'unassigned', 'in_progress', 'under_review', 'revision'],
  },
  {
    action: 'assign',
    who: 'admin',
    path: 'assign',
    body: null,
    from: ['pending_quote', 'quoted', 'paid', 'unassigned'],
  },
  { action: 'deliver', who: 'writer', path: 'deliver', body: { confirmed: true }, from: ['in_progress', 'revision'] },
  {
    action: 'complete',
    who: 'admin',
    path: 'complete',
    body: { confirmed: true },
    from: ['in_progress', 'under_review'],
  },
  { action: 'approve (client)', who: 'client', path: 'approve', body: { rating: 4 }, from: ['completed'] },
  { action: 'approve (admin)', who: 'admin', path: 'approve', body: {}, from: ['completed'] },
  { action: 'revision (client)', who: 'client', path: 'revision', body: { instructions: 'Redo' }, from: ['completed'] },
  {
    action: 'revision (admin)',
    who: 'admin',
    path: 'revision',
    body: { instructions: 'Redo' },
    from: ['completed', 'under_review'],
  },
  { action: 'cancel (client)', who: 'client', path: 'cancel', body: {}, from: ['pending_quote', 'quoted', 'unpaid'] },
  {
    action: 'cancel (admin)',
    who: 'admin',
    path: 'cancel',
    body: {},
    from: ['pending_quote', 'quoted', 'unpaid', 'paid', 'unassigned', 'in_progress', 'under_review', 'revision'],
  },
  {
    action: 'edit (client)',
    who: 'client',
    path: '',
    body: { title: 'New title' },
    from: ['pending_quote', 'quoted', 'unpaid'],
  },
  { action: 'writer deadline', who: 'admin', path: 'deadline', body: null, from: ['in_progress'], onAssignment: true },
];

const WITH_WRITER: OrderStatus[] = ['in_progress', 'under_review', 'revision', 'completed', 'approved'];

describe('wrong transitions', () => {
  for (const move of MOVES) {
    it(`${move.action}: allowed only from ${move.from.join(', ')}; 409 from every other status`, async () => {
      const results: Record<string, number> = {};
      const expected: Record<string, number> = {};
      for (const status of ORDER_STATUSES) {
        // A writer exists only where the status implies one, so assign/deliver rules meet their own states.
        const needsWriter = move.onAssignment || move.action === 'deliver' || move.action.startsWith('revision');
        if (needsWriter && !WITH_WRITER.includes(status)) continue;
        const f = await makeOrder(c, status, {
          paid: ['paid', 'unassigned', ...WITH_WRITER].includes(status) ? 5_000 : 0,
          writer: needsWriter || WITH_WRITER.includes(status),
        });
        const body =
          move.body ??
          (move.path === 'assign'
            ? { writer_id: c.id.otherWriter, writer_amount: 500, deadline: inDays(2) }
            : { deadline: inDays(5) });
        const url = move.onAssignment
          ? `/api/assignments/${f.assignmentId}/${move.path}`
          : `/api/orders/${f.orderId}${move.path ? `/${move.path}` : ''}`;
        const [before] = await c.t.app.db.select().from(orders).where(eq(orders.id, f.orderId));
        const res = await c.as(move.who, move.path === '' || move.onAssignment ? 'PUT' : 'POST', url, body);
        results[status] = res.statusCode;
        expected[status] = move.from.includes(status) ? 200 : 409;
        if (res.statusCode === 409) {
          expect(res.json().message).toMatch(/cannot|already has a writer|no writer/);
          const [after] = await c.t.app.db.select().from(orders).where(eq(orders.id, f.orderId));
          expect(after).toEqual(before);
        }
      }
      expect(results).toEqual(expected);
    });
  }

  it('refuses to change a cancelled assignment, and a second assignment while one is live', async () => {
    const f = await makeOrder(c, 'in_progress', { paid: 10_000 });
    const cancel = await c.as('admin', 'POST', `/api/assignments/${f.assignmentId}/cancel`, { reason: 'Unresponsive' });
    expect(cancel.json()).toMatchObject({
      message: 'Assignment cancelled',
      order: { status: 'unassigned', assign: null },
    });
    const [a] = await c.t.app.db.select().from(assignments).where(eq(assignments.id, f.assignmentId));
    expect(a).toMatchObject({ status: 'cancelled', cancel_reason: 'Unresponsive' });
    const late = await c.as('admin', 'PUT', `/api/assignments/${f.assignmentId}/amount`, { amount: 10 });
    expect([late.statusCode, late.json().message]).toEqual([409, 'This assignment has been cancelled']);

    await c.as('admin', 'POST', `/api/orders/${f.orderId}/assign`, {
      writer_id: c.id.otherWriter,
      writer_amount: 700,
      deadline: inDays(2),
    });
    const twice = await c.as('admin', 'POST', `/api/orders/${f.orderId}/assign`, {
      writer_id: c.id.writer,
      writer_amount: 700,
      deadline: inDays(2),
    });
    expect([twice.statusCode, twice.json().message]).toEqual([409, 'This order already has a writer assigned']);
    // The removed writer no longer reaches the order's files, but still sees it among their closed ones.
    expect((await c.as('writer', 'GET', `/api/orders/${f.orderId}/files`)).statusCode).toBe(404);
    expect((await c.as('writer', 'GET', `/api/orders/${f.orderId}`)).json()).toMatchObject({
      assign: { status: 'cancelled', cancel_reason: 'Unresponsive', currency: 'KSh' },
      actions: [],
    });
  });

  it("keeps a cancelled assignment's reason in the order's history for admins (not for clients)", async () => {
    const f = await makeOrder(c, 'in_progress', { paid: 10_000 });
    await c.as('admin', 'POST', `/api/assignments/${f.assignmentId}/cancel`, { reason: 'Missed two check-ins' });
    const order = (await c.as('admin', 'GET', `/api/orders/${f.orderId}`)).json();
    expect(order.assign).toBeNull();
    expect(order.currency).toBe('USD'); // every amount is labelled: the order's in dollars, the writer's in shillings
    expect(order.assignment_history).toEqual([
      expect.objectContaining({
        id: f.assignmentId,
        user: expect.objectContaining({ id: c.id.writer }),
        cancel_reason: 'Missed two check-ins',
        cancelled_at: expect.any(String),
        currency: 'KSh',
      }),
    ]);
    expect((await c.as('client', 'GET', `/api/orders/${f.orderId}`)).json()).not.toHaveProperty('assignment_history');
  });

  it('lists for each caller only the actions they may take now', async () => {
    const f = await makeOrder(c, 'unpaid');
    expect((await c.as('client', 'GET', `/api/orders/${f.orderId}`)).json().actions).toEqual([
      'edit_order',
      'get_payment_link',
      'pay',
      'cancel',
    ]);
    const quoteOnly = await adminWith(c.t, ['orders.menu.view_orders', 'orders.order.submit_quote']);
    expect((await c.as(quoteOnly.token, 'GET', `/api/orders/${f.orderId}`)).json().actions).toEqual(['submit_quote']);
    const g = await makeOrder(c, 'revision', { paid: 10_000 });
    expect((await c.as('writer', 'GET', `/api/orders/${g.orderId}`)).json().actions).toEqual(['deliver']);
  });
});
