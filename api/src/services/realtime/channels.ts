/**
 * Who may join which socket.io channel.
 *   notifications.{userId}        that user only
 *   messages.{orderId}.{role}     admins; or the order's client/writer for their own role
 *   orders.{userId}.{orderId}     admins; or that user when they are the order's client or writer
 * @see spec §7 Real time; ARCHITECTURE.md (joinChannel is authorised per channel)
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { assignments, orders } from '../../db/schema/index.js';
import type { AuthUser } from '../auth/current-user.js';

export type ChannelDecision = { ok: true } | { ok: false; message: string };

const refuse = (message: string): ChannelDecision => ({ ok: false, message });
const NOT_ALLOWED = 'You may not join this channel';

/** Whether `user` is the order's client or a writer with a live assignment on it; null if no such order. */
async function partyTo(db: Executor, user: AuthUser, orderId: number): Promise<boolean | null> {
  const [order] = await db.select({ user_id: orders.user_id }).from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  if (user.role === 'admin') return true;
  if (user.role === 'client') return order.user_id === user.id;
  const [assignment] = await db
    .select({ id: assignments.id })
    .from(assignments)
    .where(and(eq(assignments.order_id, orderId), eq(assignments.user_id, user.id), ne(assignments.status, 'cancelled')))
    .limit(1);
  return !!assignment;
}

/** Decides whether `user` may join `channel`. Unknown channel names are refused. */
export async function authorizeChannel(db: Executor, user: AuthUser, channel: string): Promise<ChannelDecision> {
  let m = /^notifications\.(\d+)$/.exec(channel);
  if (m) return Number(m[1]) === user.id ? { ok: true } : refuse(NOT_ALLOWED);

  m = /^messages\.(\d+)\.(client|writer|admin)$/.exec(channel);
  if (m) {
    if (user.role !== 'admin' && m[2] !== user.role) return refuse(NOT_ALLOWED);
    const party = await partyTo(db, user, Number(m[1]));
    if (party === null) return refuse('Order not found');
    return party ? { ok: true } : refuse(NOT_ALLOWED);
  }

  m = /^orders\.(\d+)\.(\d+)$/.exec(channel);
  if (m) {
    if (user.role !== 'admin' && Number(m[1]) !== user.id) return refuse(NOT_ALLOWED);
    const party = await partyTo(db, user, Number(m[2]));
    if (party === null) return refuse('Order not found');
    return party ? { ok: true } : refuse(NOT_ALLOWED);
  }
  return refuse('Unknown channel');
}
