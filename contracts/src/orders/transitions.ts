/**
 * The order lifecycle: every action on an order, who may take it, from which statuses, and where it
 * moves the order. The API enforces it (403 for `reason: 'permission'`, 409 for `reason: 'status'`) and
 * the UI shows a button only when `availableActions` lists its action, so both read this one table.
 *
 * Where docs/product.md §4 Orders and the linear lifecycle the orders were first built on (pay, assign,
 * deliver, complete) disagree, both keep working:
 * - Assign Writer: the spec offers it on pending_quote, quoted, unassigned and in_progress (no assignment
 *   yet); the linear lifecycle assigns after payment (paid/unassigned). All of these are allowed; assigning always
 *   moves to in_progress, so the writer sees the order among their active ones and can deliver it.
 * - Deliver Now: the spec's button (confirm-completed screen) is used by writers and admins. A writer's
 *   delivery (`deliver`) moves to under_review; an admin's (`mark_completed`, permission
 *   mark_order_delivered) moves to completed, as the linear lifecycle's "admin marks completed" step.
 * - Payment: in the linear lifecycle payment moves to "paid/unassigned". A payment on a quoted/unpaid/paid order
 *   moves it to unassigned (paid and waiting for a writer: the admin "available" area); `paid` is still
 *   accepted wherever `unassigned` is. A payment on an order already in work leaves its status alone.
 * - An assignment's status follows its order's, so assignment-scoped rules (writer deadline only while
 *   in_progress; admin revision on completed/under_review) check `assignmentStatus` when given, else
 *   the order status.
 * @see docs/product.md §4 Orders, §6 Roles and permissions
 */
import { hasPermission, type PermissionKey } from '../permissions.js';
import type { Role } from '../roles.js';
import { ORDER_STATUSES, type OrderStatus } from '../statuses.js';

/** Every action on an order, in the order the UI lists its buttons. */
export const ORDER_ACTIONS = [
  'submit_quote',
  'edit_order',
  'get_payment_link',
  'pay',
  'mark_paid',
  'assign_writer',
  'deliver',
  'mark_completed',
  'approve',
  'request_revision',
  'change_writer_deadline',
  'change_writer_amount',
  'cancel_assignment',
  'cancel',
  'allow_client_file',
  'delete_file',
] as const;
/** One entry of `ORDER_ACTIONS`. */
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** Facts about the viewer and the order that decide whether an action is allowed. */
export interface OrderActionContext {
  /** Effective role of the viewer (`effectiveRole`). */
  role: Role;
  /** The viewer's permission keys (list or comma/space separated string), as `hasPermission` takes. */
  permissions?: readonly string[] | string | null;
  status: OrderStatus;
  /** The viewer is the client who placed the order. */
  isOwner?: boolean;
  /** The viewer is the writer of the order's current (not cancelled) assignment. */
  isAssignedWriter?: boolean;
  /** The order has a current (not cancelled) writer assignment. */
  hasAssignment?: boolean;
  /** Status of that assignment; defaults to the order status. */
  assignmentStatus?: OrderStatus | null;
  /** Order price and amount paid so far, in the same unit (minor units or decimals: only compared). */
  amount?: number;
  paidAmount?: number;
}

/** One kind of actor allowed to take an action, and the statuses it may take it from. */
export type OrderActor =
  | { role: 'admin'; permission: PermissionKey; from: readonly OrderStatus[] }
  | { role: 'client'; owner: true; from: readonly OrderStatus[] }
  | { role: 'writer'; assigned: true; from: readonly OrderStatus[] };

/** A row of the lifecycle table. */
export interface OrderTransition {
  /** Button text. */
  label: string;
  /** Completes "You do not have permission to …" / "Only … can …". */
  does: string;
  /** Completes "An order that is completed cannot …". */
  passive: string;
  actors: readonly OrderActor[];
  /** Status after the action; `null` = unchanged; a function when it depends on the order. */
  to: OrderStatus | null | ((ctx: OrderActionContext) => OrderStatus | null);
  /** Statuses are those of the assignment rather than the order (see `assignmentStatus`). */
  assignmentScoped?: boolean;
  /** `absent`: refused when the order already has an assignment; `present`: refused without one. */
  assignment?: 'absent' | 'present';
  /** Refused unless something is left to pay (amount > paidAmount). */
  needsBalance?: boolean;
}

