import { expect, test } from '@playwright/test';
import { DEMO, signInFast, submitSignIn, type DemoRole } from '../support/auth.js';
import { overrideRemotes } from '../support/remotes.js';

test.describe('sign-in lands each role on its home', () => {
  for (const role of Object.keys(DEMO) as DemoRole[]) {
    test(`${role} signs in at /sh-auth`, async ({ page }) => {
      await submitSignIn(page, role);
      // The toast lasts 2 s (docs/product.md §9): watch for it from the click, not after the home screen loaded.
      await expect(page.getByText('Authentication successful')).toBeVisible();
      await expect(page).toHaveURL(new RegExp(DEMO[role].home));
    });
  }

  test('wrong password shows the message under the email field and stays on the form', async ({ page }) => {
    await page.goto('/sh-auth');
    await page.getByLabel('Email').fill(DEMO.client.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await expect(page).toHaveURL(/\/sh-auth/);
  });

  test('the login, register and forgot panels switch in place', async ({ page }) => {
    await page.goto('/sh-auth');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Welcome, create a new account')).toBeVisible();
    await page
      .getByRole('button', { name: 'Already have an account?' })
      .or(page.getByText('Already have an account?'))
      .first()
      .click();
    await page.getByRole('button', { name: 'Forgotten password?' }).click();
    await expect(page.getByText('Back to Login')).toBeVisible();
    await expect(page).toHaveURL(/\/sh-auth/);
  });

  test('a signed-out visit to a protected page goes to sign-in and comes back after login', async ({ page }) => {
    await page.goto('/users/clients');
    await expect(page).toHaveURL(/\/sh-auth\?redirect=/);
    await page.getByLabel('Email').fill(DEMO.admin.email);
    await page.getByLabel('Password', { exact: true }).fill('password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/users\/clients/);
  });
});

test.describe('composition at run time', () => {
  test('a remote that cannot be loaded shows its fallback while the menu and other areas work', async ({ page }) => {
    await overrideRemotes(page, (manifest) => {
      manifest.mf_orders = 'http://127.0.0.1:9/remoteEntry.js';
    });
    await signInFast(page, 'admin');
    await page.goto('/inbox');
    await expect(page.getByText('Orders is unavailable right now')).toBeVisible();
    await expect(page.getByRole('button', { name: /Retry/ })).toBeVisible();
    // The layout's menu still works and another area loads.
    await page.getByRole('menuitem', { name: /Logs/ }).first().click();
    await expect(page).toHaveURL(/\/logs/);
    await expect(page.getByText('Orders is unavailable right now')).toHaveCount(0);
  });

  test('the federation share scope holds exactly one react, one antd and one kit', async ({ page }) => {
    await signInFast(page, 'admin');
    await page.goto('/users/clients');
    await page.waitForLoadState('networkidle');
    const versions = await page.evaluate(() => {
      type Share = Record<string, Record<string, Record<string, Record<string, unknown>>>>;
      const fed = (window as unknown as { __FEDERATION__?: { __SHARE__?: Share } }).__FEDERATION__;
      const out: Record<string, string[]> = {};
      for (const host of Object.values(fed?.__SHARE__ ?? {})) {
        for (const scope of Object.values(host)) {
          for (const [pkg, byVersion] of Object.entries(scope)) {
            out[pkg] = [...new Set([...(out[pkg] ?? []), ...Object.keys(byVersion)])];
          }
        }
      }
      return out;
    });
    expect(versions.react).toHaveLength(1);
    expect(versions['react-dom']).toHaveLength(1);
    expect(versions['@scriptorium/shared-kit/core']).toHaveLength(1);
    // antd is shared one component at a time, all from the shell: one version across every key, and
    // no whole-antd share.
    const antd = Object.entries(versions).filter(([pkg]) => pkg.startsWith('antd/es/'));
    expect(antd.length).toBeGreaterThan(50);
    expect(new Set(antd.flatMap(([, v]) => v)).size).toBe(1);
    expect(versions.antd).toBeUndefined();
  });
});
