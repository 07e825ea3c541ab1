/**
 * The order tables: admin areas and statuses, the client's cards, the writer's tabs, one user's and one
 * link's orders — paging, search by id/title/client, whitelisted sorting, field visibility by key, and
 * exports of every matching row as CSV and XLSX.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { links, orders } from '../../../../src/db/schema/index.js';
import { exportsDir } from '../../../../src/lib/table/exportTable.js';
import { createCast, type Cast } from './cast.js';
import { adminWith } from '../../../helpers/fixtures.js';
import { makeOrder } from './fixtures.js';

let c: Cast;
const made: Record<string, number[]> = {};

beforeAll(async () => {
  c = await createCast();
  for (const status of ['pending_quote', 'quoted', 'quoted', 'in_progress', 'revision', 'approved'] as const) {
    (made[status] ??= []).push((await makeOrder(c, status)).orderId);
  }
  made.other = [(await makeOrder(c, 'quoted', { userId: c.id.otherClient })).orderId];
});
afterAll(() => c?.t.close());

type Page = {
  data: Record<string, unknown>[];
  total: number;
  current_page: number;
  last_page: number;
  per_page: number;
};
const page = async (who: Parameters<Cast['as']>[0], url: string): Promise<Page> =>
  (await c.as(who, 'GET', url)).json().data;

describe('admin order tables', () => {
  it('lists an area, its statuses and one status, newest first, paged', async () => {
    const quotes = await page('admin', '/api/orders/list/quotes?per_page=2');
    expect(quotes).toMatchObject({ total: 5, per_page: 2, last_page: 3, current_page: 1 });
    expect(quotes.data[0]).toMatchObject({
      id: made.other[0],
      status: 'quoted',
      user: { id: c.id.otherClient, name: 'other-client' },
      amount: 100,
      unread_messages_count: 1,
    });
    const second = await page('admin', `/api/orders/list/quotes?per_page=2&page=2&lastId=${quotes.data[1].id}`);
    expect(second.data.map((r) => r.id)).toEqual([made.quoted[0], made.pending_quote[0]]);
    expect((await page('admin', '/api/orders/list/revision')).data.map((r) => r.id)).toEqual([made.revision[0]]);
    expect((await page('admin', '/api/orders/list/all')).total).toBeGreaterThanOrEqual(12);
    const bad = await c.as('admin', 'GET', '/api/orders/list/lost');
    expect([bad.statusCode, bad.json().errors.status]).toEqual([422, ['Unknown order status']]);
  });

  it('searches by id, title and client, and sorts only by whitelisted columns', async () => {
    expect((await page('admin', '/api/orders/list/quotes?filter_value=other-client')).data.map((r) => r.id)).toEqual(
      made.other,
    );
    expect(
      (await page('admin', `/api/orders/list/all?filter_value=${made.revision[0]}&exact=true`)).data.map((r) => r.id),
    ).toEqual(made.revision);
    expect((await page('admin', '/api/orders/list/all?filter_value=Fixture%20approved')).total).toBe(1);
    // A number finds that order (with or without '#'), not every id that contains the digits.
    expect(
      (await page('admin', `/api/orders/list/all?filter_value=%23${made.revision[0]}`)).data.map((r) => r.id),
    ).toEqual(made.revision);
    // Clients are found by e-mail too, and a client's own search never reaches other clients' orders.
    expect(
      (await page('admin', `/api/orders/list/all?filter_value=${encodeURIComponent('other-client@')}`)).data.map(
        (r) => r.id,
      ),
    ).toEqual(made.other);
    expect((await page('client', '/api/orders/client?filter_value=other-client')).total).toBe(0);
    const sorted = await page('admin', '/api/orders/list/quotes?order_by=status&order_method=asc');
    expect(sorted.data[0].status).toBe('pending_quote');
    expect((await c.as('admin', 'GET', '/api/orders/list/quotes?order_by=password')).statusCode).toBe(422);
  });

  it('leaves out what an admin may not view', async () => {
    const viewer = await adminWith(c.t, ['orders.menu.view_orders']);
    const row = (await page(viewer.token, '/api/orders/list/quotes')).data[0];
    expect(Object.keys(row).sort()).toEqual([
      'created_at',
      'id',
      'rating',
      'service_type',
      'status',
      'title',
      'unread_messages_count',
    ]);
    expect((await page(viewer.token, '/api/orders/list/quotes?filter_value=other-client')).total).toBe(0);
  });

  it('exports every matching row as CSV and XLSX', async () => {
    const csv = await c.as('admin', 'POST', '/api/orders/list/quotes', {
      export: 1,
      format: 'csv',
      titles: ['id', 'title', 'status', 'user', 'amount'],
    });
    const { file, name } = csv.json();
    expect(name).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = fs
      .readFileSync(path.join(exportsDir(c.t.config.dataDir), file), 'utf8')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Id,Title,Status,User,Amount');
    expect(lines).toHaveLength(6);
    expect(lines[1]).toBe(`${made.other[0]},Fixture quoted,quoted,other-client,100`);

    const xlsx = (await c.as('admin', 'POST', '/api/orders/list/quotes', { export: 1, format: 'xlsx' })).json();
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(path.join(exportsDir(c.t.config.dataDir), xlsx.file));
    expect(wb.worksheets[0].rowCount).toBe(6);
  });

  it("lists one client's orders and one link's orders", async () => {
    expect((await page('admin', `/api/orders/user/${c.id.otherClient}`)).data.map((r) => r.id)).toEqual(made.other);
    const [link] = await c.t.app.db.insert(links).values({ url: 'https://blog.example/essays' }).returning();
    await c.t.app.db.update(orders).set({ link_id: link.id }).where(eq(orders.id, made.approved[0]));
    const rows = (await page('admin', `/api/orders/link/${link.id}`)).data;
    expect(rows).toEqual([
      expect.objectContaining({
        id: made.approved[0],
        user_id: c.id.client,
        user: { id: c.id.client, name: 'Chris Client' },
      }),
    ]);
  });
});

describe("the client's and the writer's lists", () => {
  it('gives the client their own cards with payment state and unread counts, by status', async () => {
    const mine = await page('client', '/api/orders/client?per_page=100');
    expect(mine.data.every((r) => r.id !== made.other[0])).toBe(true);
    const card = mine.data.find((r) => r.id === made.quoted[0])!;
    expect(card).toMatchObject({
      status: 'quoted',
      amount: 100,
      paid_amount: 0,
      pending_amount: 100,
      paid: false,
      payment_state: 'Pending Payment',
      unread_messages_count: 0,
      service_type: { name: 'Essay Writing' },
    });
    const approved = await page('client', '/api/orders/client?status=approved');
    expect(approved.data.map((r) => r.id)).toContain(made.approved[0]);
    expect(approved.data.every((r) => r.status === 'approved')).toBe(true);
  });

  it("gives the writer their assignments by tab with the writer's amount and deadline", async () => {
    const active = await page('writer', '/api/orders/writer/active?per_page=100');
    expect(active.data.map((r) => r.id)).toEqual(expect.arrayContaining([made.in_progress[0], made.revision[0]]));
    expect(active.data.every((r) => ['in_progress', 'revision'].includes(r.status as string))).toBe(true);
    const row = active.data.find((r) => r.id === made.revision[0])!;
    expect(row).toMatchObject({ amount: 1000, status: 'revision' });
    expect(row).not.toHaveProperty('user');
    expect((await page('writer', '/api/orders/writer/closed')).data.map((r) => r.id)).toContain(made.approved[0]);
    expect((await page('otherWriter', '/api/orders/writer/active')).total).toBe(0);
  });
});
