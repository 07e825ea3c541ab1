/**
 * Realtime publishing, framework-free: what a socket.io server (plugins/app/realtime.ts) offers the rest of
 * the API, the rooms every socket is in, and the shape of the channel rule the server asks on each join.
 * A socket is in `user:{id}` and `token:{id}` (joined at connection, never by clients) and in the channels
 * it joined (`notifications.{userId}`, `messages.{orderId}.{role}`, `orders.{userId}.{orderId}`).
 * @see docs/product.md §7 Real time; docs/architecture.md API (Realtime)
 */
import type { Server } from 'socket.io';
import type { Executor } from '../db/client.js';
import type { AuthUser } from './auth/current-user.js';

/**
 * Sends the realtime `event` with `payload` to every socket in any of `channels` (a socket in several
 * gets it once), on every API instance. Returns at once; delivery is not confirmed.
 */
export type Publish = (channels: string | readonly string[], event: string, payload: unknown) => void;

/** The socket.io server as the app exposes it (`app.realtime`). */
export interface Realtime {
  /** Sends `event` with `payload` to every socket in `channel` (on every instance with Redis). */
  emit(channel: string, event: string, payload: unknown): void;
  /** {@link Publish} on this server: `emit` to several channels at once. */
  publish: Publish;
  /** The socket.io server, for anything beyond publishing (ending or re-checking sockets). */
  io: Server;
}

/** {@link Publish} through socket.io server `io`. */
export function publisher(io: Server): Publish {
  return (channels, event, payload) => void io.to(channels as string | string[]).emit(event, payload);
}

/** Room of every socket of user `id`. */
export const userRoom = (id: number): string => `user:${id}`;
/** Room of every socket opened with token `id`. */
export const tokenRoom = (id: number): string => `token:${id}`;

/** Ack of joinChannel / leaveChannel. */
export type ChannelAck = { ok: true; channel: string } | { ok: false; message: string };

/** Whether a user may join a channel, and if not, the message the client gets. */
export type ChannelDecision = { ok: true } | { ok: false; message: string };

/**
 * The channel rules the socket server enforces (services/realtime/channels.ts provides them; the app
 * wires them in, app.ts): which room names are channels, and who may join one.
 */
export interface ChannelRules {
  /** Whether `name` has the shape of a channel (a socket's own rooms, `user:`/`token:`, do not). */
  isChannelName(name: string): boolean;
  /** Whether `user` may join `channel` now (re-read on every join). */
  authorize(db: Executor, user: AuthUser, channel: string): Promise<ChannelDecision>;
}
