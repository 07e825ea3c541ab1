/**
 * Date formatting, and the column-name rules that choose a table cell's format (money and numbers come
 * from ./numbers, which does not bring date-fns).
 * @see docs/product.md §9 (date display formats, grouped digits), docs/product.md §R1 Tables (cell formatting)
 */
import { format as formatWithPattern, isValid, parseISO } from 'date-fns';
import { formatDecimal, formatMoney } from './numbers.js';

/** Date display formats of docs/product.md §9; `default` is 'MMM d, yyyy, h:mm a', `day` the same without its time. */
export const DATE_FORMATS = {
  default: 'MMM d, yyyy, h:mm a',
  day: 'MMM d, yyyy',
  long: 'MMMM d, yyyy',
  us: 'MM/dd/yyyy',
  iso: 'yyyy-MM-dd',
  time: 'HH:mm',
} as const;
/** Names of {@link DATE_FORMATS}. */
export type DateFormatName = keyof typeof DATE_FORMATS;

/** Column keys (last dotted segment) whose values are money. */
export const MONEY_COLUMNS: readonly string[] = [
  'amount',
  'paid_amount',
  'pending_amount',
  'total_paid',
  'total',
  'monthly_fee',
  'share_cost',
  'min_contribution',
  'min_membership_contribution',
  'balance',
  'writer_amount',
  'tip',
  'totalPaid',
];
/** Column keys whose values are plain numbers (counts, rates, percentages: shown with the decimals they have). */
export const NUMBER_COLUMNS: readonly string[] = [
  'age',
  'interest_rate_pa',
  'order_count',
  'hours',
  'rate',
  'percent',
  'percentage',
];
/** Column keys whose values are dates. */
export const DATE_COLUMNS: readonly string[] = [
  'created_at',
  'updated_at',
  'paid_at',
  'processed_at',
  'canceled_at',
  'cancelled_at',
  'read_at',
  'deadline',
  'invoice_date',
  'end_time',
  'recurring_date',
];

/** How a column's cells are formatted. */
export type CellKind = 'money' | 'number' | 'date' | 'text';

/** The last segment of a dotted key: `user.created_at` → `created_at`. */
export function lastSegment(key: string): string {
  const parts = key.split('.');
  return parts[parts.length - 1] ?? key;
}

/** Chooses the cell format by the column key's last dotted segment (docs/product.md §R1 Tables). */
export function columnKind(key: string): CellKind {
  const k = lastSegment(key);
  if (MONEY_COLUMNS.includes(k)) return 'money';
  if (NUMBER_COLUMNS.includes(k)) return 'number';
  if (DATE_COLUMNS.includes(k)) return 'date';
  return 'text';
}

/** A Date from a Date, an ISO 8601 string or epoch milliseconds; null when it is not a valid date. */
export function toDate(value: unknown): Date | null {
  let d: Date | null = null;
  if (value instanceof Date) d = value;
  else if (typeof value === 'string' && value) d = parseISO(value);
  else if (typeof value === 'number') d = new Date(value);
  return d && isValid(d) ? d : null;
}

/**
 * Formats a date in local time with a date-fns pattern or a named format (default 'MMM d, yyyy, h:mm a').
 * An invalid or empty value gives ''.
 */
export function formatDate(value: unknown, pattern: DateFormatName | string = 'default'): string {
  const d = toDate(value);
  if (!d) return '';
  const p = pattern in DATE_FORMATS ? DATE_FORMATS[pattern as DateFormatName] : pattern;
  return formatWithPattern(d, p);
}

/** Formats one table cell by its column key: money, number, date or plain text. Never HTML. */
export function formatCell(key: string, value: unknown): string {
  return formatByKind(columnKind(key), value);
}

/** Formats a value as a cell of this kind (money: two decimals; number: grouped, its own decimals; date: default format). */
export function formatByKind(kind: CellKind, value: unknown): string {
  if (value === null || value === undefined) return '';
  switch (kind) {
    case 'money':
      return formatMoney(value);
    case 'number':
      return formatDecimal(value);
    case 'date':
      return formatDate(value) || String(value);
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

/** Header label of a column key: last dotted segment, `_` to spaces, each word capitalised. */
export function headerLabel(key: string): string {
  return lastSegment(key)
    .replace(/_/g, ' ')
    .trim()
    .replace(/\b\w/g, (c) => c.toUpperCase());
}
