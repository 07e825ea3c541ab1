/**
 * Browser measurements in headless Chromium (/usr/bin/chromium or CHROMIUM_PATH), each in a fresh
 * browser context (cold: empty HTTP cache, nothing loaded yet):
 *  - `jsBytes`: every script response of the page load (including remotes fetched at run time),
 *    gzip-compressed with zlib level 9, summed;
 *  - `lcp`: Largest Contentful Paint (PerformanceObserver 'largest-contentful-paint', buffered).
 * A page counts as shown when the network is idle, no screen-loading spinner is left and, when given,
 * the `waitFor` text is visible.
 */
/* global document */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const TIMEOUT = 30_000;

export async function launch() {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });
}

/**
 * A fresh context (`options`: Playwright context options, e.g. a phone viewport), signed in through
 * localStorage when `auth` (`{token, user}` of POST auth/login) is given, with the role cookie the app
 * keeps beside it (kit sessionStore), as a returning user's browser has them. `baseUrl`: the cookie's site.
 */
export async function freshContext(browser, auth, options = {}, baseUrl) {
  const context = await browser.newContext(options);
  if (auth && baseUrl) {
    const role = ['client', 'writer'].includes(auth.user.role) ? auth.user.role : 'admin';
    await context.addCookies([{ name: 'scriptorium_role', value: role, url: baseUrl }]);
  }
  if (auth) {
    await context.addInitScript(
      ([token, user]) => {
        localStorage.setItem('access_token', token);
        localStorage.setItem('user', user);
        localStorage.setItem('last_activity', new Date().toISOString());
      },
      [auth.token, JSON.stringify(auth.user)],
    );
  }
  return context;
}

/** Waits until the page is shown (see the module comment); returns its final path. */
async function shown(page, waitFor) {
  await page.waitForLoadState('networkidle', { timeout: TIMEOUT });
  await page.waitForFunction(
    () =>
      !document.querySelector('[data-testid="screen-loading"]') &&
      (document.getElementById('root')?.childElementCount ?? 0) > 0,
    null,
    { timeout: TIMEOUT },
  );
  if (waitFor) await page.getByText(waitFor).first().waitFor({ timeout: TIMEOUT });
  await page.waitForLoadState('networkidle', { timeout: TIMEOUT });
  return new URL(page.url()).pathname;
}

/**
 * Loads `path` cold and returns `{ files, rawBytes, gzipBytes, finalPath, list }` of the JavaScript
 * downloaded until the page is shown (`list`: `{path, raw, gzip}` per file, largest first).
 */
export async function jsBytes(browser, baseUrl, path, { auth, waitFor } = {}) {
  const context = await freshContext(browser, auth, {}, baseUrl);
  try {
    const page = await context.newPage();
    const pending = [];
    page.on('response', (res) => {
      const type = res.headers()['content-type'] ?? '';
      if (res.ok() && (res.request().resourceType() === 'script' || type.includes('javascript'))) {
        pending.push(
          res.body().then(
            (body) => ({ url: res.url(), body }),
            () => null,
          ),
        );
      }
    });
    await page.goto(baseUrl + path, { waitUntil: 'networkidle', timeout: TIMEOUT });
    const finalPath = await shown(page, waitFor);
    const list = (await Promise.all(pending))
      .filter(Boolean)
      .map(({ url, body }) => ({
        path: new URL(url).pathname,
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
      }))
      .sort((a, b) => b.gzip - a.gzip);
    const rawBytes = list.reduce((n, f) => n + f.raw, 0);
    const gzipBytes = list.reduce((n, f) => n + f.gzip, 0);
    return { files: list.length, rawBytes, gzipBytes, finalPath, list };
  } finally {
    await context.close();
  }
}

/** Largest Contentful Paint of one cold load of `path`, in ms from navigation start. */
export async function lcp(browser, baseUrl, path, { auth, waitFor } = {}) {
  const context = await freshContext(browser, auth, {}, baseUrl);
  try {
    const page = await context.newPage();
    await page.goto(baseUrl + path, { waitUntil: 'load', timeout: TIMEOUT });
    const finalPath = await shown(page, waitFor);
    const ms = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const timer = setTimeout(() => resolve(null), 5000);
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            const last = entries[entries.length - 1];
            clearTimeout(timer);
            resolve(last ? last.renderTime || last.loadTime || last.startTime : null);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    return { ms, finalPath };
  } finally {
    await context.close();
  }
}
