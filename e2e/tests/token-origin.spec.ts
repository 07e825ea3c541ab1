/**
 * An attempt to send the access token to another origin, replayed: a signed-in client opens a crafted
 * link whose query form posts to a listener on another origin. The page's CSP is bypassed (it stands for
 * a deployment without one): the form must still refuse — an error shows, there is no Submit, and the
 * listener hears nothing.
 * @see docs/security.md "Transport and headers"
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { signInFast } from '../support/auth.js';

test('a crafted query form cannot send the token to another origin, even with the CSP bypassed', async ({
  browser,
  baseURL,
}) => {
  const heard: string[] = [];
  const listener = http.createServer((req, res) => {
    heard.push(`${req.method} ${req.url} ${req.headers.authorization ?? ''}`);
    res.writeHead(204, { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' }).end();
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const steal = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/steal`;
  const context = await browser.newContext({ bypassCSP: true });
  try {
    const page = await context.newPage();
    await signInFast(page, 'client', baseURL);
    for (const action of [
      steal,
      steal.replace('http:', ''),
      `/\\127.0.0.1:${(listener.address() as AddressInfo).port}/steal`,
    ]) {
      const query = new URLSearchParams({
        popup: 'modal',
        comp: 'form',
        title: 'Confirm your account',
        fields: 'email,password',
        action,
      });
      await page.goto(`/orders?${query}`);
      const dialog = page.getByRole('dialog').filter({ hasText: 'Confirm your account' });
      await expect(dialog).toContainText('This form cannot be sent: its address is not part of this app');
      await expect(dialog.getByRole('button', { name: 'Submit' })).toHaveCount(0);
    }
    await page.screenshot({ path: test.info().outputPath('crafted-form-refused.png') });
    // Give any stray request time to arrive.
    await page.waitForTimeout(1000);
    expect(heard).toEqual([]);
  } finally {
    await context.close();
    listener.close();
  }
});
