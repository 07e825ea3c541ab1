/**
 * The order chat over HTTP and socket.io: who reads which message, read_at, unread counts, the unread
 * dropdown, the inbox, and the realtime events (new-message, typing, reload-order).
 */
import { describe, expect, it } from 'vitest';
import { join, nextEvent, type SocketServer } from '../../../helpers/sockets.js';
import { servedCast, type Cast } from './cast.js';
import { makeOrder } from './fixtures.js';

let c: Cast;
let io: SocketServer;

servedCast((cast, server) => {
  c = cast;
  io = server;
});

const texts = (list: { message: string }[]) => list.map((m) => m.message);

describe('order chat', () => {
  it('routes messages: client and writer to the admins, the admin to the client or the writer', async () => {
    const f = await makeOrder(c, 'in_progress');
    const id = f.orderId;
    const fromWriter = await c.as('writer', 'POST', `/api/orders/${id}/messages`, {
      message: 'Draft is halfway',
      target: 'client',
    });
    expect(fromWriter.json()).toMatchObject({
      message: 'Message sent',
      data: {
        target: 'admin',
        message: 'Draft is halfway',
        read_at: null,
        user: { name: 'Wanjiru Writer', role: 'writer' },
      },
    });
    await c.as('admin', 'POST', `/api/orders/${id}/messages`, { message: 'Please add a table', target: 'writer' });
    await c.as('admin', 'POST', `/api/orders/${id}/messages`, { message: 'We are on it' });

    expect(texts((await c.as('client', 'GET', `/api/orders/${id}/messages`)).json())).toEqual([
      'Hello team',
      'We are on it',
    ]);
    expect(texts((await c.as('writer', 'GET', `/api/orders/${id}/messages`)).json())).toEqual([
      'Draft is halfway',
      'Please add a table',
    ]);
    expect(texts((await c.as('admin', 'GET', `/api/orders/${id}/messages`)).json())).toEqual([
      'Hello team',
      'Draft is halfway',
      'Please add a table',
      'We are on it',
    ]);
  });

  it('refuses an empty message and an admin message to nobody', async () => {
    const f = await makeOrder(c, 'unassigned', { paid: 10_000 });
    const empty = await c.as('client', 'POST', `/api/orders/${f.orderId}/messages`, { message: '   ' });
    expect([empty.statusCode, empty.json().errors]).toEqual([422, { message: ['The message field is required'] }]);
    const noWriter = await c.as('admin', 'POST', `/api/orders/${f.orderId}/messages`, {
      message: 'Hi',
      target: 'writer',
    });
    expect([noWriter.statusCode, noWriter.json().errors.target]).toEqual([422, ['This order has no writer assigned']]);
    const toAdmins = await c.as('admin', 'POST', `/api/orders/${f.orderId}/messages`, {
      message: 'Hi',
      target: 'admin',
    });
    expect(toAdmins.json().errors.target).toEqual(['The target must be client or writer']);
  });

  it('counts unread messages per viewer and marks them read only for the target role', async () => {
    const f = await makeOrder(c, 'in_progress');
    const sent = (
      await c.as('admin', 'POST', `/api/orders/${f.orderId}/messages`, { message: 'Your draft is ready' })
    ).json().data;
    expect((await c.as('client', 'GET', `/api/orders/${f.orderId}`)).json().unread_messages_count).toBe(1);
    expect((await c.as('admin', 'GET', `/api/orders/${f.orderId}`)).json().unread_messages_count).toBe(1);
    const unread = (await c.as('client', 'GET', '/api/messages/list-unread')).json();
    expect(unread[0]).toMatchObject({
      id: sent.id,
      order_id: f.orderId,
      message: 'Your draft is ready',
      phone: '+254712345678',
      user: { name: 'Ada Admin' },
    });

    const byAdmin = await c.as('admin', 'POST', `/api/messages/${sent.id}/read`);
    expect(byAdmin.json().data.read_at).toBeNull();
    const byClient = await c.as('client', 'POST', `/api/messages/${sent.id}/read`);
    expect(byClient.json().data.read_at).toEqual(expect.any(String));
    expect((await c.as('client', 'GET', `/api/orders/${f.orderId}`)).json().unread_messages_count).toBe(0);
    expect(
      (await c.as('client', 'GET', '/api/messages/list-unread')).json().some((m: { id: number }) => m.id === sent.id),
    ).toBe(false);
  });

  it('lists conversations in the inbox, newest first, with the last message and unread count', async () => {
    const older = await makeOrder(c, 'in_progress');
    const newer = await makeOrder(c, 'unpaid');
    await c.as('client', 'POST', `/api/orders/${older.orderId}/messages`, { message: 'Any news?' });
    await c.as('client', 'POST', `/api/orders/${newer.orderId}/messages`, { message: 'Can I pay later?' });
    const page = (await c.as('admin', 'GET', '/api/inbox?per_page=2')).json().data;
    expect(
      page.data.map((r: { order_id: number; last_message: string; unread_messages_count: number }) => [
        r.order_id,
        r.last_message,
        r.unread_messages_count,
      ]),
    ).toEqual([
      [newer.orderId, 'Can I pay later?', 2],
      [older.orderId, 'Any news?', 2],
    ]);
    expect(page.data[0].user).toEqual({ id: c.id.client, name: 'Chris Client' });
    const found = (await c.as('admin', 'GET', `/api/inbox?filter_value=${encodeURIComponent('pay later')}`)).json()
      .data;
    expect(found.total).toBe(1);

    const view = (await c.as('admin', 'GET', `/api/inbox/${newer.orderId}`)).json();
    expect(view.order).toMatchObject({ id: newer.orderId, title: 'Fixture unpaid', user: { name: 'Chris Client' } });
    expect(texts(view.messages)).toEqual(['Hello team', 'Can I pay later?']);
  });
});

