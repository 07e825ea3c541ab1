/**
 * Every registered `/api` route, after every area is mounted, against its declared access rule:
 * guests get 401 on everything not public, callers without the role or permission get 403, and the
 * public routes are exactly the allow-list below — a new public route needs a decision here.
 * @see docs/security.md "Roles and route access"; plugins/app/access.ts
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORBIDDEN_MESSAGE, UNAUTHENTICATED_MESSAGE } from '@scriptorium/contracts/core';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { callers, fillUrl, passes, routeKey, type Caller } from './callers.js';

/** Routes anyone may call without signing in. Adding one here is a security decision: say why. */
const PUBLIC_ROUTES: Record<string, string> = {
  'GET /api/docs': 'API documentation UI',
  'GET /api/docs/json': 'OpenAPI document',
  'GET /api/docs/yaml': 'OpenAPI document',
  'GET /api/docs/static/index.html': 'API documentation UI',
  'GET /api/docs/static/swagger-initializer.js': 'API documentation UI',
  'GET /api/docs/static/*': 'API documentation UI assets',
  'POST /api/auth/login': 'signing in',
  'POST /api/auth/register': 'creating an account',
  'POST /api/auth/forgot-password': 'asking for a reset mail',
  'POST /api/auth/reset-password': 'resetting with the mailed token',
  'POST /api/auth/social/google': 'signing in with Google',
  'GET /api/config': 'runtime settings the shell needs before sign-in',
  'GET /api/health': 'load balancer probe',
  'GET /api/external-download': 'capability URL: random export file id, one hour',
  'GET /api/files/:id/download': 'signed link (uid, expires, sig) or Bearer; checked in the handler',
  'POST /api/orders/price': 'guest order form prices',
  'GET /api/checkout/:session': 'payment gateway checkout page (session is a random capability)',
  'POST /api/checkout/:session/confirm': 'payment gateway checkout page',
  'POST /api/checkout/:session/cancel': 'payment gateway checkout page',
  'POST /api/payments/webhooks/stripe': 'Stripe webhook: Stripe-Signature verified on the raw body',
  'POST /api/payments/webhooks/paypal': "PayPal webhook: verified through PayPal's verify-webhook-signature",
  'GET /api/payments/paypal/return': 'PayPal return URL: captures only an order of ours PayPal approved',
  'GET /api/payments/paypal/cancel': 'PayPal cancel URL: closes an open session',
  'POST /api/payments/payouts/mpesa/:token/:kind':
    "M-Pesa's payout callbacks: an unguessable token per attempt, and the body must name our conversation",
  'GET /api/settings/service_types/:id': 'guest order form options',
  'GET /api/settings/deadlines/:id': 'guest order form options',
  'GET /api/settings/websites/:id': 'guest order form options',
  'GET /api/settings/tag_lines/:id': 'guest order form options',
  'GET /api/settings/order_sources/:id': 'guest order form options',
  'GET /api/settings/order_services/:id': 'guest order form options',
  'GET /api/list-settings/service_types': 'guest order form options',
  'GET /api/list-settings/deadlines': 'guest order form options',
  'GET /api/list-settings/websites': 'guest order form options',
  'GET /api/list-settings/tag_lines': 'guest order form options',
  'GET /api/list-settings/order_sources': 'guest order form options',
  'GET /api/list-settings/order_services': 'guest order form options',
  'GET /api/settings/service-packages': 'guest order form packages',
  'GET /api/settings/service-packages/:id': 'guest order form packages',
  'GET /api/users/:id/profile-picture': 'pictures load in <img> without a token',
  'GET /api/users/:id/profile-picture/*': 'pictures load in <img> without a token',
  'GET /api/releases/preview':
    "what this browser previews: read from its own preview cookie, whose session's permission is checked",
  'DELETE /api/releases/preview': "ending this browser's own preview (its cookie), also after its session ended",
  'POST /api/client-errors': 'browsers report a failing release with no personal data; rate-limited per address',
};

let t: TestApp;
let who: Awaited<ReturnType<typeof callers>>;
beforeAll(async () => {
  t = await createTestApp();
  who = await callers(t);
});
afterAll(async () => t?.close());

const send = (method: string, url: string, token?: string) =>
  t.request({
    method: method as 'GET',
    url: fillUrl(url),
    token,
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
  });

describe('every /api route declares who may call it', () => {
  it('lists a good number of routes, each with an access rule', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThan(100);
    for (const r of t.app.apiRoutes) expect(r.access, routeKey(r)).toBeTruthy();
  });

  it('has exactly the allow-listed public routes', () => {
    const publicNow = t.app.apiRoutes
      .filter((r) => r.access === 'public')
      .map(routeKey)
      .sort();
    expect(publicNow).toEqual(Object.keys(PUBLIC_ROUTES).sort());
  });

  it('gives a guest 401 {message} on every route that is not public', async () => {
    const failures: string[] = [];
    for (const r of t.app.apiRoutes.filter((x) => x.access !== 'public')) {
      const res = await send(r.method, r.url);
      if (res.statusCode !== 401 || res.json().message !== UNAUTHENTICATED_MESSAGE)
        failures.push(`${routeKey(r)} → ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
  });

  it('gives 403 to every signed-in caller lacking the role or permission', async () => {
    const failures: string[] = [];
    let checked = 0;
    const lacking: Caller[] = [who.client, who.writer, who.bareAdmin];
    for (const r of t.app.apiRoutes) {
      if (r.access === 'public' || r.access === 'user') continue;
      const wrong = lacking.filter((c) => !passes(r.access, c));
      // A role/permission rule that every kind of caller passes would be 'user' in disguise.
      if (!wrong.length) failures.push(`${routeKey(r)}: no caller is refused by ${JSON.stringify(r.access)}`);
      for (const caller of wrong) {
        checked++;
        const res = await send(r.method, r.url, caller.token);
        if (res.statusCode !== 403 || res.json().message !== FORBIDDEN_MESSAGE)
          failures.push(`${routeKey(r)} as ${caller.name} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });

  it('lets a caller holding the role and permission past the rule (never 401, never a server error)', async () => {
    const failures: string[] = [];
    for (const r of t.app.apiRoutes) {
      if (r.url.startsWith('/api/auth/logout')) continue; // would end the session the other checks use
      const caller = [who.superAdmin, who.client, who.writer].find((c) => passes(r.access, c))!;
      const res = await send(r.method, r.url, caller.token);
      const refusedByRule = res.statusCode === 401 || (res.statusCode === 403 && !passes(r.access, caller));
      if (refusedByRule || res.statusCode >= 500)
        failures.push(`${routeKey(r)} as ${caller.name} → ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
  });

  it('still signs the caller out on POST /api/auth/logout (user route)', async () => {
    const token = await t.login('client@example.com');
    expect((await t.request({ method: 'POST', url: '/api/auth/logout', token })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/auth/user', token })).statusCode).toBe(401);
  });
});
