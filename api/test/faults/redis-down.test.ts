/**
 * Redis down with two API instances. Both instances reach Redis through a TCP proxy this test controls,
 * so "Redis down" is the proxy refusing and cutting connections — the machine's Redis keeps running.
 *
 * What keeps working: all of HTTP on both instances (sign-in, tokens across instances, reads, writes),
 * socket connections and delivery to sockets on the instance that emits.
 * What degrades while Redis is down, and comes back by itself when it returns:
 *   - cross-instance socket fan-out: an emit on A no longer reaches a socket connected to B;
 *   - shared rate-limit counters: each instance counts on its own, so an address gets the limit once
 *     per instance (the limit still holds on each; nothing is refused because Redis is down).
 * Runs only with DATABASE_URL and REDIS_URL (`npm run test:scale`).
 * @see plugins/external/rate-limit.ts (FallbackStore), plugins/app/realtime.ts
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { buildApp } from '../../src/app.js';
import { loadConfig, type AppConfig } from '../../src/config.js';
import { users } from '../../src/db/schema/index.js';
import { createPgDatabase } from '../helpers/test-app.js';
import { connect, join, nextEvent } from '../helpers/sockets.js';

const enabled = !!process.env.DATABASE_URL && !!process.env.REDIS_URL;

/** A TCP proxy to Redis that can be taken down (refuse + cut every connection) and brought back. */
class RedisProxy {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  port = 0;
  constructor(private readonly target: URL) {}

  async up(): Promise<void> {
    this.server = net.createServer((client) => {
      const upstream = net.connect(Number(this.target.port || 6379), this.target.hostname);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  async down(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const s of this.sockets) s.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

async function until(what: string, check: () => boolean | Promise<boolean>, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Whether `socket` receives `event` within `ms`. */
const receives = (socket: Socket, event: string, ms: number) =>
  nextEvent(socket, event, ms).then(
    () => true,
    () => false,
  );

describe.skipIf(!enabled)('Redis down with two API instances', () => {
  const proxy = new RedisProxy(new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'));
  let pgDb: Awaited<ReturnType<typeof createPgDatabase>>;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let originA: string;
  let originB: string;
  let writerId: number;
  const sockets: Socket[] = [];

  const post = (origin: string, url: string, body: unknown, token?: string) =>
    fetch(`${origin}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const login = async (origin: string, email: string) =>
    ((await (await post(origin, '/api/auth/login', { email, password: 'password' })).json()) as { token: string })
      .token;
  const forgot = async (origin: string) =>
    (await post(origin, '/api/auth/forgot-password', { email: 'nobody@example.com' })).status;

  beforeAll(async () => {
    await proxy.up();
    pgDb = await createPgDatabase(process.env.DATABASE_URL);
    const config: AppConfig = {
      ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: '/tmp/scriptorium-scale' }),
      databaseUrl: pgDb.url,
      redisUrl: `redis://127.0.0.1:${proxy.port}`,
      redisPrefix: pgDb.name,
      seedDemo: true,
      loginRateLimit: 5,
    };
    [a, b] = await Promise.all([buildApp(config, { logger: false }), buildApp(config, { logger: false })]);
    originA = await a.listen({ port: 0, host: '127.0.0.1' });
    originB = await b.listen({ port: 0, host: '127.0.0.1' });
    [{ id: writerId }] = await a.db.select({ id: users.id }).from(users).where(eq(users.email, 'writer@example.com'));
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await a?.close();
    await b?.close();
    await proxy.down();
    await pgDb?.drop();
  });

  async function writerSocket(origin: string): Promise<Socket> {
    const socket = await connect(origin, await login(origin, 'writer@example.com'));
    sockets.push(socket);
    expect((await join(socket, `notifications.${writerId}`)).ok).toBe(true);
    return socket;
  }

  it('with Redis up: fan-out and rate-limit counters are shared by both instances', async () => {
    const onB = await writerSocket(originB);
    const got = receives(onB, 'new-notification', 5000);
    a.realtime.emit(`notifications.${writerId}`, 'new-notification', { summary: 'up' });
    expect(await got).toBe(true);
    // 5 attempts a minute per address, counted across instances: 3 on A + 2 on B, then B refuses.
    const statuses = [
      await forgot(originA),
      await forgot(originA),
      await forgot(originA),
      await forgot(originB),
      await forgot(originB),
      await forgot(originB),
    ];
    expect(statuses.slice(0, 5).every((s) => s !== 429)).toBe(true);
    expect(statuses[5]).toBe(429);
  });

  it('with Redis down: HTTP keeps serving on both instances', async () => {
    await proxy.down();
    await until('both instances to notice', () => a.redis!.status !== 'ready' && b.redis!.status !== 'ready');

    const token = await login(originA, 'client@example.com');
    expect(token).toBeTruthy();
    const me = await fetch(`${originB}/api/auth/user`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    const health = await Promise.all([originA, originB].map((o) => fetch(`${o}/api/health`)));
    expect(health.map((r) => r.status)).toEqual([200, 200]);
    const admin = await login(originB, 'admin@example.com');
    const write = await post(
      originB,
      '/api/settings/writer_categories',
      { name: 'Written while Redis is down' },
      admin,
    );
    expect(write.status).toBeLessThan(300);
  });

  it('with Redis down: sockets connect and get emits of their own instance, but not across (degraded)', async () => {
    const onA = await writerSocket(originA);
    const onB = await writerSocket(originB);
    const local = receives(onA, 'new-notification', 3000);
    const remote = receives(onB, 'new-notification', 1500);
    a.realtime.emit(`notifications.${writerId}`, 'new-notification', { summary: 'down' });
    expect(await local).toBe(true);
    expect(await remote).toBe(false);
  });

  it('with Redis down: rate limits hold per instance instead of across them (degraded)', async () => {
    // Fresh in-memory counters on each instance: 5 allowed on A then 429, and B still has its own 5.
    const onA = [];
    for (let i = 0; i < 6; i++) onA.push(await forgot(originA));
    expect(onA.slice(0, 5).every((s) => s !== 429)).toBe(true);
    expect(onA[5]).toBe(429);
    expect(await forgot(originB)).not.toBe(429);
  });

  it('when Redis is back: fan-out across instances resumes by itself', async () => {
    await proxy.up();
    await until('both instances to reconnect', () => a.redis!.status === 'ready' && b.redis!.status === 'ready');
    const onB = await writerSocket(originB);
    await until(
      'an emit on A to reach B again',
      async () => {
        const got = receives(onB, 'new-notification', 500);
        a.realtime.emit(`notifications.${writerId}`, 'new-notification', { summary: 'back' });
        return got;
      },
      20_000,
    );
  });
});
