import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatByKind } from '../display/formatters.js';
import { fillPlaceholders, getValue, type ResolvedColumn } from './columns.js';

/**
 * The content of one cell: the column's `render`, else the value formatted by the column's kind
 * (money, number, date, text) as plain text — never HTML; wrapped in a link when the column has one
 * (`{field}` placeholders filled; `http…` links open as plain anchors).
 */
export function renderCell<Row>(col: ResolvedColumn<Row>, row: Row): ReactNode {
  const value = col.key ? getValue(row, col.key) : undefined;
  const content: ReactNode = col.render ? col.render(row, value) : formatByKind(col.kind, value);
  if (!col.link) return content;
  const href = fillPlaceholders(col.link, row);
  return /^https?:\/\//.test(href) ? <a href={href} target="_blank" rel="noreferrer">{content}</a> : <Link to={href}>{content}</Link>;
}
