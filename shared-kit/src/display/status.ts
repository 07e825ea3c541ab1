/**
 * Status names and colours of StatusBadge.
 * @see docs/product.md §4 (order, withdrawal, writer and other badge statuses; numeric 0–3)
 */
import { NUMERIC_STATUS } from '@scriptorium/contracts/core';
import { kitCatalog } from '../i18n/catalog.js';
import type { KitKey } from '../i18n/kitKeys.js';

const COLORS: Record<string, string> = {
  pending_quote: 'gold',
  quoted: 'cyan',
  unpaid: 'orange',
  paid: 'green',
  unassigned: 'purple',
  in_progress: 'blue',
  under_review: 'geekblue',
  revision: 'volcano',
  completed: 'lime',
  approved: 'green',
  cancelled: 'default',
  canceled: 'default',
  delivered: 'green',
  rejected: 'red',
  failed: 'red',
  pending: 'gold',
  processing: 'blue',
  pending_approval: 'gold',
  pending_disbursement: 'orange',
  pending_repayment: 'orange',
  disbursed: 'blue',
  repaid: 'green',
  active: 'green',
  inactive: 'default',
  scheduled: 'cyan',
  sent: 'blue',
  suspended: 'red',
};

/** The status name of a stored status: numbers 0–3 (or '0'–'3') → pending, sent, delivered, failed. */
export function statusName(status: string | number | null | undefined): string {
  if (status === null || status === undefined) return '';
  const asNumber = typeof status === 'number' ? status : /^\d$/.test(status) ? Number(status) : NaN;
  if (Number.isInteger(asNumber) && asNumber >= 0 && asNumber < NUMERIC_STATUS.length) return NUMERIC_STATUS[asNumber];
  return String(status).toLowerCase();
}

/**
 * Human label in the current language: a status of docs/product.md §4 is the kit's text
 * (`kit.status.in_progress`: 'In Progress', 'Inaendelea'); any other its name in words (`on_hold` → 'On Hold').
 */
export function statusLabel(status: string | number | null | undefined): string {
  const name = statusName(status);
  if (Object.hasOwn(COLORS, name)) return kitCatalog.t(`kit.status.${name}` as KitKey);
  return name.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}

/** antd Tag colour of a status ('default' for unknown ones). */
export function statusColor(status: string | number | null | undefined): string {
  const name = statusName(status);
  return Object.hasOwn(COLORS, name) ? COLORS[name] : 'default';
}
