import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { SETTING_TYPES } from '@scriptorium/contracts/core';
import {
  deadlines,
  logs,
  orders,
  payment_accounts,
  payment_methods,
  service_types,
  users,
} from '../../../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../../../helpers/test-app.js';
import { adminWith } from '../../../helpers/fixtures.js';

let t: TestApp;
let admin: string;
let client: string;
let writer: string;
let deadlinesOnly: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@example.com');
  client = await t.login('client@example.com');
  writer = await t.login('writer@example.com');
  deadlinesOnly = (await adminWith(t, ['settings.deadlines'], 'deadlines@example.com')).token;
});
afterAll(() => t.close());

type Row = Record<string, unknown> & { id: number };
const lastLog = async () => (await t.app.db.select().from(logs).orderBy(desc(logs.id)).limit(1))[0];

describe('GET list-settings/{type}', () => {
  it('lets guests read the bare lists of the public order form, amounts as USD decimals', async () => {
    for (const type of ['service_types', 'order_services', 'deadlines', 'tag_lines', 'websites', 'order_sources']) {
      const res = await t.request({ method: 'GET', url: `/api/list-settings/${type}?all=1` });
      expect(res.statusCode, type).toBe(200);
      expect(Array.isArray(res.json()), type).toBe(true);
      expect(res.json<Row[]>().length, type).toBeGreaterThan(0);
    }
    const types = (await t.request({ method: 'GET', url: '/api/list-settings/service_types?all=1' })).json<Row[]>();
    expect(types.find((r) => r.name === 'Essay Writing')).toMatchObject({
      amount: 15,
      description: expect.any(String),
    });
    const tags = (await t.request({ method: 'GET', url: '/api/list-settings/tag_lines?all=1' })).json<Row[]>();
    expect(tags[0]).toMatchObject({ website: { name: 'Scriptorium' }, bootstrap_icon: expect.stringMatching(/^bi-/) });
  });

  it('keeps the paged management table behind settings.{type}', async () => {
    expect((await t.request({ method: 'GET', url: '/api/list-settings/service_types' })).statusCode).toBe(401);
    expect(
      (await t.request({ method: 'GET', url: '/api/list-settings/service_types', token: client })).statusCode,
    ).toBe(403);
    expect(
      (await t.request({ method: 'GET', url: '/api/list-settings/service_types', token: deadlinesOnly })).statusCode,
    ).toBe(403);
    const res = await t.request({
      method: 'GET',
      url: '/api/list-settings/deadlines?per_page=2&order_by=hours&order_method=asc',
      token: deadlinesOnly,
    });
    expect(res.statusCode).toBe(200);
    const page = res.json<{ data: { data: Row[]; total: number; per_page: number } }>().data;
    expect(page.total).toBe(6);
    expect(page.data.map((r) => r.hours)).toEqual([6, 12]);
  });

  it('keeps notification templates from anyone without settings.notification_messages, even as a bare list', async () => {
    expect((await t.request({ method: 'GET', url: '/api/list-settings/notification_messages?all=1' })).statusCode).toBe(
      401,
    );
    expect(
      (await t.request({ method: 'GET', url: '/api/list-settings/notification_messages?all=1', token: client }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.request({ method: 'GET', url: '/api/list-settings/notification_messages?all=1', token: deadlinesOnly }))
        .statusCode,
    ).toBe(403);
    const res = await t.request({ method: 'GET', url: '/api/list-settings/notification_messages?all=1', token: admin });
    expect(res.json<Row[]>().some((r) => r.slug === 'order_paid')).toBe(true);
  });

  it('gives the payment methods list to signed-in writers (their payment accounts) but not to guests', async () => {
    expect((await t.request({ method: 'GET', url: '/api/list-settings/payment_methods?all=1' })).statusCode).toBe(401);
    const res = await t.request({ method: 'GET', url: '/api/list-settings/payment_methods?all=1', token: writer });
    expect(res.statusCode).toBe(200);
    expect(res.json<Row[]>().map((r) => r.name)).toContain('M-Pesa');
    expect(
      (await t.request({ method: 'GET', url: '/api/list-settings/payment_methods', token: writer })).statusCode,
    ).toBe(403);
  });

  it('searches and refuses an unknown sort column with 422', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/list-settings/service_types?filter_value=essay',
      token: admin,
    });
    expect(res.json<{ data: { data: Row[] } }>().data.data.map((r) => r.name)).toEqual(['Essay Writing']);
    const bad = await t.request({
      method: 'GET',
      url: '/api/list-settings/service_types?order_by=password',
      token: admin,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.order_by).toBeDefined();
  });

  it('exports every row of a type to a file for those with the permission', async () => {
    expect(
      (await t.request({ method: 'POST', url: '/api/list-settings/deadlines', payload: { export: 1 } })).statusCode,
    ).toBe(401);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/list-settings/service_types',
          payload: { export: 1 },
          token: deadlinesOnly,
        })
      ).statusCode,
    ).toBe(403);
    const res = await t.request({
      method: 'POST',
      url: '/api/list-settings/deadlines',
      payload: { export: 1 },
      token: deadlinesOnly,
    });
    expect(res.statusCode).toBe(200);
    const { file, name } = res.json<{ file: string; name: string }>();
    const csv = await t.request({
      method: 'GET',
      url: `/api/external-download?file=${file}&name=${encodeURIComponent(name)}`,
    });
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe('Id,Name,Hours,Rate,Created at');
    expect(lines).toHaveLength(7);
  });
});

