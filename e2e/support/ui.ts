/**
 * Small steps people take in the app, by what they see: the sign-in form, antd selects and suggest
 * boxes, toasts, the sidebar menu.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** Signs in through the login panel at /sh-auth as any account and waits until it left the page. */
export async function signInWithForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/sh-auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Authentication successful')).toBeVisible();
  await expect(page).not.toHaveURL(/\/sh-auth/);
}

/** Opens the antd select labelled `label` (optionally typing to search) and picks `option`. */
export async function chooseOption(
  scope: Page | Locator,
  label: string,
  option: string,
  search?: string,
): Promise<void> {
  const page = 'page' in scope ? scope.page() : scope;
  const select = scope.getByLabel(label, { exact: true });
  // In the middle of the viewport its option list opens without scrolling the page: scrolled to reach
  // an option, antd re-aligns the list and the click can land beside it (the choice is lost).
  await select.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await select.click();
  if (search) await page.keyboard.type(search);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
}

/** Waits for a toast (or any visible text) saying exactly `text`. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

/**
 * The labels of the sidebar's menu entries, top to bottom, with every group opened first so its
 * links show (a group is listed before its links; count badges are dropped).
 */
export async function sidebarLabels(page: Page): Promise<string[]> {
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar.getByRole('menuitem').first()).toBeVisible();
  const groups = sidebar.locator('.ant-menu-submenu-title');
  for (let i = 0; i < (await groups.count()); i++) {
    const group = groups.nth(i);
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
  }
  const texts = await sidebar.getByRole('menuitem').allInnerTexts();
  return texts.map((t) => t.replace(/[\d\s]+$/, '').trim());
}

/** The dialog (modal) titled `title`. */
export function dialog(page: Page, title: string): Locator {
  return page.getByRole('dialog').filter({ hasText: title });
}
