/**
 * The table protocol every list endpoint speaks.
 * @see docs/product.md §7 Table load / Table export, docs/product.md §R1 Tables
 */
import { z } from 'zod';
import { text } from './fields.js';

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

const boolish = z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).transform((v) => v === true || v === 'true' || v === '1');

/** Query of `GET {endpoint}` (all optional; empty values dropped by the client). */
export const tableQuery = z.object({
  order_by: text().max(64).optional(),
  order_method: z.enum(['asc', 'desc']).optional(),
  per_page: z.coerce.number().int().min(1).max(400).optional(),
  page: z.coerce.number().int().min(1).optional(),
  filter_value: text('filter_value').max(200).optional(),
  paginated: boolish.optional(),
  from: text().max(32).optional(),
  to: text().max(32).optional(),
  period: text().max(32).optional(),
  tz: timeZoneField.optional(),
  exact: boolish.optional(),
  lastId: z.coerce.number().int().optional(),
  all: boolish.optional(),
});
export type TableQuery = z.infer<typeof tableQuery>;

/** Body of `POST {endpoint}` for an export. */
export const exportRequest = z.object({
  titles: z.array(text()).optional(),
  export: z.union([z.literal(1), z.literal('1'), z.literal(true)]),
  format: z.enum(['csv', 'xlsx']).optional(),
  order_by: text().optional(),
  order_method: z.enum(['asc', 'desc']).optional(),
  filter_value: text('filter_value').optional(),
  from: text().optional(),
  to: text().optional(),
  period: text().optional(),
  tz: timeZoneField.optional(),
  exact: boolish.optional(),
  lastId: z.coerce.number().int().optional(),
});
export const exportResponse = z.object({ file: z.string(), name: z.string() });

/**
 * `{ data: { data: rows, current_page, from, to, last_page, per_page, total } }`.
 * `total_is_estimate: true` when more rows match than the server counts exactly (`TABLE_COUNT_CAP`):
 * `total` and `last_page` are then the database planner's estimate and the table says "about".
 */
export interface Paginated<Row> {
  data: {
    data: Row[]; current_page: number; from: number | null; to: number | null; last_page: number; per_page: number; total: number;
    total_is_estimate?: boolean;
  };
}
