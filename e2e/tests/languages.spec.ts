import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '../support/auth.js';

/**
 * The languages (docs/architecture.md Languages): a Swahili browser gets the sign-in page in Swahili; a
 * signed-in person's choice in the user menu switches the page at once, is saved on their profile and
 * outlives a reload.
 */
test.describe('languages', () => {
  test.use({ locale: 'sw-KE' });
  // A sign-in, two saves and a reload: on a loaded machine each step took 5-15 s.
  test.setTimeout(180_000);
  const SLOW = { timeout: 30_000 };

  /** The client's saved language as it was (English): the specs after this one sign the client in too. */
  test.afterEach(async ({ request }) => {
    const login = await request.post('/api/auth/login', {
      data: { email: DEMO.client.email, password: 'password' },
    });
    const { token } = (await login.json()) as { token: string };
    await request.post('/api/auth/locale', {
      data: { locale: 'en' },
      headers: { Authorization: `Bearer ${token}` },
    });
  });

  test('a browser in Swahili sees the sign-in page in Swahili', async ({ page }) => {
    await page.goto('/sh-auth');
    await expect(page.getByText('Ingia kwenye akaunti yako')).toBeVisible(SLOW);
    await expect(page.getByRole('tab', { name: 'Jisajili' })).toBeVisible();
    await expect(page.getByLabel('Barua pepe')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Umesahau nenosiri?' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    // The switch under the card names each language in itself; English switches the page in place.
    await page.getByTestId('language-switch').getByRole('button', { name: 'English' }).click();
    await expect(page.getByText('Sign in to your account')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a client switches to English in the user menu, keeps it after a reload, and switches back in one click', async ({
    page,
  }) => {
    await page.goto('/sh-auth');
    await page.getByLabel('Barua pepe').fill(DEMO.client.email);
    await page.getByLabel('Nenosiri', { exact: true }).fill('password');
    await page.getByRole('button', { name: 'Ingia', exact: true }).click();
    await expect(page).toHaveURL(/\/orders(\?|$|\/)/, SLOW);
    await expect(page.getByTestId('user-menu')).toBeVisible(SLOW);

    // Whatever the profile said at sign-in, the page is in Swahili before the switch to English.
    if ((await page.locator('html').getAttribute('lang')) !== 'sw') await choose(page, 'Kiswahili');
    await expect(page.getByRole('button', { name: /Oda zangu/ })).toBeVisible();

    await choose(page, 'English');
    await expect(page.getByRole('button', { name: /My Orders/ })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.reload();
    await expect(page.getByRole('button', { name: /My Orders/ })).toBeVisible(SLOW);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // Saved on the profile: the API's user says so.
    const user = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}') as { locale?: string });
    expect(user.locale).toBe('en');

    // One click, no reload: a mark on the window survives the switch.
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await choose(page, 'Kiswahili');
    await expect(page.getByRole('button', { name: /Oda zangu/ })).toBeVisible();
    await expect(page.getByTestId('client-menu').getByRole('menuitem').first()).toHaveText(/^Oda/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });
});

/** Chooses `language` in the user menu and waits until the profile has saved it. */
async function choose(page: Page, language: 'English' | 'Kiswahili'): Promise<void> {
  await page.getByTestId('user-menu').click();
  const saved = page.waitForResponse((res) => res.url().endsWith('/api/auth/locale') && res.ok());
  await page.locator('header').getByRole('menuitem', { name: language }).click();
  await saved;
}
