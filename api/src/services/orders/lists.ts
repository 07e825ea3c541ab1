/**
 * The order tables (table protocol: search, whitelisted sort, date range on created_at, keyset paging,
 * streamed CSV/XLSX export): admin areas and statuses, one client's or one link's orders (admin), the
 * client's own cards, the writer's tabs. Search matches the order id, title and (when the caller may see
 * it) the client's name or email. Money is returned as decimals: USD for orders, KSh on writer rows.
 * @see docs/product.md §2 /orders, /orders/{mainStatus}, /orders/list/{status}, /writer/orders/{mainStatus}, /users/user/{id}
 * (orders tab), view link; docs/product.md §R1 Tables
 */
import { and, eq, ilike, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  ADMIN_ORDER_AREAS,
  ORDER_STATUSES,
  WRITER_ORDER_AREAS,
  fromMinor,
  orderAreaStatuses,
  type OrderStatus,
} from '@scriptorium/contracts/core';
import { paymentState, pendingAmount } from '@scriptorium/contracts/orders';
import type { Db } from '../../db/client.js';
import { assignments, orders, service_types, users } from '../../db/schema/index.js';
import { fieldError } from '../../lib/http-errors.js';
import { likePattern, type TableSpec } from '../../lib/table/paginate.js';
import type { AuthUser } from '../../core/auth/current-user.js';
import { canView, unreadCountSql } from './view.js';

/**
 * The statuses a list path names: a status, an area of `areas`, or `all`.
 * Throws 422 on `status` 'Unknown order status' for anything else.
 */
export function statusesFor(name: string | undefined, areas: Record<string, OrderStatus[]>): OrderStatus[] {
  if (!name || name === 'all') return [...ORDER_STATUSES];
  const area = orderAreaStatuses(areas, name);
  if (area) return area;
  if ((ORDER_STATUSES as readonly string[]).includes(name)) return [name as OrderStatus];
  throw fieldError('status', 'Unknown order status');
}

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);
const named = (id: number | null, name: string | null) => (id != null && name != null ? { id, name } : null);

/** The columns every order table reads: the order, its service type and the viewer's unread messages. */
const orderFields = (viewer: AuthUser) => ({
  id: orders.id,
  title: orders.title,
  created_at: orders.created_at,
  service_type_id: service_types.id,
  service_type_name: service_types.name,
  unread: unreadCountSql(viewer, orders.id),
});
/** The order's own status, deadline, money and rating (admin and client rows; writer rows show the assignment's). */
const ownFields = {
  status: orders.status,
  deadline: orders.deadline,
  amount: orders.amount,
  paid_amount: orders.paid_amount,
  rating: orders.rating,
};
type OrderRaw = {
  id: number;
  title: string;
  created_at: Date;
  service_type_id: number | null;
  service_type_name: string | null;
  unread: number;
};

const adminQuery = (db: Db, viewer: AuthUser) =>
  db
    .select({
      ...orderFields(viewer),
      ...ownFields,
      user_id: orders.user_id,
      client_name: users.name,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.user_id))
    .leftJoin(service_types, eq(service_types.id, orders.service_type_id));
type AdminRaw = Awaited<ReturnType<typeof adminQuery>>[number];

/** A search term that can be an order id (`123` or `#123`) → the id, else null. */
function orderIdOf(term: string): number | null {
  const m = /^#?(\d{1,9})$/.exec(term);
  return m ? Number(m[1]) : null;
}

/**
 * The order search, written so each part can use an index at 100 000 orders (docs/benchmarks.md):
 * the id when the term is a number, the title by `ILIKE` (trigram index), and — when `byClient` — the
 * clients whose name or e-mail match (trigram indexes), as `user_id = any(array(…))`, which the planner
 * turns into one index lookup instead of joining every order to its client. `exact` compares whole values.
 */
export function orderSearch(byClient: boolean) {
  return (term: string, exact: boolean): SQL | undefined => {
    const id = orderIdOf(term);
    const match = (c: AnyColumn) => (exact ? eq(c, term) : ilike(c, likePattern(term)));
    const clients = byClient
      ? sql`${orders.user_id} = any(array(select ${users.id} from ${users} where ${or(match(users.name), match(users.email))}))`
      : undefined;
    return or(id !== null ? eq(orders.id, id) : undefined, match(orders.title), clients);
  };
}

/**
 * An order table: keyset paging on the order id, the date range on its creation, {@link orderSearch}
 * (on the client too when `byClient`), and rows of id, title, `fields(r)`, service type, unread count,
 * `fieldsAfter(r)` and creation date (in this order: the columns of an export without titles).
 */
function orderTable<R extends OrderRaw>(
  db: Db,
  rows: () => unknown,
  spec: {
    where: (SQL | undefined)[];
    sortable: TableSpec<R>['sortable'];
    byClient?: boolean;
    fields: (r: R) => object;
    fieldsAfter?: (r: R) => object;
  },
): TableSpec<R> {
  const byClient = spec.byClient ?? false;
  return {
    rows: rows as TableSpec<R>['rows'],
    db,
    where: spec.where,
    searchable: [orders.id, orders.title, ...(byClient ? [users.name, users.email] : [])],
    search: orderSearch(byClient),
    sortable: spec.sortable,
    id: orders.id,
    createdAt: orders.created_at,
    map: (r) => ({
      id: r.id,
      title: r.title,
      ...spec.fields(r),
      service_type: named(r.service_type_id, r.service_type_name),
      unread_messages_count: Number(r.unread),
      ...spec.fieldsAfter?.(r),
      created_at: r.created_at.toISOString(),
    }),
  };
}

