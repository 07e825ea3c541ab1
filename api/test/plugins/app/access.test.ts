import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyPluginAsync } from 'fastify';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

/** Routes with every kind of access rule, to prove the rule is enforced as declared. */
const probeRoutes: FastifyPluginAsync = async (app) => {
  app.get('/probe/user', { config: { access: 'user' } }, async (request) => ({
    id: request.user.id,
    role: request.user.role,
  }));
  app.get('/probe/writers', { config: { access: { roles: ['writer'] } } }, async () => ({ ok: true }));
  app.get(
    '/probe/assign',
    { config: { access: { roles: ['admin'], permission: 'orders.order.assign_writer' } } },
    async () => ({ ok: true }),
  );
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { routes: [probeRoutes] });
});
afterAll(async () => t?.close());

describe('route access', () => {
  it('refuses to build the app when an /api route declares no access', async () => {
    const careless: FastifyPluginAsync = async (app) => {
      app.get('/forgot-to-decide', async () => ({ leaked: true }));
    };
    await expect(createTestApp({}, { routes: [careless] })).rejects.toThrow(
      /GET \/api\/forgot-to-decide has no config\.access/,
    );
  });

  it('gives a guest 401 on every registered route that is not public', async () => {
    const guarded = t.app.apiRoutes.filter((r) => r.access !== 'public');
    expect(guarded.length).toBeGreaterThanOrEqual(5);
    for (const route of guarded) {
      const url = route.url.replace(/:[^/]+/g, '1').replace(/\*$/, 'x');
      const res = await t.request({
        method: route.method as 'GET',
        url,
        payload: route.method === 'GET' ? undefined : {},
      });
      expect({ route: `${route.method} ${route.url}`, status: res.statusCode, body: res.json() }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 401,
        body: { message: 'Unauthenticated.' },
      });
    }
  });

  it('lists every built-in route with its access rule', () => {
    const byUrl = Object.fromEntries(t.app.apiRoutes.map((r) => [`${r.method} ${r.url}`, r.access]));
    expect(byUrl).toMatchObject({
      'POST /api/auth/login': 'public',
      'POST /api/auth/logout': 'user',
      'GET /api/auth/user': 'user',
      'GET /api/config': 'public',
      'GET /api/health': 'public',
    });
  });

  it('hands the signed-in user to the handler as request.user', async () => {
    const res = await t.request({ method: 'GET', url: '/api/probe/user', token: await t.login('client@example.com') });
    expect(res.json()).toEqual({ id: expect.any(Number), role: 'client' });
  });

  it('answers 403 with the contract message for the wrong role or a missing permission', async () => {
    const client = await t.login('client@example.com');
    const writer = await t.login('writer@example.com');
    const admin = await t.login('admin@example.com');
    const forbidden = { message: 'Not authorized to access this page/resource/endpoint' };

    expect((await t.request({ method: 'GET', url: '/api/probe/writers', token: writer })).statusCode).toBe(200);
    const wrongRole = await t.request({ method: 'GET', url: '/api/probe/writers', token: client });
    expect([wrongRole.statusCode, wrongRole.json()]).toEqual([403, forbidden]);

    expect((await t.request({ method: 'GET', url: '/api/probe/assign', token: admin })).statusCode).toBe(200);
    const noPermission = await t.request({ method: 'GET', url: '/api/probe/assign', token: writer });
    expect([noPermission.statusCode, noPermission.json()]).toEqual([403, forbidden]);
  });

  it('keeps the API docs readable without signing in', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/auth/login');
  });
});
