/**
 * How an order's status reads to its client: the client's words, agreeing with the progress tracker
 * (docs/product.md §4 Orders "Client progress steps"). Staff words ("Unassigned", "Under Review") say how
 * the team works on the order, which a client cannot act on; every status of the tracker's In Progress
 * step reads "In progress", so the tag never says something the tracker does not.
 * @see docs/product.md §4 Orders
 */
import type { OrderStatus } from '@scriptorium/contracts/core';
import type { catalog } from '../i18n/catalog.js';

/** The catalogue id of each status's client word (English: 'Awaiting quote', 'Quote ready', 'Awaiting payment', 'In progress', …). */
const CLIENT_STATUS_LABELS = {
  pending_quote: 'orders.clientStatus.pending_quote',
  quoted: 'orders.clientStatus.quoted',
  unpaid: 'orders.clientStatus.unpaid',
  paid: 'orders.clientStatus.inProgress',
  unassigned: 'orders.clientStatus.inProgress',
  in_progress: 'orders.clientStatus.inProgress',
  under_review: 'orders.clientStatus.inProgress',
  revision: 'orders.clientStatus.revision',
  completed: 'orders.clientStatus.completed',
  approved: 'orders.clientStatus.approved',
  cancelled: 'orders.clientStatus.cancelled',
} as const satisfies Record<OrderStatus, string>;

/** The translate function of the orders catalogue (`useT(catalog)`). */
type OrdersT = (typeof catalog)['t'];

/**
 * The client's word for `status` in the current language, through `t` (`useT(catalog)`): `unassigned` →
 * 'In progress'; an unknown status reads as itself, `_` as spaces.
 */
export function clientStatusLabel(status: string, t: OrdersT): string {
  return Object.hasOwn(CLIENT_STATUS_LABELS, status)
    ? t(CLIENT_STATUS_LABELS[status as OrderStatus])
    : status.replace(/_/g, ' ');
}
