/**
 * Route coverage, generated from the one route table (`ROUTES`): every route × every role.
 * A role the route lists opens it and the page renders — the content area shows the owning area's
 * screen, not its fallback, with no console error, no uncaught exception and no failed request. A role
 * it does not list is refused: a guest goes to `/sh-auth?redirect=…`, a writer to the writer twin of
 * an order URL (when it is a page), any other signed-in user sees '403 Not Allowed', or 'You are signed
 * in as …' on the auth pages; an admin without the route's permission sees the 403 page. A route added to `ROUTES` is
 * covered here without touching this file (it needs an `example` when its path has parameters).
 */
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { matchRoute, ROUTES, type RouteEntry } from '../../contracts/src/routes.js';
import { orderAreaStatuses, WRITER_ORDER_AREAS } from '../../contracts/src/statuses.js';
import { addUser, apiLogin, call, unique, storeSession, type ApiSession } from '../support/api.js';
import { watchPage } from '../support/health.js';

type Persona = 'admin' | 'client' | 'writer' | 'guest';
const PERSONAS: Persona[] = ['admin', 'client', 'writer', 'guest'];

/** Demo records the parameterised routes are opened with (read from the API, not guessed). */
interface DemoIds {
  /** The demo client's in-progress order, assigned to the demo writer: every role may open it. */
  activeOrder: number;
  /** The demo client's completed order (what /orders/approve is for). */
  completedOrder: number;
  /** The demo client's user id. */
  client: number;
}

/**
 * Demo URLs of the routes whose `example` points at a record that must fit the viewer (an order the
 * writer is assigned to, a completed order to approve). Other routes use `example ?? path`.
 */
const DEMO_URLS: Record<string, (ids: DemoIds) => string> = {
  '/orders/order/:id/*': (ids) => `/orders/order/${ids.activeOrder}`,
  '/orders/confirm-completed/:id': (ids) => `/orders/confirm-completed/${ids.activeOrder}`,
  '/orders/approve': (ids) => `/orders/approve?orderId=${ids.completedOrder}`,
  '/writer/orders/order/:id/*': (ids) => `/writer/orders/order/${ids.activeOrder}`,
  '/writer/orders/confirm-completed/:id': (ids) => `/writer/orders/confirm-completed/${ids.activeOrder}`,
  '/users/user/:id/*': (ids) => `/users/user/${ids.client}`,
};

/** The URL a route is visited at. Throws for a parameterised route with no example. */
function urlFor(route: RouteEntry, ids: DemoIds): string {
  const demo = DEMO_URLS[route.path];
  if (demo) return demo(ids);
  const url = route.example ?? route.path.replace(/\/\*$/, '');
  if (/[:*]/.test(url.split('?')[0]))
    throw new Error(`ROUTES entry ${route.path} has parameters: give it an \`example\` with demo values`);
  return url;
}

/** A signed-in persona for the browser, and the demo ids; made once per worker. */
let sessions: Partial<Record<Persona | 'restricted', ApiSession>> = {};
let ids: DemoIds;

async function prepare(request: APIRequestContext) {
  const admin = await apiLogin(request, 'admin@example.com');
  const client = await apiLogin(request, 'client@example.com');
  const writer = await apiLogin(request, 'writer@example.com');
  const orders = await call<{ id: number; title: string }[]>(request, client, 'GET', '/api/orders/client?all=1');
  const titled = (title: string) => {
    const order = orders.find((o) => o.title === title);
    if (!order) throw new Error(`Demo order "${title}" is missing`);
    return order.id;
  };
  ids = {
    activeOrder: titled('Climate policy in East Africa'),
    completedOrder: titled('History of the printing press'),
    client: client.user.id,
  };
  // An admin whose department holds no permission at all.
  const stamp = unique();
  const department = await call<{ department: { id: number } }>(request, admin, 'POST', '/api/sh-departments', {
    data: { name: `No permissions ${stamp}` },
  });
  const restricted = await addUser(request, admin, 'admin', `Rita Restricted ${stamp}`, {
    department_id: department.department.id,
  });
  sessions = { admin, client, writer, restricted: await apiLogin(request, restricted.email, restricted.password) };
}

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  await prepare(request);
  await request.dispose();
});

test.describe.configure({ timeout: 90_000 });

/**
 * One browser context per persona for the whole file, signed in once (the guest's signed out): each test
 * opens new pages in it, so the app's code comes from the browser's cache, as for someone returning.
 * What a first visit costs and shows is html-first's and a11y's to check; here it is every route.
 */
const contexts = new Map<Persona | 'restricted', Promise<BrowserContext>>();

function contextOf(
  browser: Browser,
  baseURL: string | undefined,
  persona: Persona | 'restricted',
): Promise<BrowserContext> {
  let context = contexts.get(persona);
  if (!context) {
    context = browser.newContext({ baseURL }).then(async (c) => {
      const session = persona === 'guest' ? undefined : sessions[persona];
      if (session) await storeSession(c, session);
      return c;
    });
    contexts.set(persona, context);
  }
  return context;
}

test.afterAll(async () => {
  for (const context of contexts.values()) await (await context).close();
  contexts.clear();
});

