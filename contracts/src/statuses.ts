/**
 * Status enums.
 * @see docs/product.md §4 Orders, §4 Withdrawals and writers
 */
export const ORDER_STATUSES = [
  'pending_quote',
  'quoted',
  'unpaid',
  'paid',
  'unassigned',
  'in_progress',
  'under_review',
  'revision',
  'completed',
  'approved',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Every status a StatusBadge can show (orders, withdrawals, writers, notifications). @see docs/product.md §4 */
export const BADGE_STATUSES = [
  ...ORDER_STATUSES,
  'canceled',
  'delivered',
  'rejected',
  'failed',
  'pending',
  'processing',
  'approved',
  'pending_approval',
  'pending_disbursement',
  'pending_repayment',
  'disbursed',
  'repaid',
  'active',
  'inactive',
  'scheduled',
  'sent',
  'suspended',
] as const;

/** Client progress steps and the statuses each covers (docs/product.md §4 Orders). */
export const CLIENT_PROGRESS_STEPS: { label: string; statuses: OrderStatus[] }[] = [
  { label: 'Pending', statuses: ['pending_quote', 'quoted', 'unpaid'] },
  { label: 'In Progress', statuses: ['paid', 'in_progress', 'unassigned', 'under_review', 'revision'] },
  { label: 'Completed', statuses: ['completed'] },
  { label: 'Approved', statuses: ['approved'] },
];

/** Admin order areas `/orders/{mainStatus}/tab/{status}` (docs/product.md §2 Routes). */
export const ADMIN_ORDER_AREAS: Record<string, OrderStatus[]> = {
  quotes: ['pending_quote', 'quoted'],
  available: ['unassigned'],
  progressed: ['in_progress', 'revision'],
  under_review: ['under_review'],
  closed: ['completed', 'approved'],
};

/** Writer order areas `/writer/orders/{mainStatus}/tab/{status}` (docs/product.md §2 Routes). */
export const WRITER_ORDER_AREAS: Record<string, OrderStatus[]> = {
  active: ['in_progress', 'revision'],
  closed: ['under_review', 'completed', 'approved', 'cancelled'],
};

/**
 * The statuses of the order area `name` in `areas` ({@link ADMIN_ORDER_AREAS} or
 * {@link WRITER_ORDER_AREAS}), or undefined when there is no such area. Own entries only: a path naming
 * `constructor` or `toString` is no area (a plain lookup found Object.prototype's members).
 */
export function orderAreaStatuses(
  areas: Readonly<Record<string, OrderStatus[]>>,
  name: string,
): OrderStatus[] | undefined {
  return Object.hasOwn(areas, name) ? areas[name] : undefined;
}

/**
 * A withdrawal is `pending` (its writer may cancel it), `processing` (an admin is paying it out: locked,
 * no cancel), then `approved` (shown as Paid), `rejected` or `canceled`.
 * @see docs/payments.md Withdrawals and payouts
 */
export const WITHDRAWAL_STATUSES = ['pending', 'processing', 'approved', 'rejected', 'canceled'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const WRITER_STATES = ['active', 'pending', 'suspended'] as const;
export type WriterState = (typeof WRITER_STATES)[number];

/** Numeric notification/message states 0–3 (docs/product.md §4). */
export const NUMERIC_STATUS = ['pending', 'sent', 'delivered', 'failed'] as const;
