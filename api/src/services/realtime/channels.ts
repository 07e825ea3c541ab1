/**
 * Who may join which socket.io channel: exactly who may read the same data over HTTP.
 *   notifications.{userId}        that user only                         (GET notifications: own only)
 *   messages.{orderId}.{role}     who may read the order's chat: the order's client (role client), its
 *                                 live writer (role writer), an admin with the orders menu or inbox key
 *                                 (any role)                              (GET orders/{id}/messages)
 *   orders.{userId}.{orderId}     that user, when they may read the order (GET orders/{id}: its client,
 *                                 its writer — past writers too —, an admin with the orders menu or inbox key)
 * Both order rules run `loadOrder`, the function the HTTP reads run, so the two cannot drift apart.
 * @see docs/product.md §7 Real time; docs/architecture.md Realtime (joinChannel is authorised per channel); docs/security.md "Who may join which channel"
 */
import { idSchema } from '@scriptorium/contracts/core';
import type { Executor } from '../../db/client.js';
import { HttpError } from '../../lib/http-errors.js';
import type { AuthUser } from '../../core/auth/current-user.js';
import { loadOrder, type LoadOptions } from '../orders/state.js';

export type ChannelDecision = { ok: true } | { ok: false; message: string };

const refuse = (message: string): ChannelDecision => ({ ok: false, message });
const NOT_ALLOWED = 'You may not join this channel';

const CHANNEL = /^(?:notifications\.\d+|messages\.\d+\.(?:client|writer|admin)|orders\.\d+\.\d+)$/;

/** Whether `name` has the shape of a channel (the other rooms of a socket — its id, `user:`, `token:` — do not). */
export function isChannelName(name: string): boolean {
  return CHANNEL.test(name);
}

/** The HTTP read of the order, as a channel decision: its 404 → 'Order not found', its 403 → not allowed. */
async function readsOrder(
  db: Executor,
  user: AuthUser,
  orderId: number,
  opts: LoadOptions = {},
): Promise<ChannelDecision> {
  // An id beyond the database's integer range names no order (and would make the query fail).
  if (!idSchema.safeParse(orderId).success) return refuse('Order not found');
  try {
    await loadOrder(db, user, orderId, opts);
    return { ok: true };
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 404) return refuse('Order not found');
    if (err instanceof HttpError && err.statusCode === 403) return refuse(NOT_ALLOWED);
    throw err;
  }
}

/** Decides whether `user` may join (or stay in) `channel`. Unknown channel names are refused. */
export async function authorizeChannel(db: Executor, user: AuthUser, channel: string): Promise<ChannelDecision> {
  let m = /^notifications\.(\d+)$/.exec(channel);
  if (m) return Number(m[1]) === user.id ? { ok: true } : refuse(NOT_ALLOWED);

  m = /^messages\.(\d+)\.(client|writer|admin)$/.exec(channel);
  if (m) {
    if (user.role !== 'admin' && m[2] !== user.role) return refuse(NOT_ALLOWED);
    return readsOrder(db, user, Number(m[1]));
  }

  m = /^orders\.(\d+)\.(\d+)$/.exec(channel);
  if (m) {
    if (Number(m[1]) !== user.id) return refuse(NOT_ALLOWED);
    return readsOrder(db, user, Number(m[2]), { pastWriters: true });
  }
  return refuse('Unknown channel');
}
