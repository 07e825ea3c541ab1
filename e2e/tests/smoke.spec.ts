/**
 * The smoke suite (`@smoke`): read-only checks any deployment must pass, run against an app this run did
 * not start (`E2E_BASE_URL=https://staging.example.com npm run e2e -- --grep @smoke`) as well as the one
 * the suite starts. Every role signs in through the sign-in form, each remote's main screens render for
 * it (its area, never its fallback), with no console error, uncaught exception or failed request.
 * Nothing is changed but the sign-ins themselves (and a preview, ended at the end).
 *
 *   E2E_ADMIN, E2E_CLIENT, E2E_WRITER  `email:password` of each role (default: the demo users)
 *   E2E_PREVIEW                        `<remote>@<release>`: the admin runs with that release previewed
 *
 * @see docs/deploying.md Releases
 */
import { expect, test, type Page } from '@playwright/test';
import { watchPage } from '../support/health.js';

type Role = 'admin' | 'client' | 'writer';

/** The credentials of `role`: `E2E_<ROLE>` as `email:password`, else the demo user. */
function credentials(role: Role): { email: string; password: string } {
  const given = process.env[`E2E_${role.toUpperCase()}`];
  if (!given) return { email: `${role}@example.com`, password: 'password' };
  const colon = given.indexOf(':');
  if (colon < 1) throw new Error(`E2E_${role.toUpperCase()} must read email:password`);
  return { email: given.slice(0, colon), password: given.slice(colon + 1) };
}

/** Where each role lands after signing in, and the main screen of each remote it uses. */
const ROLES: Record<Role, { home: string; screens: string[] }> = {
  admin: {
    home: '/inbox',
    screens: ['/inbox', '/orders', '/users/clients', '/payments/withdrawals', '/settings', '/sh-user-profile'],
  },
  client: { home: '/orders', screens: ['/orders', '/orders/new', '/sh-user-profile'] },
  writer: { home: '/writer/orders/active', screens: ['/writer/orders/active', '/writer/earnings', '/sh-user-profile'] },
};

/** The content area of whichever layout frames the page. */
const contentOf = (page: Page) => page.locator('[data-testid=content], main').first();

/** Opens `url` and checks that its screen rendered: content, no fallback, no 403 or 404 page. */
async function screenRenders(page: Page, url: string): Promise<void> {
  await page.goto(url);
  const content = contentOf(page);
  await expect(
    content.locator('h1, h2, h3, h4, form, table, .ant-card-head-title').first(),
    `${url} shows its screen`,
  ).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(/is unavailable right now|needs a newer version of Scriptorium/)).toHaveCount(0);
  await expect(page.getByText('403 Not Allowed')).toHaveCount(0);
  await expect(page.getByText('Page not found')).toHaveCount(0);
}

/** Signs in through the form at /sh-auth (mf-auth's screen) and waits for the role's home. */
async function signInThroughForm(page: Page, role: Role): Promise<void> {
  const { email, password } = credentials(role);
  await page.goto('/sh-auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page, `${role} signs in and lands on ${ROLES[role].home}`).toHaveURL(
    (u) => u.pathname.startsWith(ROLES[role].home),
    { timeout: 30_000 },
  );
}

test.describe.configure({ timeout: 180_000 });

for (const role of Object.keys(ROLES) as Role[]) {
  test(`${role} signs in and every remote's main screen renders`, { tag: '@smoke' }, async ({ page }) => {
    const watch = watchPage(page);
    await test.step('sign in', () => signInThroughForm(page, role));
    const preview = role === 'admin' ? process.env.E2E_PREVIEW : undefined;
    const at = preview?.lastIndexOf('@') ?? -1;
    const [remote, release] = preview ? [preview.slice(0, at), preview.slice(at + 1)] : [];
    const entries: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/remoteEntry.js')) entries.push(new URL(r.url()).pathname);
    });
    if (preview) {
      await test.step(`preview ${preview}`, async () => {
        await page.goto(`/?preview=${encodeURIComponent(preview)}`);
        await expect(page.getByRole('region', { name: 'Preview' })).toHaveText(
          `Previewing ${remote} ${release} ·Exit`,
          { timeout: 30_000 },
        );
      });
    }
    for (const url of ROLES[role].screens) await test.step(url, () => screenRenders(page, url));
    if (preview) {
      expect(entries, `${remote} loads release ${release}`).toContain(`/releases/${remote}/${release}/remoteEntry.js`);
      await page.getByRole('button', { name: 'Exit' }).click();
      await expect(page.getByRole('region', { name: 'Preview' })).toHaveCount(0);
    }
    expect(watch.problems(), `problems while ${role} used the app`).toEqual([]);
  });
}
