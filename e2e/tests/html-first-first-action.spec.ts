import { expect, test, type Page, type Request, type Route } from '@playwright/test';
import { apiLogin, storeSession } from '../support/api.js';
import { DEMO } from '../support/auth.js';

/**
 * A page sent as HTML answers the person's first action, taken the moment the form shows and before the
 * app has taken the page over, on a phone's CPU (4× slowdown): the page's early script keeps it and the
 * app carries it out once, when it takes over (docs/architecture-html-first.md "The first action"). The
 * app's scripts are held until the action is done, so it is always taken on the HTML; then they go and
 * the app takes over at 4×.
 */

/** The page at 4× CPU slowdown with its scripts held; `release()` lets them through. Counts posts to the page path and to the API. */
async function openHeld(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = async (route: Route) => {
    await released;
    await route.continue();
  };
  await page.route(/\.js(\?|$)/, held);
  const posts: string[] = [];
  const onRequest = (r: Request) => {
    if (r.method() === 'POST') posts.push(new URL(r.url()).pathname);
  };
  page.on('request', onRequest);
  await page.goto(path, { waitUntil: 'commit' });
  const html = page.locator('#html-first');
  await expect(html.locator('form')).toBeVisible();
  return {
    html,
    /** Paths posted to since the page was opened. */
    posts,
    /** How often the API's `call` was posted to, and how often the page itself (a form's own post goes there). */
    postsTo: (call: string) => ({
      api: posts.filter((x) => x === call).length,
      page: posts.filter((x) => x === path).length,
    }),
    /** Whether the app has not taken the page over yet: the HTML is there and the app's root is empty. */
    notTakenOver: () =>
      page.evaluate(
        () => !!document.getElementById('html-first') && !document.getElementById('root')?.childElementCount,
      ),
    release: async () => {
      release();
      await expect(html).toHaveCount(0, { timeout: 30_000 });
    },
    done: async () => {
      page.off('request', onRequest);
      await page.unroute(/\.js(\?|$)/, held);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    },
  };
}

