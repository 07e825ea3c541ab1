import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { io as ioClient, type Socket } from 'socket.io-client';
import { orders, users } from '../../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { connect, join, listen, nextEvent, type SocketServer } from '../../helpers/sockets.js';

let t: TestApp;
let io: SocketServer;
const ids: Record<'admin' | 'client' | 'writer', number> = { admin: 0, client: 0, writer: 0 };
const order: Record<'active' | 'unassigned', number> = { active: 0, unassigned: 0 };
const socketFor = async (who: keyof typeof ids): Promise<Socket> => io.connect(await t.login(`${who}@example.com`));

beforeAll(async () => {
  t = await createTestApp();
  io = await listen(t.app);
  for (const who of ['admin', 'client', 'writer'] as const) {
    ids[who] = (
      await t.app.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, `${who}@example.com`))
    )[0].id;
  }
  order.active = (await t.app.db.select({ id: orders.id }).from(orders).where(eq(orders.status, 'in_progress')))[0].id;
  order.unassigned = (await t.app.db.select({ id: orders.id }).from(orders).where(eq(orders.status, 'unpaid')))[0].id;
});
afterAll(async () => {
  io?.close();
  await t?.close();
});

describe('socket.io', () => {
  it('refuses a handshake without a valid token', async () => {
    await expect(connect(io.origin, null)).rejects.toThrow('Unauthenticated.');
    await expect(connect(io.origin, 'undefined')).rejects.toThrow('Unauthenticated.');
    await expect(connect(io.origin, 'made-up-token')).rejects.toThrow('Unauthenticated.');
  });

  it('lets a user join only their own notifications channel, and delivers what the app emits there', async () => {
    const client = await socketFor('client');
    expect(await join(client, `notifications.${ids.admin}`)).toEqual({
      ok: false,
      message: 'You may not join this channel',
    });
    expect(await join(client, `notifications.${ids.client}`)).toEqual({
      ok: true,
      channel: `notifications.${ids.client}`,
    });

    const received = nextEvent(client, 'new-notification');
    t.app.realtime.emit(`notifications.${ids.client}`, 'new-notification', { summary: 'Order #1 quoted' });
    expect(await received).toEqual({ summary: 'Order #1 quoted' });
  });

  it("answers a refused join in the person's saved language, else in their handshake's; English as before", async () => {
    const client = await socketFor('client');
    expect(await join(client, 'everything')).toEqual({ ok: false, message: 'Unknown channel' });
    await t.app.db.update(users).set({ locale: 'sw' }).where(eq(users.id, ids.client));
    try {
      // The language is read again at each join: one chosen after connecting applies.
      expect(await join(client, 'everything')).toEqual({ ok: false, message: 'Chaneli haijulikani' });
      expect(await join(client, `notifications.${ids.admin}`)).toEqual({
        ok: false,
        message: 'Huruhusiwi kujiunga na chaneli hii',
      });
      expect(await join(client, `orders.${ids.client}.999999`)).toEqual({ ok: false, message: 'Oda haikupatikana' });
      expect(await client.timeout(5000).emitWithAck('leaveChannel', {})).toEqual({
        ok: false,
        message: 'Jina la chaneli linahitajika',
      });
    } finally {
      await t.app.db.update(users).set({ locale: null }).where(eq(users.id, ids.client));
    }
    // A Swahili browser whose person never chose: its Accept-Language.
    const guest = await new Promise<Socket>((resolve, reject) => {
      void t.login('writer@example.com').then((token) => {
        const s = ioClient(io.origin, {
          path: '/socket.io',
          auth: { token },
          transports: ['websocket'],
          extraHeaders: { 'accept-language': 'sw' },
          reconnection: false,
          forceNew: true,
        });
        s.once('connect', () => resolve(s));
        s.once('connect_error', reject);
      });
    });
    try {
      expect(await join(guest, 'everything')).toEqual({ ok: false, message: 'Chaneli haijulikani' });
    } finally {
      guest.close();
    }
  });

  it("lets the order's client and writer join their own role's message channel, not others'", async () => {
    const client = await socketFor('client');
    const writer = await socketFor('writer');
    expect((await join(client, `messages.${order.active}.client`)).ok).toBe(true);
    expect((await join(client, `messages.${order.active}.writer`)).ok).toBe(false);
    expect((await join(writer, `messages.${order.active}.writer`)).ok).toBe(true);
    // The writer is not assigned to this one: the same 404 as GET orders/{id}/messages.
    expect(await join(writer, `messages.${order.unassigned}.writer`)).toEqual({
      ok: false,
      message: 'Order not found',
    });
  });

  it("lets admins who read orders join any order's chat; orders.{userId}.{orderId} only for that user", async () => {
    const admin = await socketFor('admin');
    const client = await socketFor('client');
    expect((await join(admin, `messages.${order.unassigned}.writer`)).ok).toBe(true);
    expect((await join(admin, `orders.${ids.admin}.${order.active}`)).ok).toBe(true);
    expect((await join(admin, `orders.${ids.client}.${order.active}`)).ok).toBe(false);
    expect((await join(client, `orders.${ids.client}.${order.active}`)).ok).toBe(true);
    expect((await join(client, `orders.${ids.writer}.${order.active}`)).ok).toBe(false);
    expect(await join(client, `orders.${ids.client}.999999`)).toEqual({ ok: false, message: 'Order not found' });
    expect(await join(client, 'everything')).toEqual({ ok: false, message: 'Unknown channel' });
  });

  it('stops delivering after leaveChannel', async () => {
    const writer = await socketFor('writer');
    const channel = `orders.${ids.writer}.${order.active}`;
    expect((await join(writer, channel)).ok).toBe(true);
    await writer.timeout(5000).emitWithAck('leaveChannel', channel);
    const received = nextEvent(writer, 'reload-order', 500);
    t.app.realtime.emit(channel, 'reload-order', {});
    await expect(received).rejects.toThrow(/no reload-order/);
  });
});
