/**
 * Export columns and cells: which keys a file holds under which titles, and each value as a cell. A
 * column the table described (`format`, `currency`, `labels`: contracts `exportColumn`) is written as the
 * table shows it — labels, the display date format in the viewer's time zone, money with two decimals —
 * so a spreadsheet reads like the screen; any other value as it is (formula-looking text neutralised,
 * dates as ISO text, objects by name). An empty value is an empty cell (the screen's '—').
 * @see docs/product.md §R1 Tables (export), §9 (date display, numbers and money), OWASP CSV Injection
 */
import { TZDate } from '@date-fns/tz';
import { format as formatDate, isValid, parseISO } from 'date-fns';
import {
  groupDigits,
  NUMERIC_STATUS,
  type Currency,
  type ExportColumnSpec,
  type ExportFormatName,
} from '@scriptorium/contracts/core';

/** One exported column: the row key (dots reach into objects: `user.name`) and its header title. */
export interface ExportColumn {
  key: string;
  title: string;
  /** How its cells read (absent: the value as it is). */
  format?: ExportFormatName;
  /** A money column's currency: '$15.00', 'KSh 15.00'. */
  currency?: Currency;
  /** Stored value → the words the table shows for it. */
  labels?: Readonly<Record<string, string>>;
  /** The value from the whole row, when the key alone does not say it (a label made of two fields). */
  value?: (row: Record<string, unknown>) => unknown;
}

/** The product's display date format (docs/product.md §9), the same date-fns pattern the tables use. */
const DISPLAY_DATE = 'MMM d, yyyy, h:mm a';

// Built when first needed: numbers with the decimals they have, grouped as on screen.
let keptDecimals: Intl.NumberFormat | undefined;

/** "created_at" → "Created at" (header labels from keys, docs/product.md §R1 Tables). */
function labelFromKey(key: string): string {
  const last = key.split('.').pop() ?? key;
  const s = last.replace(/_/g, ' ');
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Export columns: each key titled by {@link labelFromKey}, or a column given whole. */
export function exportColumnsOf(...cols: (string | ExportColumn)[]): ExportColumn[] {
  return cols.map((c) => (typeof c === 'string' ? { key: c, title: labelFromKey(c) } : c));
}

/** A written cell: text, a number, a boolean, or nothing. */
export type Cell = string | number | boolean | null;

// What a spreadsheet reads as the start of a formula (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab or CR first, e.g. a client
 * named `=HYPERLINK(…)`) gets a leading apostrophe, so CSV and XLSX readers keep it as text. Numbers
 * stay numbers. @see OWASP CSV Injection
 */
export function neutralise(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** `in_progress` → 'In Progress', 0–3 → 'Pending' … 'Failed': how a status badge reads. */
function statusWords(v: unknown): string {
  const n = typeof v === 'number' ? v : /^\d$/.test(String(v)) ? Number(v) : NaN;
  const name = Number.isInteger(n) && n >= 0 && n < NUMERIC_STATUS.length ? NUMERIC_STATUS[n] : String(v).toLowerCase();
  return name.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}

/** `writer_assigned` → 'Writer assigned'. */
function sentenceWords(v: unknown): string {
  const t = String(v).replace(/_/g, ' ').trim();
  return t.charAt(0).toUpperCase() + t.slice(1);
}

/** A finite number from a number or numeric text, else null. */
function numberOf(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return null;
}

/**
 * A value as the table shows it in a column of `format`, dates in `timeZone`: '$1,234.00', '1,200',
 * 'Nov 29, 2026, 6:31 AM', 'In Progress', 'Writer assigned'; a label when `labels` has one. Values that do
 * not fit the format (text in a money column) are written as they are.
 */
export function displayCell(
  column: Pick<ExportColumn, 'format' | 'currency' | 'labels'>,
  v: unknown,
  timeZone: string,
): Cell {
  if (v === null || v === undefined || v === '') return null;
  if (column.labels && Object.hasOwn(column.labels, String(v))) return neutralise(column.labels[String(v)]);
  switch (column.format) {
    case 'money': {
      const n = numberOf(v);
      if (n === null) break;
      const sign = n < 0 ? '-' : '';
      const digits = groupDigits(Math.abs(n), 2);
      // Made from a number: nothing a spreadsheet would run, so not neutralised ("-$5.00" stays).
      return column.currency === 'USD'
        ? `${sign}$${digits}`
        : column.currency === 'KSh'
          ? `${sign}KSh ${digits}`
          : sign + digits;
    }
    case 'number': {
      const n = numberOf(v);
      if (n === null) break;
      keptDecimals ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 10 });
      return keptDecimals.format(n);
    }
    case 'date': {
      const d =
        v instanceof Date ? v : typeof v === 'string' ? parseISO(v) : typeof v === 'number' ? new Date(v) : null;
      if (!d || !isValid(d)) break;
      return formatDate(new TZDate(d.getTime(), timeZone), DISPLAY_DATE);
    }
    case 'status':
      return neutralise(statusWords(v));
    case 'words':
      return neutralise(sentenceWords(v));
    default:
      break;
  }
  return cell(v);
}

/**
 * The columns an export request asks for: the table's own (`columns`: headers and formats as shown), each
 * taking the row value of the route's column of the same key when the route has one (`value`: it knows a
 * label made of two fields); else the route's columns; else the `titles` named by key.
 */
export function requestedColumns(
  body: { titles?: string[]; columns?: ExportColumnSpec[] },
  routeColumns?: ExportColumn[],
): ExportColumn[] | undefined {
  if (body.columns?.length) {
    return body.columns.map((c) => {
      const own = routeColumns?.find((r) => r.key === c.key)?.value;
      return own ? { ...c, value: own } : c;
    });
  }
  if (routeColumns) return routeColumns;
  return body.titles?.length ? exportColumnsOf(...body.titles) : undefined;
}

/** A row value as a cell: null stays empty, dates ISO text, objects their `name` (else JSON), text neutralised. */
export function cell(v: unknown): Cell {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'number' || typeof v === 'boolean') return v;
  if (typeof v === 'string') return neutralise(v);
  if (typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return neutralise(typeof o.name === 'string' ? o.name : JSON.stringify(v));
  }
  return neutralise(String(v));
}

/** The value at a dotted key (`user.name`), undefined where the path stops. */
export function pick(row: Record<string, unknown>, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (acc, k) => (acc && typeof acc === 'object' ? (acc as Record<string, unknown>)[k] : undefined),
      row,
    );
}

/** What an export writes rows with: a CSV or an XLSX file. */
export interface SheetWriter {
  /** Appends one row; resolves once the output may take more. Rejects with the output's failure. */
  addRow(values: Cell[]): Promise<void>;
  /** Ends the file; resolves when it is completely written. Rejects with the output's failure. */
  finish(): Promise<void>;
  /** Stops writing after a failure; the caller removes the partial file. */
  abort(): void;
}

/** A header row: the titles, neutralised like any text. */
export function headerRow(columns: ExportColumn[]): Cell[] {
  return columns.map((c) => neutralise(c.title));
}

/** A data row: each column's value as a cell, as the table shows it (dates in `timeZone`). */
export function dataRow(columns: ExportColumn[], row: Record<string, unknown>, timeZone = 'UTC'): Cell[] {
  return columns.map((c) => displayCell(c, c.value ? c.value(row) : pick(row, c.key), timeZone));
}
