/**
 * The authorization matrix of every orders, files, messages, inbox and assignments endpoint: a guest
 * (401), the owning client, another client, the assigned writer, another writer, a full admin, an admin
 * holding only the relevant key(s), and an admin holding every key but those. Each caller meets a fresh
 * order in a state where the call is otherwise allowed, so a refusal can only come from who they are.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS } from '@scriptorium/contracts/core';
import { createCast, inDays, type Cast, type Who } from './cast.js';
import { adminWith, formData, PDF } from '../../../helpers/fixtures.js';
import { makeOrder, type Fixture, type FixtureOptions } from './fixtures.js';
import type { OrderStatus } from '@scriptorium/contracts/core';

type Caller = 'guest' | Who | 'keyAdmin' | 'noKeyAdmin';

interface Case {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: (f: Fixture, c: Cast) => string;
  body?: (f: Fixture, c: Cast) => unknown;
  multipart?: boolean;
  status: OrderStatus;
  options?: FixtureOptions;
  /** Keys the key-only admin holds (and the no-key admin lacks). */
  keys: string[];
  expect: Partial<Record<Caller, number>>;
}

const READ = ['orders.menu.view_orders', 'orders.inbox.view_inbox'];
const ok = 200;
/** Client-and-writer party rules on an order-scoped `user` route, admins by reading keys. */
const parties = {
  guest: 401,
  client: ok,
  otherClient: 404,
  writer: ok,
  otherWriter: 404,
  admin: ok,
  keyAdmin: ok,
  noKeyAdmin: 403,
};
const adminOnly = (code = ok) => ({
  guest: 401,
  client: 403,
  otherClient: 403,
  writer: 403,
  otherWriter: 403,
  admin: code,
  keyAdmin: code,
  noKeyAdmin: 403,
});
let ref = 0;