describe('POST/PUT settings/{type}', () => {
  it('lets an admin holding only settings.deadlines edit deadlines, and refuses service types with 403', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/settings/deadlines',
      payload: { name: '48 hours', hours: 48, rate: 1.4 },
      token: deadlinesOnly,
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      message: 'Settings saved',
      data: { name: '48 hours', hours: 48, rate: 1.4 },
    });
    const id = created.json<{ data: Row }>().data.id;
    const updated = await t.request({
      method: 'PUT',
      url: `/api/settings/deadlines/${id}`,
      payload: { name: '2 days', hours: 48, rate: 1.35 },
      token: deadlinesOnly,
    });
    expect(updated.json()).toMatchObject({ message: 'Settings saved', data: { id, name: '2 days', rate: 1.35 } });
    expect(await lastLog()).toMatchObject({
      type: 'settings',
      log: expect.stringContaining(`Updated deadline #${id}`),
    });

    const refused = await t.request({
      method: 'POST',
      url: '/api/settings/service_types',
      payload: { name: 'Poems', amount: 5 },
      token: deadlinesOnly,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Not authorized to access this page/resource/endpoint');
    expect(
      (await t.request({ method: 'POST', url: '/api/settings/deadlines', payload: { name: 'x', hours: 1, rate: 1 } }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/settings/deadlines',
          payload: { name: 'x', hours: 1, rate: 1 },
          token: client,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('answers 422 with a message per invalid field and stores nothing', async () => {
    const before = await t.app.db.select().from(service_types);
    const res = await t.request({
      method: 'POST',
      url: '/api/settings/service_types',
      payload: { name: ' ', amount: '12.345' },
      token: admin,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: ['The name field is required'],
      amount: ['The amount may have at most two decimals'],
    });
    expect(await t.app.db.select().from(service_types)).toHaveLength(before.length);

    const deadline = await t.request({
      method: 'POST',
      url: '/api/settings/deadlines',
      payload: { name: 'Soon', hours: 0, rate: -1 },
      token: admin,
    });
    expect(deadline.json().errors).toEqual({
      hours: ['The hours must be a whole number greater than 0'],
      rate: ['The rate must be a number greater than 0'],
    });
    const site = await t.request({
      method: 'POST',
      url: '/api/settings/websites',
      payload: { name: 'Site', url: 'ftp://x', email: 'nope' },
      token: admin,
    });
    expect(Object.keys(site.json().errors).sort()).toEqual(['email', 'url']);
    const tag = await t.request({
      method: 'POST',
      url: '/api/settings/tag_lines',
      payload: { name: 'Fast', website_id: 9999 },
      token: admin,
    });
    expect(tag.json().errors).toEqual({ website_id: ['Choose a website from the list'] });
  });

  it('answers 404 for an unknown row and 422 for a malformed id', async () => {
    expect(
      (
        await t.request({
          method: 'PUT',
          url: '/api/settings/deadlines/9999',
          payload: { name: 'x', hours: 1, rate: 1 },
          token: admin,
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/settings/deadlines/abc', token: admin })).statusCode).toBe(422);
  });

  it('makes a service type’s new amount what list-settings returns at once', async () => {
    const [essay] = await t.app.db.select().from(service_types).where(eq(service_types.name, 'Essay Writing'));
    const res = await t.request({
      method: 'PUT',
      url: `/api/settings/service_types/${essay.id}`,
      payload: { name: 'Essay Writing', amount: '17.25', description: essay.description },
      token: admin,
    });
    expect(res.json()).toMatchObject({ message: 'Settings saved', data: { amount: 17.25 } });
    const [stored] = await t.app.db.select().from(service_types).where(eq(service_types.id, essay.id));
    expect(stored.amount).toBe(1725);
    const list = (await t.request({ method: 'GET', url: '/api/list-settings/service_types?all=1' })).json<Row[]>();
    expect(list.find((r) => r.id === essay.id)?.amount).toBe(17.25);
    const single = await t.request({ method: 'GET', url: `/api/settings/service_types/${essay.id}` });
    expect(single.json()).toMatchObject({ id: essay.id, amount: 17.25 });
  });

  it('registers create, update and delete for every setting type', () => {
    for (const type of SETTING_TYPES) {
      for (const [method, url] of [
        ['POST', `/api/settings/${type}`],
        ['PUT', `/api/settings/${type}/:id`],
        ['DELETE', `/api/settings/${type}/:id`],
      ]) {
        const route = t.app.apiRoutes.find((r) => r.method === method && r.url === url);
        expect(route?.access, `${method} ${url}`).toEqual({ roles: ['admin'], permission: `settings.${type}` });
      }
    }
  });
});

describe('DELETE settings/{type}/:id', () => {
  it('refuses with 409 to delete a service type an order uses, and keeps it', async () => {
    const [order] = await t.app.db.select().from(orders).limit(1);
    const res = await t.request({
      method: 'DELETE',
      url: `/api/settings/service_types/${order.service_type_id}`,
      token: admin,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^This service type cannot be deleted because it is used by \d+ orders?/);
    // In Swahili, the list of what uses it is Swahili too ("oda 3 na vifurushi vya bei 2"), counts as they are.
    const sw = await t.request({
      method: 'DELETE',
      url: `/api/settings/service_types/${order.service_type_id}`,
      token: admin,
      headers: { 'accept-language': 'sw' },
    });
    expect(sw.json().message).toMatch(
      /^Hiki \(aina ya huduma\) hakiwezi kufutwa kwa sababu kinatumiwa na oda \d+( na (kifurushi cha bei 1|vifurushi vya bei \d+))?\.$/,
    );
    expect(
      await t.app.db.select().from(service_types).where(eq(service_types.id, order.service_type_id!)),
    ).toHaveLength(1);
  });

  it('refuses a payment method a payment account uses', async () => {
    const [mpesa] = await t.app.db.select().from(payment_methods).where(eq(payment_methods.name, 'M-Pesa'));
    const [w] = await t.app.db.select().from(users).where(eq(users.email, 'writer@example.com'));
    const existing = await t.app.db
      .select()
      .from(payment_accounts)
      .where(and(eq(payment_accounts.user_id, w.id), eq(payment_accounts.payment_method_id, mpesa.id)));
    if (!existing.length)
      await t.app.db
        .insert(payment_accounts)
        .values({ user_id: w.id, payment_method_id: mpesa.id, account_number: '0712345678', account_name: 'W' });
    const res = await t.request({ method: 'DELETE', url: `/api/settings/payment_methods/${mpesa.id}`, token: admin });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('payment account');
  });

  it('deletes an unused row with an audit entry, for the holder of the permission only', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/settings/deadlines',
      payload: { name: '30 days', hours: 720, rate: 0.8 },
      token: admin,
    });
    const id = created.json<{ data: Row }>().data.id;
    expect((await t.request({ method: 'DELETE', url: `/api/settings/deadlines/${id}` })).statusCode).toBe(401);
    const noPerm = (await adminWith(t, ['settings.service_types'], 'types@example.com')).token;
    expect(
      (await t.request({ method: 'DELETE', url: `/api/settings/deadlines/${id}`, token: noPerm })).statusCode,
    ).toBe(403);
    const res = await t.request({ method: 'DELETE', url: `/api/settings/deadlines/${id}`, token: deadlinesOnly });
    expect(res.statusCode).toBe(200);
    expect(await t.app.db.select().from(deadlines).where(eq(deadlines.id, id))).toHaveLength(0);
    expect(await lastLog()).toMatchObject({ type: 'settings', log: `Deleted deadline #${id} "30 days"` });
    expect((await t.request({ method: 'DELETE', url: `/api/settings/deadlines/${id}`, token: admin })).statusCode).toBe(
      404,
    );
  });
});
