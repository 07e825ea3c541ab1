/**
 * Calendar days in the viewer's time zone (docs/product.md §R2): the server runs on UTC, the admin is in Nairobi
 * (UTC+3), and an order placed at 00:30 Nairobi time (21:30 UTC the day before) is in the admin's
 * "Today" — in the table, its export and the dashboard. Without `tz` the days are the business time
 * zone's (APP_TIMEZONE, default UTC); an unknown zone is a 422.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { orders } from '../../../src/db/schema/index.js';
import { dateRangeBounds } from '../../../src/lib/table/dateRange.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

// The server's own zone: UTC, whatever the machine says (Node reads TZ on each date calculation).
process.env.TZ = 'UTC';

const NAIROBI_0030 = new Date('2025-03-09T21:30:00Z');
const NAIROBI_DAY = 'from=03/10/2025&to=03/10/2025&period=today';

let t: TestApp;
let admin: string;
let orderId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@example.com');
  const [first] = await t.app.db.select({ id: orders.id }).from(orders).orderBy(asc(orders.id)).limit(1);
  orderId = first.id;
  await t.app.db.update(orders).set({ created_at: NAIROBI_0030 }).where(eq(orders.id, orderId));
});
afterAll(async () => t?.close());

const listIds = async (query: string) => {
  const res = await t.request({ method: 'GET', url: `/api/orders/list/all?${query}`, token: admin });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.data as { id: number }[]).map((r) => r.id);
};

describe('date range bounds', () => {
  it("bound the days in the given zone, not the server's", () => {
    expect(dateRangeBounds('03/10/2025', '03/10/2025', 'Africa/Nairobi')).toEqual({
      start: new Date('2025-03-09T21:00:00.000Z'),
      end: new Date('2025-03-10T20:59:59.999Z'),
    });
    expect(dateRangeBounds('2025-03-10', '2025-03-10', 'UTC')).toEqual({
      start: new Date('2025-03-10T00:00:00.000Z'),
      end: new Date('2025-03-10T23:59:59.999Z'),
    });
    // A day with a DST change is 23 hours long where it happens.
    const { start, end } = dateRangeBounds('03/09/2025', '03/09/2025', 'America/New_York');
    expect(start).toEqual(new Date('2025-03-09T05:00:00.000Z'));
    expect(end).toEqual(new Date('2025-03-10T03:59:59.999Z'));
  });
});

describe("a table's date range with the viewer's tz", () => {
  it("an order at 00:30 in Nairobi is in the Nairobi admin's Today, on a UTC server", async () => {
    expect(await listIds(`${NAIROBI_DAY}&tz=Africa/Nairobi`)).toContain(orderId);
    expect(await listIds('from=03/09/2025&to=03/09/2025&tz=Africa/Nairobi')).not.toContain(orderId);
  });

  it("without tz the days are the business time zone's (UTC by default): the order is on the 9th there", async () => {
    expect(await listIds(NAIROBI_DAY)).not.toContain(orderId);
    expect(await listIds('from=03/09/2025&to=03/09/2025')).toContain(orderId);
  });

  it('refuses a zone that is not an IANA time zone with a 422 on tz', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/orders/list/all?${NAIROBI_DAY}&tz=Mars/Olympus`,
      token: admin,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.tz).toEqual(['The time zone must be an IANA time zone, e.g. Africa/Nairobi']);
  });

  it('exports the same day (tz in the export body)', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/orders/list/all',
      token: admin,
      payload: { export: 1, format: 'csv', from: '03/10/2025', to: '03/10/2025', tz: 'Africa/Nairobi' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { file, name } = res.json();
    const csv = await t.request({
      method: 'GET',
      url: `/api/external-download?file=${file}&name=${name}`,
      token: admin,
    });
    expect(csv.body.split('\n').filter(Boolean)).toHaveLength(2);
  });

  it('the dashboard counts the order on the 10th in Nairobi and on the 9th in UTC', async () => {
    const day = async (query: string, date: string) => {
      const res = await t.request({ method: 'GET', url: `/api/dashboard/stats?${query}`, token: admin });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().series as { date: string; orders: number }[]).find((p) => p.date === date)?.orders;
    };
    expect(await day('from=03/09/2025&to=03/10/2025&tz=Africa/Nairobi', '2025-03-10')).toBe(1);
    expect(await day('from=03/09/2025&to=03/10/2025&tz=Africa/Nairobi', '2025-03-09')).toBe(0);
    expect(await day('from=03/09/2025&to=03/10/2025', '2025-03-09')).toBe(1);
  });
});

describe('APP_TIMEZONE', () => {
  it('is the zone of ranges sent without tz', async () => {
    const nairobi = await createTestApp({ appTimezone: 'Africa/Nairobi' });
    try {
      const token = await nairobi.login('admin@example.com');
      const [first] = await nairobi.app.db.select({ id: orders.id }).from(orders).orderBy(asc(orders.id)).limit(1);
      await nairobi.app.db.update(orders).set({ created_at: NAIROBI_0030 }).where(eq(orders.id, first.id));
      const res = await nairobi.request({ method: 'GET', url: `/api/orders/list/all?${NAIROBI_DAY}`, token });
      expect((res.json().data.data as { id: number }[]).map((r) => r.id)).toContain(first.id);
    } finally {
      await nairobi.close();
    }
  });
});