const CASES: Case[] = [
  {
    name: 'GET orders/{id}',
    method: 'GET',
    url: (f) => `/api/orders/${f.orderId}`,
    status: 'in_progress',
    keys: READ,
    expect: parties,
  },
  {
    name: 'GET orders/{id}/files',
    method: 'GET',
    url: (f) => `/api/orders/${f.orderId}/files`,
    status: 'in_progress',
    keys: READ,
    expect: parties,
  },
  {
    name: 'POST orders/{id}/files',
    method: 'POST',
    url: (f) => `/api/orders/${f.orderId}/files`,
    multipart: true,
    status: 'in_progress',
    keys: READ,
    expect: parties,
  },
  {
    name: 'GET orders/{id}/messages',
    method: 'GET',
    url: (f) => `/api/orders/${f.orderId}/messages`,
    status: 'in_progress',
    keys: READ,
    expect: parties,
  },
  {
    name: 'POST orders/{id}/messages',
    method: 'POST',
    url: (f) => `/api/orders/${f.orderId}/messages`,
    body: () => ({ message: 'Hi' }),
    status: 'in_progress',
    keys: READ,
    expect: parties,
  },
  {
    name: 'POST orders/{id}/typing',
    method: 'POST',
    url: (f) => `/api/orders/${f.orderId}/typing`,
    body: () => ({}),
    status: 'in_progress',
    keys: READ,
    expect: parties,
  },
  {
    name: 'GET files/{id}/download',
    method: 'GET',
    url: (f) => `/api/files/${f.fileId}/download`,
    status: 'in_progress',
    keys: READ,
    expect: parties,
  },
  {
    name: 'POST messages/{id}/read',
    method: 'POST',
    url: (f) => `/api/messages/${f.messageId}/read`,
    status: 'in_progress',
    keys: READ,
    expect: { ...parties, writer: 404 },
  },
  {
    name: 'POST orders (addOrder)',
    method: 'POST',
    url: () => '/api/orders',
    status: 'unpaid',
    keys: ['orders.menu.view_orders'],
    body: (_f, c) => ({
      service_type_id: c.settings.essay,
      title: 'Essay',
      deadline_id: c.settings.sevenDays,
      user_id: c.id.client,
    }),
    expect: {
      guest: 401,
      client: 201,
      otherClient: 201,
      writer: 403,
      otherWriter: 403,
      admin: 201,
      keyAdmin: 201,
      noKeyAdmin: 403,
    },
  },
  {
    name: 'PUT orders/{id} (editOrder)',
    method: 'PUT',
    url: (f) => `/api/orders/${f.orderId}`,
    body: () => ({ title: 'Renamed' }),
    status: 'unpaid',
    keys: ['orders.order.edit_order'],
    expect: { ...adminOnly(), client: ok, otherClient: 404 },
  },
  {
    name: 'GET orders/{id}/payments',
    method: 'GET',
    url: (f) => `/api/orders/${f.orderId}/payments`,
    status: 'unassigned',
    options: { paid: 10_000 },
    keys: [...READ, 'orders.order.view_amount'],
    expect: { ...adminOnly(), client: ok, otherClient: 404 },
  },
  {
    // Authorised callers get as far as the payment itself (none of this order's: 422); the rest are refused.
    name: 'POST orders/{id}/refunds',
    method: 'POST',
    url: (f) => `/api/orders/${f.orderId}/refunds`,
    status: 'unassigned',
    options: { paid: 10_000 },
    body: () => ({ payment_id: 999_999, amount: 1, reason: 'Authorization check' }),
    keys: ['payments.order_payments.refund'],
    expect: adminOnly(422),
  },
  {
    name: 'POST orders/{id}/amount',
    method: 'POST',
    url: (f) => `/api/orders/${f.orderId}/amount`,
    body: () => ({ amount: 50 }),
    status: 'pending_quote',
    keys: ['orders.order.submit_quote'],
    expect: adminOnly(),
  },
  {
    name: 'POST orders/{id}/mark-paid',
    method: 'POST',
    url: (f) => `/api/orders/${f.orderId}/mark-paid`,
    status: 'unpaid',
    keys: ['orders.order.mark_order_paid'],
    body: () => ({ amount: 10, reference: `AUTH-${++ref}`, payment_method: 'admin_payment' }),
    expect: adminOnly(),
  },
  {
    name: 'POST orders/{id}/payment-link',
    method: 'POST',
    url: (f) => `/api/orders/${f.orderId}/payment-link`,
    body: () => ({ amount: 10 }),
    status: 'unpaid',
    keys: [],
    expect: { guest: 401, client: ok, otherClient: 404, writer: 403, otherWriter: 403, admin: 403, keyAdmin: 403 },
  },
  {
    // The owning client gets as far as the order's tip (this one has none: 409); the rest are refused.
    name: 'POST orders/{id}/tip-link',
    method: 'POST',
    url: (f) => `/api/orders/${f.orderId}/tip-link`,
    body: () => ({}),
    status: 'approved',
    options: { paid: 10_000 },
    keys: [],
    expect: { guest: 401, client: 409, otherClient: 404, writer: 403, otherWriter: 403, admin: 403, keyAdmin: 403 },
  },
  {
    name: 'POST orders/{id}/approve',
    method: 'POST',
    url: (f) => `/api/orders/${f.orderId}/approve`,
    body: () => ({ rating: 5 }),
    status: 'completed',
    options: { paid: 10_000 },
    keys: ['orders.order.approve_order'],
    expect: { ...adminOnly(), client: ok, otherClient: 404 },
  },
  {
    name: 'POST orders/{id}/revision',
    method: 'POST',
    url: (f) => `/api/orders/${f.orderId}/revision`,
    body: () => ({ instructions: 'More sources' }),
    status: 'completed',
    keys: ['orders.order.request_revision'],
    expect: { ...adminOnly(), client: ok, otherClient: 404 },
  },
  {
    name: 'POST orders/{id}/deliver',
    method: 'POST',
    url: (f) => `/api/orders/${f.orderId}/deliver`,
    body: () => ({ confirmed: true }),
    status: 'in_progress',
    keys: [],
    expect: { guest: 401, client: 403, otherClient: 403, writer: ok, otherWriter: 404, admin: 403, keyAdmin: 403 },
  },
  {
    name: 'POST orders/{id}/complete',
    method: 'POST',
    url: (f) => `/api/orders/${f.orderId}/complete`,
    body: () => ({ confirmed: true }),
    status: 'under_review',
    keys: ['orders.order.mark_order_delivered'],
    expect: adminOnly(),
  },
  {
    name: 'POST orders/{id}/cancel',
    method: 'POST',
    url: (f) => `/api/orders/${f.orderId}/cancel`,
    body: () => ({}),
    status: 'unpaid',
    keys: ['orders.order.edit_order'],
    expect: { ...adminOnly(), client: ok, otherClient: 404 },
  },
  {
    name: 'GET orders/{id}/suggest-writers',
    method: 'GET',
    url: (f) => `/api/orders/${f.orderId}/suggest-writers`,
    status: 'unassigned',
    keys: ['orders.order.assign_writer'],
    expect: adminOnly(),
  },
  {
    name: 'POST orders/{id}/assign',
    method: 'POST',
    url: (f) => `/api/orders/${f.orderId}/assign`,
    status: 'unassigned',
    options: { paid: 10_000 },
    keys: ['orders.order.assign_writer'],
    body: (_f, c) => ({ writer_id: c.id.writer, writer_amount: 900, deadline: inDays(2) }),
    expect: adminOnly(),
  },
  {
    name: 'DELETE files/{id}',
    method: 'DELETE',
    url: (f) => `/api/files/${f.fileId}`,
    status: 'in_progress',
    keys: ['orders.order.delete_order_file'],
    expect: { ...adminOnly(), client: 403, otherClient: 404, writer: ok, otherWriter: 404 },
  },
  {
    name: 'POST files/{id}/allow-client',
    method: 'POST',
    url: (f) => `/api/files/${f.fileId}/allow-client`,
    body: () => ({ allow_client: false }),
    status: 'in_progress',
    keys: ['orders.order.allow_client_file'],
    expect: adminOnly(),
  },
  {
    name: 'PUT assignments/{id}/deadline',
    method: 'PUT',
    url: (f) => `/api/assignments/${f.assignmentId}/deadline`,
    body: () => ({ deadline: inDays(4) }),
    status: 'in_progress',
    keys: ['orders.order.change_writer_deadline'],
    expect: adminOnly(),
  },
  {
    name: 'PUT assignments/{id}/amount',
    method: 'PUT',
    url: (f) => `/api/assignments/${f.assignmentId}/amount`,
    body: () => ({ amount: 1200 }),
    status: 'in_progress',
    keys: ['orders.order.change_writer_amount'],
    expect: adminOnly(),
  },
  {
    name: 'POST assignments/{id}/cancel',
    method: 'POST',
    url: (f) => `/api/assignments/${f.assignmentId}/cancel`,
    body: () => ({ reason: 'Too slow' }),
    status: 'in_progress',
    keys: ['orders.order.cancel_assigned_order'],
    expect: adminOnly(),
  },
  {
    name: 'POST assignments/{id}/revision',
    method: 'POST',
    url: (f) => `/api/assignments/${f.assignmentId}/revision`,
    body: () => ({ instructions: 'Fix refs' }),
    status: 'under_review',
    keys: ['orders.order.request_revision'],
    expect: adminOnly(),
  },
  {
    name: 'GET orders/list/{status}',
    method: 'GET',
    url: () => '/api/orders/list/quotes',
    status: 'pending_quote',
    keys: ['orders.menu.view_orders'],
    expect: adminOnly(),
  },
  {
    name: 'GET orders/user/{userId}',
    method: 'GET',
    url: (_f, c) => `/api/orders/user/${c.id.client}`,
    status: 'unpaid',
    keys: ['users.menu.view_users'],
    expect: adminOnly(),
  },
  {
    name: 'GET orders/link/{linkId}',
    method: 'GET',
    url: () => '/api/orders/link/1',
    status: 'unpaid',
    keys: ['links.menu.view_links'],
    expect: adminOnly(),
  },
  {
    name: 'GET orders/client',
    method: 'GET',
    url: () => '/api/orders/client',
    status: 'unpaid',
    keys: [],
    expect: { guest: 401, client: ok, otherClient: ok, writer: 403, otherWriter: 403, admin: 403 },
  },
  {
    name: 'GET orders/writer/{status}',
    method: 'GET',
    url: () => '/api/orders/writer/active',
    status: 'in_progress',
    keys: [],
    expect: { guest: 401, client: 403, otherClient: 403, writer: ok, otherWriter: ok, admin: 403 },
  },
  {
    name: 'GET inbox',
    method: 'GET',
    url: () => '/api/inbox',
    status: 'in_progress',
    keys: ['orders.inbox.view_inbox'],
    expect: { ...adminOnly(), client: ok, otherClient: ok },
  },
  {
    name: 'GET inbox/{orderId}',
    method: 'GET',
    url: (f) => `/api/inbox/${f.orderId}`,
    status: 'in_progress',
    keys: ['orders.inbox.view_inbox'],
    expect: { ...adminOnly(), client: ok, otherClient: 404 },
  },
  {
    name: 'GET orders/tab-counts',
    method: 'GET',
    url: () => '/api/orders/tab-counts',
    status: 'unpaid',
    keys: ['orders.menu.view_orders'],
    expect: {
      guest: 401,
      client: ok,
      otherClient: ok,
      writer: ok,
      otherWriter: ok,
      admin: ok,
      keyAdmin: ok,
      noKeyAdmin: 403,
    },
  },
  {
    name: 'GET messages/list-unread',
    method: 'GET',
    url: () => '/api/messages/list-unread',
    status: 'in_progress',
    keys: READ,
    expect: {
      guest: 401,
      client: ok,
      otherClient: ok,
      writer: ok,
      otherWriter: ok,
      admin: ok,
      keyAdmin: ok,
      noKeyAdmin: 403,
    },
  },
];

