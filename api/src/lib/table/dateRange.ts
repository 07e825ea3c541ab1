/**
 * The table protocol's date range: `from`/`to` as `MM/dd/yyyy` (or ISO `yyyy-MM-dd`), `to` meaning the
 * end of that day — calendar days in a time zone: the viewer's (`tz`, which the UI sends), else the
 * business time zone (APP_TIMEZONE, default UTC). Never the server's own zone: a server on UTC and an
 * admin in Nairobi see the same "Today" only when the day is bounded where the admin is.
 * @see docs/product.md §R1 Tables ("a date range filters created_at from the start of from to the end of
 * to"), Date range presets
 */
import { TZDate } from '@date-fns/tz';
import { endOfDay, isValid, parse, parseISO } from 'date-fns';

let businessTimeZone = 'UTC';

/** Sets the business time zone (the app does, from APP_TIMEZONE, when it starts). */
export function setBusinessTimeZone(zone: string): void {
  businessTimeZone = zone;
}

/** The business time zone: the days of a range sent without `tz`. */
export function getBusinessTimeZone(): string {
  return businessTimeZone;
}

/** The calendar day a `from`/`to` value names (year, month 0–11, day), or null when it is no date. */
function parseDay(value: string): { y: number; m: number; d: number } | null {
  const v = value.trim();
  if (!v) return null;
  // Parsed in the process's zone only to check the date and read its fields back, which are the day's.
  const d = /^\d{4}-\d{2}-\d{2}/.test(v) ? parseISO(v.slice(0, 10)) : parse(v, 'MM/dd/yyyy', new Date(0));
  return isValid(d) ? { y: d.getFullYear(), m: d.getMonth(), d: d.getDate() } : null;
}

/** The first instant of a calendar day in `zone`. */
function startOfDayIn(day: { y: number; m: number; d: number }, zone: string): TZDate {
  return new TZDate(day.y, day.m, day.d, zone);
}

/**
 * `{from, to}` → the inclusive instant range to filter on (the start of `from` and the end of `to` as
 * calendar days in `timeZone`, default the business time zone), or null bounds where absent.
 * Throws a RangeError('Invalid date range') for an unparseable date or from > to.
 */
export function dateRangeBounds(
  from?: string,
  to?: string,
  timeZone: string = businessTimeZone,
): { start: Date | null; end: Date | null } {
  const f = from ? parseDay(from) : null;
  const t = to ? parseDay(to) : null;
  if ((from && !f) || (to && !t)) throw new RangeError('Invalid date range');
  const start = f ? new Date(startOfDayIn(f, timeZone).getTime()) : null;
  const end = t ? new Date(endOfDay(startOfDayIn(t, timeZone)).getTime()) : null;
  if (start && end && start > end) throw new RangeError('Invalid date range');
  return { start, end };
}