/** `pageAs(persona)`: a new page in the persona's context, closed when the test ends. */
const it = test.extend<{ pageAs: (persona: Persona | 'restricted') => Promise<Page> }>({
  pageAs: async ({ browser, baseURL }, provide) => {
    const pages: Page[] = [];
    await provide(async (persona) => {
      const page = await (await contextOf(browser, baseURL, persona)).newPage();
      pages.push(page);
      return page;
    });
    for (const page of pages) await page.close();
  },
});

/** The content area of whichever layout frames the page (the auth layout's is its `main`). */
const contentOf = (page: Page) => page.locator('[data-testid=content], main').first();

/** The path of the page's URL (no query). */
const pathOf = (page: Page) => new URL(page.url()).pathname;

for (const route of ROUTES) {
  test.describe(`${route.path}`, () => {
    for (const persona of PERSONAS) {
      const allowed = route.roles.includes(persona);
      it(`${persona} ${allowed ? 'sees it' : 'is refused'}`, async ({ pageAs }) => {
        const url = urlFor(route, ids);
        const page = await pageAs(persona);
        if (allowed) {
          const watch = watchPage(page);
          await page.goto(url);
          const content = contentOf(page);
          await expect(content).toBeVisible();
          await expect(content.locator('h1, h2, h3, h4, form, table, .ant-card-head-title').first()).toBeVisible({
            timeout: 20_000,
          });
          await page.waitForLoadState('networkidle');
          await expect(page.getByText(/is unavailable right now/)).toHaveCount(0);
          await expect(page.getByText('Page not found')).toHaveCount(0);
          await expect(page.getByText('403 Not Allowed')).toHaveCount(0);
          expect(matchRoute(pathOf(page)), `stayed on ${route.path} (now at ${page.url()})`).toBe(route);
          expect(watch.problems(), `problems while ${persona} opened ${url}`).toEqual([]);
          return;
        }
        await page.goto(url);
        if (persona === 'guest') {
          await expect(page).toHaveURL((u) => u.pathname === '/sh-auth' && u.searchParams.get('redirect') === url);
          await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
          return;
        }
        if (route.roles.every((r) => r === 'guest')) {
          await expect(page.getByText(`You are signed in as ${sessions[persona]!.user.name}`)).toBeVisible();
          await expect(page.getByRole('button', { name: 'Login', exact: true })).toHaveCount(0);
          return;
        }
        // A writer goes to the writer twin of an order URL when that twin is a real page; otherwise the
        // user stays on the URL and sees why (no silent redirect, no 'Page not found').
        const twin = persona === 'writer' && url.startsWith('/orders/') ? `/writer${url.split('?')[0]}` : null;
        const twinRoute = twin ? matchRoute(twin) : undefined;
        const twinIsPage =
          twinRoute !== undefined &&
          (twinRoute.path !== '/writer/orders/:mainStatus/*' ||
            orderAreaStatuses(WRITER_ORDER_AREAS, twin!.split('/')[3]) !== undefined);
        if (twinIsPage) {
          await expect(page).toHaveURL((u) => u.pathname === twin);
          await expect(contentOf(page)).toBeVisible();
          await expect(page.getByText('Page not found')).toHaveCount(0);
        } else {
          await expect(page.getByText('403 Not Allowed')).toBeVisible();
          expect(pathOf(page)).toBe(url.split('?')[0]);
        }
      });
    }

    if (route.permission && route.roles.includes('admin')) {
      it(`admin without ${route.permission} sees 403 Not Allowed`, async ({ pageAs }) => {
        const url = urlFor(route, ids);
        const page = await pageAs('restricted');
        await page.goto(url);
        await expect(page.getByText('403 Not Allowed')).toBeVisible();
        expect(pathOf(page)).toBe(url.split('?')[0]);
      });
    }
  });
}

/**
 * Hostile URLs: each path parameter, and a routed tab, named like a member of Object.prototype
 * (`constructor`: a plain lookup by that name finds a function). The screen says what is wrong (not
 * found, an error message) — never its area's error fallback, an uncaught exception or a server error.
 */
test.describe('a URL naming constructor', () => {
  for (const route of ROUTES.filter((r) => /[:*]/.test(r.path))) {
    const persona = PERSONAS.find((p) => route.roles.includes(p))!;
    it(`${route.path} as ${persona}`, async ({ pageAs }) => {
      const page = await pageAs(persona);
      const urls = [
        ...(route.path.includes(':') ? [route.path.replace(/:\w+/g, 'constructor').replace(/\/\*$/, '')] : []),
        ...(route.path.endsWith('/*') ? [`${urlFor(route, ids).split('?')[0]}/tab/constructor`] : []),
      ];
      for (const url of urls) {
        const watch = watchPage(page);
        await page.goto(url);
        await expect(contentOf(page)).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expect(page.getByText(/is unavailable right now/)).toHaveCount(0);
        const broken = watch
          .problems()
          .filter((p) => p.kind === 'pageerror' || (p.kind === 'http' && / → 5\d\d$/.test(p.text)));
        expect(broken, `${persona} at ${url}`).toEqual([]);
      }
    });
  }
});
