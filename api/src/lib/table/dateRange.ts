/**
 * The table protocol's date range: `from`/`to` as `MM/dd/yyyy` (or ISO `yyyy-MM-dd`), `to` meaning the
 * end of that day. @see reference-behaviour.md Tables ("a date range filters created_at from the start of
 * from to the end of to"), Date range presets
 */
import { endOfDay, isValid, parse, parseISO, startOfDay } from 'date-fns';

function parseDay(value: string): Date | null {
  const v = value.trim();
  if (!v) return null;
  const d = /^\d{4}-\d{2}-\d{2}/.test(v) ? parseISO(v) : parse(v, 'MM/dd/yyyy', new Date(0));
  return isValid(d) ? d : null;
}

/**
 * `{from, to}` → the inclusive instant range to filter on, or null bounds where absent.
 * Throws a RangeError('Invalid date range') for an unparseable date or from > to.
 */
export function dateRangeBounds(from?: string, to?: string): { start: Date | null; end: Date | null } {
  const f = from ? parseDay(from) : null;
  const t = to ? parseDay(to) : null;
  if ((from && !f) || (to && !t)) throw new RangeError('Invalid date range');
  const start = f ? startOfDay(f) : null;
  const end = t ? endOfDay(t) : null;
  if (start && end && start > end) throw new RangeError('Invalid date range');
  return { start, end };
}
