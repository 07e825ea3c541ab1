/**
 * Part "sockets": realtime across two API instances over one PostgreSQL database and Redis
 * (REDIS_URL, default redis://127.0.0.1:6379, with a fresh REDIS_PREFIX so other runs are untouched).
 *  - Latency: the demo client POSTs an order message on instance A; an admin socket on instance B
 *    (joined to `messages.{orderId}.admin`) and one on A receive `new-message`. Figure: POST sent →
 *    event on B; anchor: the same message on A (same instance, no Redis hop). BENCH_MESSAGES (200),
 *    one at a time.
 *  - Memory: VmRSS of instance B before and after BENCH_SOCKETS (2 000) sockets signed in as the demo
 *    writer have connected (websocket transport) and joined `notifications.{userId}`, divided by the count.
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { io } from 'socket.io-client';
import { startServer } from './server.mjs';
import { createPgDatabase } from './orders-api.mjs';
import { api, load1, login, num, procKb, sleep, summary } from './lib.mjs';

const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Connects a socket and joins `channel`; resolves with the socket, rejects after `ms`. */
function joined(url, token, channel, ms = 20_000) {
  return new Promise((resolve, reject) => {
    const socket = io(url, {
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      timeout: ms,
    });
    const timer = setTimeout(() => {
      socket.close();
      reject(new Error(`socket did not join ${channel} within ${ms} ms`));
    }, ms);
    socket.once('connect_error', (e) => {
      clearTimeout(timer);
      socket.close();
      reject(e);
    });
    socket.once('connect', () =>
      socket.emit('joinChannel', channel, (ack) => {
        clearTimeout(timer);
        if (ack?.ok) resolve(socket);
        else {
          socket.close();
          reject(new Error(`joinChannel ${channel}: ${ack?.message}`));
        }
      }),
    );
  });
}

/** Resolves with performance.now() when `socket` gets `new-message` whose text is `text`, or null after `ms`. */
function arrival(socket, text, ms = 5000) {
  return new Promise((resolve) => {
    const onMessage = (payload) => {
      if (payload?.message !== text) return;
      done(performance.now());
    };
    const timer = setTimeout(() => done(null), ms);
    function done(t) {
      clearTimeout(timer);
      socket.off('new-message', onMessage);
      resolve(t);
    }
    socket.on('new-message', onMessage);
  });
}

export async function benchSockets(add) {
  const messagesN = Number(process.env.BENCH_MESSAGES ?? 200);
  const socketsN = Number(process.env.BENCH_SOCKETS ?? 2000);
  const log = (m) => console.error(`[sockets] ${m} (load ${load1()})`);
  const database = await createPgDatabase();
  const env = { DATABASE_URL: database.url, REDIS_URL, REDIS_PREFIX: `bench${randomBytes(4).toString('hex')}` };
  const servers = [];
  const sockets = [];
  try {
    log('starting instance A (migrates) then instance B');
    servers.push(await startServer({ env }));
    servers.push(await startServer({ env }));
    const [a, b] = servers;
    const client = await login(a.url, 'client@example.com');
    const admin = await login(a.url, 'admin@example.com');
    const writer = await login(a.url, 'writer@example.com');
    const orders = await api(a.url, '/api/orders/client?per_page=1', { token: client.token });
    const orderId = orders.data.data[0].id;
    const channel = `messages.${orderId}.admin`;
    const onB = await joined(b.url, admin.token, channel);
    const onA = await joined(a.url, admin.token, channel);
    sockets.push(onA, onB);

    log(`${messagesN} messages A → B`);
    const viaB = [];
    const local = [];
    const http = [];
    const hop = [];
    let lost = 0;
    const send = async (i) => {
      const text = `bench message ${i} ${randomBytes(3).toString('hex')}`;
      const gotB = arrival(onB, text);
      const gotA = arrival(onA, text);
      const t0 = performance.now();
      await api(a.url, `/api/orders/${orderId}/messages`, {
        method: 'POST',
        token: client.token,
        body: { message: text },
      });
      const t1 = performance.now();
      const [tb, ta] = await Promise.all([gotB, gotA]);
      return { http: t1 - t0, b: tb === null ? null : tb - t0, a: ta === null ? null : ta - t0 };
    };
    for (let i = 0; i < 10; i++) await send(`warm-${i}`);
    const deadline = Date.now() + 120_000;
    for (let i = 0; i < messagesN && Date.now() < deadline; i++) {
      const r = await send(i);
      http.push(r.http);
      if (r.b === null || r.a === null) lost++;
      if (r.b !== null) viaB.push(r.b);
      if (r.a !== null) local.push(r.a);
      if (r.a !== null && r.b !== null) hop.push(r.b - r.a);
    }
    const sb = summary(viaB);
    const sa = summary(local);
    const sh = summary(http);
    const sd = summary(hop);
    add({
      group: 'Realtime',
      what: 'Socket message latency, POST on instance A → `new-message` on instance B (Redis)',
      figure: `p50 ${num(sb.p50)} ms, p99 ${num(sb.p99)} ms (${sb.n} messages); B − A per message p50 ${num(sd.p50)} / p99 ${num(sd.p99)} ms`,
      anchor: `same message on A's own socket: p50 ${num(sa.p50)} / p99 ${num(sa.p99)} ms; HTTP answer p50 ${num(sh.p50)} / p99 ${num(sh.p99)} ms`,
      target: '',
      verdict: '',
      note: `${lost} lost; POST /api/orders/{id}/messages as the client, admin sockets on messages.{id}.admin; websocket transport`,
    });

    log(`${socketsN} sockets on B`);
    const channelFor = `notifications.${writer.user.id}`;
    await sleep(2000);
    const before = procKb(b.pid);
    const many = [];
    let failed = 0;
    const connectDeadline = Date.now() + Number(process.env.BENCH_SOCKETS_MAX_S ?? 180) * 1000;
    for (let i = 0; i < socketsN && Date.now() < connectDeadline; i += 50) {
      const batch = await Promise.allSettled(
        Array.from({ length: Math.min(50, socketsN - i) }, () => joined(b.url, writer.token, channelFor)),
      );
      for (const r of batch) {
        if (r.status === 'fulfilled') many.push(r.value);
        else failed++;
      }
    }
    sockets.push(...many);
    await sleep(3000);
    const after = procKb(b.pid);
    add({
      group: 'Realtime',
      what: `Memory per connected socket at ${many.length.toLocaleString('en-US')} sockets (instance B)`,
      figure: `${num((after - before) / Math.max(1, many.length))} KB per socket`,
      anchor: `VmRSS ${num(before / 1024)} MB → ${num(after / 1024)} MB`,
      target: '',
      verdict: '',
      note: `${failed} failed to connect; each signed in (writer token) and joined notifications.{id}; RSS read 3 s after the last join, no forced GC`,
    });
  } finally {
    for (const s of sockets) s.close();
    await Promise.all(servers.map((s) => s.stop()));
    for (const s of servers) rmSync(s.dataDir, { recursive: true, force: true });
    await database.drop().catch((e) => console.error(`could not drop ${database.name}: ${e.message}`));
  }
}
