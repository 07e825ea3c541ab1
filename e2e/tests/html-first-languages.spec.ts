import { readFileSync } from 'node:fs';
import { expect, test, type Route } from '@playwright/test';

/**
 * HTML first in the visitor's language: the page server picks the language of a page sent as HTML
 * from the `lang` cookie, else the browser's `Accept-Language`, else English, and sends the
 * prerendered screen and frame in it with `<html lang>` saying so; the app then takes the page over in
 * the same language (its start reads the cookie, then `navigator.languages`), so nothing flips.
 * @see docs/architecture-html-first.md "Languages"
 */

/** A text of mf-auth's catalogue in `locale` (read here, so a reworded translation does not break the test). */
const authText = (locale: 'en' | 'sw', id: string) =>
  (
    JSON.parse(
      readFileSync(new URL(`../../mf-auth/src/i18n/locales/${locale}.json`, import.meta.url), 'utf8'),
    ) as Record<string, string>
  )[id];

const title = { en: authText('en', 'auth.login.title'), sw: authText('sw', 'auth.login.title') };
const email = { en: authText('en', 'auth.field.email'), sw: authText('sw', 'auth.field.email') };

test('the texts compared are translated (else this spec would prove nothing)', () => {
  expect(title.en).toBe('Sign in to your account');
  expect(title.sw).toBeTruthy();
  expect(title.sw).not.toBe(title.en);
  expect(email.sw).not.toBe(email.en);
});

test('a sw-KE browser gets the sign-in page in Swahili, lang="sw", before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'sw-KE', javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto('/sh-auth');
  expect(response?.headers()['vary']).toMatch(/Cookie/);
  expect(response?.headers()['vary']).toMatch(/Accept-Language/);
  const html = (await response?.text()) ?? '';
  expect(html).toMatch(/^<!doctype html>\s*<html lang="sw">/i);
  const screen = html.slice(html.indexOf('<div id="html-first">'), html.indexOf('<div id="root">'));
  expect(screen).toContain(title.sw);
  expect(screen).not.toContain(title.en);

  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page.getByRole('heading', { name: title.sw })).toBeVisible();
  await page.getByLabel(email.sw).fill('typed@example.com');
  await expect(page.getByLabel(email.sw)).toHaveValue('typed@example.com');
  // The language switch of the auth frame says Swahili is the page's language.
  await expect(page.locator('#html-first button[lang="sw"]')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('#html-first button[lang="en"]')).toHaveAttribute('aria-pressed', 'false');
  await context.close();
});

test('an English browser gets the page as before: English, lang="en", the same HTML as a request naming no language', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ locale: 'en-US', javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto('/sh-auth');
  const html = (await response?.text()) ?? '';
  expect(html).toMatch(/^<!doctype html>\s*<html lang="en">/i);
  const screenOf = (text: string) => text.slice(text.indexOf('<div id="html-first">'), text.indexOf('<div id="root">'));
  expect(screenOf(html)).toContain(title.en);
  expect(screenOf(html)).not.toContain(title.sw);
  const plain = await (await request.get('/sh-auth', { headers: { 'accept-language': '' } })).text();
  expect(screenOf(html)).toBe(screenOf(plain));
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login' })).toBeDisabled();
  await context.close();
});

test('the lang cookie (the switch) wins over the browser language, both ways', async ({ request }) => {
  const sw = await (
    await request.get('/sh-auth', { headers: { cookie: 'lang=sw', 'accept-language': 'en-US' } })
  ).text();
  expect(sw).toMatch(/<html lang="sw">/);
  expect(sw).toContain(title.sw);
  const en = await (
    await request.get('/sh-auth', { headers: { cookie: 'lang=en', 'accept-language': 'sw-KE' } })
  ).text();
  expect(en).toMatch(/<html lang="en">/);
  expect(en).toContain(title.en);
});

test('the app takes a Swahili page over in Swahili: no English shows at the hand-over', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'sw-KE' });
  const page = await context.newPage();
  // Any moment the English title is in the document (the HTML's or the app's) is a flip.
  await page.addInitScript((english: string) => {
    const seen: string[] = [];
    (window as unknown as { __englishSeen: string[] }).__englishSeen = seen;
    new MutationObserver(() => {
      if (document.body?.textContent?.includes(english)) seen.push(document.documentElement.lang);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, title.en);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const hold = async (route: Route) => {
    await held;
    await route.continue();
  };
  await page.route(/\.js(\?|$)/, hold);
  await page.goto('/sh-auth', { waitUntil: 'commit' });
  await expect(page.locator('#html-first').getByRole('heading', { name: title.sw })).toBeVisible();
  release();
  await expect(page.locator('#html-first')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: title.sw })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  expect(await page.evaluate(() => (window as unknown as { __englishSeen: string[] }).__englishSeen)).toEqual([]);
  await page.unroute(/\.js(\?|$)/, hold);
  await context.close();
});
