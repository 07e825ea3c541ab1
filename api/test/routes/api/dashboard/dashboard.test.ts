import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sum } from 'drizzle-orm';
import { format, subDays } from 'date-fns';
import { fromMinor } from '@scriptorium/contracts/core';
import { order_payments, orders, users } from '../../../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../../../helpers/test-app.js';
import { adminWith } from '../../../helpers/fixtures.js';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@example.com');
});
afterAll(async () => t?.close());

interface Stats {
  clients: number;
  orders: number;
  totalPaid: number;
  from: string;
  to: string;
  series: { date: string; orders: number; revenue: number }[];
}

const stats = async (query = '', token = admin) =>
  t.request({ method: 'GET', url: `/api/dashboard/stats${query}`, token });
const today = () => format(new Date(), 'yyyy-MM-dd');

describe('who may read GET /api/dashboard/stats', () => {
  it('refuses guests (401), clients, writers and admins without dashboard.menu.view_dashboard (403)', async () => {
    expect((await stats('', '')).statusCode).toBe(401);
    expect((await stats('', await t.login('client@example.com'))).statusCode).toBe(403);
    expect((await stats('', await t.login('writer@example.com'))).statusCode).toBe(403);
    const other = await adminWith(t, ['orders.menu.view_orders']);
    expect((await stats('', other.token)).statusCode).toBe(403);
    const allowed = await adminWith(t, ['dashboard.menu.view_dashboard']);
    expect((await stats('', allowed.token)).statusCode).toBe(200);
  });
});

describe('the numbers', () => {
  it('counts clients and orders and sums every payment in dollars', async () => {
    const res = await stats();
    expect(res.statusCode).toBe(200);
    const body = res.json<Stats>();
    const db = t.app.db;
    const [{ n: clients }] = await db.select({ n: count() }).from(users).where(eq(users.role, 'client'));
    const [{ n: orderCount }] = await db.select({ n: count() }).from(orders);
    const [{ total }] = await db.select({ total: sum(order_payments.amount) }).from(order_payments);
    expect(body).toMatchObject({ clients, orders: orderCount, totalPaid: fromMinor(Number(total ?? 0)) });
    expect(body.totalPaid).toBeGreaterThan(0);
  });

  it('draws the last 30 days by default, one point per day, zeros included', async () => {
    const body = (await stats()).json<Stats>();
    expect(body.series).toHaveLength(30);
    expect(body.series[29].date).toBe(today());
    expect(body.series[0].date).toBe(format(subDays(new Date(), 29), 'yyyy-MM-dd'));
    expect(body.series.every((p) => p.orders >= 0 && p.revenue >= 0)).toBe(true);
  });

  it("shows today's new order and payment on today's point", async () => {
    const before = (await stats()).json<Stats>().series.at(-1)!;
    const [unpaid] = await t.app.db
      .select({ id: orders.id, amount: orders.amount })
      .from(orders)
      .where(and(eq(orders.status, 'unpaid')));
    const paid = await t.request({
      method: 'POST',
      url: `/api/orders/${unpaid.id}/mark-paid`,
      token: admin,
      payload: { amount: 12.5, reference: `DASH-${Date.now()}`, payment_method: 'bank_transfer' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const after = (await stats()).json<Stats>().series.at(-1)!;
    expect(after.revenue).toBeCloseTo(before.revenue + 12.5, 2);
  });

  it('takes the range as MM/dd/yyyy or yyyy-MM-dd, the `to` day included', async () => {
    const body = (await stats('?from=01/01/2024&to=01/07/2024&period=custom')).json<Stats>();
    expect(body.series.map((p) => p.date)).toEqual([
      '2024-01-01',
      '2024-01-02',
      '2024-01-03',
      '2024-01-04',
      '2024-01-05',
      '2024-01-06',
      '2024-01-07',
    ]);
    expect((await stats('?from=2024-02-01&to=2024-02-29')).json<Stats>().series).toHaveLength(29);
  });

  it('answers 422 on `from` for an unreadable, reversed or too long range', async () => {
    for (const q of ['?from=nonsense', '?from=02/01/2024&to=01/01/2024', '?from=01/01/1990&to=01/01/2024']) {
      const res = await stats(q);
      expect(res.statusCode, q).toBe(422);
      expect(res.json().errors.from).toBeDefined();
    }
  });
});
