import { expect, test, type Response } from '@playwright/test';
import { DEMO, submitSignIn } from '../support/auth.js';

/**
 * A phone on a mobile network pays for every byte: the composed app must send its JavaScript and CSS
 * compressed (the `.br`/`.gz` written at build time), the shell's and each remote's alike.
 */
test('the JavaScript and CSS of the first screens are served compressed', async ({ page }) => {
  const served: { url: string; encoding: string | undefined; vary: string | undefined; size: number }[] = [];
  const pending: Promise<void>[] = [];
  const onResponse = (res: Response) => {
    const type = res.headers()['content-type'] ?? '';
    if (!res.ok() || !/javascript|text\/css/.test(type)) return;
    // The bytes as sent (a body read after the page moved on is gone).
    pending.push(
      Promise.all([res.allHeaders(), res.request().sizes()]).then(([h, sizes]) => {
        served.push({
          url: new URL(res.url()).pathname,
          encoding: h['content-encoding'],
          vary: h.vary,
          size: sizes.responseBodySize,
        });
      }),
    );
  };
  page.on('response', onResponse);
  await page.goto('/sh-auth');
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  await page.goto('/orders/new');
  await expect(page.getByRole('heading', { name: 'New Order' })).toBeVisible();
  // What the form loads once shown (Upload) is not awaited: stop listening, then read what came.
  page.off('response', onResponse);
  await Promise.all(pending);

  // The remotes' entries and chunks as well as the shell's.
  expect(served.some((f) => f.url.endsWith('/remoteEntry.js'))).toBe(true);
  // A remote's files come from its live release (docs/deploying.md Releases).
  expect(served.some((f) => /^\/releases\/mf-orders\/[^/]+\/assets\//.test(f.url))).toBe(true);
  // Below 1 KB the build writes no compressed copy (the headers would cost more than they save).
  const uncompressed = served.filter((f) => f.size >= 1024 && !['br', 'gzip'].includes(f.encoding ?? ''));
  expect(uncompressed, 'JS/CSS over 1 KB sent without Content-Encoding').toEqual([]);
  const compressed = served.filter((f) => f.encoding);
  expect(compressed.length).toBeGreaterThan(10);
  for (const f of compressed) expect(f.vary, f.url).toMatch(/accept-encoding/i);
});

/**
 * Round trips cost more than bytes on a phone: each page lists, as modulepreload links, what its first
 * screen loads for the visitor's role (api lib/first-screen.ts), so the browser fetches it at once.
 */
test("each page lists its first screen's files for the visitor's role, every one exists and is fetched once", async ({
  page,
  request,
}) => {
  const listed = async (path: string, cookie?: string) => {
    const html = await (await request.get(path, { headers: cookie ? { cookie } : {} })).text();
    return [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
  };
  const signIn = await listed('/sh-auth');
  for (const file of [
    /^\/releases\/mf-auth\/[^/]+\/remoteEntry\.js$/,
    /^\/releases\/mf-auth\/[^/]+\/assets\/AuthPage-/,
    /^\/assets\/antd-form-/,
  ]) {
    expect(
      signIn.some((u) => file.test(u)),
      `${file} in ${signIn.join(' ')}`,
    ).toBe(true);
  }
  // A client's /orders: the client's frame and order cards, not the admin's.
  const clientOrders = await listed('/orders', 'scriptorium_role=client');
  expect(
    clientOrders.some((u) => /\/assets\/ClientLayout-/.test(u)) &&
      clientOrders.some((u) => /\/releases\/mf-orders\/[^/]+\/assets\/ClientOrders-/.test(u)),
  ).toBe(true);
  expect(clientOrders.filter((u) => /AdminLayout-|AdminOrders-/.test(u))).toEqual([]);
  // …and not antd's Form (with rc-form's validators), which no order card renders.
  expect(clientOrders.filter((u) => /\/assets\/antd-form-/.test(u))).toEqual([]);
  // …with the kit's lazy parts the frame and the screen render at once: the menu, the breadcrumbs, the status badges.
  for (const file of [/^\/assets\/NavMenu-/, /^\/assets\/Breadcrumbs-/, /^\/assets\/StatusBadge-/]) {
    expect(
      clientOrders.some((u) => file.test(u)),
      `${file} in ${clientOrders.join(' ')}`,
    ).toBe(true);
  }
  // The script that stands in for the page's start-up data is left out of pages that carry it.
  expect(await (await request.get('/orders/new')).text()).not.toMatch(/early-remote-/);
  for (const url of new Set([...signIn, ...clientOrders])) expect((await request.get(url)).status(), url).toBe(200);

  // The browser reuses what it preloaded (same URL, same credentials mode): no file comes twice.
  const fetched = new Map<string, number>();
  page.on('request', (r) => {
    const u = new URL(r.url());
    fetched.set(u.pathname + u.search, (fetched.get(u.pathname + u.search) ?? 0) + 1);
  });
  await page.goto('/sh-auth');
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  expect(signIn.filter((u) => (fetched.get(u) ?? 0) > 1)).toEqual([]);
  expect(fetched.get(signIn.find((u) => /AuthPage-/.test(u))!)).toBe(1);
});

/**
 * A guest's order form is the heaviest first screen a phone meets (its budget: ≤ 450 KB gzip once the form
 * is shown): what it does not show at once is not part of it — the signed-in frame's antd components,
 * antd's Card (which brings Tabs, Dropdown and Menu: the form's panels are plain elements) and Modal (the
 * sign-in prompt loads when a guest submits), date-fns (the form shows prices, no dates), the admin's
 * client search, the price lines (loaded on the first tap or key in the form) and antd's Upload (not
 * used: the browser's file picker) — and the remote's icons
 * render the shell's icon component instead of downloading their own.
 */
test("a guest's order form lists only what it shows at once, and its icons use the shell's icon component", async ({
  page,
  request,
}) => {
  const html = await (await request.get('/orders/new')).text();
  const listed = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
  expect(
    listed.some((u) => /\/releases\/mf-orders\/[^/]+\/assets\/OrderForm-/.test(u)),
    listed.join(' '),
  ).toBe(true);
  expect(
    listed.filter((u) =>
      /antd-signed-in-|antd-nav-|kit-dates-|TagSearch-|AdminOrderFields-|\/upload-|PriceBreakdown-|descriptions-|SignInPrompt-/.test(
        u,
      ),
    ),
  ).toEqual([]);

  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await page.goto('/orders/new');
  const attach = page.getByRole('button', { name: 'Attach files' });
  await expect(attach.locator('svg')).toBeVisible();
  // The file input a tap on "Attach files" opens is the form's own.
  await expect(page.locator('input[type=file]')).toBeAttached();
  expect(fetched.filter((p) => /\/upload-|\/progress-/.test(p))).toEqual([]);
  expect(fetched.filter((p) => /^\/(remotes|releases)\/.*AntdIcon/.test(p))).toEqual([]);
  expect(fetched.filter((p) => /antd-signed-in-|antd-nav-|kit-dates-|TagSearch-/.test(p))).toEqual([]);
});

/**
 * After a sign-in the app goes to the role's home in-app, so no page lists that screen's files: the shell
 * asks the API for the list as the navigation starts and preloads it (shell preloadScreen.ts), instead
 * of finding each file when the one before has loaded.
 */
test("after signing in, the role's home screen is preloaded as the navigation starts", async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.pathname === '/first-screen') asked.push(u.searchParams.get('path') ?? '');
  });
  await submitSignIn(page, 'writer');
  // The home opens its first tab by replacing the URL (`…/tab/in_progress`), sooner or later.
  await expect(page).toHaveURL(new RegExp(`${DEMO.writer.home}(/tab/\\w+)?$`));
  await expect(page.getByRole('heading', { name: 'Active Orders' })).toBeVisible();
  // `/` first (where the sign-in goes), which lists the writer's home screen: its remote's screen and the frame.
  expect(asked[0]).toBe('/');
  const preloaded = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
  expect(
    preloaded.some((p) => /^\/releases\/mf-orders\/[^/]+\/assets\/WriterOrders-/.test(p)),
    preloaded.join(' '),
  ).toBe(true);
  expect(preloaded.some((p) => /^\/assets\/AdminLayout-/.test(p))).toBe(true);
});
