/**
 * Two API instances over one PostgreSQL and one Redis, as behind a load balancer: a token issued by one
 * works on the other, an emit on one reaches a socket connected to the other, a logout, a suspension or
 * a lost permission or assignment on one ends what a socket on the other receives, and 100 clients
 * placing orders at the same moment through both lose none.
 * Runs only when DATABASE_URL and REDIS_URL are set (`npm run test:scale`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { buildApp } from '../../src/app.js';
import { loadConfig, type AppConfig } from '../../src/config.js';
import { orders, users } from '../../src/db/schema/index.js';
import { hashPassword } from '../../src/services/auth/passwords.js';
import { issueToken } from '../../src/core/auth/tokens.js';
import { createPgDatabase } from '../helpers/test-app.js';
import { connect, disconnected, join, nextEvent } from '../helpers/sockets.js';

const enabled = !!process.env.DATABASE_URL && !!process.env.REDIS_URL;

describe.skipIf(!enabled)('two instances on one PostgreSQL and one Redis', () => {
  let pgDb: Awaited<ReturnType<typeof createPgDatabase>>;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let originA: string;
  let originB: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    pgDb = await createPgDatabase(process.env.DATABASE_URL);
    const config: AppConfig = {
      ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: '/tmp/scriptorium-scale' }),
      databaseUrl: pgDb.url,
      redisUrl: process.env.REDIS_URL!,
      redisPrefix: pgDb.name,
      seedDemo: true,
      loginRateLimit: 1000,
    };
    // Started together, as a deployment would: the start-up lock makes them migrate and seed in turn.
    [a, b] = await Promise.all([buildApp(config, { logger: false }), buildApp(config, { logger: false })]);
    originA = await a.listen({ port: 0, host: '127.0.0.1' });
    originB = await b.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await a?.close();
    await b?.close();
    await pgDb?.drop();
  });

  it('accepts on instance B a token issued by instance A, and B sees the logout A records', async () => {
    const login = await fetch(`${originA}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'client@example.com', password: 'password' }),
    });
    const { token } = (await login.json()) as { token: string };
    const me = await fetch(`${originB}/api/auth/user`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe('client@example.com');

    await fetch(`${originA}/api/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect((await fetch(`${originB}/api/auth/user`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(
      401,
    );
  });

  it('delivers an emit made on instance A to a socket connected to instance B', async () => {
    const [writer] = await a.db.select({ id: users.id }).from(users).where(eq(users.email, 'writer@example.com'));
    const login = await fetch(`${originB}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'writer@example.com', password: 'password' }),
    });
    const { token } = (await login.json()) as { token: string };
    const socket = await connect(originB, token);
    sockets.push(socket);
    expect((await join(socket, `notifications.${writer.id}`)).ok).toBe(true);

    const received = nextEvent(socket, 'new-notification');
    a.realtime.emit(`notifications.${writer.id}`, 'new-notification', { summary: 'from instance A' });
    expect(await received).toEqual({ summary: 'from instance A' });
  });

  const signIn = async (origin: string, email: string, password = 'password') => {
    const res = await fetch(`${origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    return ((await res.json()) as { token: string }).token;
  };
  const call = (origin: string, token: string, method: string, url: string, body?: unknown) =>
    fetch(`${origin}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it('disconnects a socket on instance B when its session is signed out on instance A', async () => {
    const token = await signIn(originA, 'client@example.com');
    const socket = await connect(originB, token);
    sockets.push(socket);
    const gone = disconnected(socket);
    expect((await call(originA, token, 'POST', '/api/auth/logout')).status).toBe(200);
    expect(await gone).toBe('io server disconnect');
  });

  it('disconnects a writer connected to B when an admin on A suspends them', async () => {
    const adminToken = await signIn(originA, 'admin@example.com');
    const email = `two-${Date.now().toString(36)}@example.com`;
    const created = await call(originA, adminToken, 'POST', '/api/users', {
      name: 'Two Writer',
      email,
      password: 'password1',
      role: 'writer',
    });
    const id = ((await created.json()) as { user: { id: number } }).user.id;
    const socket = await connect(originB, await signIn(originB, email, 'password1'));
    sockets.push(socket);
    const gone = disconnected(socket);
    expect((await call(originA, adminToken, 'POST', `/api/users/${id}/status`, { action: 'suspend' })).status).toBe(
      200,
    );
    expect(await gone).toBe('io server disconnect');
  });

  it("takes a socket on B out of a chat when A takes its admin's inbox key away; it stays connected", async () => {
    const superToken = await signIn(originA, 'admin@example.com');
    const dep = await call(originA, superToken, 'POST', '/api/sh-departments', {
      name: `Inbox ${Date.now().toString(36)}`,
    });
    const departmentId = ((await dep.json()) as { department: { id: number } }).department.id;
    const grant = (keys: string[]) =>
      call(originA, superToken, 'POST', `/api/sh-departments/department/permissions/${departmentId}/orders`, {
        permissions: keys,
      });
    expect((await grant(['orders.inbox.view_inbox'])).status).toBe(200);
    const email = `inbox-${Date.now().toString(36)}@example.com`;
    await call(originA, superToken, 'POST', '/api/users', {
      name: 'Ina Box',
      email,
      phone: '+254711000333',
      password: 'password1',
      role: 'admin',
      department_id: departmentId,
    });
    const [order] = await a.db.select({ id: orders.id }).from(orders).where(eq(orders.status, 'in_progress')).limit(1);
    const socket = await connect(originB, await signIn(originB, email, 'password1'));
    sockets.push(socket);
    expect((await join(socket, `messages.${order.id}.admin`)).ok).toBe(true);
    expect((await grant([])).status).toBe(200);
    const got = nextEvent(socket, 'new-message', 1000).then(
      () => true,
      () => false,
    );
    a.realtime.emit(`messages.${order.id}.admin`, 'new-message', { probe: true });
    expect(await got).toBe(false);
    expect(socket.connected).toBe(true);
  });

  it("takes a writer's socket on B out of the chat of an order A takes them off", async () => {
    const adminToken = await signIn(originA, 'admin@example.com');
    const [order] = await a.db.select({ id: orders.id }).from(orders).where(eq(orders.status, 'in_progress')).limit(1);
    const socket = await connect(originB, await signIn(originB, 'writer@example.com'));
    sockets.push(socket);
    expect((await join(socket, `messages.${order.id}.writer`)).ok).toBe(true);
    const detail = (await (await call(originA, adminToken, 'GET', `/api/orders/${order.id}`)).json()) as {
      assign: { id: number };
    };
    expect(
      (
        await call(originA, adminToken, 'POST', `/api/assignments/${detail.assign.id}/cancel`, {
          reason: 'Reassigning',
        })
      ).status,
    ).toBe(200);
    const got = nextEvent(socket, 'new-message', 1000).then(
      () => true,
      () => false,
    );
    a.realtime.emit(`messages.${order.id}.writer`, 'new-message', { probe: true });
    expect(await got).toBe(false);
  });

  it('loses none of 100 orders placed at once by 100 clients spread over both instances', async () => {
    const json = { 'content-type': 'application/json' };
    // Instance A for even, B for odd indexes.
    const origins = (i: number) => (i % 2 ? originB : originA);
    const started = Date.now();
    const run = started.toString(36);
    // 100 client accounts, signed in. (Created straight in the database with one shared password hash:
    // 100 argon2id hashes through POST auth/register would take over a minute of CPU on this machine,
    // and registering is not what this test is about.)
    const hash = await hashPassword('password-123');
    const created = await a.db
      .insert(users)
      .values(
        Array.from({ length: 100 }, (_, i) => ({
          name: `Load Client ${i}`,
          email: `load-${run}-${i}@example.com`,
          password: hash,
          role: 'client',
          status: 'active' as const,
        })),
      )
      .returning({ id: users.id, email: users.email });
    const clients = await Promise.all(
      created.map(async (u, i) => ({ i, email: u.email, id: u.id, token: await issueToken(a.db, u.id, 1) })),
    );
    const registeredAt = Date.now();
    const [serviceType] = (await (await fetch(`${originA}/api/list-settings/service_types?all=1`)).json()) as {
      id: number;
    }[];
    const [deadline] = (await (await fetch(`${originB}/api/list-settings/deadlines?all=1`)).json()) as { id: number }[];

    // Every client places one order at the same moment, half of them through each instance.
    const placed = await Promise.all(
      clients.map(async (c) => {
        const res = await fetch(`${origins(c.i)}/api/orders`, {
          method: 'POST',
          headers: { ...json, authorization: `Bearer ${c.token}` },
          body: JSON.stringify({
            service_type_id: serviceType.id,
            deadline_id: deadline.id,
            title: `Load order ${run} #${c.i}`,
            instructions: 'Concurrent',
          }),
        });
        return { client: c, status: res.status, body: (await res.json()) as { order?: { id: number } } };
      }),
    );
    console.log(
      `100 clients: signed up in ${registeredAt - started} ms, 100 concurrent orders placed in ${Date.now() - registeredAt} ms`,
    );
    expect(
      placed.filter((p) => p.status !== 201).map((p) => `${p.client.i}: ${p.status} ${JSON.stringify(p.body)}`),
    ).toEqual([]);

    const rows = await a.db
      .select({ id: orders.id, user_id: orders.user_id, title: orders.title })
      .from(orders)
      .where(
        inArray(
          orders.user_id,
          clients.map((c) => c.id),
        ),
      );
    expect(rows).toHaveLength(100);
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const p of placed) {
      const row = byId.get(p.body.order!.id);
      expect(row, `order of client ${p.client.i}`).toMatchObject({
        user_id: p.client.id,
        title: `Load order ${run} #${p.client.i}`,
      });
    }
  }, 120_000);
});
