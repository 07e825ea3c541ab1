import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { assignments, logs, messages, orders, users, withdrawals } from '../../../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../../../helpers/test-app.js';
import { adminWith } from '../../../helpers/fixtures.js';

let t: TestApp;
let admin: string;
let client: string;
let writer: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, client, writer] = await Promise.all(
    ['admin@example.com', 'client@example.com', 'writer@example.com'].map((e) => t.login(e)),
  );
});
afterAll(async () => t?.close());

const call = (token: string | undefined, stream: string, action: string, params: unknown[] = []) =>
  t.request({ method: 'POST', url: '/api/streamline', token, payload: { stream, action, params } });

const idOf = async (email: string) =>
  (await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;

describe('POST /api/streamline', () => {
  it('answers 401 to guests', async () => {
    expect((await call(undefined, 'stats', 'getMenuCounts')).statusCode).toBe(401);
  });

  it('answers 404 for an unknown stream or action, and for inherited names', async () => {
    for (const [stream, action] of [
      ['nope', 'getMenuCounts'],
      ['stats', 'nope'],
      ['stats', 'constructor'],
      ['__proto__', 'x'],
    ]) {
      const res = await call(admin, stream, action);
      expect(res.statusCode, `${stream}.${action}`).toBe(404);
      expect(res.json().message).toBe(`Unknown streamline action '${action}' of stream '${stream}'`);
    }
  });

  it('answers 422 with per-field messages for a malformed body or wrong params', async () => {
    const noStream = await t.request({
      method: 'POST',
      url: '/api/streamline',
      token: admin,
      payload: { action: 'x' },
    });
    expect(noStream.statusCode).toBe(422);
    expect(noStream.json().errors.stream).toEqual(['The stream field is required']);
    const badId = await call(client, 'notifications', 'markRead', ['abc']);
    expect(badId.statusCode).toBe(422);
    expect(badId.json().errors['params.0']).toEqual(['The id must be a positive whole number']);
    expect((await call(client, 'stats', 'getMenuCounts', [1])).statusCode).toBe(422);
  });

  it('answers 403 when the action needs a role or permission the caller lacks, 200 with it', async () => {
    expect((await call(client, 'dashboard', 'getStats')).statusCode).toBe(403);
    expect((await call(writer, 'dashboard', 'getStats')).statusCode).toBe(403);
    const noDashboard = await adminWith(t, ['orders.menu.view_orders']);
    expect((await call(noDashboard.token, 'dashboard', 'getStats')).statusCode).toBe(403);
    const res = await call(admin, 'dashboard', 'getStats', [{ from: '01/01/2021' }]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ clients: expect.any(Number), orders: expect.any(Number), from: '2021-01-01' });
  });
});

