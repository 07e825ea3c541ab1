import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { formData, PNG_1PX } from '../../helpers/fixtures.js';

let t: TestApp;
let admin: string;
let client: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@example.com');
  client = await t.login('client@example.com');
});
afterAll(async () => t?.close());

describe('empty query parameters are absent', () => {
  it("answers a table's first load (order_by=&order_method=&filter_value=) with its first page", async () => {
    for (const url of [
      '/api/logs',
      '/api/orders/list/all',
      '/api/users/list/clients',
      '/api/list-settings/service_types',
    ]) {
      const res = await t.request({
        method: 'GET',
        url: `${url}?order_by=&order_method=&filter_value=&from=&to=&page=&per_page=`,
        token: admin,
      });
      expect(res.statusCode, url).toBe(200);
      expect(res.json().data.current_page, url).toBe(1);
    }
  });
});

describe('forms accept multipart as well as JSON', () => {
  it('signs in with a multipart login form', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: formData({ email: 'admin@example.com', password: 'password' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe('admin@example.com');
  });

  it('gives the same 422 messages for a multipart form as for JSON', async () => {
    const json = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: 'not-an-email' } });
    const multi = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: formData({ email: 'not-an-email' }),
    });
    expect(multi.statusCode).toBe(422);
    expect(multi.json()).toEqual(json.json());
  });

  it('refuses a part named __proto__ (@fastify/multipart) instead of reading it as the values of the others', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: formData({ ['__proto__']: '{"email":"admin@example.com","password":"password"}' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().token).toBeUndefined();
    expect(res.json().message).toBeTypeOf('string');
  });

  it('saves a service type posted as multipart (numbers as strings)', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/settings/service_types',
      token: admin,
      payload: formData({ name: 'Multipart Essay', amount: '12.50', description: 'sent as a form' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Settings saved', data: { name: 'Multipart Essay', amount: 12.5 } });
  });

  it('parses objects and lists sent as JSON strings (streamline params)', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/streamline',
      token: admin,
      payload: formData({
        stream: 'dashboard',
        action: 'getStats',
        params: '[{"from":"2020-01-01","to":"2020-01-31"}]',
      }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeTypeOf('object');
  });

  it('keeps file uploads working (they read their own parts)', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/profile-picture',
      token: client,
      payload: formData({}, [{ field: 'profile_picture', name: 'p.png', content: PNG_1PX }]),
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('streamline onMounted', () => {
  it('returns the properties a stream starts with', async () => {
    const call = (stream: string, action: string) =>
      t.request({ method: 'POST', url: '/api/streamline', token: admin, payload: { action, stream, params: [] } });
    const mounted = await call('stats', 'onMounted');
    expect(mounted.statusCode).toBe(200);
    expect(mounted.json()).toEqual((await call('stats', 'getMenuCounts')).json());
    const notes = await call('notifications/notifications', 'onMounted');
    expect(notes.statusCode).toBe(200);
    expect(notes.json()).toHaveProperty('count');
    expect((await call('dashboard', 'onMounted')).statusCode).toBe(200);
  });
});

describe('every column a table offers as sortable sorts', () => {
  // The keyed columns of each screen's DataTable (mf-*/src/features/**), sortable unless marked otherwise.
  const offered: Record<string, string[]> = {
    '/api/logs': ['id', 'type', 'log', 'ip_address', 'device', 'created_at'],
    '/api/orders/list/all': ['id', 'title', 'status', 'deadline', 'amount', 'rating', 'created_at'],
    '/api/users/list/clients': ['id', 'name', 'email', 'phone', 'created_at'],
    '/api/users/list/writers': ['id', 'name', 'email', 'phone', 'created_at'],
    '/api/payments/order-payments': ['id', 'order_id', 'reference', 'payment_method', 'amount', 'created_at'],
    '/api/payments/withdrawals/list/approved': ['id', 'user.name', 'amount', 'reference', 'processed_at', 'created_at'],
    '/api/sh-departments/list': ['id', 'name', 'description', 'created_at'],
    '/api/links': ['id', 'url', 'order_count', 'created_at'],
    '/api/inbox': ['order_id', 'title', 'created_at'],
  };
  for (const [url, keys] of Object.entries(offered)) {
    it(`${url} sorts by ${keys.join(', ')}`, async () => {
      for (const key of keys) {
        for (const method of ['asc', 'desc']) {
          const res = await t.request({
            method: 'GET',
            url: `${url}?order_by=${encodeURIComponent(key)}&order_method=${method}`,
            token: admin,
          });
          expect(res.statusCode, `${url} ${key} ${method}: ${res.body}`).toBe(200);
        }
      }
    });
  }

  it('sorts logs by their text, both ways', async () => {
    const texts = async (method: string) => {
      const res = await t.request({
        method: 'GET',
        url: `/api/logs?order_by=log&order_method=${method}&all=1`,
        token: admin,
      });
      return (res.json() as { id: number }[]).map((r) => r.id);
    };
    const asc = await texts('asc');
    expect(asc.length).toBeGreaterThan(1);
    expect(await texts('desc')).toEqual([...asc].reverse());
  });
});
