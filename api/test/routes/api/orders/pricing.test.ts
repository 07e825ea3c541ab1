/**
 * The server prices every order from the settings with contracts' `computePrice` — the figure the live
 * panel shows (`POST orders/price`) is the figure the order is stored with — and quote requests, packages,
 * order links and bad ids behave as the spec says.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { fromMinor } from '@scriptorium/contracts/core';
import { computePrice } from '@scriptorium/contracts/orders';
import {
  deadlines,
  links,
  order_order_services,
  order_services,
  orders,
  service_packages,
  service_types,
} from '../../../../src/db/schema/index.js';
import { createCast, type Cast } from './cast.js';
import { formData, PDF } from '../../../helpers/fixtures.js';

let c: Cast;
let extras: (typeof order_services.$inferSelect)[];
let essay: typeof service_types.$inferSelect;
let oneDay: typeof deadlines.$inferSelect;
let pkg: typeof service_packages.$inferSelect;

beforeAll(async () => {
  c = await createCast();
  extras = await c.t.app.db.select().from(order_services).orderBy(order_services.id);
  [essay] = await c.t.app.db.select().from(service_types).where(eq(service_types.id, c.settings.essay));
  [oneDay] = await c.t.app.db.select().from(deadlines).where(eq(deadlines.id, c.settings.oneDay));
  [pkg] = await c.t.app.db
    .insert(service_packages)
    .values({ service_type_id: essay.id, name: 'Gold', amount: 4_999 })
    .returning();
});
afterAll(() => c?.t.close());

describe('server-side price', () => {
  it.each([
    ['standard form', 'standard' as const],
    ['custom form (× deadline rate)', 'custom' as const],
  ])('matches computePrice on the %s, for the panel and the stored order', async (_name, form) => {
    const chosen = [extras[0], extras[2]];
    const expected = computePrice({
      servicePrice: essay.amount,
      additionalServices: chosen.map((e) => e.amount),
      form,
      deadlineRate: oneDay.rate,
    });
    const input = {
      service_type_id: essay.id,
      deadline_id: oneDay.id,
      order_service_ids: chosen.map((e) => e.id),
      form,
    };
    const panel = await c.as(null, 'POST', '/api/orders/price', input);
    expect(panel.json()).toMatchObject({
      amount: fromMinor(expected),
      quote: false,
      deadline_rate: form === 'custom' ? oneDay.rate : 1,
    });

    const res = await c.as('client', 'POST', '/api/orders', { ...input, title: `Priced on ${form}`, amount: 1 });
    expect(res.json().order).toMatchObject({
      status: 'unpaid',
      amount: fromMinor(expected),
      order_services: chosen.map((e) => ({ id: e.id, name: e.name, amount: fromMinor(e.amount) })),
    });
    const [row] = await c.t.app.db.select().from(orders).where(eq(orders.id, res.json().order.id));
    expect(row.amount).toBe(expected);
    expect(
      (await c.t.app.db.select().from(order_order_services).where(eq(order_order_services.order_id, row.id))).length,
    ).toBe(2);
  });

  it('starts a quote request when asked or when the service has no price', async () => {
    const asked = await c.as('client', 'POST', '/api/orders', {
      service_type_id: essay.id,
      deadline_id: oneDay.id,
      title: 'Quote me',
      quote: true,
    });
    expect(asked.json().order).toMatchObject({ status: 'pending_quote', amount: 0, payment_state: null });
    const free = await c.as('client', 'POST', '/api/orders', {
      service_type_id: c.settings.quote,
      deadline_id: oneDay.id,
      title: 'Custom',
    });
    expect(free.json().order.status).toBe('pending_quote');
  });

  it('prices a package order from the package and counts it against its order link', async () => {
    const referrer = 'https://partner.example/essays?ref=1';
    const place = () =>
      c.as('client', 'POST', `/api/orders?package_id=${pkg.id}&referrer=${encodeURIComponent(referrer)}`, {
        service_type_id: essay.id,
        deadline_id: oneDay.id,
        title: 'Gold essay',
      });
    const first = (await place()).json().order;
    await place();
    expect(first).toMatchObject({ amount: 49.99, package_id: pkg.id });
    const [link] = await c.t.app.db.select().from(links).where(eq(links.url, referrer));
    const linked = await c.t.app.db.select().from(orders).where(eq(orders.link_id, link.id));
    expect(linked).toHaveLength(2);
    expect((await c.as('admin', 'GET', `/api/orders/${first.id}`)).json()).toMatchObject({
      link: { id: link.id, url: referrer },
      referrer,
    });
  });

  it('answers 422 per field for ids that name nothing, and keeps the admin-only fields to admins', async () => {
    const bad = await c.as('client', 'POST', '/api/orders', {
      service_type_id: 999,
      deadline_id: oneDay.id,
      title: 'x',
    });
    expect(bad.json().errors).toEqual({ service_type_id: ['Choose a service type'] });
    const extra = await c.as(null, 'POST', '/api/orders/price', {
      service_type_id: essay.id,
      order_service_ids: [extras[0].id, 999],
    });
    expect(extra.json().errors).toEqual({
      order_service_ids: ['Each additional service must be chosen from the list'],
    });
    const wrongPkg = await c.as('client', 'POST', `/api/orders?package_id=${pkg.id}`, {
      service_type_id: c.settings.quote,
      deadline_id: oneDay.id,
      title: 'x',
    });
    expect(wrongPkg.json().errors).toEqual({ package_id: ['The package must be chosen from the list'] });
    const missing = await c.as('client', 'POST', '/api/orders', {});
    expect(Object.keys(missing.json().errors).sort()).toEqual(['deadline_id', 'service_type_id', 'title']);

    const sneaky = await c.as('client', 'POST', '/api/orders', {
      service_type_id: essay.id,
      deadline_id: oneDay.id,
      title: 'x',
      order_source_id: 1,
      user_id: c.id.otherClient,
    });
    const [row] = await c.t.app.db.select().from(orders).where(eq(orders.id, sneaky.json().order.id));
    expect(row).toMatchObject({ user_id: c.id.client, order_source_id: null });
    const forClient = await c.as('admin', 'POST', '/api/orders', {
      service_type_id: essay.id,
      deadline_id: oneDay.id,
      title: 'By phone',
      order_source_id: 1,
      user_id: c.id.otherClient,
    });
    expect(forClient.json().order).toMatchObject({ user_id: c.id.otherClient, source: { id: 1 } });
  });

  it('takes a multipart order with files, and keeps nothing when the order is refused', async () => {
    const ok = formData(
      {
        service_type_id: String(essay.id),
        deadline_id: String(oneDay.id),
        title: 'With files',
        order_service_ids: [String(extras[1].id)],
      },
      [{ field: 'files', name: 'brief.pdf', content: PDF }],
    );
    const res = await c.t.request({ method: 'POST', url: '/api/orders', token: c.token.client, payload: ok });
    expect(res.statusCode).toBe(201);
    expect(res.json().order.amount).toBe(fromMinor(essay.amount + extras[1].amount));
    const list = (await c.as('client', 'GET', `/api/orders/${res.json().order.id}/files`)).json();
    expect(list.map((f: { name: string }) => f.name)).toEqual(['brief.pdf']);

    const bad = formData({ service_type_id: '999', deadline_id: String(oneDay.id), title: 'Refused' }, [
      { field: 'files', name: 'brief.pdf', content: PDF },
    ]);
    const refused = await c.t.request({ method: 'POST', url: '/api/orders', token: c.token.client, payload: bad });
    expect(refused.statusCode).toBe(422);
    expect((await c.t.app.db.select().from(orders).where(eq(orders.title, 'Refused'))).length).toBe(0);
  });
});
