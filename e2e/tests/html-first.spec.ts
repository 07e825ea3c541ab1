import { expect, test, type Page, type Route } from '@playwright/test';
import { DEMO } from '../support/auth.js';

/**
 * HTML first: a guest's sign-in page arrives with the sign-in form in its HTML (mf-auth's
 * prerendered fragment inside the shell's frame), so a phone shows it — and takes typing — before any
 * script has run; the app then takes the page over and keeps what was typed and where the caret is.
 * @see docs/architecture-html-first.md
 */
/**
 * Holds the page's scripts, so the app cannot take the page over, until `release()`; `stop()` takes the
 * hold away (routes already held go on once released).
 */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = async (route: Route) => {
    await released;
    await route.continue().catch(() => undefined);
  };
  await page.route(/\.js(\?|$)/, held);
  return { release, stop: () => page.unroute(/\.js(\?|$)/, held) };
}

test('the served /sh-auth page carries the sign-in form, shown with JavaScript off', async ({ request, browser }) => {
  const html = await (await request.get('/sh-auth')).text();
  const form = html.indexOf('<form method="post"');
  expect(form, 'the form is in the HTML').toBeGreaterThan(0);
  expect(form, 'before the app root').toBeLessThan(html.indexOf('<div id="root">'));
  expect(html).toMatch(/<input[^>]*id="auth-email"/);
  expect(html).toMatch(/<input[^>]*id="auth-password"/);
  expect(html).toContain('Sign in to your account');

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/sh-auth');
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await page.getByLabel('Email').fill('typed@example.com');
  await expect(page.getByLabel('Email')).toHaveValue('typed@example.com');
  await expect(page.getByLabel('Password', { exact: true })).toBeEditable();
  // Its buttons wait for the app: a press before it has come does nothing.
  await expect(page.getByRole('button', { name: 'Login' })).toBeDisabled();
  await context.close();
});

test('what a guest typed before the app took the page over is kept, with the caret, and signs in', async ({ page }) => {
  // Hold the page's scripts until the typing is done: the app cannot take over before.
  const scripts = await holdScripts(page);
  await page.goto('/sh-auth', { waitUntil: 'commit' });
  const fromHtml = page.locator('#html-first');
  await fromHtml.getByLabel('Email').fill(DEMO.client.email);
  await fromHtml.getByLabel('Password', { exact: true }).fill('passwrd');
  // The caret back between "passw" and "rd", where the missing letter goes.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  expect(await page.evaluate(() => !!document.getElementById('root')?.childElementCount)).toBe(false);

  scripts.release();
  await expect(fromHtml).toHaveCount(0);
  await expect(page.getByLabel('Email')).toHaveValue(DEMO.client.email);
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type('o');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/orders(\?|$)/);
  await scripts.stop();
});

test('the first paint shows the whole first screen, not a partly parsed top', async ({ page, request }) => {
  // The page holds its first paint until `#root` is parsed (rel=expect), and the screen comes right before it.
  const html = await (await request.get('/orders/new')).text();
  expect(html.slice(0, html.indexOf('</head>'))).toContain('<link rel="expect" href="#root" blocking="render"');
  expect(html).toMatch(/<div id="html-first">[\s\S]*<\/div><div id="root">/);

  // Without it a page parsed in two slices painted its brand first and the form a frame later: the largest
  // paint came after the first, and Lighthouse's estimate then counted the app's scripts as holding it.
  for (const path of ['/orders/new', '/sh-auth']) {
    // The app's scripts are held until the paints are read: a takeover before that would remove the HTML,
    // and an LCP entry's element reads null once its element is gone.
    const scripts = await holdScripts(page);
    // Not 'load' nor 'domcontentloaded': both wait for the held module scripts.
    await page.goto(path, { waitUntil: 'commit' });
    const paints = await page.evaluate(
      () =>
        new Promise<{ fcp: number; largest: { time: number; inScreen: boolean }[] }>((resolve) => {
          const largest: { time: number; inScreen: boolean }[] = [];
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as (PerformanceEntry & { element: Element | null })[])
              largest.push({ time: e.startTime, inScreen: !!e.element?.closest('#html-first') });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          // Read 500 ms after the first paint, however long the page took to get there.
          new PerformanceObserver((list, observer) => {
            const fcp = list.getEntriesByName('first-contentful-paint')[0];
            if (!fcp) return;
            observer.disconnect();
            setTimeout(() => resolve({ fcp: fcp.startTime, largest }), 500);
          }).observe({ type: 'paint', buffered: true });
        }),
    );
    expect(paints.fcp, `${path}: painted`).toBeGreaterThan(0);
    expect(paints.largest.length, `${path}: one largest paint`).toBeGreaterThan(0);
    scripts.release();
    await scripts.stop();
    for (const l of paints.largest) {
      expect(l.time, `${path}: the largest paint is the first`).toBe(paints.fcp);
      expect(l.inScreen, `${path}: of the screen sent as HTML`).toBe(true);
    }
  }
});

