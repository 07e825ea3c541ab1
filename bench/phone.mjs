/**
 * Part "phone": the app as a phone user on a slow mobile network meets it. Headless Chromium, a 412 px
 * wide viewport, the network emulated over CDP at Lighthouse's "Slow 4G" (150 ms latency, 1.6 Mbps down,
 * 750 Kbps up, both × 0.9), HTTP cache cold (a fresh browser context), then a warm second visit of the
 * same URL in the same context. The federated app (`npm start`'s server) next to the single
 * non-federated build of the same code (bench/single-build), interleaved, median of BENCH_PHONE_RUNS (5).
 *
 * Per visit: "usable after" (ms from navigation start until the screen's heading is visible and no
 * loading spinner is left), JavaScript requests and their bytes on the wire (compressed as served), all
 * requests, and the request-chain depth: the longest sequence of requests each started by the previous
 * one's response (the document → a script → the script it imports → …), from CDP's initiators.
 * Signed-in screens get the session in localStorage before the navigation. A screen with `afterRedeploy`
 * gets a third visit in the same browser: after its remote was redeployed (bench/redeploy.mjs: a new
 * release of it, live), as a returning user meets the app the day a team shipped. Then a sign-in per role:
 * from the Login click on the (cold-loaded) sign-in page until the role's home is usable.
 */
/* global document, getComputedStyle, location */
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freshContext, launch } from './bundle.mjs';
import { redeployRemote } from './redeploy.mjs';
import { startServer } from './server.mjs';
import { kb, load1, login, num, percentile } from './lib.mjs';

const SINGLE_ROOT = fileURLToPath(new URL('./single-build/root', import.meta.url));
const SINGLE_BUILD = fileURLToPath(new URL('./single-build/build.mjs', import.meta.url));
const EMAIL = { admin: 'admin@example.com', client: 'client@example.com', writer: 'writer@example.com' };
const TIMEOUT = 60_000;

/** Lighthouse's "Slow 4G" as CDP `Network.emulateNetworkConditions` parameters (bytes per second). */
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: ((1.6 * 1024 * 1024) / 8) * 0.9,
  uploadThroughput: ((750 * 1024) / 8) * 0.9,
};

/**
 * The screens: `heading` must be visible (an h1–h5 with exactly that text), `selector` too when given.
 * Targets (ms, cold, median): `usable`; `jsKb` on the gzip'd JS of the cold visit when given;
 * `afterRedeploy`: the remote redeployed before a warm visit, and that visit's target (ms, median).
 * `lang`: the visit carries the `lang` cookie with that language (the page, its HTML first and the app
 * in it), and `heading` is that language's; the budgets are the English page's.
 */
export const PHONE_SCREENS = [
  {
    path: '/sh-auth',
    role: null,
    heading: 'Sign in to your account',
    selector: 'input[type=password]',
    usable: 2000,
    jsKb: 350,
  },
  { path: '/orders/new', role: null, heading: 'New Order', selector: 'form input', usable: 4000, jsKb: 450 },
  // The public pages in Swahili (mf-auth's auth.login.title, mf-orders' orders.form.title.standard).
  {
    path: '/sh-auth',
    lang: 'sw',
    role: null,
    heading: 'Ingia kwenye akaunti yako',
    selector: 'input[type=password]',
    usable: 2000,
    jsKb: 350,
  },
  { path: '/orders/new', lang: 'sw', role: null, heading: 'Oda mpya', selector: 'form input', usable: 4000, jsKb: 450 },
  {
    path: '/orders',
    role: 'client',
    heading: 'My Orders',
    usable: 3500,
    afterRedeploy: { remote: 'mf-orders', usable: 1500 },
  },
  { path: '/orders/quotes', role: 'admin', heading: 'Quotes', usable: 4000 },
  { path: '/writer/orders/active', role: 'writer', heading: 'Active Orders', usable: 4000 },
];
const WARM_TARGET = 1000;
const RATIO_TARGET = 1.15;

/** A fresh (cold) context at 412 × 823, signed in (localStorage and role cookie) when `auth` is given. */
function phoneContext(browser, auth, base) {
  return freshContext(
    browser,
    auth,
    { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1, isMobile: false, hasTouch: true },
    base,
  );
}

/** A new page of `context` on Slow 4G, with its CDP session (Network events enabled). */
export async function slowPage(context) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  return { page, cdp };
}

