/**
 * Column definitions of DataTable: headers given as strings, functions or objects.
 * @see docs/product.md §4 Toolkit, §6 (row actions, tabs and fields can require a permission), docs/product.md §R1 Tables
 */
import type { ReactNode } from 'react';
import type { Currency, ExportColumnSpec, ExportFormatName } from '@scriptorium/contracts/core';
import type { PermissionRequirement } from '../permissions/useCan.js';
import { columnKind, headerLabel, lastSegment, type CellKind } from '../display/formatters.js';

/** A column as an object: `key` is a dotted path into the row (`user.name`). */
export interface ColumnDef<Row> {
  key?: string;
  /** Header text; defaults to the key's label (`user.created_at` → 'Created At'). */
  label?: string;
  /** Custom cell content (never raw HTML). */
  render?: (row: Row, value: unknown) => ReactNode;
  /** Permission key needed to see the column; empty = always. */
  permission?: PermissionRequirement;
  /** Makes the cell a link; `{field}` placeholders are filled from the row (`/users/user/{id}`). */
  link?: string;
  /** Formatting override; by default chosen from the key (money, number, date, text). */
  format?: CellKind;
  /** Server sorting on this column (default: true when it has a key). */
  sortable?: boolean;
  /** A money column's currency: cells read '$1,234.00' (USD) or 'KSh 1,234.00', on screen and in exports. */
  currency?: Currency;
  /** Stored value → the words shown for it (`{approved: 'Paid'}`), on screen and in exports. */
  labels?: Readonly<Record<string, string>>;
  /** Shows a stored key as words (`writer_assigned` → 'Writer assigned'), on screen and in exports. */
  words?: boolean;
}

/** A header: a key string, a cell function `(row) => content` (no label), or a {@link ColumnDef}. */
export type TableHeader<Row> = string | ((row: Row) => ReactNode) | ColumnDef<Row>;

/** A header resolved to one shape. */
export interface ResolvedColumn<Row> {
  id: string;
  key?: string;
  title: string;
  kind: CellKind;
  sortable: boolean;
  link?: string;
  render?: (row: Row, value: unknown) => ReactNode;
  currency?: Currency;
  labels?: Readonly<Record<string, string>>;
  words?: boolean;
}

/** Reads a dotted path from a row: `get(row, 'user.name')`. Missing steps give undefined. */
export function getValue(row: unknown, key: string): unknown {
  let cur: unknown = row;
  for (const part of key.split('.')) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[part];
  }
  return cur;
}

/** Fills `{field}` / `{user.id}` placeholders of a path from a row; each value is URL-encoded. */
export function fillPlaceholders(template: string, row: unknown): string {
  return template.replace(/\{([^}]+)\}/g, (_, key: string) => {
    const v = getValue(row, key.trim());
    return v === undefined || v === null ? '' : encodeURIComponent(String(v));
  });
}

/**
 * Resolves headers to columns, dropping those whose permission `can` refuses.
 * `links` (column key → path template) adds links to string headers, as in the reference toolkit.
 */
export function resolveColumns<Row>(
  headers: readonly TableHeader<Row>[],
  can: (permission?: string) => boolean,
  links: Record<string, string> = {},
): ResolvedColumn<Row>[] {
  const out: ResolvedColumn<Row>[] = [];
  headers.forEach((h, index) => {
    if (typeof h === 'string') {
      out.push({ id: h, key: h, title: headerLabel(h), kind: columnKind(h), sortable: true, link: links[h] });
    } else if (typeof h === 'function') {
      out.push({ id: `col-${index}`, title: '', kind: 'text', sortable: false, render: (row) => h(row) });
    } else if (can(h.permission)) {
      const key = h.key;
      out.push({
        id: key ?? `col-${index}`,
        key,
        title: h.label ?? (key ? headerLabel(key) : ''),
        kind: h.format ?? (h.currency ? 'money' : key ? columnKind(key) : 'text'),
        sortable: h.sortable ?? Boolean(key),
        link: h.link ?? (key ? links[key] : undefined),
        render: h.render,
        ...(h.currency ? { currency: h.currency } : {}),
        ...(h.labels ? { labels: h.labels } : {}),
        ...(h.words ? { words: true } : {}),
      });
    }
  });
  return out;
}

/** Keys of the string and keyed headers: the `titles` of an export. */
export function exportTitles<Row>(headers: readonly TableHeader<Row>[]): string[] {
  const titles: string[] = [];
  for (const h of headers) {
    if (typeof h === 'string') titles.push(h);
    else if (typeof h === 'object' && h.key) titles.push(h.key);
  }
  return titles;
}

/** How an export writes a column's cells: what the column shows (a status as its badge reads, money with its decimals). */
function exportFormatOf<Row>(c: Pick<ResolvedColumn<Row>, 'key' | 'kind' | 'words' | 'labels'>): ExportFormatName {
  // Labels first where the API has them, then the column's own format for the rest (a key in words).
  if (c.words) return 'words';
  if (c.labels) return 'text';
  if (c.kind !== 'text') return c.kind;
  return c.key && lastSegment(c.key) === 'status' ? 'status' : 'text';
}

/**
 * The columns of an export as the table shows them (docs/product.md §R1 Tables, export): each shown
 * keyed column with its header, format, currency and labels, in the table's order — or, with `fields`,
 * those keys (a shown column's header and format, else the key's). Cell functions without a key are
 * left out: the server writes every matching row, not only the rendered ones.
 */
export function exportColumns<Row>(
  columns: readonly ResolvedColumn<Row>[],
  fields?: readonly string[],
): ExportColumnSpec[] {
  const spec = (c: ResolvedColumn<Row> & { key: string }): ExportColumnSpec => ({
    key: c.key,
    title: c.title || headerLabel(c.key),
    format: exportFormatOf(c),
    ...(c.currency ? { currency: c.currency } : {}),
    ...(c.labels ? { labels: { ...c.labels } } : {}),
  });
  const keyed = columns.filter((c): c is ResolvedColumn<Row> & { key: string } => Boolean(c.key));
  if (!fields) return keyed.map(spec);
  return fields.map((key) => {
    const shown = keyed.find((c) => c.key === key);
    return shown
      ? spec(shown)
      : { key, title: headerLabel(key), format: exportFormatOf({ key, kind: columnKind(key) }) };
  });
}
