/**
 * docs/deploying.md The API in the same rolling deploy: a screen whose contract has a response field
 * added after 1.0.0 (`added()`) still renders when an older API replica answers without it. The inbox's
 * `status` is such a field (contracts 1.1.0); the older API is played by dropping it from the answer.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '../support/auth.js';
import { apiLogin, call, settingNamed, storeSession, unique } from '../support/api.js';

/** The rows of a table answer (`{data: {data: rows}}` or a bare array), to edit in place. */
function rowsOf(body: unknown): Record<string, unknown>[] {
  if (Array.isArray(body)) return body as Record<string, unknown>[];
  return (body as { data: { data: Record<string, unknown>[] } }).data.data;
}

/** Answers every `/api/inbox` table call as an API without the inbox's `status` would. */
async function answerWithoutStatus(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === '/api/inbox',
    async (route) => {
      const response = await route.fetch();
      const body: unknown = await response.json();
      for (const row of rowsOf(body)) delete row.status;
      await route.fulfill({ response, json: body });
    },
  );
}

test('the inbox renders from an older API that does not send the status yet: its cell is empty, the rest is there, no page error', async ({
  page,
  request,
}) => {
  const admin = await apiLogin(request, DEMO.admin.email);
  const client = await apiLogin(request, DEMO.client.email);
  const essay = await settingNamed(request, admin, 'service_types', 'Essay Writing');
  const week = await settingNamed(request, admin, 'deadlines', '7 days');
  const title = `Rolling ${unique()}`;
  const { order } = await call<{ order: { id: number } }>(request, client, 'POST', '/api/orders', {
    data: { service_type_id: essay.id, title, deadline_id: week.id },
  });
  await call(request, admin, 'POST', `/api/orders/${order.id}/messages`, {
    data: { message: 'Your order is in', target: 'client' },
  });
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => void (m.type() === 'warning' && warnings.push(m.text())));
  await storeSession(page, admin);

  // The API of today sends the status: the row shows it (what the older API's answer takes away).
  await page.goto('/inbox');
  const row = page.getByTestId('inbox').getByRole('row').filter({ hasText: title });
  await expect(row.locator('[data-status]')).toBeVisible();

  await answerWithoutStatus(page);
  await page.reload();
  await expect(row).toContainText(`#${order.id}`);
  await expect(row).toContainText('Your order is in');
  await expect(row.locator('[data-status]')).toHaveCount(0);
  await expect(page.getByText('Error getting data from backend')).toHaveCount(0);
  expect(warnings.filter((w) => w.includes('"status" (added in contracts 1.1.0)'))).toHaveLength(1);
  expect(errors).toEqual([]);
});