describe('realtime', () => {
  it('pushes new messages to the target role and typing to the other side', async () => {
    const f = await makeOrder(c, 'in_progress');
    const client = await io.connect(c.token.client);
    const admin = await io.connect(c.token.admin);
    expect((await join(client, `messages.${f.orderId}.client`)).ok).toBe(true);
    expect((await join(admin, `messages.${f.orderId}.admin`)).ok).toBe(true);

    const toClient = nextEvent<{ message: string; target: string }>(client, 'new-message');
    const toAdmin = nextEvent<{ message: string }>(admin, 'new-message');
    await c.as('admin', 'POST', `/api/orders/${f.orderId}/messages`, { message: 'Look at the draft' });
    expect(await toClient).toMatchObject({ message: 'Look at the draft', target: 'client' });
    expect(await toAdmin).toMatchObject({ message: 'Look at the draft' });

    const typing = nextEvent(admin, 'typing');
    expect((await c.as('client', 'POST', `/api/orders/${f.orderId}/typing`, {})).json()).toEqual({ ok: true });
    expect(await typing).toEqual({
      user: { id: c.id.client, name: 'Chris Client', role: 'client' },
      orderId: f.orderId,
    });
  });

  it('emits reload-order to the client, the writer and each admin after a transition', async () => {
    const f = await makeOrder(c, 'in_progress', { paid: 10_000 });
    const people = {
      client: await io.connect(c.token.client),
      writer: await io.connect(c.token.writer),
      admin: await io.connect(c.token.admin),
    };
    for (const [who, s] of Object.entries(people))
      expect((await join(s, `orders.${c.id[who as 'client']}.${f.orderId}`)).ok).toBe(true);
    const events = Object.values(people).map((s) => nextEvent<{ orderId: number; status: string }>(s, 'reload-order'));
    await c.as('admin', 'POST', `/api/orders/${f.orderId}/complete`, { confirmed: true });
    for (const e of await Promise.all(events))
      expect(e).toMatchObject({ orderId: f.orderId, status: 'completed', action: 'order_completed' });
  });
});