/**
 * In the page: whether the screen is usable (heading and selector visible, no spinner left), and the
 * page has left `leaving` when given (a sign-in's navigation).
 */
export function isUsable([heading, selector, leaving]) {
  if (leaving && location.pathname === leaving) return false;
  const visible = (el) => !!el && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const h = [...document.querySelectorAll('h1,h2,h3,h4,h5')].find(
    (e) => e.textContent.trim() === heading && visible(e),
  );
  if (!h) return false;
  if (selector && !visible(document.querySelector(selector))) return false;
  if ([...document.querySelectorAll('[data-testid="screen-loading"], .ant-spin-spinning')].some(visible)) return false;
  return performance.now();
}

/**
 * One visit of `url` in `page` (whose CDP session `cdp` has the network emulated): returns
 * `{ms, requests, jsRequests, jsWireBytes, depth, chain}` counted until the screen is usable; with `gzip`
 * also `jsGzipBytes` (the budget's count) and `jsGzipFiles` (each script's path → its gzip'd bytes).
 */
export async function visit(page, cdp, url, screen, { gzip = false } = {}) {
  const reqs = new Map(); // requestId → {url, type, parentUrl, bytes, finished}
  const onSent = (e) => {
    const ini = e.initiator ?? {};
    let parentUrl = ini.url;
    for (let st = ini.stack; !parentUrl && st; st = st.parent) parentUrl = st.callFrames?.find((f) => f.url)?.url;
    const prev = reqs.get(e.requestId);
    // A redirect re-sends under the same id: keep the original parent.
    reqs.set(e.requestId, {
      url: e.request.url,
      type: e.type,
      parentUrl: prev?.parentUrl ?? parentUrl ?? null,
      bytes: 0,
      started: e.timestamp,
    });
  };
  const onFinished = (e) => {
    const r = reqs.get(e.requestId);
    if (r) Object.assign(r, { bytes: e.encodedDataLength, done: true });
  };
  const onFailed = (e) => {
    const r = reqs.get(e.requestId);
    if (r) r.done = true;
  };
  cdp.on('Network.requestWillBeSent', onSent);
  cdp.on('Network.loadingFinished', onFinished);
  cdp.on('Network.loadingFailed', onFailed);
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: TIMEOUT });
    const handle = await page.waitForFunction(isUsable, [screen.heading, screen.selector ?? null], {
      polling: 'raf',
      timeout: TIMEOUT,
    });
    const ms = await handle.jsonValue();
    const all = [...reqs.values()].filter((r) => !r.url.startsWith('data:'));
    const js = all.filter((r) => r.type === 'Script' || /\.m?js(\?|$)/.test(new URL(r.url).pathname));
    // Depth: a request's parent is the latest request of the URL that initiated it.
    const byUrl = new Map();
    for (const r of all) byUrl.set(r.url.split('#')[0], r);
    const depthOf = (r, seen = new Set()) => {
      if (seen.has(r)) return 0;
      seen.add(r);
      const parent = r.parentUrl && byUrl.get(r.parentUrl.split('#')[0]);
      return 1 + (parent && parent !== r ? depthOf(parent, seen) : 0);
    };
    let deepest = null;
    let depth = 0;
    for (const r of all) {
      const d = depthOf(r);
      if (d > depth) [depth, deepest] = [d, r];
    }
    const chain = [];
    for (
      let r = deepest, seen = new Set();
      r && !seen.has(r);
      seen.add(r), r = r.parentUrl && byUrl.get(r.parentUrl.split('#')[0])
    ) {
      chain.unshift(new URL(r.url).pathname);
    }
    let jsGzipBytes = NaN;
    let jsGzipFiles;
    let jsTakeover;
    if (gzip) {
      // What the JS weighs gzip'd (level 9), whatever the server sent: the budget's unit. A page painted
      // from HTML is usable before its scripts arrive, so the budget counts every script the app loads to
      // take the page over: those started until no script has been in flight for a second.
      const isJs = (r) =>
        !r.url.startsWith('data:') && (r.type === 'Script' || /\.m?js(\?|$)/.test(new URL(r.url).pathname));
      // Settled: no script in flight, and none started, for a second (Slow 4G paces them).
      for (let quiet = 0, seen = -1, waited = 0; quiet < 1000 && waited < TIMEOUT; waited += 100) {
        const scripts = [...reqs.values()].filter(isJs);
        const busy = scripts.length !== seen || scripts.some((r) => !r.done);
        seen = scripts.length;
        quiet = busy ? 0 : quiet + 100;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const ids = [...reqs].filter(([, r]) => isJs(r)).map(([id]) => id);
      const sizes = await Promise.all(
        ids.map((requestId) =>
          cdp.send('Network.getResponseBody', { requestId }).then(
            (b) => gzipSync(b.base64Encoded ? Buffer.from(b.body, 'base64') : Buffer.from(b.body), { level: 9 }).length,
            () => 0,
          ),
        ),
      );
      jsGzipBytes = sizes.reduce((n, x) => n + x, 0);
      jsGzipFiles = Object.fromEntries(ids.map((id, i) => [new URL(reqs.get(id).url).pathname, sizes[i]]));
      // The same scripts as they came: a page usable from its HTML is usable before it asks for any.
      jsTakeover = { files: ids.length, wireBytes: ids.reduce((n, id) => n + reqs.get(id).bytes, 0) };
    }
    return {
      ms,
      requests: all.length,
      jsRequests: js.length,
      jsWireBytes: js.reduce((n, r) => n + r.bytes, 0),
      jsGzipBytes,
      jsGzipFiles,
      jsTakeover,
      depth,
      chain,
    };
  } finally {
    cdp.off('Network.requestWillBeSent', onSent);
    cdp.off('Network.loadingFinished', onFinished);
    cdp.off('Network.loadingFailed', onFailed);
  }
}

