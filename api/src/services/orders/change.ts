/**
 * How every change to an order happens: ONE transaction that locks the order row, checks the caller,
 * makes the change, writes the `logs` row and the notifications; then, only after the commit, publishes
 * `new-notification`s and `reload-order` to the order's parties and the admins; a writer taken off the
 * order leaves the channels they may no longer read.
 * @see docs/product.md §4 Orders (the transitions), §7 Real time (reload-order)
 */
import { eq } from 'drizzle-orm';
import type { OrderStatus } from '@scriptorium/contracts/core';
import { nextStatus, type OrderAction } from '@scriptorium/contracts/orders';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.js';
import { assignments, orders } from '../../db/schema/index.js';
import type { AssignmentStatus } from '../../db/schema/orders.js';
import { audit } from '../../core/audit.js';
import type { Actor } from '../../core/auth/current-user.js';
import { notify, type NotifyRequest } from '../notifications/notify.js';
import { recheckChannels } from '../realtime/revoke.js';
import { adminIds, emitReload, partyIds } from './recipients.js';
import { actionContext, assertCan, loadOrder, type OrderState } from './state.js';
import type { ServiceDeps } from '../deps.js';

/**
 * What an order change uses: the database, notifications (config, mail, publish), `reload-order` and the
 * channel re-check of a writer taken off the order (log, io).
 */
export type OrderChangeDeps = Pick<ServiceDeps, 'db' | 'config' | 'log' | 'mail' | 'publish' | 'io'>;

/** What a change returns to `changeOrder`. */
export interface OrderChange<T> {
  /** The handler's response body. */
  result: T;
  /** The `logs` row: a short type (`order_paid`) and a sentence for /logs. */
  audit: { type: string; log: string };
  /** Notifications to write; the caller is left out of their own unless `includeActor` (a receipt). */
  notify?: (NotifyRequest & { includeActor?: boolean })[];
  /** Users to send `reload-order` besides the parties and admins (e.g. a writer just removed). */
  alsoReload?: number[];
  /** Name of what happened in the `reload-order` payload; default `audit.type`. */
  action?: string;
}

/**
 * Runs `run` as `viewer` (the signed-in caller, or the client a gateway confirms for) on order `orderId` in one transaction with the order row locked. Errors thrown by `run`
 * (403/409/422 `HttpError`s) roll everything back and reach the client unchanged.
 * @returns what `run` returned as `result`
 */
export async function changeOrder<T>(
  deps: OrderChangeDeps,
  viewer: Actor,
  orderId: number,
  run: (tx: Tx, state: OrderState) => Promise<OrderChange<T>>,
): Promise<T> {
  const afterCommit: (() => void)[] = [];
  let lostWriter = null as number | null;
  const result = await deps.db.transaction(async (tx) => {
    const state = await loadOrder(tx, viewer, orderId, { lock: true });
    const change = await run(tx, state);
    await audit(tx, viewer, change.audit.type, change.audit.log);
    for (const { includeActor, ...n } of change.notify ?? []) {
      const userIds = includeActor ? n.userIds : n.userIds.filter((id) => id !== viewer.id);
      afterCommit.push(await notify(deps, tx, { ...n, userIds }));
    }
    const [now] = await tx
      .select({ status: orders.status, user_id: orders.user_id })
      .from(orders)
      .where(eq(orders.id, orderId));
    const parties = await partyIds(tx, { id: orderId, user_id: now.user_id });
    // A writer taken off the order (cancelled, or replaced) may no longer follow its chat.
    if (state.assignment && !parties.includes(state.assignment.user_id)) lostWriter = state.assignment.user_id;
    const people = [...parties, ...(await adminIds(tx)), ...(change.alsoReload ?? [])];
    afterCommit.push(() =>
      emitReload(deps, people, { orderId, status: now.status, action: change.action ?? change.audit.type }),
    );
    return change.result;
  });
  for (const publish of afterCommit) publish();
  if (lostWriter !== null) await recheckChannels(deps, [lostWriter]);
  return result;
}

const ASSIGNMENT_STATUSES: readonly string[] = [
  'in_progress',
  'under_review',
  'revision',
  'completed',
  'approved',
  'cancelled',
];

/** Moves the live assignment along with its order (an assignment's status follows its order's). */
export async function syncAssignment(tx: Tx, state: OrderState, status: OrderStatus): Promise<void> {
  if (!state.assignment || !ASSIGNMENT_STATUSES.includes(status)) return;
  await tx
    .update(assignments)
    .set({ status: status as AssignmentStatus })
    .where(eq(assignments.id, state.assignment.id));
}

/**
 * Checks `action` against the lifecycle table (403/409), then stores `patch` and the status the table
 * moves the order to (and its assignment's). Returns the order's status afterwards.
 */
export async function applyAction(
  tx: Tx,
  state: OrderState,
  action: OrderAction,
  patch: PgUpdateSetSource<typeof orders> = {},
): Promise<OrderStatus> {
  assertCan(action, state);
  const next = nextStatus(action, actionContext(state));
  const status = next ?? state.order.status;
  const set = { ...patch, ...(next ? { status: next } : {}) };
  if (Object.keys(set).length) await tx.update(orders).set(set).where(eq(orders.id, state.order.id));
  if (next) await syncAssignment(tx, state, next);
  return status;
}
