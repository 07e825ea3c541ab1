/**
 * Who hears about an order: its parties for `reload-order`, admins holding a permission for
 * notifications, and the money formats the notification templates show.
 *
 * Realtime: `reload-order` goes to `orders.{userId}.{orderId}` of the client, the live writer and EVERY
 * admin (each admin joins the channel with their own id, which `joinChannel` allows for any order).
 * @see docs/product.md §7 Real time (every transition emits reload-order for each party)
 */
import { and, eq, notInArray, ne, or, sql } from 'drizzle-orm';
import { formatKsh, formatUsd, fromMinor, type OrderStatus, type PermissionKey } from '@scriptorium/contracts/core';
import type { Executor } from '../../db/client.js';
import { department_modules, notification_messages, users } from '../../db/schema/index.js';
import { liveAssignment } from './state.js';
import type { ServiceDeps } from '../deps.js';

const NOT_ADMIN = ['client', 'writer'];

/**
 * Ids of admins who may act on `permission` (super admins, or their department grants it), not
 * suspended. Without a permission: every admin.
 */
export async function adminIds(db: Executor, permission?: PermissionKey): Promise<number[]> {
  const base = and(notInArray(users.role, NOT_ADMIN), ne(users.status, 'suspended'));
  if (!permission) {
    const rows = await db.select({ id: users.id }).from(users).where(base);
    return rows.map((r) => r.id);
  }
  const rows = await db
    .selectDistinct({ id: users.id })
    .from(users)
    .leftJoin(department_modules, eq(department_modules.department_id, users.department_id))
    .where(
      and(
        base,
        or(
          eq(users.is_super_admin, true),
          sql`${department_modules.permissions} @> ${JSON.stringify([permission])}::jsonb`,
        ),
      ),
    );
  return rows.map((r) => r.id);
}

/**
 * Admins who should get the template `slug`: those holding the template's `permission` (editable in
 * settings → notification messages), or none when the template names no permission.
 */
export async function adminsForTemplate(db: Executor, slug: string): Promise<number[]> {
  const [template] = await db
    .select({ permission: notification_messages.permission })
    .from(notification_messages)
    .where(eq(notification_messages.slug, slug));
  return template?.permission ? adminIds(db, template.permission as PermissionKey) : [];
}

/** The order's client and live writer (when any). */
export async function partyIds(db: Executor, order: { id: number; user_id: number }): Promise<number[]> {
  const writer = await liveAssignment(db, order.id);
  return writer ? [order.user_id, writer.user_id] : [order.user_id];
}

/** Payload of `reload-order`. */
export interface ReloadOrderEvent {
  orderId: number;
  status: OrderStatus;
  /** What happened, e.g. `mark_paid`, `file_uploaded`. */
  action: string;
}

/** Emits `reload-order` once to each of `userIds` on `orders.{userId}.{orderId}` (a socket in several gets it once). */
export function emitReload(deps: Pick<ServiceDeps, 'publish'>, userIds: number[], event: ReloadOrderEvent): void {
  const channels = [...new Set(userIds)].map((id) => `orders.${id}.${event.orderId}`);
  if (channels.length) deps.publish(channels, 'reload-order', event);
}

/** 1234 → "$12.34" (client prices, USD minor units). */
export function usd(minor: number): string {
  return formatUsd(fromMinor(minor));
}

/** 150000 → "KSh 1,500.00" (writer amounts, KSh minor units). */
export function ksh(minor: number): string {
  return formatKsh(fromMinor(minor));
}
