/**
 * The streams `POST /api/streamline` dispatches to (`callStreamline`): stream → action → who may call it,
 * its parameter list (a zod tuple over `params`) and what it does. Each action's return value is the
 * response body.
 *
 *   stats          getMenuCounts()                 user: element id → badge count (services/dashboard/menu-counts.ts)
 *   notifications  getUnreadNotifications(limit?)  user: {count, notifications} (newest first, 20 by default)
 *                  markRead(id)                    user: marks one of the caller's notifications read (404 for others')
 *                  markAllRead()                   user: marks all read
 *   dashboard      getStats({from?, to?}?)         admin with dashboard.menu.view_dashboard: the dashboard stats
 * Every stream also answers `onMounted()` (docs/product.md §7 "An onMounted action returns properties"): the
 * properties a component bound to the stream starts with — the same as its main getter without params.
 * `notifications/notifications` is the same stream as `notifications` (the name the spec shows).
 * @see docs/product.md §7 Streamline calls; docs/product.md §R7 Server contract (Streamline)
 */
import { z } from 'zod';
import {
  idField,
  menuCounts,
  notificationMarkedRead,
  notificationsMarkedRead,
  unreadNotificationsAnswer,
} from '@scriptorium/contracts/core';
import { forbidden, HttpError, parseOr422 } from '../../lib/http-errors.js';
import { isAllowed, type RouteAccess } from '../../core/access.js';
import { dashboardStatsQuery, dashboardStatsResponse } from '@scriptorium/contracts/orders';
import type { Actor } from '../../core/auth/current-user.js';
import { dashboardStats } from '../dashboard/stats.js';
import { menuCounts as countMenus } from '../dashboard/menu-counts.js';
import { markAllNotificationsRead, markNotificationRead, unreadNotifications } from '../notifications/feed.js';
import type { ServiceDeps } from '../deps.js';

/** One callable action of a stream. */
export interface StreamAction<P extends unknown[] = unknown[]> {
  /** Who may call it (same rules as a route's `config.access`). */
  access: RouteAccess;
  /** The `params` array, validated (422 on mismatch, errors keyed `params.{index}`). */
  params: z.ZodType<P>;
  /** What it answers: the `contracts` schema the caller parses the body with (published in the OpenAPI document). */
  returns: z.ZodType;
  run: (deps: Pick<ServiceDeps, 'db'>, actor: Actor, params: P) => Promise<unknown>;
}

/** Helper keeping each action's parameter types tied to its schema. */
function action<P extends unknown[]>(a: StreamAction<P>): StreamAction {
  return a as unknown as StreamAction;
}

const none = z.tuple([]);

const unread = (deps: Pick<ServiceDeps, 'db'>, actor: Actor, limit?: number) =>
  unreadNotifications(deps.db, actor.id, limit ?? 20);

const notificationActions: Record<string, StreamAction> = {
  onMounted: action({
    access: 'user',
    params: none,
    returns: unreadNotificationsAnswer,
    run: (deps, actor) => unread(deps, actor),
  }),
  getUnreadNotifications: action({
    access: 'user',
    params: z.tuple([
      z.coerce.number({ error: 'The limit must be a whole number from 1 to 100' }).int().min(1).max(100).optional(),
    ]),
    returns: unreadNotificationsAnswer,
    run: (deps, actor, [limit]) => unread(deps, actor, limit),
  }),
  markRead: action({
    access: 'user',
    params: z.tuple([idField('The id must be a positive whole number')]),
    returns: notificationMarkedRead,
    run: (deps, actor, [id]) => markNotificationRead(deps.db, actor, id),
  }),
  markAllRead: action({
    access: 'user',
    params: none,
    returns: notificationsMarkedRead,
    run: (deps, actor) => markAllNotificationsRead(deps.db, actor),
  }),
};

/** Every stream and its actions. */
export const STREAMS: Record<string, Record<string, StreamAction>> = {
  stats: {
    onMounted: action({
      access: 'user',
      params: none,
      returns: menuCounts,
      run: (deps, actor) => countMenus(deps.db, actor),
    }),
    getMenuCounts: action({
      access: 'user',
      params: none,
      returns: menuCounts,
      run: (deps, actor) => countMenus(deps.db, actor),
    }),
  },
  notifications: notificationActions,
  'notifications/notifications': notificationActions,
  dashboard: {
    onMounted: action({
      access: { roles: ['admin'], permission: 'dashboard.menu.view_dashboard' },
      params: none,
      returns: dashboardStatsResponse,
      run: (deps) => dashboardStats(deps.db, {}),
    }),
    getStats: action({
      access: { roles: ['admin'], permission: 'dashboard.menu.view_dashboard' },
      params: z.tuple([dashboardStatsQuery.optional()]),
      returns: dashboardStatsResponse,
      run: (deps, _actor, [query]) => dashboardStats(deps.db, query ?? {}),
    }),
  },
};

/** The action `stream`.`action`, or undefined (own keys only: `constructor` is not an action). */
export function findAction(stream: string, name: string): StreamAction | undefined {
  const actions = Object.hasOwn(STREAMS, stream) ? STREAMS[stream] : undefined;
  return actions && Object.hasOwn(actions, name) ? actions[name] : undefined;
}

/**
 * Calls `stream`.`action` with `params` as `actor` and gives its return value. Unknown action → 404;
 * not allowed → 403; params not matching the action's list → 422 (errors keyed `params.{index}`).
 */
export async function callStreamline(
  deps: Pick<ServiceDeps, 'db'>,
  actor: Actor,
  body: { stream: string; action: string; params: unknown[] },
): Promise<unknown> {
  const found = findAction(body.stream, body.action);
  if (!found) throw new HttpError(404, `Unknown streamline action '${body.action}' of stream '${body.stream}'`);
  if (!isAllowed(found.access, actor)) throw forbidden();
  const { params } = parseOr422(z.object({ params: found.params }), { params: body.params });
  return found.run(deps, actor, params);
}