test("the app's files are asked for after the first paint, and its style sheets apply from the hand-over", async ({
  page,
}) => {
  for (const path of ['/orders/new', '/sh-auth']) {
    // The app's scripts are held, so the page is read before the app could take it over.
    const scripts = await holdScripts(page);
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.locator('#html-first')).toBeVisible();
    // Its style sheets have loaded, switched off: the HTML is not styled a second time.
    await page.waitForFunction(() => {
      const sheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')];
      return sheets.length > 0 && sheets.every((l) => l.sheet);
    });
    const media = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].map((l) => l.media),
    );
    expect(new Set(media), `${path}: the app's style sheets are off`).toEqual(new Set(['not all']));

    scripts.release();
    await expect(page.locator('#html-first')).toHaveCount(0);
    const after = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-paint')[0] as PerformanceEntry & { paintTime?: number };
      const files = performance.getEntriesByType('resource').filter((r) => /\.(js|css)(\?|$)/.test(r.name));
      return {
        paintedAt: paint ? (paint.paintTime ?? paint.startTime) : null,
        firstAskedAt: Math.min(...files.map((r) => r.startTime)),
        asked: files.length,
        media: [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].map((l) => l.media),
      };
    });
    expect(after.paintedAt, `${path}: painted`).not.toBeNull();
    expect(after.asked, `${path}: the app's files came`).toBeGreaterThan(5);
    expect(after.firstAskedAt, `${path}: no file of the app asked for before the first paint`).toBeGreaterThanOrEqual(
      after.paintedAt!,
    );
    expect(
      after.media.filter((m) => m === 'not all'),
      `${path}: all of them on after the hand-over`,
    ).toEqual([]);
    await scripts.stop();
  }
});

/** The other public first screens a guest gets as HTML: the auth pages' panels and the order form in the guest frame. */
const PAGES = [
  { path: '/register', heading: 'Welcome, create a new account', field: 'Name', value: 'Ada Lovelace' },
  { path: '/forgot-password', heading: 'Forgot your password?', field: 'Email', value: 'typed@example.com' },
  { path: '/orders/new', heading: 'New Order', field: 'Title', value: 'Climate essay' },
];

for (const { path, heading, field, value } of PAGES) {
  test(`${path}: the form is in the HTML and shows with JavaScript off`, async ({ request, browser }) => {
    const html = await (await request.get(path)).text();
    expect(html.indexOf('<div id="html-first">'), 'the screen is in the HTML').toBeGreaterThan(0);
    expect(html.indexOf('<form method="post"'), 'before the app root').toBeLessThan(html.indexOf('<div id="root">'));

    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await page.getByLabel(field, { exact: true }).fill(value);
    await expect(page.getByLabel(field, { exact: true })).toHaveValue(value);
    await context.close();
  });

  test(`${path}: what was typed before the app took over is kept, with the focus`, async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto(path, { waitUntil: 'commit' });
    const fromHtml = page.locator('#html-first');
    await fromHtml.getByLabel(field, { exact: true }).fill(value);
    expect(await page.evaluate(() => !!document.getElementById('root')?.childElementCount)).toBe(false);

    scripts.release();
    await expect(fromHtml).toHaveCount(0);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect(page.getByLabel(field, { exact: true })).toHaveValue(value);
    await expect(page.getByLabel(field, { exact: true })).toBeFocused();
    await scripts.stop();
  });
}

test("a guest's order form comes with its choices in the page: it asks for none of them, and Service type opens with its options", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/list-settings/')) asked.push(r.url());
  });
  const served = await page.goto('/orders/new');
  const startup = /id="scriptorium-startup">(.*?)<\/script>/.exec((await served!.text()) ?? '')?.[1];
  const answers =
    (JSON.parse(startup ?? '{}') as { answers?: Record<string, { id: number; name: string }[]> }).answers ?? {};
  expect(Object.keys(answers).sort()).toEqual([
    'list-settings/deadlines?all=1',
    'list-settings/order_services?all=1',
    'list-settings/service_types?all=1',
  ]);
  await expect(page.locator('#html-first')).toHaveCount(0);
  await page.getByLabel('Service type').click();
  // The form offers them in the order they were set up (by id).
  const [firstSetUp] = [...answers['list-settings/service_types?all=1']].sort((a, b) => a.id - b.id);
  const first = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
  await expect(first).toContainText(firstSetUp.name);
  expect(asked).toEqual([]);
});
