/**
 * How an order's status reads to its client: the client's words, agreeing with the progress tracker
 * (docs/product.md §4 Orders "Client progress steps"). Staff words ("Unassigned", "Under Review") say how
 * the team works on the order, which a client cannot act on; every status of the tracker's In Progress
 * step reads "In progress", so the tag never says something the tracker does not.
 * @see docs/product.md §4 Orders
 */
import type { OrderStatus } from '@scriptorium/contracts/core';

const CLIENT_STATUS_LABELS: Record<OrderStatus, string> = {
  pending_quote: 'Awaiting quote',
  quoted: 'Quote ready',
  unpaid: 'Awaiting payment',
  paid: 'In progress',
  unassigned: 'In progress',
  in_progress: 'In progress',
  under_review: 'In progress',
  revision: 'Revision in progress',
  completed: 'Completed',
  approved: 'Approved',
  cancelled: 'Cancelled',
};

/** The client's word for `status` (`unassigned` → 'In progress'); an unknown status reads as itself, `_` as spaces. */
export function clientStatusLabel(status: string): string {
  return Object.hasOwn(CLIENT_STATUS_LABELS, status)
    ? CLIENT_STATUS_LABELS[status as OrderStatus]
    : status.replace(/_/g, ' ');
}
