import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { order_payments, orders } from '../../../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../../../helpers/test-app.js';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@example.com');
  const [order] = await t.app.db.select({ id: orders.id }).from(orders).limit(1);
  await t.app.db.insert(order_payments).values([
    {
      order_id: order.id,
      reference: 'PP-OLD-1',
      payment_method: 'paypal',
      amount: 1999,
      created_at: new Date('2024-02-10T12:00:00Z'),
    },
    {
      order_id: order.id,
      reference: 'BANK-OLD-2',
      payment_method: 'bank_transfer',
      amount: 50000,
      created_at: new Date('2024-02-20T12:00:00Z'),
    },
  ]);
});
afterAll(() => t.close());

const list = (query = '') => t.request({ method: 'GET', url: `/api/payments/order-payments${query}`, token: admin });

describe('GET payments/order-payments', () => {
  it('lists id, order_id, reference, payment_method, gateway, amount and refunded amount (USD decimals) and created_at', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    const all = await t.app.db.select().from(order_payments);
    expect(page.total).toBe(all.length);
    expect(Object.keys(page.data[0]).sort()).toEqual([
      'amount',
      'created_at',
      'dispute_status',
      'gateway',
      'id',
      'order_id',
      'payment_method',
      'reference',
      'refunded_amount',
    ]);
    const old = (await list('?filter_value=PP-OLD-1')).json().data.data;
    expect(old).toEqual([
      expect.objectContaining({
        reference: 'PP-OLD-1',
        payment_method: 'paypal',
        gateway: 'manual',
        amount: 19.99,
        refunded_amount: 0,
        created_at: '2024-02-10T12:00:00.000Z',
      }),
    ]);
  });

  it('searches, filters by date range and sorts by whitelisted columns only', async () => {
    expect((await list('?filter_value=bank_transfer')).json().data.total).toBe(1);
    const feb = (await list('?from=02/01/2024&to=02/15/2024')).json().data;
    expect(feb.data.map((r: { reference: string }) => r.reference)).toEqual(['PP-OLD-1']);
    const byAmount = (await list('?order_by=amount&order_method=desc&per_page=1')).json().data.data[0];
    expect(byAmount.reference).toBe('BANK-OLD-2');
    expect((await list('?order_by=secret')).statusCode).toBe(422);
  });

  it('exports all matching rows', async () => {
    const exp = await t.request({
      method: 'POST',
      url: '/api/payments/order-payments',
      token: admin,
      payload: { export: 1, filter_value: 'OLD' },
    });
    expect(exp.statusCode).toBe(200);
    const file = await t.request({
      method: 'GET',
      url: `/api/external-download?file=${exp.json().file}&name=${exp.json().name}`,
    });
    const lines = file.body.trim().split('\n');
    expect(lines[0]).toBe('Id,Order id,Reference,Payment method,Gateway,Amount (USD),Refunded (USD),Created at');
    expect(lines).toHaveLength(3);
    expect(
      lines.some((l) => l.includes('BANK-OLD-2') && l.includes(',Manual — Bank transfer,manual,500.00,0.00,')),
    ).toBe(true);
  });

  it("writes the table's columns as the table shows them: its titles, the payment method in words, dollars, the display date", async () => {
    const columns = [
      { key: 'id', title: 'ID' },
      { key: 'reference', title: 'Reference' },
      { key: 'payment_method', title: 'Payment Method', format: 'text' },
      { key: 'amount', title: 'Amount', format: 'money', currency: 'USD' },
      { key: 'created_at', title: 'Created At', format: 'date' },
    ];
    const exp = await t.request({
      method: 'POST',
      url: '/api/payments/order-payments',
      token: admin,
      payload: {
        export: 1,
        filter_value: 'BANK-OLD',
        titles: columns.map((c) => c.key),
        columns,
        tz: 'Africa/Nairobi',
      },
    });
    expect(exp.statusCode).toBe(200);
    const file = await t.request({
      method: 'GET',
      url: `/api/external-download?file=${exp.json().file}&name=${exp.json().name}`,
    });
    const [header, row] = file.body.trim().split('\n');
    expect(header).toBe('ID,Reference,Payment Method,Amount,Created At');
    // 12:00 UTC is 3 PM in Nairobi.
    expect(row).toMatch(/^\d+,BANK-OLD-2,Manual — Bank transfer,\$500\.00,"Feb 20, 2024, 3:00 PM"$/);
  });
});
