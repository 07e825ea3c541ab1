import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { links, orders, users } from '../../../../src/db/schema/index.js';
import { findOrCreateLink } from '../../../../src/services/settings/links.js';
import { createTestApp, type TestApp } from '../../../helpers/test-app.js';
import { adminWith } from '../../../helpers/fixtures.js';

let t: TestApp;
let admin: string;
let client: string;
let settingsOnly: string;
let clientId: number;
const referrer = 'https://essays.example.com/orders/new?service_type_id=1&package_id=2';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@example.com');
  client = await t.login('client@example.com');
  settingsOnly = (await adminWith(t, ['settings.service_types'], 'ln-settings@example.com')).token;
  [{ id: clientId }] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, 'client@example.com'));
});
afterAll(() => t.close());

async function placeOrder(title: string, url: string | null): Promise<number> {
  return t.app.db.transaction(async (tx) => {
    const link = await findOrCreateLink(tx, url);
    const [o] = await tx
      .insert(orders)
      .values({ user_id: clientId, title, status: 'unpaid', link_id: link?.id ?? null, referrer: url })
      .returning({ id: orders.id });
    return o.id;
  });
}

describe('findOrCreateLink', () => {
  it('returns the same row for the same URL and ignores empty or non-http values', async () => {
    const a = await findOrCreateLink(t.app.db, ` ${referrer} `);
    const b = await findOrCreateLink(t.app.db, referrer);
    expect(a?.id).toBeDefined();
    expect(b?.id).toBe(a?.id);
    expect(await findOrCreateLink(t.app.db, '')).toBeNull();
    expect(await findOrCreateLink(t.app.db, 'javascript:alert(1)')).toBeNull();
    expect(await t.app.db.select().from(links).where(eq(links.url, referrer))).toHaveLength(1);
  });
});

describe('links', () => {
  it('counts the orders placed through each link', async () => {
    await placeOrder('Through the link 1', referrer);
    await placeOrder('Through the link 2', referrer);
    await placeOrder('Direct', null);
    const res = await t.request({ method: 'GET', url: '/api/links', token: admin });
    expect(res.statusCode).toBe(200);
    const page = res.json<{
      data: { data: { id: number; url: string; order_count: number; created_at: string }[]; total: number };
    }>().data;
    expect(page.total).toBe(1);
    expect(page.data[0]).toMatchObject({ url: referrer, order_count: 2, created_at: expect.stringMatching(/^\d{4}-/) });
  });

  it('shows one link and its orders with their clients', async () => {
    const [link] = await t.app.db.select().from(links).where(eq(links.url, referrer));
    const one = await t.request({ method: 'GET', url: `/api/links/${link.id}`, token: admin });
    expect(one.json()).toMatchObject({ id: link.id, url: referrer, order_count: 2 });
    const res = await t.request({
      method: 'GET',
      url: `/api/links/${link.id}/orders?order_by=title&order_method=asc`,
      token: admin,
    });
    const rows = res.json<{
      data: { data: { title: string; user_id: number; client: { id: number; name: string } }[] };
    }>().data.data;
    expect(rows.map((r) => r.title)).toEqual(['Through the link 1', 'Through the link 2']);
    expect(rows[0]).toMatchObject({ user_id: clientId, client: { id: clientId, name: 'Chris Client' } });
    const more = await placeOrder('Through the link 3', referrer);
    expect((await t.request({ method: 'GET', url: `/api/links/${link.id}`, token: admin })).json().order_count).toBe(3);
    expect(more).toBeGreaterThan(0);
    expect((await t.request({ method: 'GET', url: '/api/links/99999', token: admin })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/links/99999/orders', token: admin })).statusCode).toBe(404);
  });

  it('sorts links by order count', async () => {
    await placeOrder('Other link', 'https://elsewhere.example.com/');
    const res = await t.request({
      method: 'GET',
      url: '/api/links?order_by=order_count&order_method=asc',
      token: admin,
    });
    expect(res.json<{ data: { data: { order_count: number }[] } }>().data.data.map((r) => r.order_count)).toEqual([
      1, 3,
    ]);
  });

  it('is open only to admins holding links.menu.view_links', async () => {
    const [link] = await t.app.db.select().from(links).where(eq(links.url, referrer));
    for (const url of ['/api/links', `/api/links/${link.id}`, `/api/links/${link.id}/orders`]) {
      expect((await t.request({ method: 'GET', url })).statusCode, url).toBe(401);
      expect((await t.request({ method: 'GET', url, token: client })).statusCode, url).toBe(403);
      expect((await t.request({ method: 'GET', url, token: settingsOnly })).statusCode, url).toBe(403);
    }
    expect(
      (await t.request({ method: 'POST', url: '/api/links', payload: { export: 1 }, token: settingsOnly })).statusCode,
    ).toBe(403);
    const exported = await t.request({ method: 'POST', url: '/api/links', payload: { export: 1 }, token: admin });
    expect(exported.json()).toMatchObject({ file: expect.any(String), name: expect.stringContaining('links') });
  });
});
