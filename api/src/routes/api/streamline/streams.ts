/**
 * The streams `POST /api/streamline` dispatches to: stream → action → who may call it, its parameter
 * list (a zod tuple over `params`) and what it does. Each action's return value is the response body.
 *
 *   stats          getMenuCounts()                 user: element id → badge count (services/dashboard/menu-counts.ts)
 *   notifications  getUnreadNotifications(limit?)  user: {count, notifications} (newest first, 20 by default)
 *                  markRead(id)                    user: marks one of the caller's notifications read (404 for others')
 *                  markAllRead()                   user: marks all read
 *   dashboard      getStats({from?, to?}?)         admin with dashboard.menu.view_dashboard: the dashboard stats
 * Every stream also answers `onMounted()` (spec §7 "An onMounted action returns properties"): the
 * properties a component bound to the stream starts with — the same as its main getter without params.
 * `notifications/notifications` is the same stream as `notifications` (the name the spec shows).
 * @see spec §7 Streamline calls; reference-behaviour.md Server contract (Streamline)
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idField } from '@scriptorium/contracts/core';
import type { RouteAccess } from '../../../plugins/app/access.js';
import { dashboardStatsQuery } from '@scriptorium/contracts/orders';
import { dashboardStats } from '../../../services/dashboard/stats.js';
import { menuCounts } from '../../../services/dashboard/menu-counts.js';
import { markAllNotificationsRead, markNotificationRead, unreadNotifications } from '../../../services/notifications/feed.js';

/** One callable action of a stream. */
export interface StreamAction<P extends unknown[] = unknown[]> {
  /** Who may call it (same rules as a route's `config.access`). */
  access: RouteAccess;
  /** The `params` array, validated (422 on mismatch, errors keyed `params.{index}`). */
  params: z.ZodType<P>;
  run: (app: FastifyInstance, request: FastifyRequest, params: P) => Promise<unknown>;
}

/** Helper keeping each action's parameter types tied to its schema. */
function action<P extends unknown[]>(a: StreamAction<P>): StreamAction {
  return a as unknown as StreamAction;
}

const none = z.tuple([]);

const unread = (app: FastifyInstance, request: FastifyRequest, limit?: number) => unreadNotifications(app.db, request.user.id, limit ?? 20);

const notificationActions: Record<string, StreamAction> = {
  onMounted: action({ access: 'user', params: none, run: (app, request) => unread(app, request) }),
  getUnreadNotifications: action({
    access: 'user',
    params: z.tuple([z.coerce.number({ error: 'The limit must be a whole number from 1 to 100' }).int().min(1).max(100).optional()]),
    run: (app, request, [limit]) => unread(app, request, limit),
  }),
  markRead: action({
    access: 'user',
    params: z.tuple([idField('The id must be a positive whole number')]),
    run: (app, request, [id]) => markNotificationRead(app.db, request.actor, id),
  }),
  markAllRead: action({
    access: 'user',
    params: none,
    run: (app, request) => markAllNotificationsRead(app.db, request.actor),
  }),
};

/** Every stream and its actions. */
export const STREAMS: Record<string, Record<string, StreamAction>> = {
  stats: {
    onMounted: action({ access: 'user', params: none, run: (app, request) => menuCounts(app.db, request.user) }),
    getMenuCounts: action({ access: 'user', params: none, run: (app, request) => menuCounts(app.db, request.user) }),
  },
  notifications: notificationActions,
  'notifications/notifications': notificationActions,
  dashboard: {
    onMounted: action({
      access: { roles: ['admin'], permission: 'dashboard.menu.view_dashboard' },
      params: none,
      run: (app) => dashboardStats(app.db, {}),
    }),
    getStats: action({
      access: { roles: ['admin'], permission: 'dashboard.menu.view_dashboard' },
      params: z.tuple([dashboardStatsQuery.optional()]),
      run: (app, _request, [query]) => dashboardStats(app.db, query ?? {}),
    }),
  },
};

/** The action `stream`.`action`, or undefined (own keys only: `constructor` is not an action). */
export function findAction(stream: string, name: string): StreamAction | undefined {
  const actions = Object.hasOwn(STREAMS, stream) ? STREAMS[stream] : undefined;
  return actions && Object.hasOwn(actions, name) ? actions[name] : undefined;
}
