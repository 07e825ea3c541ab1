/**
 * Measures the JavaScript a browser downloads to show a page: every script response of the page load
 * (including remotes fetched at run time), gzip-compressed with zlib level 9, summed.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export async function launch() {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });
}

/**
 * Loads `path` in a fresh context (optionally signed in via `token`/`user` in localStorage) and returns
 * `{ files, rawBytes, gzipBytes }` of the JavaScript downloaded until the network is idle and `waitFor` shows.
 */
export async function jsBytes(browser, baseUrl, path, { auth, waitFor } = {}) {
  const context = await browser.newContext();
  if (auth) {
    await context.addInitScript(([token, user]) => {
      localStorage.setItem('access_token', token);
      localStorage.setItem('user', user);
      localStorage.setItem('last_activity', new Date().toISOString());
    }, [auth.token, JSON.stringify(auth.user)]);
  }
  const page = await context.newPage();
  const bodies = [];
  page.on('response', async (res) => {
    const type = res.headers()['content-type'] ?? '';
    if (res.request().resourceType() === 'script' || type.includes('javascript')) {
      try {
        bodies.push(await res.body());
      } catch {
        /* redirected or aborted */
      }
    }
  });
  await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
  if (waitFor) await page.getByText(waitFor).first().waitFor({ timeout: 20000 });
  await page.waitForLoadState('networkidle');
  await context.close();
  const rawBytes = bodies.reduce((n, b) => n + b.length, 0);
  const gzipBytes = bodies.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0);
  return { files: bodies.length, rawBytes, gzipBytes };
}
