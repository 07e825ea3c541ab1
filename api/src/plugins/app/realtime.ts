/**
 * socket.io on the API's HTTP server at `/socket.io`. The handshake carries the token
 * (`io(url, { auth: { token } })`); clients `emit('joinChannel', name, ack)` / `leaveChannel`, and
 * route code pushes with `app.realtime.emit(channel, event, payload)`. With REDIS_URL, emits fan out to
 * every instance through `@socket.io/redis-adapter`.
 * A socket lives as long as its token: it is disconnected when the token expires or is revoked
 * (services/realtime/revoke.ts), and every join re-checks the token and the channel's read rule
 * (services/realtime/channels.ts, handed in by app.ts as `channels`). A refused join's `message` (and a
 * refused handshake's error) is in the person's language: their saved one, else the handshake's `lang`
 * cookie or Accept-Language (core/i18n), as an HTTP answer would be.
 * @see docs/product.md §7 Real time; docs/architecture.md API (Realtime)
 */
import fp from 'fastify-plugin';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { UNAUTHENTICATED_MESSAGE } from '@scriptorium/contracts/core';
import type { AppConfig } from '../../config.js';
import { requestLocale, translateText } from '../../core/i18n/index.js';
import { liveSession, userForToken } from '../../core/auth/current-user.js';
import { bearerToken } from '../../core/auth/tokens.js';
import {
  publisher,
  tokenRoom,
  userRoom,
  type ChannelAck,
  type ChannelRules,
  type Realtime,
} from '../../core/realtime.js';
import { quietErrors, waitReady } from './redis.js';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export interface RealtimeOptions {
  config: AppConfig;
  /** Which rooms are channels and who may join one (services/realtime/channels.ts, wired in app.ts). */
  channels: ChannelRules;
}

/** Accepts `'name'` or `{ channel: 'name' }` (both shapes are seen from clients). */
function channelName(arg: unknown): string | null {
  if (typeof arg === 'string') return arg;
  if (arg && typeof arg === 'object' && typeof (arg as { channel?: unknown }).channel === 'string')
    return (arg as { channel: string }).channel;
  return null;
}