let c: Cast;
beforeAll(async () => {
  c = await createCast();
});
afterAll(() => c?.t.close());

async function tokenOf(caller: Caller, keys: string[]): Promise<string | null> {
  if (caller === 'guest') return null;
  if (caller === 'keyAdmin') return (await adminWith(c.t, keys)).token;
  if (caller === 'noKeyAdmin')
    return (
      await adminWith(
        c.t,
        ALL_PERMISSIONS.filter((k) => !keys.includes(k)),
      )
    ).token;
  return c.token[caller];
}

describe('authorization matrix', () => {
  for (const k of CASES) {
    it(`${k.name}: ${Object.entries(k.expect)
      .map(([who, code]) => `${who} ${code}`)
      .join(', ')}`, async () => {
      const got: Record<string, number> = {};
      for (const caller of Object.keys(k.expect) as Caller[]) {
        const f = await makeOrder(c, k.status, k.options);
        const token = await tokenOf(caller, k.keys);
        let res;
        if (k.multipart) {
          res = await c.t.request({
            method: k.method,
            url: k.url(f, c),
            token: token ?? undefined,
            payload: formData({}, [{ name: 'notes.pdf', content: PDF }]),
          });
        } else {
          res = await c.as(token, k.method, k.url(f, c), k.body?.(f, c));
        }
        got[caller] = res.statusCode;
      }
      expect(got).toEqual(k.expect);
    });
  }

  it('covers every non-public route of the orders areas (table exports share their list rule)', () => {
    const area = /^\/api\/(orders|files|messages|inbox|assignments)(\/|$)/;
    const exports = new Set([
      'POST orders/list/{status}',
      'POST orders/client',
      'POST orders/writer/{status}',
      'POST orders/user/{userId}',
      'POST orders/link/{linkId}',
      'POST inbox',
    ]);
    const routes = new Set(
      c.t.app.apiRoutes
        .filter((r) => area.test(r.url) && r.access !== 'public')
        .map(
          (r) =>
            `${r.method} ${r.url
              .replace(/^\/api\//, '')
              .replace(/\/$/, '')
              .replace(/:(\w+)/g, '{$1}')}`,
        )
        .filter((r) => !exports.has(r)),
    );
    const covered = new Set(CASES.map((k) => k.name.split(' (')[0]));
    expect([...routes].filter((r) => !covered.has(r))).toEqual([]);
  });
});
