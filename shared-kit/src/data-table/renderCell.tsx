import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatByKind } from '../display/formatters.js';
import { fillPlaceholders, getValue, type ResolvedColumn } from './columns.js';

/**
 * What an empty cell shows: a dash, so a person sees "nothing here" rather than wondering whether the
 * cell failed to load. Every table and card list gets it, whatever its columns.
 */
const EMPTY_CELL = '—';

/** Whether rendered cell content shows nothing (no value, an empty string, `false`). */
function isEmpty(content: ReactNode): boolean {
  return content === null || content === undefined || content === false || (typeof content === 'string' && content.trim() === '');
}

/**
 * The content of one cell: the column's `render`, else the value formatted by the column's kind
 * (money, number, date, text) as plain text — never HTML; wrapped in a link when the column has one
 * (`{field}` placeholders filled; `http…` links open as plain anchors). Nothing to show reads
 * {@link EMPTY_CELL}, never linked.
 */
export function renderCell<Row>(col: ResolvedColumn<Row>, row: Row): ReactNode {
  const value = col.key ? getValue(row, col.key) : undefined;
  const content: ReactNode = col.render ? col.render(row, value) : formatByKind(col.kind, value);
  if (isEmpty(content)) return EMPTY_CELL;
  if (!col.link) return content;
  const href = fillPlaceholders(col.link, row);
  return /^https?:\/\//.test(href) ? <a href={href} target="_blank" rel="noreferrer">{content}</a> : <Link to={href}>{content}</Link>;
}
