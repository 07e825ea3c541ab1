import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@scriptorium/contracts/core';
import { createTestApp, type TestApp } from '../../../helpers/test-app.js';
import { adminWith } from '../../../helpers/fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const counts = async (token: string) => t.request({ method: 'GET', url: '/api/orders/tab-counts', token });

describe('GET /api/orders/tab-counts (status tab badges)', () => {
  it("gives an admin every status tab's count by tab name, the same as the menu counts", async () => {
    const admin = await t.login('admin@example.com');
    const res = await counts(admin);
    expect(res.statusCode).toBe(200);
    const body = res.json() as Record<string, number>;
    expect(Object.keys(body).sort()).toEqual([...ORDER_STATUSES].sort());
    expect(body.pending_quote).toBe(1); // the seeded quote request: the 'Pending Quote' tab shows 1
    const menu = (
      await t.request({
        method: 'POST',
        url: '/api/streamline',
        token: admin,
        payload: { stream: 'stats', action: 'getMenuCounts', params: [] },
      })
    ).json();
    for (const [status, n] of Object.entries(body))
      if (`orders_tab_${status}` in menu) expect(menu[`orders_tab_${status}`], status).toBe(n);
  });

  it('gives a client their own orders and a writer their assignments', async () => {
    const client = (await counts(await t.login('client@example.com'))).json();
    expect(Object.values(client).reduce((a: number, b) => a + Number(b), 0)).toBe(5);
    const writer = (await counts(await t.login('writer@example.com'))).json();
    expect(writer.in_progress).toBe(1);
  });

  it('refuses an admin who may not see orders', async () => {
    const limited = await adminWith(t, ['users.menu.view_users']);
    expect((await counts(limited.token)).statusCode).toBe(403);
  });
});
