import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatByKind } from '../display/formatters.js';
import { formatMoney } from '../display/numbers.js';
import { fillPlaceholders, getValue, type ResolvedColumn } from './columns.js';

/**
 * What an empty cell shows: a dash, so a person sees "nothing here" rather than wondering whether the
 * cell failed to load. Every table and card list gets it, whatever its columns.
 */
const EMPTY_CELL = '—';

/** A stored key in words: `writer_assigned` → 'Writer assigned' (what an export's `words` format writes too). */
function inWords(value: unknown): string {
  const text = String(value).replace(/_/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A value as a column without `render` shows it: its label, its words, money in its currency, or by its kind. */
function formatted<Row>(col: ResolvedColumn<Row>, value: unknown): ReactNode {
  if (value === null || value === undefined || value === '') return null;
  if (col.labels && Object.hasOwn(col.labels, String(value))) return col.labels[String(value)];
  if (col.words) return inWords(value);
  if (col.currency && col.kind === 'money') return formatMoney(value, { currency: col.currency });
  return formatByKind(col.kind, value);
}

/** Whether rendered cell content shows nothing (no value, an empty string, `false`). */
function isEmpty(content: ReactNode): boolean {
  return (
    content === null ||
    content === undefined ||
    content === false ||
    (typeof content === 'string' && content.trim() === '')
  );
}

/**
 * The content of one cell: the column's `render`, else the value as its label, in words, or formatted by
 * the column's kind (money — in its currency when it has one —, number, date, text) as plain text — never HTML; wrapped in a link when the column has one
 * (`{field}` placeholders filled; `http…` links open as plain anchors). Nothing to show reads
 * {@link EMPTY_CELL}, never linked.
 */
export function renderCell<Row>(col: ResolvedColumn<Row>, row: Row): ReactNode {
  const value = col.key ? getValue(row, col.key) : undefined;
  const content: ReactNode = col.render ? col.render(row, value) : formatted(col, value);
  if (isEmpty(content)) return EMPTY_CELL;
  if (!col.link) return content;
  const href = fillPlaceholders(col.link, row);
  return /^https?:\/\//.test(href) ? (
    <a href={href} target="_blank" rel="noreferrer">
      {content}
    </a>
  ) : (
    <Link to={href}>{content}</Link>
  );
}
