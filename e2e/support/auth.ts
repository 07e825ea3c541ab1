import { expect, type Page } from '@playwright/test';
import { storeSession, type ApiSession } from './api.js';

/** Demo users seeded in demo mode (password `password`). */
export const DEMO = {
  admin: { email: 'admin@example.com', home: '/inbox' },
  client: { email: 'client@example.com', home: '/orders' },
  writer: { email: 'writer@example.com', home: '/writer/orders/active' },
} as const;

export type DemoRole = keyof typeof DEMO;

/** Signs in through the real login panel at /sh-auth and waits for the role's home. */
export async function signIn(page: Page, role: DemoRole, password = 'password'): Promise<void> {
  await submitSignIn(page, role, password);
  await expect(page).toHaveURL(new RegExp(`${DEMO[role].home.replace(/\//g, '\\/')}(\\?|$|/)`));
}

/** Signs in through the API and stores the session as the app does, skipping the form. */
export async function signInFast(page: Page, role: DemoRole, baseURL = ''): Promise<{ token: string }> {
  const res = await page.request.post(`${baseURL}/api/auth/login`, {
    data: { email: DEMO[role].email, password: 'password' },
  });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as ApiSession;
  await storeSession(page, body, baseURL || undefined);
  return { token: body.token };
}

/**
 * Fills and submits the login panel at /sh-auth without waiting for anything: what follows (the 2 s
 * 'Authentication successful' toast, the redirect) can then be watched as it happens.
 */
export async function submitSignIn(page: Page, role: DemoRole, password = 'password'): Promise<void> {
  await page.goto('/sh-auth');
  await page.getByLabel('Email').fill(DEMO[role].email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}
