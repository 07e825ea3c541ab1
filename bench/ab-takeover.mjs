/**
 * Two builds side by side: how long a page sent as HTML takes until the app has taken it over, and how
 * busy the main thread was, on a phone (Slow 4G and 4× CPU slowdown, cold, 412 px), the two builds'
 * loads interleaved. For changes too small for Lighthouse on a noisy machine (docs/benchmarks.md,
 * "2026-11-28"): compare the medians of both rounds you run, not one load.
 *
 * Usage: `node bench/ab-takeover.mjs <root A> <root B> [paths=/orders/new] [loads per build=6]` (paths: one, or
 * several joined by commas, measured one after the other on the same two servers), each root a
 * folder holding `shell/dist` and `mf-*\/dist` (a saved copy of a build, e.g. `cp -r shell/dist
 * /tmp/before/shell/`), served by its own API server (`STATIC_ROOT`).
 *
 * BENCH_AB_CODE_A / BENCH_AB_CODE_B: the checkout whose API (page server) serves that side, default this one
 * (for a change of the page server: `git worktree add /tmp/before <commit>`, its node_modules linked).
 *
 * Per load: `painted` (ms from navigation to the first paint's rendering update), `took` (ms from navigation until `#html-first` is gone and `#root` holds a form), `task` and
 * `script` (Chromium's `Performance.getMetrics` TaskDuration and ScriptDuration, ms, 1.5 s after the
 * takeover) and `blocking` (the sum of each long task's time over 50 ms, from a `longtask` observer).
 * Not part of `npm run bench`: it compares two builds, not one build with its anchor.
 * @see docs/benchmarks.md (the takeover's main-thread time, measured build against build)
 */
/* global document, window */
import { freshContext, launch } from './bundle.mjs';
import { slowPage } from './phone.mjs';
import { percentile } from './lib.mjs';
import { startServer } from './server.mjs';

const [rootA, rootB, paths = '/orders/new', loads = '6'] = process.argv.slice(2);
if (!rootA || !rootB) {
  console.error('usage: node bench/ab-takeover.mjs <root A> <root B> [path] [loads per build]');
  process.exit(2);
}

/** In the page, before anything runs: the long tasks' time over 50 ms, summed. */
function watchLongTasks() {
  window.__blocking = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__blocking += Math.max(0, e.duration - 50);
  }).observe({ type: 'longtask', buffered: true });
}

/** One cold load of `path` from `base`: `{ took, task, script, blocking }` in ms. */
async function load(browser, base, path) {
  const context = await freshContext(browser, null, { viewport: { width: 412, height: 823 } }, base);
  try {
    const { page, cdp } = await slowPage(context);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Performance.enable');
    await page.addInitScript(watchLongTasks);
    await page.goto(base + path, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(
      () =>
        !document.getElementById('html-first') && document.querySelector('#root form') ? performance.now() : false,
      null,
      { polling: 100, timeout: 120_000 },
    );
    const took = await handle.jsonValue();
    const painted = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-paint')[0];
      return paint ? (paint.paintTime ?? paint.startTime) : NaN;
    });
    await page.waitForTimeout(1500);
    const metrics = Object.fromEntries(
      (await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]),
    );
    const blocking = await page.evaluate(() => window.__blocking);
    return {
      painted: Math.round(painted),
      took: Math.round(took),
      task: Math.round(metrics.TaskDuration * 1000),
      script: Math.round(metrics.ScriptDuration * 1000),
      blocking: Math.round(blocking),
    };
  } finally {
    await context.close();
  }
}

const servers = {
  A: await startServer({ env: { STATIC_ROOT: rootA }, code: process.env.BENCH_AB_CODE_A }),
  B: await startServer({ env: { STATIC_ROOT: rootB }, code: process.env.BENCH_AB_CODE_B }),
};
const browser = await launch();
const summary = [];
try {
  for (const path of paths.split(',')) {
    const results = { A: [], B: [] };
    for (let i = 0; i < Number(loads); i++) {
      // Alternate which build goes first, so neither always meets a machine just freed by the other.
      for (const name of i % 2 ? ['B', 'A'] : ['A', 'B']) {
        const r = await load(browser, servers[name].url, path);
        results[name].push(r);
        console.log(path, name, JSON.stringify(r));
      }
    }
    for (const name of ['A', 'B']) {
      const median = (key) =>
        percentile(
          results[name].map((r) => r[key]),
          50,
        );
      summary.push(
        `${path} ${name} (${name === 'A' ? rootA : rootB}), medians of ${loads}: painted ${median('painted')} ms, took ${median('took')} ms, task ${median('task')} ms, script ${median('script')} ms, blocking ${median('blocking')} ms`,
      );
    }
  }
} finally {
  await browser.close();
  await servers.A.stop();
  await servers.B.stop();
}
for (const line of summary) console.log(line);
