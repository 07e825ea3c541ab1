/**
 * Export columns and cells: which keys a file holds under which titles, and each value as a cell a
 * spreadsheet shows as it is (formula-looking text neutralised, dates as ISO text, objects by name).
 * @see docs/product.md §R1 Tables (export), OWASP CSV Injection
 */

/** One exported column: the row key (dots reach into objects: `user.name`) and its header title. */
export interface ExportColumn {
  key: string;
  title: string;
}

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
 * stay numbers. @see OWASP CSV Injection; issue 14 §4
 */
export function neutralise(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
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
  return key.split('.').reduce<unknown>((acc, k) => (acc && typeof acc === 'object' ? (acc as Record<string, unknown>)[k] : undefined), row);
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

/** A data row: each column's value as a cell. */
export function dataRow(columns: ExportColumn[], row: Record<string, unknown>): Cell[] {
  return columns.map((c) => cell(pick(row, c.key)));
}
