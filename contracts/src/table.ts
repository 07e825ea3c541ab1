/**
 * The table protocol every list endpoint speaks.
 * @see docs/product.md §7 Table load / Table export, docs/product.md §R1 Tables
 */
import { z } from 'zod';
import { lazyShape } from './lazy.js';
import { text } from './fields.js';
import { CURRENCIES } from './money.js';

export const PAGE_SIZES = [10, 25, 50, 100, 200, 400] as const;

/** Whether `zone` is a time zone the platform knows (IANA name, e.g. `Africa/Nairobi`, `UTC`). */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** 422 message of a `tz` that is not a known time zone. */
export const TIME_ZONE_MESSAGE = 'The time zone must be an IANA time zone, e.g. Africa/Nairobi';

/**
 * `tz` of a date range: the viewer's IANA time zone, in which `from`/`to` are calendar days. Absent:
 * the business time zone (APP_TIMEZONE, default UTC).
 */
export const timeZoneField = text('tz').max(64).refine(isTimeZone, { error: TIME_ZONE_MESSAGE });

const boolish = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

/** Query of `GET {endpoint}` (all optional; empty values dropped by the client). */
export const tableQuery = z.object(
  lazyShape({
    order_by: () => text().max(64).optional(),
    order_method: () => z.enum(['asc', 'desc']).optional(),
    per_page: () => z.coerce.number().int().min(1).max(400).optional(),
    page: () => z.coerce.number().int().min(1).optional(),
    filter_value: () => text('filter_value').max(200).optional(),
    paginated: () => boolish.optional(),
    from: () => text().max(32).optional(),
    to: () => text().max(32).optional(),
    period: () => text().max(32).optional(),
    tz: () => timeZoneField.optional(),
    exact: () => boolish.optional(),
    lastId: () => z.coerce.number().int().optional(),
    all: () => boolish.optional(),
  }),
);
export type TableQuery = z.infer<typeof tableQuery>;

/**
 * How an exported column's cells are written, as the table shows them: `money` two decimals with grouped
 * digits (and the currency's sign when `currency` is given: '$15.00'), `number` grouped with its own
 * decimals, `date` in the display format ('Nov 29, 2026, 6:31 AM', docs/product.md §9) in the viewer's time
 * zone (`tz`), `status` as a status badge reads ('In Progress'), `words` as a sentence ('Writer assigned'),
 * `text` as it is.
 */
export const EXPORT_FORMATS = ['text', 'money', 'number', 'date', 'status', 'words'] as const;
/** One of {@link EXPORT_FORMATS}. */
export type ExportFormatName = (typeof EXPORT_FORMATS)[number];

/**
 * One column of an export as the table shows it: the row key (dots reach into objects), the header the
 * table shows, how its cells read, and `labels` (a stored value → the words shown for it).
 */
export const exportColumn = z.object(
  lazyShape({
    key: () => text('key').max(100),
    title: () => text('title').max(200),
    format: () => z.enum(EXPORT_FORMATS).optional(),
    currency: () => z.enum(CURRENCIES).optional(),
    labels: () =>
      z
        .record(text().max(100), text().max(200))
        .refine((l) => Object.keys(l).length <= 100, { error: 'At most 100 labels' })
        .optional(),
  }),
);
/** Parsed shape of {@link exportColumn}. */
export type ExportColumnSpec = z.infer<typeof exportColumn>;

/** Body of `POST {endpoint}` for an export. */
export const exportRequest = z.object(
  lazyShape({
    titles: () => z.array(text()).optional(),
    /** The columns as the table shows them, in order: the file then reads like the screen (docs/product.md §R1 Tables). */
    columns: () => z.array(exportColumn).max(60).optional(),
    export: () => z.union([z.literal(1), z.literal('1'), z.literal(true)]),
    format: () => z.enum(['csv', 'xlsx']).optional(),
    order_by: () => text().optional(),
    order_method: () => z.enum(['asc', 'desc']).optional(),
    filter_value: () => text('filter_value').optional(),
    from: () => text().optional(),
    to: () => text().optional(),
    period: () => text().optional(),
    tz: () => timeZoneField.optional(),
    exact: () => boolish.optional(),
    lastId: () => z.coerce.number().int().optional(),
  }),
);
export const exportResponse = z.object(lazyShape({ file: () => z.string(), name: () => z.string() }));

/**
 * `{ data: { data: rows, current_page, from, to, last_page, per_page, total } }`.
 * `total_is_estimate: true` when more rows match than the server counts exactly (`TABLE_COUNT_CAP`):
 * `total` and `last_page` are then the database planner's estimate and the table says "about".
 */
export interface Paginated<Row> {
  data: {
    data: Row[];
    current_page: number;
    from: number | null;
    to: number | null;
    last_page: number;
    per_page: number;
    total: number;
    total_is_estimate?: boolean;
  };
}
