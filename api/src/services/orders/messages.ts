/**
 * The order chat. A message is aimed at a role (`target`): clients and writers always write to the
 * admins; an admin writes to the client or the writer. Who reads what: admins every message; a client or
 * writer the messages aimed at their role plus their own. `read_at` is set when someone of the target
 * role reads it. Realtime: `new-message` on `messages.{orderId}.{target}` (and `.admin`, so every admin
 * follows every conversation), `typing` on the other side's channel.
 * @see docs/product.md §3 Message, §4 Orders (read_at), §7 Messages, Real time
 */
import type { z } from 'zod';
import { and, asc, desc, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { effectiveRole, type Role } from '@scriptorium/contracts/core';
import { sendMessageRequest, typingRequest, type Message, type UnreadMessageRow } from '@scriptorium/contracts/orders';
import type { Executor } from '../../db/client.js';
import { assignments, messages, orders, users } from '../../db/schema/index.js';
import { fieldError, forbidden, notFound } from '../../lib/http-errors.js';
import { audit } from '../../core/audit.js';
import type { Actor, AuthUser } from '../../core/auth/current-user.js';
import { notify } from '../notifications/notify.js';
import { adminIds } from './recipients.js';
import { adminReadsOrders, loadOrder } from './state.js';
import { qualified } from './view.js';
import type { ServiceDeps } from '../deps.js';

type MessageRow = typeof messages.$inferSelect;
type Author = { id: number; name: string; role: string } | null;

/** Messages of the order `viewer` may read, as a condition on `messages`. */
export function visibleMessagesWhere(viewer: AuthUser, orderId: number): SQL | undefined {
  const ofOrder = eq(messages.order_id, orderId);
  if (viewer.role === 'admin') return ofOrder;
  return and(ofOrder, or(eq(messages.target, viewer.role), eq(messages.user_id, viewer.id)));
}

/** Wire shape of a message (docs/product.md §3 Message). */
export function messageView(row: MessageRow, author: Author): Message {
  return {
    id: row.id,
    order_id: row.order_id,
    message: row.message,
    target: effectiveRole(row.target),
    read_at: row.read_at ? row.read_at.toISOString() : null,
    created_at: row.created_at.toISOString(),
    user: author ? { id: author.id, name: author.name, role: effectiveRole(author.role) } : { name: '' },
  };
}

const author = { id: users.id, name: users.name, role: users.role };

/** The order's messages `viewer` may read, oldest first. Throws 404/403 like `loadOrder`. */
export async function listMessages(db: Executor, viewer: AuthUser, orderId: number): Promise<Message[]> {
  await loadOrder(db, viewer, orderId);
  const rows = await db
    .select({ message: messages, author })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.user_id))
    .where(visibleMessagesWhere(viewer, orderId))
    .orderBy(asc(messages.created_at), asc(messages.id));
  return rows.map((r) => messageView(r.message, r.author?.id != null ? r.author : null));
}

/** Emits `event` once to each role channel of the order. */
function emitToRoles(
  deps: Pick<ServiceDeps, 'publish'>,
  orderId: number,
  roles: Role[],
  event: string,
  payload: unknown,
): void {
  const channels = [...new Set(roles)].map((r) => `messages.${orderId}.${r}`);
  deps.publish(channels, event, payload);
}

/**
 * `POST orders/{id}/messages` {message, target?}. 422 'The message field is required' for an empty
 * message; 422 `target` when an admin aims at the admins or at a writer the order does not have.
 * The recipients get a `new_message` notification (mail only to the client or writer).
 */
export async function sendMessage(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'mail' | 'publish'>,
  viewer: Actor,
  orderId: number,
  input: z.output<typeof sendMessageRequest>,
): Promise<{ message: string; data: Message }> {
  const afterCommit: (() => void)[] = [];
  const data = await deps.db.transaction(async (tx) => {
    const state = await loadOrder(tx, viewer, orderId);
    const body = input;
    let target: Role = 'admin';
    if (viewer.role === 'admin') {
      target = body.target ?? 'client';
      if (target === 'admin') throw fieldError('target', 'The target must be client or writer');
      if (target === 'writer' && !state.assignment) throw fieldError('target', 'This order has no writer assigned');
    }
    const [row] = await tx
      .insert(messages)
      .values({ order_id: orderId, user_id: viewer.id, message: body.message, target })
      .returning();
    await audit(tx, viewer, 'message_sent', `${viewer.name} wrote to the ${target} on order #${orderId}`);
    const vars = { order_id: orderId, title: state.order.title, message: body.message.slice(0, 140) };
    if (target === 'admin') {
      const admins = (await adminIds(tx, 'orders.inbox.view_inbox')).filter((id) => id !== viewer.id);
      afterCommit.push(await notify(deps, tx, { userIds: admins, slug: 'new_message', vars, mail: false }));
    } else {
      const recipient = target === 'client' ? state.order.user_id : state.assignment!.user_id;
      afterCommit.push(await notify(deps, tx, { userIds: [recipient], slug: 'new_message', vars }));
    }
    return messageView(row, { id: viewer.id, name: viewer.name, role: viewer.role });
  });
  for (const publish of afterCommit) publish();
  emitToRoles(deps, orderId, [data.target, 'admin'], 'new-message', data);
  return { message: 'Message sent', data };
}

