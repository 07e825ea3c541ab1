#!/usr/bin/env node
/**
 * Every request of one load of a screen on Slow 4G (bench/phone.mjs SLOW_4G, 412 px), as a table: when it
 * was sent, its response started and it finished (ms from the page's request), its bytes on the wire, its
 * priority and path; then when the screen was usable (its heading visible and no spinner, as the phone
 * bench counts it) and the JavaScript's files and bytes. It shows what a load waits on: the link (files
 * finishing one after another until the end), a late request (the API after the scripts), a chain.
 *
 *   node bench/request-timeline.mjs [path=/orders] [role=client|admin|writer|guest] [heading="My Orders"]
 *
 * Environment: `STATIC_ROOT` serves another build (a saved "before"); `WARM=1` loads the screen once
 * first and times the second visit (the browser's cache); `DELAY_USER=<ms>` holds `GET /api/auth/user` that
 * long (does the screen wait for it?); `RUNS=<n>` loads it n times; `QUIET=1` prints the summary only.
 * Uses the built app (`npm run build`) and Chromium at CHROMIUM_PATH or /usr/bin/chromium.
 */
import { launch, freshContext } from './bundle.mjs';
import { login } from './lib.mjs';
import { isUsable, slowPage } from './phone.mjs';
import { startServer } from './server.mjs';

const [path = '/orders', role = 'client', heading = 'My Orders'] = process.argv.slice(2);
const server = await startServer({ env: process.env.STATIC_ROOT ? { STATIC_ROOT: process.env.STATIC_ROOT } : {} });
const auth = role === 'guest' ? undefined : await login(server.url, `${role}@example.com`);
const browser = await launch();

try {
  for (let run = 0; run < Number(process.env.RUNS ?? 1); run++) {
    const context = await freshContext(browser, auth, { viewport: { width: 412, height: 823 } }, server.url);
    const { page, cdp } = await slowPage(context);
    if (process.env.WARM) {
      await page.goto(server.url + path);
      await page.waitForLoadState('networkidle');
      await page.goto('about:blank');
    }
    if (process.env.DELAY_USER) {
      // Held in the network layer (Fetch), which leaves the cache on (Playwright's page.route turns it off).
      await cdp.send('Fetch.enable', { patterns: [{ urlPattern: '*api/auth/user*' }] });
      cdp.on('Fetch.requestPaused', (e) =>
        setTimeout(
          () => cdp.send('Fetch.continueRequest', { requestId: e.requestId }).catch(() => {}),
          Number(process.env.DELAY_USER),
        ),
      );
    }
    const requests = new Map();
    let t0 = null;
    cdp.on('Network.requestWillBeSent', (e) => {
      t0 ??= e.timestamp;
      requests.set(e.requestId, { url: e.request.url, sent: e.timestamp, priority: e.request.initialPriority });
    });
    cdp.on('Network.responseReceived', (e) => {
      const r = requests.get(e.requestId);
      if (r) r.response = e.timestamp;
    });
    cdp.on('Network.loadingFinished', (e) => {
      const r = requests.get(e.requestId);
      if (r) Object.assign(r, { finished: e.timestamp, bytes: e.encodedDataLength });
    });
    await page.goto(server.url + path, { waitUntil: 'commit' });
    const at = await (
      await page.waitForFunction(isUsable, [heading, null], { polling: 'raf', timeout: 30_000 })
    ).jsonValue();
    const ms = (t) => (t ? String(Math.round((t - t0) * 1000)) : '-').padStart(5);
    let jsFiles = 0;
    let jsBytes = 0;
    if (!process.env.QUIET) console.log(' sent  resp   end     KB  prio  path');
    for (const r of [...requests.values()].sort((a, b) => a.sent - b.sent)) {
      const { pathname } = new URL(r.url);
      if (pathname.endsWith('.js')) [jsFiles, jsBytes] = [jsFiles + 1, jsBytes + (r.bytes ?? 0)];
      if (!process.env.QUIET) {
        const kb = ((r.bytes ?? 0) / 1024).toFixed(1).padStart(6);
        console.log(`${ms(r.sent)} ${ms(r.response)} ${ms(r.finished)} ${kb}  ${r.priority?.slice(0, 4)}  ${pathname}`);
      }
    }
    console.log(
      `usable after ${Math.round(at)} ms; JavaScript ${jsFiles} files, ${(jsBytes / 1024).toFixed(1)} KB on the wire`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
