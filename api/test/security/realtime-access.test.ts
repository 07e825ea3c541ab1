/**
 * Realtime channels hold the same rules as HTTP (docs/security.md "Who may join which channel"): joining needs what the HTTP read of that
 * data needs; a socket lives only as long as its token (logout, expiry, suspension, password change end
 * it); losing an assignment or a permission takes the socket out of what it may no longer read.
 * Two instances: api/test/scale/two-instances.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { orders, users } from '../../src/db/schema/index.js';
import { issueToken } from '../../src/core/auth/tokens.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { connect, disconnected, join, nextEvent } from '../helpers/sockets.js';
import { type Admin, adminWith, unique } from '../helpers/fixtures.js';

let t: TestApp;
let origin: string;
let superToken: string;
const ids = { client: 0, writer: 0, active: 0 };
const sockets: Socket[] = [];

async function open(token: string): Promise<Socket> {
  const s = await connect(origin, token);
  sockets.push(s);
  return s;
}

/** Resolves true when `event` reaches `socket` on `channel` after the app emits it there, false after 500 ms. */
async function receives(socket: Socket, channel: string, event = 'probe'): Promise<boolean> {
  const got = nextEvent(socket, event, 500).then(
    () => true,
    () => false,
  );
  t.app.realtime.emit(channel, event, { channel });
  return got;
}

beforeAll(async () => {
  t = await createTestApp();
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  superToken = await t.login('admin@example.com');
  for (const who of ['client', 'writer'] as const) {
    ids[who] = (
      await t.app.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, `${who}@example.com`))
    )[0].id;
  }
  ids.active = (await t.app.db.select({ id: orders.id }).from(orders).where(eq(orders.status, 'in_progress')))[0].id;
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t?.close();
});

describe('joining a channel needs what the HTTP read needs', () => {
  let none: Admin;
  beforeAll(async () => {
    none = await adminWith(t, []);
  });

  it('refuses an admin without the orders or inbox key the chat and order channels, as GET orders/{id}/messages answers 403', async () => {
    expect(
      (await t.request({ method: 'GET', url: `/api/orders/${ids.active}/messages`, token: none.token })).statusCode,
    ).toBe(403);
    const s = await open(none.token);
    for (const channel of [
      `messages.${ids.active}.admin`,
      `messages.${ids.active}.client`,
      `orders.${none.id}.${ids.active}`,
    ]) {
      expect(await join(s, channel)).toEqual({ ok: false, message: 'You may not join this channel' });
    }
    expect(await receives(s, `messages.${ids.active}.admin`)).toBe(false);
  });

  it('lets that admin join once the department grants the inbox key, as HTTP then answers 200', async () => {
    const inbox = await adminWith(t, ['orders.inbox.view_inbox']);
    expect(
      (await t.request({ method: 'GET', url: `/api/orders/${ids.active}/messages`, token: inbox.token })).statusCode,
    ).toBe(200);
    const s = await open(inbox.token);
    expect((await join(s, `messages.${ids.active}.admin`)).ok).toBe(true);
    expect((await join(s, `orders.${inbox.id}.${ids.active}`)).ok).toBe(true);
    expect(await receives(s, `messages.${ids.active}.admin`)).toBe(true);
  });

  it("refuses everyone, admins too, another user's order channel", async () => {
    const s = await open(superToken);
    expect(await join(s, `orders.${ids.client}.${ids.active}`)).toEqual({
      ok: false,
      message: 'You may not join this channel',
    });
  });

  it('refuses leaving the rooms that tie a socket to its session', async () => {
    const s = await open(await t.login('client@example.com'));
    const res = await s.timeout(5000).emitWithAck('leaveChannel', `user:${ids.client}`);
    expect(res).toEqual({ ok: false, message: 'A channel name is required' });
  });
});

