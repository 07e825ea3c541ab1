/** socket.io-client helpers for tests: connect with a token, join with an ack, wait for one event. */
import { io, type Socket } from 'socket.io-client';
import type { FastifyInstance } from 'fastify';
import type { ChannelAck } from '../../src/core/realtime.js';

/** Connects to `origin` with `token` in the handshake; rejects with the server's refusal message. */
export function connect(origin: string, token: string | null): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(origin, {
      path: '/socket.io',
      auth: token ? { token } : {},
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

/** The app served on a free local port, and socket.io clients to it that `close()` closes. */
export interface SocketServer {
  origin: string;
  /** Connects as `token` (see `connect`) and keeps the socket for `close()`. */
  connect(token: string): Promise<Socket>;
  close(): void;
}

/** Serves `app` on 127.0.0.1 at a free port for socket.io clients. */
export async function listen(app: FastifyInstance): Promise<SocketServer> {
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  const sockets: Socket[] = [];
  return {
    origin,
    async connect(token) {
      const s = await connect(origin, token);
      sockets.push(s);
      return s;
    },
    close: () => sockets.forEach((s) => s.close()),
  };
}

/** Joins `channel`; resolves with the server's acknowledgement. */
export function join(socket: Socket, channel: string): Promise<ChannelAck> {
  return socket.timeout(5000).emitWithAck('joinChannel', channel) as Promise<ChannelAck>;
}

/** Resolves with the payload of the next `event`, or rejects after `ms`. */
export function nextEvent<T = unknown>(socket: Socket, event: string, ms = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/** Resolves with the reason when the server disconnects `socket` (e.g. 'io server disconnect'); rejects after `ms`. */
export function disconnected(socket: Socket, ms = 5000): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still connected after ${ms} ms`)), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}