export default fp<RealtimeOptions>(
  async (app, { config, channels }) => {
    const io = new Server(app.server, { path: '/socket.io', serveClient: false, cors: { origin: config.corsOrigins } });

    if (app.redis) {
      const pub = app.redis.duplicate();
      const sub = app.redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
      quietErrors(pub, (m) => app.log.warn(m));
      quietErrors(sub, (m) => app.log.warn(m));
      // The adapter does not await its publishes: while Redis is down they would reject unhandled and
      // take the process down. Log instead; local delivery still happens.
      const publish = pub.publish.bind(pub);
      pub.publish = ((...args: Parameters<typeof publish>) =>
        publish(...args).catch((err: Error) => {
          app.log.warn(`redis publish failed: ${err.message}`);
          return 0;
        })) as typeof pub.publish;
      // Likewise its (un)subscribes: on close it unsubscribes without waiting, and the disconnect below
      // rejects whatever is still queued (e.g. after Redis came back from an outage).
      for (const method of ['unsubscribe', 'punsubscribe'] as const) {
        const original = sub[method].bind(sub) as (...args: unknown[]) => Promise<unknown>;
        (sub as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => original(...args).catch(() => 0);
      }
      io.adapter(createAdapter(pub, sub, { key: `${config.redisPrefix}-socket.io` }));
      // Subscriptions must be in place before we serve, unless Redis is already known to be down.
      if (app.redis.status === 'ready') await Promise.all([waitReady(pub, 5000), waitReady(sub, 5000)]);
      app.addHook('onClose', async () => {
        pub.disconnect();
        sub.disconnect();
      });
    }

    /** The language of a socket's answers: `saved` (the person's `users.locale`), else its handshake's cookie or header. */
    const socketLocale = (
      handshake: { headers: Record<string, string | string[] | undefined> },
      saved?: string | null,
    ) => {
      const { cookie, 'accept-language': accept } = handshake.headers;
      return requestLocale({
        saved,
        cookieHeader: Array.isArray(cookie) ? cookie.join('; ') : cookie,
        acceptLanguage: Array.isArray(accept) ? accept.join(',') : accept,
      });
    };

    io.use(async (socket, next) => {
      try {
        const fromAuth = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
        const token =
          typeof fromAuth === 'string' && fromAuth !== 'undefined' && fromAuth !== 'null'
            ? fromAuth
            : bearerToken(socket.handshake.headers.authorization);
        const user = token ? await userForToken(app.db, token) : null;
        if (!user || user.tokenId == null)
          return next(new Error(translateText(socketLocale(socket.handshake), UNAUTHENTICATED_MESSAGE)));
        socket.data.userId = user.id;
        socket.data.tokenId = user.tokenId;
        socket.data.locale = user.locale ?? null;
        next();
      } catch (err) {
        app.log.error({ err }, 'socket handshake failed');
        next(new Error(translateText(socketLocale(socket.handshake), 'Server error')));
      }
    });

    io.on('connection', (socket) => {
      const tokenId = socket.data.tokenId as number;
      void socket.join([userRoom(socket.data.userId as number), tokenRoom(tokenId)]);

      // Disconnect when the token expires. Timers fire at most 2^31-1 ms ahead, so a long-lived token
      // re-arms; the session is re-read each time (it may have been revoked meanwhile).
      let expiry: NodeJS.Timeout | undefined;
      const watchExpiry = async () => {
        try {
          const session = await liveSession(app.db, tokenId);
          if (!session) return void socket.disconnect(true);
          if (socket.disconnected) return;
          expiry = setTimeout(
            () => void watchExpiry(),
            Math.min(session.expiresAt.getTime() - Date.now() + 50, 2 ** 31 - 1),
          );
        } catch (err) {
          app.log.error({ err }, 'socket session check failed');
        }
      };
      void watchExpiry();
      socket.on('disconnect', () => clearTimeout(expiry));

      // The answer to a join or leave: a refusal's message in the person's language.
      const answer = (res: ChannelAck): ChannelAck =>
        res.ok
          ? res
          : {
              ok: false,
              message: translateText(socketLocale(socket.handshake, socket.data.locale as string | null), res.message),
            };

      socket.on('joinChannel', async (arg: unknown, ack?: (res: ChannelAck) => void) => {
        const send = typeof ack === 'function' ? ack : () => undefined;
        const reply = (res: ChannelAck) => send(answer(res));
        const channel = channelName(arg);
        if (!channel) return reply({ ok: false, message: 'A channel name is required' });
        try {
          // Re-read the session: a logout, suspension or permission change applies to the next join.
          const user = (await liveSession(app.db, tokenId))?.user;
          // A language chosen since the handshake applies to this answer and the next ones.
          if (user) socket.data.locale = user.locale ?? null;
          if (!user) {
            reply({ ok: false, message: UNAUTHENTICATED_MESSAGE });
            return void socket.disconnect(true);
          }
          const decision = await channels.authorize(app.db, user, channel);
          if (!decision.ok) return reply(decision);
          await socket.join(channel);
          reply({ ok: true, channel });
        } catch (err) {
          app.log.error({ err, channel }, 'joinChannel failed');
          reply({ ok: false, message: 'Server error' });
        }
      });
      socket.on('leaveChannel', async (arg: unknown, ack?: (res: ChannelAck) => void) => {
        // Only channels: a socket leaving its `token:`/`user:` room would escape being disconnected.
        const channel = channelName(arg);
        const valid = channel !== null && channels.isChannelName(channel);
        if (valid) await socket.leave(channel);
        if (typeof ack === 'function')
          ack(answer(valid ? { ok: true, channel } : { ok: false, message: 'A channel name is required' }));
      });
    });

    app.decorate('realtime', {
      io,
      emit: (channel, event, payload) => void io.to(channel).emit(event, payload),
      publish: publisher(io),
    } satisfies Realtime);

    app.addHook('preClose', async () => {
      // Close the connections at the transport level: clients see "transport close" and reconnect by
      // themselves once the API is back (a socket.io disconnect would tell them not to come back).
      io.engine.close();
    });
    app.addHook('onClose', async () => {
      // io.close() also closes the HTTP server, which fastify has already closed: ignore that error.
      await new Promise<void>((resolve) => void io.close(() => resolve()));
    });
  },
  { name: 'realtime', dependencies: ['db', 'redis'] },
);
