import { expect, test, type Page } from '@playwright/test';
import { signInFast } from '../support/auth.js';
import { SESSION_PORT, startServer, stopServers } from './shell-helpers.js';

/**
 * The idle-session timeout against a server whose timeout is 0.1 minute (6 s): the warning must appear
 * when idle time reaches 6 s, count 30 s down, and behave as docs/product.md §4 Session says.
 */
const TITLE = 'Your session is about to Expire!';
const TIMEOUT_MS = 6000;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  await startServer(SESSION_PORT, { SESSION_TIMEOUT_MINUTES: '0.1' });
});
test.afterAll(stopServers);
test.use({ baseURL: `http://localhost:${SESSION_PORT}` });

const dialog = (page: Page) => page.getByRole('dialog', { name: TITLE });
const lastActivity = (page: Page) => page.evaluate(() => Date.parse(localStorage.getItem('last_activity') ?? ''));

/**
 * Signs the admin in and opens /inbox until its list has loaded: every request the screen makes stamps
 * the idle clock, and on a busy machine the page looks network-idle (500 ms without a request) before the
 * screen has asked for its list, so waiting for `networkidle` let that stamp land after a test had set it.
 */
async function openInbox(page: Page): Promise<void> {
  await signInFast(page, 'admin');
  const list = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/inbox');
  await page.goto('/inbox');
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await list;
}

test('the warning appears when idle time reaches the timeout, with a 30 s countdown', async ({ page }, testInfo) => {
  await openInbox(page);
  await expect(dialog(page)).toBeVisible({ timeout: TIMEOUT_MS + 5000 });
  const shownAt = Date.now();
  const idleWhenShown = shownAt - (await lastActivity(page));
  // On time: not before the timeout, and not a coarse check (every 2 s here) later.
  expect(idleWhenShown).toBeGreaterThanOrEqual(TIMEOUT_MS - 200);
  expect(idleWhenShown).toBeLessThan(TIMEOUT_MS + 1500);
  await expect(dialog(page)).toContainText(/You will be logged out in (30|29|28) seconds due to inactivity\./);
  await page.waitForTimeout(2100);
  await expect(dialog(page)).toContainText(/You will be logged out in (28|27|26) seconds due to inactivity\./);
  await expect(dialog(page).getByRole('button', { name: 'Sign out now!' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('session-dialog.png') });
  if (process.env.SHELL_SCREENSHOTS)
    await page.screenshot({ path: `${process.env.SHELL_SCREENSHOTS}/session-dialog.png` });
});

test("'Stay signed in' keeps the session and restarts the clock", async ({ page }) => {
  await openInbox(page);
  await expect(dialog(page)).toBeVisible({ timeout: TIMEOUT_MS + 5000 });
  const before = Date.now();
  await dialog(page).getByRole('button', { name: 'Stay signed in' }).click();
  await expect(dialog(page)).toBeHidden();
  expect(await lastActivity(page)).toBeGreaterThanOrEqual(before - 50);
  await expect(page).toHaveURL(/\/inbox$/);
  // Still signed in: the API accepts the token, and the warning comes back only after another timeout.
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
  await expect(dialog(page)).toBeVisible({ timeout: TIMEOUT_MS + 5000 });
  expect(Date.now() - before).toBeGreaterThanOrEqual(TIMEOUT_MS - 200);
});

test('idle 60 s or more past the timeout signs out directly, without the warning', async ({ page }) => {
  await openInbox(page);
  await page.evaluate((title) => {
    const w = window as unknown as { sawWarning?: boolean };
    w.sawWarning = false;
    new MutationObserver(() => {
      if (document.body.textContent?.includes(title)) w.sawWarning = true;
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, TITLE);
  // As after a laptop sleep: the last activity is 70 s old when the next check runs.
  await page.evaluate(() => localStorage.setItem('last_activity', new Date(Date.now() - 70_000).toISOString()));
  // Within the next check (every 2 s here), however busy the machine is.
  await expect(page).toHaveURL(/\/auth\/login$/, { timeout: 15_000 });
  await expect(page.getByText('logout successful')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sawWarning?: boolean }).sawWarning)).toBe(false);
  expect(
    await page.evaluate(() => ['access_token', 'user', 'last_activity'].map((k) => localStorage.getItem(k))),
  ).toEqual([null, null, null]);
});

test('the countdown ending signs out to the login address', async ({ page }) => {
  test.setTimeout(90_000);
  await openInbox(page);
  await expect(dialog(page)).toBeVisible({ timeout: TIMEOUT_MS + 5000 });
  await expect(page).toHaveURL(/\/auth\/login$/, { timeout: 35_000 });
  await expect(page.getByText('logout successful')).toBeVisible();
  await expect(page.getByLabel('Email')).toBeVisible();
});

test("another tab's 'Stay signed in' restores the session here: 'session has been restored in another tab'", async ({
  context,
}) => {
  const first = await context.newPage();
  const logs: string[] = [];
  first.on('console', (m) => logs.push(m.text()));
  await openInbox(first);
  const second = await context.newPage();
  await second.goto('/inbox');
  await expect(second.getByTestId('user-menu')).toBeVisible();
  await expect(dialog(first)).toBeVisible({ timeout: TIMEOUT_MS + 5000 });
  await expect(dialog(second)).toBeVisible({ timeout: TIMEOUT_MS + 5000 });
  await dialog(second).getByRole('button', { name: 'Stay signed in' }).click();
  await expect(dialog(first)).toBeHidden({ timeout: 3000 });
  expect(logs).toContain('session has been restored in another tab');
  await expect(first).toHaveURL(/\/inbox$/);
  expect(await first.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
});
