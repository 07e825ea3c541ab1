/**
 * Date range presets and the value a DateRange emits.
 * @see docs/product.md §9 (date range presets), docs/product.md §R2 Date range presets
 */
import {
  endOfDay,
  endOfMonth,
  endOfWeek,
  endOfYear,
  format,
  startOfDay,
  startOfMonth,
  startOfWeek,
  startOfYear,
  subDays,
  subMonths,
  subYears,
} from 'date-fns';

/** The first year the product has data for: 'All Time' starts on 1 Jan of it. */
export const FIRST_YEAR = 2021;
/** The preset a DateRange starts on (docs/product.md §9: This Month is the default). */
export const DEFAULT_PERIOD = 'this_month';
/** Period key of a custom range. */
export const CUSTOM_PERIOD = 'custom';

/** What a DateRange emits: local-time bounds, the period key and the query string for the API. */
export interface DateRangeValue {
  from: Date;
  to: Date;
  /** Label lower-cased with spaces as `_`: `this_month`, `7_days`, `2024`, `custom`. */
  period: string;
  /** `from=MM/dd/yyyy&to=MM/dd/yyyy&period=…` */
  query: string;
}

/** One preset: its label and bounds. */
export interface RangePreset {
  label: string;
  period: string;
  from: Date;
  to: Date;
}

/** `This Month` → `this_month`. */
export function periodOf(label: string): string {
  return label.trim().toLowerCase().replace(/\s+/g, '_');
}

/** `MM/dd/yyyy`, the date format of the range query (the server treats `to` as the end of that day). */
export function queryDate(d: Date): string {
  return format(d, 'MM/dd/yyyy');
}

/** Builds the emitted value of a range. */
export function rangeValue(from: Date, to: Date, period: string): DateRangeValue {
  return { from, to, period, query: `from=${queryDate(from)}&to=${queryDate(to)}&period=${period}` };
}

/**
 * Every preset of docs/product.md §9 for the clock `now` (local time), in menu order, without Custom:
 * Today, Yesterday, 7 Days, This week, This Month, Last Month, Last 30/60/90 days, This Year, 1 Year,
 * All Time, then one whole year per entry from the current year down to 2021.
 */
export function buildPresets(now: Date = new Date()): RangePreset[] {
  const endToday = endOfDay(now);
  const lastMonth = subMonths(now, 1);
  const entries: [string, Date, Date][] = [
    ['Today', startOfDay(now), endToday],
    ['Yesterday', startOfDay(subDays(now, 1)), endOfDay(subDays(now, 1))],
    ['7 Days', startOfDay(subDays(now, 7)), endToday],
    ['This week', startOfWeek(now, { weekStartsOn: 1 }), endOfWeek(now, { weekStartsOn: 1 })],
    ['This Month', startOfMonth(now), endToday],
    ['Last Month', startOfMonth(lastMonth), endOfMonth(lastMonth)],
    ['Last 30 days', startOfDay(subDays(now, 30)), endToday],
    ['Last 60 days', startOfDay(subDays(now, 60)), endToday],
    ['Last 90 days', startOfDay(subDays(now, 90)), endToday],
    ['This Year', startOfYear(now), endToday],
    ['1 Year', startOfDay(subYears(now, 1)), endToday],
    ['All Time', new Date(FIRST_YEAR, 0, 1), endToday],
  ];
  for (let year = now.getFullYear(); year >= FIRST_YEAR; year--) {
    const jan1 = new Date(year, 0, 1);
    entries.push([String(year), startOfYear(jan1), endOfYear(jan1)]);
  }
  return entries.map(([label, from, to]) => ({ label, period: periodOf(label), from, to }));
}

/** The value of the preset with this period key, or undefined (also for `custom`). */
export function presetValue(period: string, now: Date = new Date()): DateRangeValue | undefined {
  const preset = buildPresets(now).find((p) => p.period === period);
  return preset ? rangeValue(preset.from, preset.to, preset.period) : undefined;
}

/** A custom range: start of `from`'s day → end of `to`'s day, period `custom`. */
export function customValue(from: Date, to: Date): DateRangeValue {
  return rangeValue(startOfDay(from), endOfDay(to), CUSTOM_PERIOD);
}
