/**
 * Accessibility: axe-core on the main screen of every area (auth, orders, users, payments,
 * settings, the shell's dashboard, plus the profile and the main forms): no serious or critical
 * violation, and every form control labelled (axe's labelling rules, any impact). The sidebar menu and
 * the tables work from the keyboard: Tab reaches the menu and Enter opens an entry; Tab reaches a
 * table's row link and Enter opens the row.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInFast, type DemoRole } from '../support/auth.js';

test.describe.configure({ timeout: 90_000 });

/** axe rules that say whether a form control has a label people (and assistive tech) can read. */
const LABEL_RULES = [
  'label',
  'select-name',
  'aria-input-field-name',
  'aria-toggle-field-name',
  'input-button-name',
  'button-name',
  'link-name',
];

interface Screen {
  area: string;
  role: DemoRole | 'guest';
  url: string;
  /** Something the loaded screen shows, to wait for. */
  ready: (page: Page) => Locator;
}

const SCREENS: Screen[] = [
  {
    area: 'auth: sign in',
    role: 'guest',
    url: '/sh-auth',
    ready: (p) => p.getByRole('button', { name: 'Login', exact: true }),
  },
  {
    area: 'orders: new order form (guest)',
    role: 'guest',
    url: '/orders/new?service_type_id=1',
    ready: (p) => p.getByRole('button', { name: 'Submit Order' }),
  },
  {
    area: 'orders: client orders',
    role: 'client',
    url: '/orders',
    ready: (p) => p.getByText('Climate policy in East Africa').first(),
  },
  { area: 'orders: admin orders', role: 'admin', url: '/orders/progressed', ready: (p) => p.getByRole('table') },
  { area: 'users: clients', role: 'admin', url: '/users/clients', ready: (p) => p.getByRole('table') },
  {
    area: 'users: add user form',
    role: 'admin',
    url: '/users/add?role=admins',
    ready: (p) => p.getByRole('button', { name: 'Add Admin' }),
  },
  { area: 'payments: withdrawals', role: 'admin', url: '/payments/withdrawals', ready: (p) => p.getByRole('table') },
  {
    area: 'payments: writer earnings',
    role: 'writer',
    url: '/writer/earnings',
    ready: (p) => p.getByLabel('Payment Method', { exact: true }),
  },
  { area: 'settings', role: 'admin', url: '/settings', ready: (p) => p.getByRole('table') },
  {
    area: 'shell: admin dashboard',
    role: 'admin',
    url: '/admin-dashboard',
    ready: (p) => p.getByText('Clients').first(),
  },
  {
    area: 'profile',
    role: 'writer',
    url: '/sh-user-profile',
    ready: (p) => p.getByRole('button', { name: 'Edit Profile' }),
  },
];

/** One line per violated rule: rule id, impact, how many nodes, and the first offending element. */
function summarize(
  violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] }[],
): string[] {
  return violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.length}× e.g. ${JSON.stringify(v.nodes[0]?.target)}`,
  );
}

for (const screen of SCREENS) {
  test(`${screen.area} (${screen.url}) has no serious or critical axe violation and labelled controls`, async ({
    page,
  }) => {
    if (screen.role !== 'guest') await signInFast(page, screen.role);
    await page.goto(screen.url);
    await expect(screen.ready(page)).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(summarize(blocking), 'serious or critical violations').toEqual([]);
    const unlabelled = results.violations.filter((v) => LABEL_RULES.includes(v.id));
    expect(summarize(unlabelled), 'controls without an accessible name').toEqual([]);
  });
}

test('the pop-up forms (settings Add, Add Department) label every control', async ({ page }) => {
  await signInFast(page, 'admin');
  const popups: [string, string, string][] = [
    ['/settings/tab/service_types', 'Add Service Type', 'Add Service Type'],
    ['/sh-departments', 'Add Department', 'Add Department'],
  ];
  for (const [url, button, title] of popups) {
    await page.goto(url);
    await page.getByRole('button', { name: new RegExp(button) }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: title });
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeVisible();
    const results = await new AxeBuilder({ page })
      .include('.ant-modal')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    const problems = results.violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical' || LABEL_RULES.includes(v.id),
    );
    expect(summarize(problems), `${title} pop-up`).toEqual([]);
  }
});

/** Presses Tab until the focused element matches `selector` (at most `limit` presses). */
async function tabUntil(page: Page, selector: string, limit = 60): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((sel) => Boolean(document.activeElement?.matches(sel)), selector)) return;
  }
  throw new Error(`Tab never reached ${selector} after ${limit} presses`);
}

/** The label of the focused element's menu entry (count badge dropped), '' outside an entry. */
const focusedEntry = (page: Page) =>
  page.evaluate(() =>
    (document.activeElement?.closest('[role=menuitem]')?.textContent ?? '').replace(/[\d\s]+$/, '').trim(),
  );

test('the sidebar menu works from the keyboard: Tab into it, arrows to an entry, Enter opens it', async ({ page }) => {
  await signInFast(page, 'admin');
  await page.goto('/admin-dashboard');
  await expect(page.getByTestId('sidebar').getByRole('menuitem').first()).toBeVisible();
  await tabUntil(page, '[data-testid=sidebar] *');
  // The menu moves focus a frame after the key: wait for each move before the next key.
  let current = await focusedEntry(page);
  for (let i = 0; i < 20 && current !== 'Logs'; i++) {
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focusedEntry(page)).not.toBe(current);
    current = await focusedEntry(page);
  }
  expect(current).toBe('Logs');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/logs$/);
  await expect(page.getByRole('heading', { name: 'Logs' })).toBeVisible();
});

test("a table's row opens from the keyboard: Tab to its row link, Enter follows it", async ({ page }) => {
  await signInFast(page, 'admin');
  await page.goto('/users/clients');
  await expect(page.getByRole('row').filter({ hasText: 'client@example.com' })).toBeVisible();
  await tabUntil(page, 'tbody tr a');
  const href = await page.evaluate(() => (document.activeElement as HTMLAnchorElement).getAttribute('href'));
  expect(href).toMatch(/^\/users\/user\/\d+$/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href}(/tab/details)?$`));
  await expect(page.getByText(/^#\d+ - .+ \(client\)$/)).toBeVisible();
});
