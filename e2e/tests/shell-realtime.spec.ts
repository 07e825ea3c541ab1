import { expect, test, type Page } from '@playwright/test';
import { signInFast } from '../support/auth.js';
import { apiToken, keepScreenshot, quoteNewOrder, RESTART_PORT, startServer } from './shell-helpers.js';

/** The bell's unread count, read from its accessible name. */
async function bellCount(page: Page): Promise<number> {
  const label = (await page.getByTestId('notification-bell').getAttribute('aria-label')) ?? '';
  return Number(/\((\d+) unread\)/.exec(label)?.[1] ?? NaN);
}

/**
 * Resolves when the page next asks to join a channel whose name starts with `prefix` (the
 * `joinChannel` packet, over the websocket or over long-polling before the upgrade). The server reads
 * the join's session before the API requests that follow it (one database), so a notification sent
 * after this reaches the room.
 */
function channelJoined(page: Page, prefix: string): Promise<void> {
  const packet = `"joinChannel","${prefix}`;
  return new Promise((resolve) => {
    page.on('websocket', (ws) =>
      ws.on('framesent', ({ payload }) => {
        if (String(payload).includes(packet)) resolve();
      }),
    );
    page.on('request', (request) => {
      if (request.url().includes('/socket.io/') && request.method() === 'POST' && request.postData()?.includes(packet))
        resolve();
    });
  });
}

test('a notification created on the server shows as a toast and in the bell, without a reload', async ({
  page,
  request,
}, testInfo) => {
  await signInFast(page, 'client');
  await page.goto('/orders');
  await expect(page.getByTestId('notification-bell')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const before = await bellCount(page);
  let reloaded = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloaded = true;
  });

  // A real action: the client asks for a quote and the admin quotes it.
  const { orderId, summary } = await quoteNewOrder(request);

  await expect(page.getByRole('alert').filter({ hasText: summary })).toBeVisible();
  // The bell counts what the server counts as unread (placing the order may have notified the client too).
  const token = await apiToken(request, 'client');
  const unread = async () =>
    (
      (await (
        await request.get('/api/notifications?unread=1', { headers: { authorization: `Bearer ${token}` } })
      ).json()) as { data: { total: number } }
    ).data.total;
  const serverUnread = await unread();
  expect(serverUnread).toBeGreaterThan(before);
  await expect.poll(() => bellCount(page)).toBe(serverUnread);
  await page.getByTestId('notification-bell').click();
  const item = page.getByTestId('notification-list').getByTestId('notification-item').filter({ hasText: summary });
  await expect(item).toBeVisible();
  expect(reloaded).toBe(false);
  await keepScreenshot(page, testInfo, 'notification-bell-open');
  // Opening it marks it read and follows its link to the order.
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/orders/order/${orderId}`));
  await expect.poll(() => bellCount(page)).toBe(serverUnread - 1);
  expect(await unread()).toBe(serverUnread - 1);
});

test('the connection comes back after the API restarts, and notifications arrive again', async ({ page, request }) => {
  test.setTimeout(240_000);
  const server = await startServer(RESTART_PORT);
  try {
    test.info().annotations.push({ type: 'server', description: server.url });
    await signInFast(page, 'client', server.url);
    await page.goto(`${server.url}/orders`);
    await expect(page.getByTestId('notification-bell')).toBeVisible();
    await page.waitForLoadState('networkidle');

    const rejoined = channelJoined(page, 'notifications.');
    await server.restart();
    // socket.io reconnects by itself (1–5 s backoff) and the shell joins the channels again; the next
    // notification must arrive without a reload.
    await rejoined;
    const { summary } = await quoteNewOrder(request, server.url);
    await expect(page.getByRole('alert').filter({ hasText: summary })).toBeVisible({ timeout: 15_000 });
  } finally {
    await server.stop();
  }
});