const except = (...out: OrderStatus[]): OrderStatus[] => ORDER_STATUSES.filter((s) => !out.includes(s));
const OPEN = except('completed', 'approved', 'cancelled');
const PAYABLE = except('pending_quote', 'cancelled');
const perm = (action: string) => `orders.order.${action}` as PermissionKey;
const admin = (action: string, from: readonly OrderStatus[]): OrderActor => ({
  role: 'admin',
  permission: perm(action),
  from,
});
const owner = (from: readonly OrderStatus[]): OrderActor => ({ role: 'client', owner: true, from });
const writer = (from: readonly OrderStatus[]): OrderActor => ({ role: 'writer', assigned: true, from });

/** A payment sends an order still waiting for one to the admin "available" area. */
const afterPayment = (ctx: OrderActionContext): OrderStatus | null =>
  ['quoted', 'unpaid', 'paid'].includes(ctx.status) ? 'unassigned' : null;

/**
 * The lifecycle table: action → who (admins by permission key, the owning client, the assigned writer),
 * from which statuses, and the status it moves to.
 */
export const ORDER_TRANSITIONS: Record<OrderAction, OrderTransition> = {
  submit_quote: {
    label: 'Submit Quote',
    does: 'set the price of this order',
    passive: 'have its price changed',
    actors: [admin('submit_quote', OPEN)],
    to: (ctx) => (ctx.status === 'pending_quote' ? 'quoted' : null),
  },
  // The owning client may still correct their own order while it waits for a quote or payment.
  edit_order: {
    label: 'Edit Order',
    does: 'edit this order',
    passive: 'be edited',
    actors: [admin('edit_order', except('approved', 'cancelled')), owner(['pending_quote', 'quoted', 'unpaid'])],
    to: null,
  },
  get_payment_link: {
    label: 'Pay Now',
    does: 'pay for this order',
    passive: 'be paid for',
    actors: [owner(PAYABLE)],
    to: null,
    needsBalance: true,
  },
  /** A payment confirmed by the gateway for the owning client. */
  pay: {
    label: 'Pay',
    does: 'pay for this order',
    passive: 'be paid for',
    actors: [owner(PAYABLE)],
    to: afterPayment,
    needsBalance: true,
  },
  mark_paid: {
    label: 'Mark Paid',
    does: 'mark this order as paid',
    passive: 'be marked as paid',
    actors: [admin('mark_order_paid', PAYABLE)],
    to: afterPayment,
    needsBalance: true,
  },
  assign_writer: {
    label: 'Assign Writer',
    does: 'assign a writer',
    passive: 'be assigned a writer',
    actors: [admin('assign_writer', ['pending_quote', 'quoted', 'paid', 'unassigned', 'in_progress'])],
    to: 'in_progress',
    assignment: 'absent',
  },
  deliver: {
    label: 'Deliver Now',
    does: 'deliver this order',
    passive: 'be delivered',
    actors: [writer(['in_progress', 'revision'])],
    to: 'under_review',
    assignment: 'present',
  },
  mark_completed: {
    label: 'Deliver Now',
    does: 'mark this order as completed',
    passive: 'be marked as completed',
    actors: [admin('mark_order_delivered', ['in_progress', 'under_review'])],
    to: 'completed',
  },
  approve: {
    label: 'Approve',
    does: 'approve this order',
    passive: 'be approved',
    actors: [owner(['completed']), admin('approve_order', ['completed'])],
    to: 'approved',
  },
  request_revision: {
    label: 'Request Revision',
    does: 'request a revision',
    passive: 'have a revision requested',
    actors: [owner(['completed']), admin('request_revision', ['completed', 'under_review'])],
    to: 'revision',
    assignmentScoped: true,
    assignment: 'present',
  },
  change_writer_deadline: {
    label: 'Change Deadline',
    does: "change the writer's deadline",
    passive: "have its writer's deadline changed",
    actors: [admin('change_writer_deadline', ['in_progress'])],
    to: null,
    assignmentScoped: true,
    assignment: 'present',
  },
  change_writer_amount: {
    label: 'Change Writer Amount',
    does: "change the writer's amount",
    passive: "have its writer's amount changed",
    actors: [admin('change_writer_amount', ['in_progress', 'under_review', 'revision', 'completed'])],
    to: null,
    assignmentScoped: true,
    assignment: 'present',
  },
  cancel_assignment: {
    label: 'Cancel Assignment',
    does: "cancel the writer's assignment",
    passive: "have its writer's assignment cancelled",
    actors: [admin('cancel_assigned_order', ['in_progress', 'under_review', 'revision'])],
    // Back to where an order without a writer belongs: paid → available again; else awaiting payment/quote.
    to: (ctx) => ((ctx.paidAmount ?? 0) > 0 ? 'unassigned' : (ctx.amount ?? 0) > 0 ? 'unpaid' : 'pending_quote'),
    assignment: 'present',
  },
  // No cancel key exists in docs/product.md §6: admins cancel with edit_order; a client may withdraw an order
  // nobody has paid for or started (the linear lifecycle's "cancel → cancelled" names no actor).
  cancel: {
    label: 'Cancel Order',
    does: 'cancel this order',
    passive: 'be cancelled',
    actors: [admin('edit_order', OPEN), owner(['pending_quote', 'quoted', 'unpaid'])],
    to: 'cancelled',
  },
  allow_client_file: {
    label: 'Allow Client',
    does: 'change who sees the files of this order',
    passive: 'have its files changed',
    actors: [admin('allow_client_file', ORDER_STATUSES)],
    to: null,
  },
  delete_file: {
    label: 'Delete File',
    does: 'delete files of this order',
    passive: 'have its files deleted',
    actors: [admin('delete_order_file', ORDER_STATUSES)],
    to: null,
  },
};

