import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { logs, orders, users } from '../../../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../../../helpers/test-app.js';
import { join, listen, nextEvent, type SocketServer } from '../../../helpers/sockets.js';

let t: TestApp;
let admin: string;
let client: string;
let writer: string;
let clientId: number;
let quoteOrderId: number;
let io: SocketServer;

beforeAll(async () => {
  t = await createTestApp();
  [admin, client, writer] = await Promise.all(
    ['admin@example.com', 'client@example.com', 'writer@example.com'].map((e) => t.login(e)),
  );
  [{ id: clientId }] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, 'client@example.com'));
  [{ id: quoteOrderId }] = await t.app.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.user_id, clientId), eq(orders.status, 'pending_quote')));
  io = await listen(t.app);
});
afterAll(async () => {
  io?.close();
  await t?.close();
});

/** The admin quotes the client's order: a real action that notifies the client ('quote_submitted'). */
async function quote(amount: number) {
  const res = await t.request({
    method: 'POST',
    url: `/api/orders/${quoteOrderId}/amount`,
    token: admin,
    payload: { amount },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const logCount = async (type: string) =>
  (await t.app.db.select({ n: count() }).from(logs).where(eq(logs.type, type)))[0].n;
const unreadOfClient = async () =>
  (await t.request({ method: 'GET', url: '/api/auth/user', token: client })).json<{ unread_notifications: number }>()
    .unread_notifications;

describe('who may call the notification endpoints', () => {
  it('answers 401 to guests on every endpoint', async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['POST', '/api/notifications/1/read'],
      ['POST', '/api/notifications/read-all'],
    ] as const) {
      expect((await t.request({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('lets every signed-in role read its own list', async () => {
    for (const token of [admin, client, writer]) {
      expect((await t.request({ method: 'GET', url: '/api/notifications', token })).statusCode).toBe(200);
    }
  });

  it("answers 404 to someone marking another person's notification read", async () => {
    await quote(40);
    const mine = (await t.request({ method: 'GET', url: '/api/notifications', token: client })).json().data.data[0];
    const res = await t.request({ method: 'POST', url: `/api/notifications/${mine.id}/read`, token: writer });
    expect([res.statusCode, res.json()]).toEqual([404, { message: 'Notification not found' }]);
    expect((await t.request({ method: 'GET', url: `/api/notifications/${mine.id}`, token: writer })).statusCode).toBe(
      404,
    );
  });

  it('answers 422 for an id that is not a number', async () => {
    const res = await t.request({ method: 'POST', url: '/api/notifications/abc/read', token: client });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.id).toEqual(['The id must be a positive whole number']);
  });
});

describe('the bell', () => {
  it('lists the newest first with summary, message and action link, and only the unread with unread=1', async () => {
    await quote(55);
    const res = await t.request({ method: 'GET', url: '/api/notifications?per_page=5', token: client });
    const rows = res.json().data.data as {
      id: number;
      read_at: string | null;
      data: { summary: string; message: string; action_url: string | null };
    }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.id)).toEqual([...rows.map((r) => r.id)].sort((a, b) => b - a));
    expect(rows[0].read_at).toBeNull();
    expect(rows[0].data.summary).toBeTruthy();
    expect(rows[0].data.message).toContain(String(quoteOrderId));
    expect(rows[0].data.action_url).toContain(`/orders/order/${quoteOrderId}`);
    const unread = await t.request({ method: 'GET', url: '/api/notifications?unread=1&all=1', token: client });
    expect((unread.json() as unknown[]).length).toBe(await unreadOfClient());
  });

  it('marks one read: the unread count in auth/user drops by one and one log row is written, once', async () => {
    await quote(60);
    const before = await unreadOfClient();
    const [first] = (await t.request({ method: 'GET', url: '/api/notifications?unread=1', token: client })).json().data
      .data;
    const logsBefore = await logCount('notification_read');
    const res = await t.request({ method: 'POST', url: `/api/notifications/${first.id}/read`, token: client });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Notification marked as read',
      unread: before - 1,
      data: { id: first.id },
    });
    expect(res.json().data.read_at).not.toBeNull();
    expect(await unreadOfClient()).toBe(before - 1);
    expect(await logCount('notification_read')).toBe(logsBefore + 1);
    await t.request({ method: 'POST', url: `/api/notifications/${first.id}/read`, token: client });
    expect(await logCount('notification_read')).toBe(logsBefore + 1);
  });

  it('marks all read with one log row', async () => {
    await quote(65);
    await quote(70);
    const logsBefore = await logCount('notifications_read');
    const res = await t.request({ method: 'POST', url: '/api/notifications/read-all', token: client });
    expect(res.json()).toMatchObject({ message: 'All notifications marked as read', unread: 0 });
    expect(res.json().updated).toBeGreaterThanOrEqual(2);
    expect(await unreadOfClient()).toBe(0);
    expect(await logCount('notifications_read')).toBe(logsBefore + 1);
  });

  it('pushes new-notification on notifications.{userId} when the server creates one', async () => {
    const socket = await io.connect(client);
    expect(await join(socket, `notifications.${clientId}`)).toEqual({ ok: true, channel: `notifications.${clientId}` });
    const event = nextEvent<{ id: number; data: { summary: string }; notificationMessage: { summary: string } }>(
      socket,
      'new-notification',
    );
    await quote(75);
    const payload = await event;
    expect(payload.notificationMessage.summary).toBe(payload.data.summary);
    const [newest] = (await t.request({ method: 'GET', url: '/api/notifications', token: client })).json().data.data;
    expect(newest.id).toBe(payload.id);
  });
});
