/**
 * Date formatting, and the column-name rules that choose a table cell's format (money and numbers come
 * from ./numbers, which does not bring date-fns).
 * @see docs/product.md §9 (date display formats, grouped digits), docs/product.md §R1 Tables (cell formatting)
 */
import { format as formatWithPattern, isValid, parseISO } from 'date-fns';
import { INTL_LOCALES, type Locale } from '@scriptorium/contracts/core';
import { i18n, localeStore } from '../i18n/i18n.js';
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
 * The `Intl.DateTimeFormat` options a named format has in a language other than English (English
 * formats with its date-fns pattern). `iso` and `time` are all digits and read the same in every
 * language: they keep their pattern.
 */
const NAMED_INTL: Partial<Record<DateFormatName, Intl.DateTimeFormatOptions>> = {
  default: { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  day: { year: 'numeric', month: 'short', day: 'numeric' },
  long: { year: 'numeric', month: 'long', day: 'numeric' },
  us: { year: 'numeric', month: '2-digit', day: '2-digit' },
};

/** date-fns tokens that write words (month or weekday names, AM/PM, eras, quarters): English words. */
const WORD_TOKENS = /M{3,}|L{3,}|E+|c{3,}|a+|b+|B+|G+|Q{3,}|q{3,}/;

/**
 * The `Intl.DateTimeFormat` options closest to a date-fns `pattern` whose text has words: its fields
 * (year, month as a name or a number, day, weekday, hour, minute, second) in the language's own order.
 */
function intlOptionsOf(pattern: string): Intl.DateTimeFormatOptions {
  const tokens = pattern.replace(/'[^']*'/g, '');
  const options: Intl.DateTimeFormatOptions = {};
  if (/y/.test(tokens)) options.year = 'numeric';
  if (/[ML]{4}/.test(tokens)) options.month = 'long';
  else if (/[ML]{3}/.test(tokens)) options.month = 'short';
  else if (/[ML]{2}/.test(tokens)) options.month = '2-digit';
  else if (/[ML]/.test(tokens)) options.month = 'numeric';
  if (/d/.test(tokens)) options.day = /dd/.test(tokens) ? '2-digit' : 'numeric';
  if (/E{4}|c{4}/.test(tokens)) options.weekday = 'long';
  else if (/E|c{3}/.test(tokens)) options.weekday = 'short';
  if (/[hHkK]/.test(tokens)) options.hour = 'numeric';
  if (/m/.test(tokens)) options.minute = '2-digit';
  if (/s/.test(tokens)) options.second = '2-digit';
  return options;
}

// Built when first used (no ICU at module load: entries/noIcuAtLoad.test.ts), one per language and options.
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[locale], options);
    dateFormats.set(key, format);
  }
  return format;
}

/**
 * Formats a date in the viewer's time zone with a date-fns pattern or a named format (default
 * 'MMM d, yyyy, h:mm a'), in `locale` (default: the page's current language). English is date-fns's
 * text for the pattern ('Nov 29, 2026, 6:31 AM'); Swahili, which date-fns has no locale for, is
 * `Intl.DateTimeFormat('sw-KE')` with the pattern's fields ('29 Nov 2026, 06:31'), except patterns of
 * digits only (`iso`, `time`, 'dd/MM/yyyy'), which read the same in both.
 * An invalid or empty value gives ''.
 * @see docs/product.md §9 (date display formats)
 */
export function formatDate(
  value: unknown,
  pattern: DateFormatName | string = 'default',
  locale: Locale = localeStore.getState().locale,
): string {
  const d = toDate(value);
  if (!d) return '';
  const named = pattern in DATE_FORMATS ? (pattern as DateFormatName) : undefined;
  const p = named ? DATE_FORMATS[named] : pattern;
  if (locale !== 'en') {
    const options = named
      ? NAMED_INTL[named]
      : WORD_TOKENS.test(p.replace(/'[^']*'/g, ''))
        ? intlOptionsOf(p)
        : undefined;
    if (options) return dateFormat(locale, options).format(d);
  }
  return formatWithPattern(d, p);
}

/** Units {@link formatRelativeTime} chooses from, with their length in seconds, largest first. */
const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

const relativeFormats = new Map<Locale, Intl.RelativeTimeFormat>();

/**
 * How long ago (or in how long) `value` is from `now`, in the largest whole unit that fits, by
 * `Intl.RelativeTimeFormat` in `locale` (default: the page's current language): '3 days ago' /
 * 'siku 3 zilizopita', 'yesterday' / 'jana', 'in 2 hours' / 'baada ya saa 2'. '' for an invalid value.
 */
export function formatRelativeTime(value: unknown, options: { now?: Date; locale?: Locale } = {}): string {
  const d = toDate(value);
  if (!d) return '';
  const locale = options.locale ?? localeStore.getState().locale;
  const seconds = Math.round((d.getTime() - (options.now ?? new Date()).getTime()) / 1000);
  const [unit, size] = RELATIVE_UNITS.find(([, s]) => Math.abs(seconds) >= s) ?? ['second', 1];
  let format = relativeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(INTL_LOCALES[locale], { numeric: 'auto' });
    relativeFormats.set(locale, format);
  }
  return format.format(Math.trunc(seconds / size), unit);
}

/** Formats one table cell by its column key: money, number, date or plain text, in `locale` (default: the current language). Never HTML. */
export function formatCell(key: string, value: unknown, locale?: Locale): string {
  return formatByKind(columnKind(key), value, locale);
}

/** Formats a value as a cell of this kind (money: two decimals; number: grouped, its own decimals; date: default format). */
export function formatByKind(kind: CellKind, value: unknown, locale?: Locale): string {
  if (value === null || value === undefined) return '';
  switch (kind) {
    case 'money':
      return formatMoney(value, { locale });
    case 'number':
      return formatDecimal(value, locale);
    case 'date':
      return formatDate(value, 'default', locale) || String(value);
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

/** Header label of a column key: last dotted segment, `_` to spaces, each word capitalised. */
export function headerLabel(key: string): string {
  // A key the kit's catalogue names (`kit.column.created_at`) in the current language; else the key in words.
  const id = `kit.column.${lastSegment(key)}`;
  const named = i18n._(id);
  if (named !== id) return named;
  return lastSegment(key)
    .replace(/_/g, ' ')
    .trim()
    .replace(/\b\w/g, (c) => c.toUpperCase());
}