/** How each status reads inside "An order that is {label} cannot …". */
export const ORDER_STATUS_PHRASES: Record<OrderStatus, string> = {
  pending_quote: 'awaiting a quote',
  quoted: 'quoted',
  unpaid: 'unpaid',
  paid: 'paid',
  unassigned: 'unassigned',
  in_progress: 'in progress',
  under_review: 'under review',
  revision: 'in revision',
  completed: 'completed',
  approved: 'approved',
  cancelled: 'cancelled',
};

/** Result of `canPerform`: the message is what a 403 (`permission`) or 409 (`status`) body carries. */
export type ActionCheck = { allowed: true } | { allowed: false; reason: 'status' | 'permission'; message: string };

const ACTOR_NAMES: Record<Role, string> = {
  admin: 'admins',
  client: 'the client who placed this order',
  writer: 'the writer assigned to this order',
};
const who = (actors: readonly OrderActor[]): string => actors.map((a) => ACTOR_NAMES[a.role]).join(' and ');

/**
 * Whether the viewer may take `action` on the order now. Checks, in this order: role, ownership or
 * assignment, permission key (→ `permission`, HTTP 403); then status, assignment and balance
 * (→ `status`, HTTP 409). Messages read e.g. "An order that is completed cannot be assigned a writer".
 * @see docs/product.md §4 Orders, §6
 */
export function canPerform(action: OrderAction, ctx: OrderActionContext): ActionCheck {
  const t = ORDER_TRANSITIONS[action];
  const deny = (reason: 'status' | 'permission', message: string): ActionCheck => ({ allowed: false, reason, message });
  const ofRole = t.actors.filter((a) => a.role === ctx.role);
  if (!ofRole.length) return deny('permission', `Only ${who(t.actors)} can ${t.does}`);
  const actor = ofRole[0];
  if ((actor.role === 'client' && !ctx.isOwner) || (actor.role === 'writer' && !ctx.isAssignedWriter)) {
    return deny('permission', `Only ${ACTOR_NAMES[actor.role]} can ${t.does}`);
  }
  if (actor.role === 'admin' && !hasPermission(ctx.permissions, actor.permission)) {
    return deny('permission', `You do not have permission to ${t.does}`);
  }
  if (t.assignment === 'absent' && ctx.hasAssignment) return deny('status', 'This order already has a writer assigned');
  if (t.assignment === 'present' && !ctx.hasAssignment) return deny('status', 'This order has no writer assigned');
  const status = t.assignmentScoped ? (ctx.assignmentStatus ?? ctx.status) : ctx.status;
  if (!actor.from.includes(status)) {
    const subject = t.assignmentScoped ? 'An order whose writer assignment is' : 'An order that is';
    return deny('status', `${subject} ${ORDER_STATUS_PHRASES[status]} cannot ${t.passive}`);
  }
  if (t.needsBalance && !((ctx.amount ?? 0) > (ctx.paidAmount ?? 0)))
    return deny('status', 'This order has nothing left to pay');
  return { allowed: true };
}

/** The actions the viewer may take now, in `ORDER_ACTIONS` order: the buttons to show. */
export function availableActions(ctx: OrderActionContext): OrderAction[] {
  return ORDER_ACTIONS.filter((a) => canPerform(a, ctx).allowed);
}

/**
 * The status the order moves to when `action` succeeds, or `null` when it keeps its status.
 * Does not check whether the action is allowed: call `canPerform` first.
 */
export function nextStatus(action: OrderAction, ctx: OrderActionContext): OrderStatus | null {
  const to = ORDER_TRANSITIONS[action].to;
  const next = typeof to === 'function' ? to(ctx) : to;
  return next === ctx.status ? null : next;
}
