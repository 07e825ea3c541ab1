/**
 * Part "lighthouse": Lighthouse 12.2.3's default mobile audit (simulated Slow 4G, 4× CPU slowdown, a
 * fresh profile: a guest) of the public first screens, the federated app (`npm start`'s server) next to
 * the single non-federated build of the same code (bench/single-build), interleaved, median of
 * BENCH_LIGHTHOUSE_RUNS (3) per figure. Lighthouse is pinned at 12.2.3: 13 needs Node 22.
 *
 * Runs the `lighthouse` command (Chromium from CHROMIUM_PATH / CHROME_PATH, else /usr/bin/chromium) with
 * the headless flags the rest of the bench uses. Reports; never fails the build.
 * @see docs/benchmarks.md (Lighthouse's targets for the public pages)
 */
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startServer } from './server.mjs';
import { load1, percentile } from './lib.mjs';

const run = promisify(execFile);
const root = fileURLToPath(new URL('..', import.meta.url));
const SINGLE_ROOT = fileURLToPath(new URL('./single-build/root', import.meta.url));
const SINGLE_BUILD = fileURLToPath(new URL('./single-build/build.mjs', import.meta.url));
const CHROME_FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';

/** The pages audited (both open to a guest, as Lighthouse's fresh profile is). */
export const LIGHTHOUSE_PAGES = ['/sh-auth', '/orders/new'];

/** The public pages' targets (docs/benchmarks.md): category scores (0–100) and metrics (ms; CLS unitless). */
const TARGETS = { performance: 90, accessibility: 100, 'best-practices': 100, seo: 90, fcp: 1800, tbt: 200, cls: 0.1 };

/** One Lighthouse run of `url`: category scores (0–100) and the metrics, from its JSON report. */
export async function audit(url) {
  const dir = mkdtempSync(join(tmpdir(), 'scriptorium-lh-'));
  const out = join(dir, 'report.json');
  try {
    await run(
      join(root, 'node_modules', '.bin', 'lighthouse'),
      [url, '--quiet', '--output=json', `--output-path=${out}`, `--chrome-flags=${CHROME_FLAGS}`],
      {
        env: {
          ...process.env,
          CHROME_PATH: process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium',
        },
        timeout: 240_000,
        maxBuffer: 16 * 2 ** 20,
      },
    );
    const lhr = JSON.parse(readFileSync(out, 'utf8'));
    const score = (c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
    const metric = (a) => lhr.audits[a]?.numericValue ?? NaN;
    const failing = Object.values(lhr.audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 0.9 &&
          ['binary', 'numeric', 'metricSavings'].includes(a.scoreDisplayMode ?? 'binary'),
      )
      .map((a) => a.id);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      si: metric('speed-index'),
      mainThreadMs: metric('mainthread-work-breakdown'),
      scriptMs: metric('bootup-time'),
      // Bytes (transfer size) of CSS the page loaded but did not use (audit "unused-css-rules").
      unusedCssBytes: lhr.audits['unused-css-rules']?.details?.overallSavingsBytes ?? 0,
      failing,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const median = (runs, key) =>
  percentile(
    runs.map((r) => r[key]),
    50,
  );
const s = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** "perf 93, a11y 100, bp 100, SEO 100; FCP 1.1 s, LCP 1.3 s, TBT 120 ms, CLS 0.000" of the medians. */
function summary(runs) {
  const m = (k) => median(runs, k);
  return (
    `perf ${m('performance')}, a11y ${m('accessibility')}, bp ${m('best-practices')}, SEO ${m('seo')}; ` +
    `FCP ${s(m('fcp'))}, LCP ${s(m('lcp'))}, TBT ${Math.round(m('tbt'))} ms, CLS ${m('cls').toFixed(3)}, ` +
    `main thread ${s(m('mainThreadMs'))} (script ${s(m('scriptMs'))})`
  );
}

/** Whether the medians meet the public pages' targets (TARGETS, as docs/benchmarks.md states them), and which do not. */
function verdict(runs) {
  const missed = Object.entries(TARGETS)
    .filter(([k, t]) => (['fcp', 'tbt', 'cls'].includes(k) ? median(runs, k) > t : median(runs, k) < t))
    .map(([k]) => k);
  return missed.length ? `missed: ${missed.join(', ')}` : 'met';
}

/** Runs the part; rows go through `add(row)`. */
export async function benchLighthouse(add) {
  const built = spawnSync(process.execPath, [SINGLE_BUILD], { stdio: ['ignore', 'inherit', 'inherit'] });
  if (built.status !== 0) throw new Error(`the single build failed (exit ${built.status})`);
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  const fedEnv = process.env.BENCH_PHONE_FED_ROOT ? { STATIC_ROOT: process.env.BENCH_PHONE_FED_ROOT } : {};
  const [fed, single] = await Promise.all([
    startServer({ env: fedEnv }),
    startServer({ env: { STATIC_ROOT: SINGLE_ROOT } }),
  ]);
  try {
    const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',');
    for (const path of LIGHTHOUSE_PAGES.filter((p) => !only || only.includes(p))) {
      const results = { fed: [], single: [] };
      const failed = [];
      for (let i = 0; i < runs; i++) {
        for (const [k, server] of [
          ['fed', fed],
          ['single', single],
        ]) {
          console.error(`[lighthouse] ${path} ${k} run ${i + 1}/${runs} (load ${load1()})`);
          // A run that fails (Chromium timing out on a loaded machine) is left out and said in the note,
          // with the end of Lighthouse's message (its command line comes first, the reason last).
          try {
            results[k].push(await audit(server.url + path));
          } catch (e) {
            console.error(`[lighthouse] ${path} ${k} run ${i + 1} failed: …${String(e?.message ?? e).slice(-600)}`);
            failed.push(k);
          }
        }
      }
      if (!results.fed.length || !results.single.length)
        throw new Error(`every Lighthouse run of ${path} failed on one build`);
      const flagged = [...new Set(results.fed.flatMap((r) => r.failing))];
      add({
        group: 'lighthouse',
        what: `Lighthouse mobile ${path} as a guest (median of ${results.fed.length})`,
        figure: summary(results.fed),
        anchor: `single build: ${summary(results.single)}`,
        target: 'perf ≥ 90, a11y 100, bp 100, SEO ≥ 90; FCP ≤ 1.8 s, TBT ≤ 200 ms, CLS ≤ 0.1',
        verdict: verdict(results.fed),
        note: [
          flagged.length ? `flagged: ${flagged.join(', ')}` : '',
          failed.length ? `failed runs left out: ${failed.join(', ')}` : '',
        ]
          .filter(Boolean)
          .join('; '),
      });
    }
  } finally {
    await Promise.all([fed.stop(), single.stop()]);
    for (const server of [fed, single]) rmSync(server.dataDir, { recursive: true, force: true });
  }
}