/**
 * A cold visit then a warm second visit of `path` on Slow 4G; then, when `redeploy` is given (it ships the
 * screen's remote), a third visit after it.
 */
async function coldAndWarm(browser, base, screen, auth, redeploy) {
  const context = await phoneContext(browser, auth, base);
  try {
    // The contracts' LOCALE_COOKIE (bench/ takes no workspace source).
    if (screen.lang) await context.addCookies([{ name: 'lang', value: screen.lang, url: base }]);
    const { page, cdp } = await slowPage(context);
    const cold = await visit(page, cdp, base + screen.path, screen, { gzip: true });
    // A returning visitor's cache holds what the first visit loaded: let the files it was still
    // fetching once usable (preloaded parts further down the page) arrive before leaving.
    const settle = () => page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
    await settle();
    await page.goto('about:blank');
    const warm = await visit(page, cdp, base + screen.path, screen);
    if (!redeploy) return { cold, warm };
    await settle();
    await page.goto('about:blank');
    await redeploy();
    const redeployed = await visit(page, cdp, base + screen.path, screen);
    return { cold, warm, redeployed };
  } finally {
    await context.close();
  }
}

const med = (runs, f) => percentile(runs.map(f), 50);

/**
 * Where a sign-in lands: the role's home (`/` sends it there), usable once its heading shows. The sign-in
 * page was loaded cold beforehand; measured from the Login click.
 */
export const SIGN_IN_HOMES = [
  { role: 'client', heading: 'My Orders' },
  { role: 'admin', heading: 'Inbox' },
  { role: 'writer', heading: 'Active Orders' },
];

/**
 * A sign-in on Slow 4G: `/sh-auth` loaded in a fresh context, the form filled, then ms from the Login
 * click until the role's home is usable — an in-app navigation, whose files no page lists (the shell asks
 * `GET /first-screen` as it starts, shell preloadScreen.ts). Returns `{ms, requests}`.
 */
async function signInVisit(browser, base, { role, heading }) {
  const context = await phoneContext(browser, undefined, base);
  try {
    const { page, cdp } = await slowPage(context);
    await page.goto(base + '/sh-auth', { timeout: TIMEOUT });
    await page.getByLabel('Password', { exact: true }).waitFor({ timeout: TIMEOUT });
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
    await page.getByLabel('Email').fill(EMAIL[role]);
    await page.getByLabel('Password', { exact: true }).fill('password');
    let requests = 0;
    const count = () => requests++;
    cdp.on('Network.requestWillBeSent', count);
    const start = await page.evaluate(() => performance.now());
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const handle = await page.waitForFunction(isUsable, [heading, null, '/sh-auth'], {
      polling: 'raf',
      timeout: TIMEOUT,
    });
    const ms = (await handle.jsonValue()) - start;
    cdp.off('Network.requestWillBeSent', count);
    return { ms, requests };
  } finally {
    await context.close();
  }
}