describe('a socket lives as long as its token', () => {
  it('is disconnected at logout and cannot come back with that token', async () => {
    const token = await t.login('client@example.com');
    const s = await open(token);
    expect((await join(s, `notifications.${ids.client}`)).ok).toBe(true);
    const gone = disconnected(s);
    expect((await t.request({ method: 'POST', url: '/api/auth/logout', token })).statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    await expect(connect(origin, token)).rejects.toThrow('Unauthenticated.');
  });

  it('is disconnected when its token expires', async () => {
    const token = await issueToken(t.app.db, ids.client, 1.5 / 86_400);
    const s = await open(token);
    expect((await join(s, `notifications.${ids.client}`)).ok).toBe(true);
    expect(await disconnected(s, 5000)).toBe('io server disconnect');
  });

  it('is disconnected when the user changes their password, except the session that changed it', async () => {
    const email = `pw-${unique()}@example.com`;
    await t.request({
      method: 'POST',
      url: '/api/users',
      token: superToken,
      payload: { name: 'Pat Client', email, password: 'password1', role: 'client' },
    });
    const [here, there] = [await t.login(email, 'password1'), await t.login(email, 'password1')];
    const [kept, other] = [await open(here), await open(there)];
    const gone = disconnected(other);
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/reset',
      token: here,
      payload: { old_password: 'password1', new_password: 'password2', new_password_confirmation: 'password2' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect(kept.connected).toBe(true);
  });

  it('is disconnected when an admin sets the password or suspends the writer', async () => {
    const email = `sus-${unique()}@example.com`;
    const created = await t.request({
      method: 'POST',
      url: '/api/users',
      token: superToken,
      payload: { name: 'Sam Writer', email, password: 'password1', role: 'writer' },
    });
    const id = created.json().user.id as number;
    let s = await open(await t.login(email, 'password1'));
    let gone = disconnected(s);
    await t.request({
      method: 'POST',
      url: `/api/users/${id}/password`,
      token: superToken,
      payload: { password: 'password2', password_confirmation: 'password2' },
    });
    expect(await gone).toBe('io server disconnect');

    s = await open(await t.login(email, 'password2'));
    expect((await join(s, `notifications.${id}`)).ok).toBe(true);
    gone = disconnected(s);
    const res = await t.request({
      method: 'POST',
      url: `/api/users/${id}/status`,
      token: superToken,
      payload: { action: 'suspend' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await gone).toBe('io server disconnect');
  });
});

describe('losing a right takes the socket out of the channels it covered', () => {
  it('an admin whose department loses the inbox key stops receiving the chat; the socket stays connected', async () => {
    const admin = await adminWith(t, ['orders.inbox.view_inbox']);
    const s = await open(admin.token);
    expect((await join(s, `messages.${ids.active}.admin`)).ok).toBe(true);
    expect((await join(s, `notifications.${admin.id}`)).ok).toBe(true);
    await admin.grant([]);
    expect(await receives(s, `messages.${ids.active}.admin`)).toBe(false);
    expect(await receives(s, `notifications.${admin.id}`)).toBe(true);
  });

  it('an admin moved to a department without the key stops receiving the chat', async () => {
    const admin = await adminWith(t, ['orders.menu.view_orders']);
    const bare = await adminWith(t, []);
    const s = await open(admin.token);
    expect((await join(s, `orders.${admin.id}.${ids.active}`)).ok).toBe(true);
    const res = await t.request({
      method: 'PUT',
      url: `/api/users/${admin.id}`,
      token: superToken,
      payload: { name: 'Dee Partment', email: admin.email, department_id: bare.departmentId },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await receives(s, `orders.${admin.id}.${ids.active}`)).toBe(false);
  });

  // Last: it takes the demo writer off the demo order.
  it('a writer taken off an order no longer receives its chat, as GET orders/{id}/messages answers 404', async () => {
    const writerToken = await t.login('writer@example.com');
    const s = await open(writerToken);
    expect((await join(s, `messages.${ids.active}.writer`)).ok).toBe(true);
    const order = await t.request({ method: 'GET', url: `/api/orders/${ids.active}`, token: superToken });
    const cancel = await t.request({
      method: 'POST',
      url: `/api/assignments/${order.json().assign.id}/cancel`,
      token: superToken,
      payload: { reason: 'Reassigning' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: `/api/orders/${ids.active}/messages`, token: writerToken })).statusCode,
    ).toBe(404);
    expect(await receives(s, `messages.${ids.active}.writer`, 'new-message')).toBe(false);
    expect(await join(s, `messages.${ids.active}.writer`)).toEqual({ ok: false, message: 'Order not found' });
  });
});