test.describe('the first action on a page sent as HTML, at 4× CPU', () => {
  test('/sh-auth: Enter in the password field signs in, once, and the page is never posted', async ({ page }) => {
    const p = await openHeld(page, '/sh-auth');
    await p.html.getByLabel('Email').fill(DEMO.client.email);
    await p.html.getByLabel('Password', { exact: true }).fill('password');
    await p.html.getByLabel('Password', { exact: true }).press('Enter');
    expect(await p.notTakenOver()).toBe(true);
    expect(p.posts, 'the form does not post itself').toEqual([]);

    await p.release();
    await expect(page).toHaveURL(/\/orders(\?|$)/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible({ timeout: 30_000 });
    expect(p.postsTo('/api/auth/login')).toEqual({ api: 1, page: 0 });
    await p.done();
  });

  test('/sh-auth: "Forgotten password?" pressed on the HTML opens the forgot panel when the app comes', async ({
    page,
  }) => {
    const p = await openHeld(page, '/sh-auth');
    await p.html.getByRole('button', { name: 'Forgotten password?' }).click();
    expect(await p.notTakenOver()).toBe(true);

    await p.release();
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible({ timeout: 30_000 });
    await p.done();
  });

  test('/register: the Register button pressed on the HTML registers once and signs the new client in', async ({
    page,
  }) => {
    const email = `first-action-${Date.now()}@example.com`;
    const p = await openHeld(page, '/register');
    await p.html.getByLabel('Name', { exact: true }).fill('Ada Early');
    await p.html.getByLabel('Email').fill(email);
    await p.html.getByLabel('Password', { exact: true }).fill('password123');
    await p.html.getByLabel('Confirm Password').fill('password123');
    await p.html.getByRole('button', { name: 'Register', exact: true }).last().click();
    expect(await p.notTakenOver()).toBe(true);
    expect(p.posts).toEqual([]);

    await p.release();
    await expect(page).toHaveURL(/\/orders(\?|$)/, { timeout: 30_000 });
    expect(p.postsTo('/api/auth/register')).toEqual({ api: 1, page: 0 });
    await p.done();
  });

  test('/forgot-password: "Send Reset Link" pressed on the HTML sends one link', async ({ page }) => {
    const p = await openHeld(page, '/forgot-password');
    await p.html.getByLabel('Email').fill(DEMO.client.email);
    await p.html.getByRole('button', { name: 'Send Reset Link' }).click();
    expect(await p.notTakenOver()).toBe(true);

    await p.release();
    await expect(page.getByRole('alert').filter({ hasText: 'Reset link sent to your email' })).toBeVisible({
      timeout: 30_000,
    });
    expect(p.postsTo('/api/auth/forgot-password')).toEqual({ api: 1, page: 0 });
    await p.done();
  });

  test('/orders/new: the Service type select tapped on the HTML opens when the app comes, and the guest goes on ordering', async ({
    page,
  }) => {
    const p = await openHeld(page, '/orders/new');
    await p.html.getByLabel('Service type').click();
    expect(await p.notTakenOver()).toBe(true);

    await p.release();
    const select = page.getByLabel('Service type');
    await expect(select).toHaveAttribute('aria-expanded', 'true');
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
    await expect(option).toBeVisible({ timeout: 30_000 });
    const chosen = (await option.innerText()).trim();
    await option.click();
    await expect(page.locator('.ant-select-content', { hasText: chosen }).first()).toBeVisible();
    await p.done();
  });

  test('/orders/new: a check box ticked and Submit pressed on the HTML: kept ticked, the order checked once, never posted', async ({
    page,
  }) => {
    const p = await openHeld(page, '/orders/new');
    await p.html.getByLabel('Title').fill('Climate essay');
    await p.html.getByLabel('Request a quote instead of paying this price').check();
    await p.html.getByRole('button', { name: 'Submit Order' }).click();
    expect(await p.notTakenOver()).toBe(true);

    await p.release();
    await expect(page.getByLabel('Request a quote instead of paying this price')).toBeChecked();
    await expect(page.getByLabel('Title')).toHaveValue('Climate essay');
    // The submit took effect in the app: the choices the HTML could not offer are asked for, once each.
    await expect(page.getByText('Choose a service type')).toHaveCount(1);
    await expect(page.getByText('Choose a deadline')).toHaveCount(1);
    expect(p.postsTo('/api/orders').page).toBe(0);
    // The tick is the form's, not only the box's: priced, the order asks for a quote.
    const choose = async (label: string) => {
      await page.getByLabel(label).click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
      // Until its closing animation ends, this list is still the first one on screen: the next select's
      // option would be looked for in it.
      await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
    };
    await choose('Service type');
    await choose('Deadline');
    await expect(page.getByTestId('price-total')).toHaveText('Quote required');
    await page.getByRole('button', { name: 'Submit Order' }).click();
    await expect(page.getByRole('dialog', { name: 'Register or log in to submit your order' })).toBeVisible();
    await p.done();
  });

  test('/orders/new: "Attach files" pressed on the HTML opens the file picker at once, and the app keeps the file chosen', async ({
    page,
  }) => {
    const p = await openHeld(page, '/orders/new');
    const picker = page.waitForEvent('filechooser');
    await p.html.getByRole('button', { name: 'Attach files' }).click();
    await (
      await picker
    ).setFiles({ name: 'brief.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 the brief') });
    expect(await p.notTakenOver()).toBe(true);

    await p.release();
    await expect(page.getByRole('list', { name: 'Attached files' }).getByText('brief.pdf')).toBeVisible();
    await p.done();
  });

  test("/orders/new, a signed-in client whose browser kept the session but not the role cookie: Submit pressed on the guest's HTML is carried out on their form once it loads", async ({
    page,
    request,
  }) => {
    // Without the cookie the page server cannot tell, and sends the guest's HTML; the client's app hands it
    // over at once, before their screen's code has come.
    await storeSession(page, await apiLogin(request, DEMO.client.email), null);
    const p = await openHeld(page, '/orders/new');
    await p.html.getByLabel('Title').fill('Climate essay');
    await p.html.getByRole('button', { name: 'Submit Order' }).click();
    expect(await p.notTakenOver()).toBe(true);

    await p.release();
    await expect(page.getByLabel('Title')).toHaveValue('Climate essay', { timeout: 30_000 });
    await expect(page.getByText('Choose a service type')).toHaveCount(1);
    await expect(page.getByText('Choose a deadline')).toHaveCount(1);
    expect(p.postsTo('/api/orders')).toEqual({ api: 0, page: 0 });
    await p.done();
  });
});