describe('stats.getMenuCounts', () => {
  it('gives a super admin every admin count, matching the database', async () => {
    const res = await call(admin, 'stats', 'getMenuCounts');
    expect(res.statusCode).toBe(200);
    const counts = res.json<Record<string, number>>();
    const db = t.app.db;
    const quotes =
      (await db.select({ n: count() }).from(orders).where(eq(orders.status, 'pending_quote')))[0].n +
      (await db.select({ n: count() }).from(orders).where(eq(orders.status, 'quoted')))[0].n;
    const pendingWithdrawals = (
      await db.select({ n: count() }).from(withdrawals).where(eq(withdrawals.status, 'pending'))
    )[0].n;
    const adminInbox = (await db.select({ n: count() }).from(messages).where(eq(messages.target, 'admin')))[0].n;
    expect(counts).toMatchObject({
      orders_quotes: quotes,
      orders_tab_pending_quote: expect.any(Number),
      orders_available: expect.any(Number),
      orders_progressed: expect.any(Number),
      orders_under_review: expect.any(Number),
      orders_closed: expect.any(Number),
      payments_withdrawals: pendingWithdrawals,
      users_writers: expect.any(Number),
      notifications: expect.any(Number),
    });
    expect(counts.inbox).toBeLessThanOrEqual(adminInbox);
  });

  it('counts a writer waiting for approval', async () => {
    const before = (await call(admin, 'stats', 'getMenuCounts')).json().users_writers;
    const email = `pending-${Date.now()}@example.com`;
    const reg = await t.request({
      method: 'POST',
      url: '/api/users',
      token: admin,
      payload: { name: 'Pending Writer', email, password: 'password1', role: 'writer' },
    });
    expect(reg.statusCode, reg.body).toBe(200);
    await t.app.db.update(users).set({ status: 'pending' }).where(eq(users.email, email));
    expect((await call(admin, 'stats', 'getMenuCounts')).json().users_writers).toBe(before + 1);
  });

  it('leaves out what an admin may not open', async () => {
    const ordersOnly = await adminWith(t, ['orders.menu.view_orders']);
    const counts = (await call(ordersOnly.token, 'stats', 'getMenuCounts')).json<Record<string, number>>();
    expect(Object.keys(counts).sort()).toEqual(
      [
        'notifications',
        'orders_available',
        'orders_closed',
        'orders_progressed',
        'orders_quotes',
        'orders_under_review',
        'orders_tab_approved',
        'orders_tab_completed',
        'orders_tab_in_progress',
        'orders_tab_pending_quote',
        'orders_tab_quoted',
        'orders_tab_revision',
        'orders_tab_unassigned',
        'orders_tab_under_review',
      ].sort(),
    );
    const nothing = await adminWith(t, []);
    expect(Object.keys((await call(nothing.token, 'stats', 'getMenuCounts')).json())).toEqual(['notifications']);
  });

  it('gives a client their unread messages and a writer their active orders', async () => {
    const clientId = await idOf('client@example.com');
    const writerId = await idOf('writer@example.com');
    const [order] = await t.app.db.select({ id: orders.id }).from(orders).where(eq(orders.user_id, clientId)).limit(1);
    const before = (await call(client, 'stats', 'getMenuCounts')).json().inbox;
    const sent = await t.request({
      method: 'POST',
      url: `/api/orders/${order.id}/messages`,
      token: admin,
      payload: { message: 'Hello from the team', target: 'client' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const clientCounts = (await call(client, 'stats', 'getMenuCounts')).json();
    expect(clientCounts.inbox).toBe(before + 1);
    expect(clientCounts.orders_quotes).toBeUndefined();
    const writerCounts = (await call(writer, 'stats', 'getMenuCounts')).json();
    const active = (
      await t.app.db
        .select({ n: count() })
        .from(assignments)
        .where(and(eq(assignments.user_id, writerId), eq(assignments.status, 'in_progress')))
    )[0].n;
    expect(writerCounts.writer_orders_active).toBeGreaterThanOrEqual(active);
    expect(writerCounts.inbox).toBeUndefined();
  });
});

describe('notifications stream', () => {
  it('lists the unread notifications and marks one read (with one log row)', async () => {
    const clientId = await idOf('client@example.com');
    const [quoteOrder] = await t.app.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.user_id, clientId), eq(orders.status, 'pending_quote')));
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/orders/${quoteOrder.id}/amount`,
          token: admin,
          payload: { amount: 42 },
        })
      ).statusCode,
    ).toBe(200);
    for (const stream of ['notifications', 'notifications/notifications']) {
      const res = await call(client, stream, 'getUnreadNotifications');
      expect(res.statusCode).toBe(200);
      expect(res.json().count).toBeGreaterThan(0);
      expect(res.json().notifications[0].data.summary).toBeTruthy();
    }
    const { count: before, notifications } = (await call(client, 'notifications', 'getUnreadNotifications')).json();
    const logsBefore = (await t.app.db.select({ n: count() }).from(logs).where(eq(logs.type, 'notification_read')))[0]
      .n;
    const marked = await call(client, 'notifications', 'markRead', [notifications[0].id]);
    expect(marked.json()).toMatchObject({ message: 'Notification marked as read', unread: before - 1 });
    expect((await t.app.db.select({ n: count() }).from(logs).where(eq(logs.type, 'notification_read')))[0].n).toBe(
      logsBefore + 1,
    );
    expect((await call(writer, 'notifications', 'markRead', [notifications[0].id])).statusCode).toBe(404);
    expect((await call(client, 'notifications', 'markAllRead')).json().unread).toBe(0);
  });
});