/** Runs the part; rows go through `add(row)`. Returns the per-run details. */
export async function benchPhone(add) {
  const built = spawnSync(process.execPath, [SINGLE_BUILD], { stdio: ['ignore', 'inherit', 'inherit'] });
  if (built.status !== 0) throw new Error(`the single build failed (exit ${built.status})`);
  const log = (m) => console.error(`[phone] ${m} (load ${load1()})`);
  const runs = Number(process.env.BENCH_PHONE_RUNS ?? 5);
  // BENCH_PHONE_FED_ROOT: serve another copy of the federated build (e.g. a saved "before").
  const fedEnv = process.env.BENCH_PHONE_FED_ROOT ? { STATIC_ROOT: process.env.BENCH_PHONE_FED_ROOT } : {};
  const [fed, single] = await Promise.all([
    startServer({ env: fedEnv }),
    startServer({ env: { STATIC_ROOT: SINGLE_ROOT } }),
  ]);
  let browser;
  try {
    const auth = {};
    for (const [k, s] of [
      ['fed', fed],
      ['single', single],
    ]) {
      auth[k] = {};
      for (const [role, email] of Object.entries(EMAIL)) auth[k][role] = await login(s.url, email);
    }
    browser = await launch();
    // BENCH_PHONE_SCREENS=/sh-auth,/orders measures a subset (each path in every language; `/sh-auth@sw` the
    // Swahili visit alone).
    const only = process.env.BENCH_PHONE_SCREENS?.split(',');
    const chosen = (x) => !only || only.includes(x.path) || (x.lang && only.includes(`${x.path}@${x.lang}`));
    for (const screen of PHONE_SCREENS.filter(chosen)) {
      const results = { fed: [], single: [] };
      for (let i = 0; i < runs; i++) {
        // Interleaved, so both builds see the same machine load.
        for (const [k, server] of [
          ['fed', fed],
          ['single', single],
        ]) {
          log(`${screen.path} ${k} run ${i + 1}/${runs}`);
          // Only the federated app has remotes to redeploy; the single build's visits are the same as before.
          const redeploy =
            k === 'fed' && screen.afterRedeploy
              ? () => redeployRemote(server.url, auth.fed.admin.token, screen.afterRedeploy.remote, fedEnv.STATIC_ROOT)
              : undefined;
          results[k].push(
            await coldAndWarm(browser, server.url, screen, screen.role ? auth[k][screen.role] : undefined, redeploy),
          );
        }
      }
      const who = (screen.role ? ` as ${screen.role}` : ' as a guest') + (screen.lang ? ` (lang=${screen.lang})` : '');
      const f = results.fed;
      const s = results.single;
      const fCold = med(f, (r) => r.cold.ms);
      const sCold = med(s, (r) => r.cold.ms);
      const fWarm = med(f, (r) => r.warm.ms);
      const sWarm = med(s, (r) => r.warm.ms);
      const ratio = fCold / sCold;
      const fJs = med(f, (r) => r.cold.jsWireBytes);
      const fGz = med(f, (r) => r.cold.jsGzipBytes);
      const sGz = med(s, (r) => r.cold.jsGzipBytes);
      const okCold = fCold <= screen.usable;
      const okRatio = ratio <= RATIO_TARGET;
      const okWarm = fWarm <= WARM_TARGET;
      const shape = (r) =>
        `${r.jsRequests} JS req (${r.requests} in all), ${kb(r.jsWireBytes)} JS on the wire, chain depth ${r.depth}`;
      const medianRun = (list) => [...list].sort((a, b) => a.cold.ms - b.cold.ms)[Math.floor((list.length - 1) / 2)];
      add({
        group: 'phone',
        what: `Slow 4G ${screen.path}${who}: usable after, cold, median of ${runs}`,
        figure: `${num(fCold)} ms; ${shape(medianRun(f).cold)}`,
        anchor: `single build ${num(sCold)} ms; ${shape(medianRun(s).cold)}; ×${ratio.toFixed(2)}`,
        target: `≤ ${screen.usable} ms and ≤ ${RATIO_TARGET}× single`,
        verdict: `${okCold && okRatio ? 'met' : 'GAP'}: ${num(fCold)} ${okCold ? '≤' : '>'} ${screen.usable}; ×${ratio.toFixed(2)} ${okRatio ? '≤' : '>'} ${RATIO_TARGET}`,
        note: `412 px, 150 ms / 1.6 Mbps; cold min ${num(Math.min(...f.map((r) => r.cold.ms)))} max ${num(Math.max(...f.map((r) => r.cold.ms)))}; JS wire median ${kb(fJs)}; deepest chain ${medianRun(f).cold.chain.join(' → ')}`,
        _runs: results,
      });
      if (screen.jsKb) {
        add({
          group: 'phone',
          what: `JS for ${screen.path}${who} until the app has taken over (no script in flight for 1 s; gzip level 9, as the budget counts it)`,
          figure: `${kb(fGz)} in ${medianRun(f).cold.jsTakeover.files} files`,
          anchor: `single build ${kb(sGz)}`,
          target: `≤ ${screen.jsKb} KB`,
          verdict: `${fGz <= screen.jsKb * 1024 ? 'met' : 'GAP'}: ${kb(fGz)} ${fGz <= screen.jsKb * 1024 ? '≤' : '>'} ${screen.jsKb} KB`,
          note: `on the wire as served: ${kb(med(f, (r) => r.cold.jsTakeover.wireBytes))}`,
        });
      }
      add({
        group: 'phone',
        what: `Slow 4G ${screen.path}${who}: usable after, warm second visit, median of ${runs}`,
        figure: `${num(fWarm)} ms; ${shape(medianRun(f).warm)}`,
        anchor: `single build ${num(sWarm)} ms`,
        target: `≤ ${WARM_TARGET} ms`,
        verdict: `${okWarm ? 'met' : 'GAP'}: ${num(fWarm)} ${okWarm ? '≤' : '>'} ${WARM_TARGET}`,
        note: '',
      });
      if (screen.afterRedeploy) {
        const { remote, usable } = screen.afterRedeploy;
        const fRe = med(f, (r) => r.redeployed.ms);
        const ok = fRe <= usable;
        add({
          group: 'phone',
          what: `Slow 4G ${screen.path}${who}: usable after, warm, after ${remote} was redeployed, median of ${runs}`,
          figure: `${num(fRe)} ms; ${shape(medianRun(f).redeployed)}`,
          anchor: `same runs, nothing redeployed: ${num(fWarm)} ms`,
          target: `≤ ${usable} ms`,
          verdict: `${ok ? 'met' : 'GAP'}: ${num(fRe)} ${ok ? '≤' : '>'} ${usable}`,
          note: `a new release of ${remote} made live between the warm visit and this one (bench/redeploy.mjs): its files at new URLs, the rest from the cache; min ${num(Math.min(...f.map((r) => r.redeployed.ms)))} max ${num(Math.max(...f.map((r) => r.redeployed.ms)))}`,
        });
      }
    }
    // BENCH_PHONE_SCREENS names `sign-in` to include these with a subset.
    for (const home of only && !only.includes('sign-in') ? [] : SIGN_IN_HOMES) {
      const results = { fed: [], single: [] };
      for (let i = 0; i < runs; i++) {
        for (const [k, server] of [
          ['fed', fed],
          ['single', single],
        ]) {
          log(`sign-in as ${home.role} ${k} run ${i + 1}/${runs}`);
          results[k].push(await signInVisit(browser, server.url, home));
        }
      }
      const f = med(results.fed, (r) => r.ms);
      const sg = med(results.single, (r) => r.ms);
      add({
        group: 'phone',
        what: `Slow 4G sign-in as ${home.role}: Login click → "${home.heading}" usable, median of ${runs}`,
        figure: `${num(f)} ms; ${med(results.fed, (r) => r.requests)} requests`,
        anchor: `single build ${num(sg)} ms; ×${(f / sg).toFixed(2)}`,
        target: `≤ 4000 ms and ≤ ${RATIO_TARGET}× single`,
        verdict: `${f <= 4000 && f / sg <= RATIO_TARGET ? 'met' : 'GAP'}: ${num(f)} ms; ×${(f / sg).toFixed(2)}`,
        note: `sign-in page loaded cold first; min ${num(Math.min(...results.fed.map((r) => r.ms)))} max ${num(Math.max(...results.fed.map((r) => r.ms)))}`,
      });
    }
  } finally {
    if (browser) await browser.close();
    await Promise.all([fed.stop(), single.stop()]);
    for (const server of [fed, single]) rmSync(server.dataDir, { recursive: true, force: true });
  }
}
