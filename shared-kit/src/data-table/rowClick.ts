import type { MouseEvent } from 'react';
import type { ResolvedColumn } from './columns.js';

/** Elements that do their own thing when clicked: a click on them is not a click on the row. */
const CONTROLS =
  'a, button, input, select, textarea, label, [role="button"], [role="checkbox"], [role="switch"], [role="menuitem"], [role="option"]';

/**
 * Whether a click on a row (or card) means "open this row": not when it landed on a control inside it
 * (a row action, a link, a checkbox), nor when it bubbled through React from a pop-up rendered
 * elsewhere in the page (a confirmation opened by a row action).
 */
export function isRowClick(event: MouseEvent<HTMLElement>): boolean {
  const target = event.target as Element | null;
  if (!target || !event.currentTarget.contains(target)) return false;
  const control = target.closest(CONTROLS);
  return !control || !event.currentTarget.contains(control);
}

/**
 * The columns with the row link on the first plain data column (a key, no custom render, no link of
 * its own), so the row can be opened with the keyboard: Tab reaches the link, Enter follows it.
 * Without `rowLink` the columns are returned as they are.
 */
export function withRowLink<Row>(columns: ResolvedColumn<Row>[], rowLink: string | undefined): ResolvedColumn<Row>[] {
  if (!rowLink) return columns;
  const index = columns.findIndex((c) => c.key && !c.render && !c.link);
  if (index < 0) return columns;
  return columns.map((c, i) => (i === index ? { ...c, link: rowLink } : c));
}