/**
 * `POST messages/{id}/read`: sets `read_at` when the caller's role is the message's target (and it is
 * not their own); otherwise changes nothing. 404 when the caller may not read the message.
 */
export async function markRead(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'mail' | 'publish'>,
  viewer: Actor,
  messageId: number,
): Promise<{ message: string; data: Message }> {
  return deps.db.transaction(async (tx) => {
    const [found] = await tx.select().from(messages).where(eq(messages.id, messageId));
    if (!found) throw notFound('Message');
    await loadOrder(tx, viewer, found.order_id);
    const [visible] = await tx
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.id, messageId), visibleMessagesWhere(viewer, found.order_id)));
    if (!visible) throw notFound('Message');
    let row = found;
    if (found.target === viewer.role && !found.read_at && found.user_id !== viewer.id) {
      [row] = await tx.update(messages).set({ read_at: new Date() }).where(eq(messages.id, messageId)).returning();
      await audit(tx, viewer, 'message_read', `${viewer.name} read message #${messageId} on order #${found.order_id}`);
    }
    const [who] = await tx.select(author).from(users).where(eq(users.id, row.user_id));
    return { message: 'Message read', data: messageView(row, who ?? null) };
  });
}

/**
 * `POST orders/{id}/typing` {target?}: emits `typing` {user, orderId} to the other side: the admins for a
 * client or writer; for an admin the `target` role (default client). Nothing is stored.
 */
export async function typing(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'mail' | 'publish'>,
  viewer: Actor,
  orderId: number,
  input: z.output<typeof typingRequest>,
): Promise<{ ok: true }> {
  await loadOrder(deps.db, viewer, orderId);
  const { target } = input;
  const to: Role = viewer.role === 'admin' ? (target && target !== 'admin' ? target : 'client') : 'admin';
  emitToRoles(deps, orderId, [to], 'typing', {
    user: { id: viewer.id, name: viewer.name, role: viewer.role },
    orderId,
  });
  return { ok: true };
}

/** Orders a client or writer is party to, as a condition on `messages.order_id`. */
function partyOrdersWhere(viewer: AuthUser): SQL | undefined {
  if (viewer.role === 'client') {
    return sql`exists (select 1 from ${orders} where ${qualified(orders.id)} = ${qualified(messages.order_id)} and ${qualified(orders.user_id)} = ${viewer.id})`;
  }
  if (viewer.role === 'writer') {
    return sql`exists (select 1 from ${assignments} where ${qualified(assignments.order_id)} = ${qualified(messages.order_id)} and ${qualified(assignments.user_id)} = ${viewer.id} and ${qualified(assignments.status)} <> 'cancelled')`;
  }
  return undefined;
}

/**
 * `GET messages/list-unread`: the newest 50 messages waiting for the caller across their orders (aimed at
 * their role, unread, not their own) with the sender's phone and name. 403 for an admin without the
 * inbox or orders menu.
 */
export async function listUnread(db: Executor, viewer: AuthUser): Promise<UnreadMessageRow[]> {
  if (viewer.role === 'admin' && !adminReadsOrders(viewer)) throw forbidden();
  const rows = await db
    .select({ message: messages, sender: { id: users.id, name: users.name, phone: users.phone } })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.user_id))
    .where(
      and(
        eq(messages.target, viewer.role),
        isNull(messages.read_at),
        ne(messages.user_id, viewer.id),
        partyOrdersWhere(viewer),
      ),
    )
    .orderBy(desc(messages.id))
    .limit(50);
  return rows.map(({ message: m, sender }) => ({
    id: m.id,
    order_id: m.order_id,
    phone: sender.phone,
    message: m.message,
    last_message: m.message,
    created_at: m.created_at.toISOString(),
    user: { id: sender.id, name: sender.name },
  }));
}
