/**
 * The inputs once found answering 500: NUL bytes, lone surrogates, ids above the database's
 * integer range and money beyond a stated bound. Each must now be a 4xx with a message (422 with the
 * field named for bodies), never a 5xx.
 * @see contracts/src/fields.ts (idSchema, text refinement), contracts/src/money.ts (MONEY_MAX); docs/security.md "Inputs"
 */
import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { ID_MAX, MONEY_MAX } from '@scriptorium/contracts/core';
import { servedCast, type Cast } from '../routes/api/orders/cast.js';
import { makeOrder } from '../routes/api/orders/fixtures.js';
import { join, type SocketServer } from '../helpers/sockets.js';

let c: Cast;
let io: SocketServer;

servedCast((cast, server) => {
  c = cast;
  io = server;
});

/** A refusal with a message: 4xx, JSON `{message}` (and the field under `errors` when given). */
function refused(res: LightMyRequestResponse, field?: string): void {
  expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, res.body).toBeLessThan(500);
  const body = res.json<{ message: string; errors?: Record<string, string[]> }>();
  expect(body.message).toBeTruthy();
  if (field) {
    expect(res.statusCode).toBe(422);
    expect(body.errors?.[field]?.[0]).toBeTruthy();
  }
}

const TOO_BIG_IDS = ['2147483648', '99999999999999999999'];
const TOO_MUCH_MONEY: unknown[] = [1e17, 1e300, '99999999999999999999', MONEY_MAX + 1];

describe('NUL bytes and lone surrogates', () => {
  it('filter_value=%00 on a table answers 422, not 500', async () => {
    for (const url of [
      '/api/orders/list/all',
      '/api/users/list/client',
      '/api/logs',
      '/api/links',
      '/api/list-settings/service_types',
      '/api/payments/methods',
    ]) {
      const res = await c.as('admin', 'GET', `${url}?filter_value=%00`);
      refused(res, 'filter_value');
    }
  });

  it('a NUL in a JSON text field is a 422 on that field, even as a guest (register name)', async () => {
    const res = await c.t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Eve\u0000',
        email: 'nul@example.com',
        password: 'password123',
        password_confirmation: 'password123',
      },
    });
    refused(res, 'name');
    expect(res.json<{ errors: Record<string, string[]> }>().errors.name[0]).toBe(
      'The name contains characters that cannot be stored',
    );
  });

  it('a lone surrogate in a message is a 422 on message', async () => {
    const { orderId } = await makeOrder(c, 'in_progress');
    const res = await c.t.request({
      method: 'POST',
      url: `/api/orders/${orderId}/messages`,
      token: c.token.client,
      headers: { 'content-type': 'application/json' },
      payload: '{"message":"a\\ud800b"}',
    });
    refused(res, 'message');
  });

  it('a NUL in an order title is a 422 on title', async () => {
    const res = await c.as('client', 'POST', '/api/orders', {
      service_type_id: c.settings.essay,
      deadline_id: c.settings.sevenDays,
      title: 'a\u0000b',
    });
    refused(res, 'title');
  });
});

describe('ids above 2^31-1', () => {
  it('GET /api/files/{id}/download as a guest', async () => {
    for (const id of TOO_BIG_IDS) refused(await c.t.request({ method: 'GET', url: `/api/files/${id}/download` }));
  });

  it('GET /api/users/{id}/profile-picture', async () => {
    for (const id of TOO_BIG_IDS) refused(await c.as('admin', 'GET', `/api/users/${id}/profile-picture`));
  });

  it('POST /api/orders/price with service_type_id 2147483648', async () => {
    for (const id of [...TOO_BIG_IDS, Number(TOO_BIG_IDS[0])]) {
      refused(
        await c.t.request({ method: 'POST', url: '/api/orders/price', payload: { service_type_id: id } }),
        'service_type_id',
      );
    }
  });

  it('signed-in /{id} routes', async () => {
    for (const id of TOO_BIG_IDS) {
      for (const url of [
        `/api/orders/${id}`,
        `/api/users/${id}`,
        `/api/orders/${id}/payments`,
        `/api/links/${id}/orders`,
        `/api/payments/withdrawals/${id}`,
      ]) {
        refused(await c.as('admin', 'GET', url));
      }
      refused(await c.as('admin', 'POST', `/api/orders/${id}/messages`, { message: 'hi' }));
      refused(await c.as('admin', 'PUT', `/api/settings/service_types/${id}`, { name: 'x', amount: 1 }));
    }
    expect(ID_MAX).toBe(2147483647);
  });

  it("joinChannel('messages.99999999999999999999.client') is refused, not a server error", async () => {
    const s = await io.connect(c.token.client);
    for (const channel of [
      'messages.99999999999999999999.client',
      'orders.99999999999999999999.1',
      `orders.${c.id.client}.2147483648`,
      'notifications.99999999999999999999',
    ]) {
      const ack = await join(s, channel);
      expect(ack.ok, channel).toBe(false);
      expect(ack.ok === false && ack.message, channel).not.toBe('Server error');
    }
  });
});

describe(`money above the stated bound (${MONEY_MAX})`, () => {
  it('order amount (quote)', async () => {
    const { orderId } = await makeOrder(c, 'pending_quote');
    for (const amount of TOO_MUCH_MONEY)
      refused(await c.as('admin', 'POST', `/api/orders/${orderId}/amount`, { amount }), 'amount');
  });

  it('mark-paid amount', async () => {
    const { orderId } = await makeOrder(c, 'unpaid');
    for (const amount of TOO_MUCH_MONEY) {
      refused(
        await c.as('admin', 'POST', `/api/orders/${orderId}/mark-paid`, {
          amount,
          reference: `R-${String(amount)}`,
          payment_method: 'bank_transfer',
        }),
        'amount',
      );
    }
  });

  it('writer_amount on assign', async () => {
    const { orderId } = await makeOrder(c, 'paid', { amount: 10_000, paid: 10_000, writer: false });
    const deadline = new Date(Date.now() + 86_400_000).toISOString();
    for (const amount of TOO_MUCH_MONEY) {
      refused(
        await c.as('admin', 'POST', `/api/orders/${orderId}/assign`, {
          writer_id: c.id.writer,
          writer_amount: amount,
          deadline,
        }),
        'writer_amount',
      );
    }
  });

  it('tip on approve', async () => {
    const { orderId } = await makeOrder(c, 'completed');
    for (const tip of TOO_MUCH_MONEY)
      refused(
        await c.as('client', 'POST', `/api/orders/${orderId}/approve`, { rating: 5, comments: 'ok', tip }),
        'tip',
      );
  });

  it('an amount at the bound is still accepted', async () => {
    const { orderId } = await makeOrder(c, 'pending_quote');
    const res = await c.as('admin', 'POST', `/api/orders/${orderId}/amount`, { amount: MONEY_MAX });
    expect(res.statusCode, res.body).toBe(200);
  });
});
