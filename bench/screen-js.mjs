/**
 * The guest screens of the phone bench (`PHONE_SCREENS` in bench/phone.mjs: `/sh-auth`, `/orders/new`, in
 * English and with the `lang=sw` cookie) against one or two builds, without the single build the phone
 * bench compares with: per cold visit on Slow 4G the ms until usable and the JavaScript gzip'd (level 9,
 * the budget's count), then per screen the medians and, with two builds, the scripts whose gzip'd size
 * differs. For what a change costs a public page in bytes (docs/benchmarks.md, "2026-11-29").
 *
 * Usage: `node bench/screen-js.mjs <root A> [root B] [runs=3]`, each root a folder holding `shell/dist`
 * and `mf-*\/dist`, served by its own API server (`STATIC_ROOT`). `BENCH_PHONE_SCREENS` chooses screens as
 * in the phone bench (`/sh-auth@sw`: the Swahili visit alone). `BENCH_SCREEN_FILES=1` lists every script
 * of each build's first visit with its gzip'd size, largest first.
 */
import { freshContext, launch } from './bundle.mjs';
import { kb, percentile } from './lib.mjs';
import { PHONE_SCREENS, slowPage, visit } from './phone.mjs';
import { startServer } from './server.mjs';

const args = process.argv.slice(2);
const roots = args.filter((a) => !/^\d+$/.test(a));
const runs = Number(args.find((a) => /^\d+$/.test(a)) ?? 3);
if (!roots.length || roots.length > 2) {
  console.error('usage: node bench/screen-js.mjs <root A> [root B] [runs]');
  process.exit(2);
}
const only = process.env.BENCH_PHONE_SCREENS?.split(',');
const screens = PHONE_SCREENS.filter(
  (x) => !x.role && (!only || only.includes(x.path) || (x.lang && only.includes(`${x.path}@${x.lang}`))),
);
const names = roots.map((_, i) => 'AB'[i]);
const servers = await Promise.all(roots.map((root) => startServer({ env: { STATIC_ROOT: root } })));
const browser = await launch();
/** One cold visit of `screen` from `base`: `visit`'s answer with the gzip'd sizes. */
async function cold(base, screen) {
  const context = await freshContext(browser, null, { viewport: { width: 412, height: 823 }, hasTouch: true }, base);
  try {
    // The contracts' LOCALE_COOKIE (bench/ takes no workspace source).
    if (screen.lang) await context.addCookies([{ name: 'lang', value: screen.lang, url: base }]);
    const { page, cdp } = await slowPage(context);
    return await visit(page, cdp, base + screen.path, screen, { gzip: true });
  } finally {
    await context.close();
  }
}
try {
  for (const screen of screens) {
    const label = `${screen.path}${screen.lang ? ` (lang=${screen.lang})` : ''}`;
    const results = names.map(() => []);
    for (let i = 0; i < runs; i++) {
      // Interleaved, alternating which build goes first.
      const order = i % 2 ? [...names.keys()].reverse() : [...names.keys()];
      for (const k of order) results[k].push(await cold(servers[k].url, screen));
    }
    for (const k of names.keys()) {
      const med = (f) => percentile(results[k].map(f), 50);
      console.log(
        `${label} ${names[k]} (${roots[k]}): usable ${Math.round(med((r) => r.ms))} ms (${results[k].map((r) => Math.round(r.ms)).join(' / ')}), JS gzip ${kb(med((r) => r.jsGzipBytes))} in ${med((r) => r.jsRequests)} files (budget ${screen.jsKb} KB)`,
      );
    }
    if (process.env.BENCH_SCREEN_FILES) {
      for (const k of names.keys()) {
        const files = Object.entries(results[k][0].jsGzipFiles).sort((x, y) => y[1] - x[1]);
        for (const [path, bytes] of files) console.log(`  ${names[k]} ${kb(bytes)} ${path}`);
      }
    }
    if (names.length === 2) {
      // Scripts by name without the content hash, so a rebuilt chunk lines up with its older self.
      const byName = (files) => {
        const out = new Map();
        for (const [path, bytes] of Object.entries(files)) {
          const name = path.replace(/-[\w-]{8}(\.m?js)$/, '$1');
          out.set(name, (out.get(name) ?? 0) + bytes);
        }
        return out;
      };
      const [a, b] = results.map((list) => byName(list[0].jsGzipFiles));
      for (const name of new Set([...a.keys(), ...b.keys()])) {
        const d = (b.get(name) ?? 0) - (a.get(name) ?? 0);
        if (Math.abs(d) >= 100) console.log(`  ${name}: ${kb(a.get(name) ?? 0)} → ${kb(b.get(name) ?? 0)}`);
      }
    }
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((s) => s.stop()));
}