/**
 * Orders for admins matching `where`, with the fields the caller's `view_*` keys allow (rows of
 * `/orders/{mainStatus}`, the user page's orders tab and the link detail).
 */
export function adminOrdersSpec(db: Db, viewer: AuthUser, where: (SQL | undefined)[]): TableSpec<AdminRaw> {
  const client = canView(viewer, 'view_client');
  const amount = canView(viewer, 'view_amount');
  const deadline = canView(viewer, 'view_deadline');
  return orderTable(db, () => adminQuery(db, viewer).$dynamic(), {
    where,
    byClient: client,
    sortable: {
      title: orders.title,
      status: orders.status,
      created_at: orders.created_at,
      rating: orders.rating,
      ...(deadline ? { deadline: orders.deadline } : {}),
      ...(amount ? { amount: orders.amount, paid_amount: orders.paid_amount } : {}),
      ...(client ? { client: users.name, user: users.name } : {}),
    },
    fields: (r) => ({
      status: r.status,
      ...(deadline ? { deadline: iso(r.deadline) } : {}),
      ...(amount
        ? {
            amount: fromMinor(r.amount),
            paid_amount: fromMinor(r.paid_amount),
            pending_amount: fromMinor(pendingAmount(r.amount, r.paid_amount)),
          }
        : {}),
      rating: r.rating,
      ...(client ? { user_id: r.user_id, user: { id: r.user_id, name: r.client_name } } : {}),
    }),
  });
}

/** Admin orders in the statuses of `statusName` (a status, an `ADMIN_ORDER_AREAS` area, or `all`). */
export function adminStatusSpec(db: Db, viewer: AuthUser, statusName: string): TableSpec<AdminRaw> {
  const statuses = statusesFor(statusName, ADMIN_ORDER_AREAS);
  // `all` needs no condition: every order has one of the statuses (a filter naming all of them only costs).
  return adminOrdersSpec(db, viewer, [
    statuses.length < ORDER_STATUSES.length ? inArray(orders.status, statuses) : undefined,
  ]);
}

const clientQuery = (db: Db, viewer: AuthUser) =>
  db
    .select({ ...orderFields(viewer), ...ownFields, instructions: orders.instructions, package_id: orders.package_id })
    .from(orders)
    .leftJoin(service_types, eq(service_types.id, orders.service_type_id));
type ClientRaw = Awaited<ReturnType<typeof clientQuery>>[number];

/** The client's own order cards, optionally of one status (`/orders/list/{status}`). */
export function clientOrdersSpec(db: Db, viewer: AuthUser, status?: string): TableSpec<ClientRaw> {
  const statuses = statusesFor(status, {});
  return orderTable(db, () => clientQuery(db, viewer).$dynamic(), {
    where: [
      eq(orders.user_id, viewer.id),
      statuses.length < ORDER_STATUSES.length ? inArray(orders.status, statuses) : undefined,
    ],
    sortable: {
      title: orders.title,
      status: orders.status,
      deadline: orders.deadline,
      amount: orders.amount,
      created_at: orders.created_at,
    },
    fields: (r) => ({
      instructions: r.instructions,
      status: r.status,
      amount: fromMinor(r.amount),
      paid_amount: fromMinor(r.paid_amount),
      pending_amount: fromMinor(pendingAmount(r.amount, r.paid_amount)),
      paid: r.amount > 0 && r.paid_amount >= r.amount,
      payment_state: paymentState(r.amount, r.paid_amount),
      deadline: iso(r.deadline),
    }),
    fieldsAfter: (r) => ({ package_id: r.package_id, rating: r.rating }),
  });
}

const writerQuery = (db: Db, viewer: AuthUser) =>
  db
    .select({
      ...orderFields(viewer),
      status: assignments.status,
      amount: assignments.amount,
      deadline: assignments.deadline,
    })
    .from(assignments)
    .innerJoin(orders, eq(orders.id, assignments.order_id))
    .leftJoin(service_types, eq(service_types.id, orders.service_type_id));
type WriterRaw = Awaited<ReturnType<typeof writerQuery>>[number];

/**
 * The writer's orders whose ASSIGNMENT is in the statuses of `statusName` (a `WRITER_ORDER_AREAS` area,
 * a status, or `all`): status, amount (KSh) and deadline are the assignment's. A cancelled assignment
 * shows under closed/cancelled.
 */
export function writerOrdersSpec(db: Db, viewer: AuthUser, statusName: string): TableSpec<WriterRaw> {
  const statuses = statusesFor(statusName, WRITER_ORDER_AREAS);
  return orderTable(db, () => writerQuery(db, viewer).$dynamic(), {
    where: [
      and(
        eq(assignments.user_id, viewer.id),
        inArray(assignments.status, statuses as (typeof assignments.$inferSelect.status)[]),
      ),
    ],
    sortable: {
      title: orders.title,
      status: assignments.status,
      deadline: assignments.deadline,
      amount: assignments.amount,
      created_at: orders.created_at,
    },
    fields: (r) => ({ status: r.status, amount: fromMinor(r.amount), deadline: iso(r.deadline) }),
  });
}
