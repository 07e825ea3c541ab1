/**
 * Where a page's load spends its main thread at a phone's 4× CPU slowdown: a V8 CPU profile of cold
 * loads (no network throttling, so the CPU is what is measured), its self time summed by script file and
 * by function, and the long tasks. For finding what to cut (docs/benchmarks.md, "2026-11-28 late"); for
 * before/after comparisons use `bench/ab-takeover.mjs`, which interleaves two builds.
 *
 * Usage: `node bench/profile-takeover.mjs <root> [path=/orders/new] [loads=3] [role]`, `root` a folder
 * holding `shell/dist` and `mf-*\/dist` (or `.` for the working tree's builds), `role` (client, admin,
 * writer) signs the browser in first as the bench's phone visits do. Ends each load once the screen
 * is the app's (`#html-first` gone, `#root` holding a form or a heading) plus 1.5 s.
 * `PROFILE_OUT=<file>` also writes the last load's `.cpuprofile` (open in Chromium's DevTools);
 * `PROFILE_IN=<file>` reads such a file instead of loading the page (`root` still names the build).
 * A build made with `vite build --sourcemap` (its `.map` files beside the scripts) also gets the self time
 * by source module (each function's time goes to the module that defines it).
 */
/* global document, window */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freshContext, launch } from './bundle.mjs';
import { login } from './lib.mjs';
import { startServer } from './server.mjs';

const [root, path = '/orders/new', loads = '3', role] = process.argv.slice(2);
if (!root) {
  console.error('usage: node bench/profile-takeover.mjs <root> [path] [loads] [role]');
  process.exit(2);
}
const EMAIL = { admin: 'admin@example.com', client: 'client@example.com', writer: 'writer@example.com' };

function watchLongTasks() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push([Math.round(e.startTime), Math.round(e.duration)]);
  }).observe({ type: 'longtask', buffered: true });
}

/** Self time (ms) of each profile node, summed by `key(node)`. */
function selfTimes(profile, key) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const sums = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const node = byId.get(profile.samples[i]);
    const k = key(node);
    sums.set(k, (sums.get(k) ?? 0) + profile.timeDeltas[i] / 1000);
  }
  return sums;
}

const B64 = Object.fromEntries(
  [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]),
);

/**
 * A source map's lookup (`(line, column)`, both 0-based, → the source's name or null): the segments of
 * its `mappings` decoded from base64 VLQ, each generated line's sorted by column.
 */
function sourceMapLookup(map) {
  const lines = [];
  let source = 0;
  for (const text of map.mappings.split(';')) {
    const segments = [];
    let column = 0;
    for (const seg of text.split(',')) {
      if (!seg) continue;
      const values = [];
      let value = 0;
      let shift = 0;
      for (const c of seg) {
        const digit = B64[c];
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0];
      if (values.length > 1) source += values[1];
      // Original line and column (values[2], values[3]) are not needed: the module is.
      segments.push([column, values.length > 1 ? source : -1]);
    }
    lines.push(segments);
  }
  return (line, col) => {
    let found = -1;
    for (const [c, s] of lines[line] ?? []) {
      if (c > col) break;
      found = s;
    }
    return found >= 0 ? map.sources[found] : null;
  };
}

/** The source module a profile node's function comes from, through the served file's source map. */
const consumers = new Map();
function sourceOf(node) {
  const url = node.callFrame.url;
  if (!url || !url.startsWith('http')) return null;
  let rel = new URL(url).pathname;
  // The static site's layout: /remotes/<mf-x>/… and /releases/<mf-x>/<id>/… are mf-x's dist, the rest the shell's.
  const m = rel.match(/^\/(?:remotes|releases)\/(mf-[\w-]+)(?:\/[^/]*\d[^/]*)?(\/.*)$/);
  const file = m ? join(root, m[1], 'dist', m[2]) : join(root, 'shell', 'dist', rel);
  if (!consumers.has(file))
    consumers.set(
      file,
      existsSync(file + '.map') ? sourceMapLookup(JSON.parse(readFileSync(file + '.map', 'utf8'))) : null,
    );
  const lookup = consumers.get(file);
  const source = lookup?.(node.callFrame.lineNumber, node.callFrame.columnNumber);
  return source ? source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '') : null;
}

const short = (url) => (url ? url.replace(/^https?:\/\/[^/]+/, '') : '(native)');

/** Adds one load's profile to the sums (each divided by `loads`) and prints its totals after `label`. */
function analyse(profile, label, loads) {
  const files = selfTimes(profile, (n) =>
    n.callFrame.url
      ? short(n.callFrame.url)
      : n.callFrame.functionName.startsWith('(')
        ? n.callFrame.functionName
        : `(native ${n.callFrame.functionName})`,
  );
  const fns = selfTimes(
    profile,
    (n) =>
      `${n.callFrame.functionName || '(anonymous)'} ${short(n.callFrame.url).split('/').pop()}:${n.callFrame.lineNumber + 1}`,
  );
  for (const [k, v] of selfTimes(profile, (n) => sourceOf(n) ?? short(n.callFrame.url)))
    bySource.set(k, (bySource.get(k) ?? 0) + v / loads);
  for (const [k, v] of zodByCaller(profile)) zodAt.set(k, (zodAt.get(k) ?? 0) + v / loads);
  for (const [k, v] of files) byFile.set(k, (byFile.get(k) ?? 0) + v / loads);
  for (const [k, v] of fns) byFn.set(k, (byFn.get(k) ?? 0) + v / loads);
  const script = [...files]
    .filter(([k]) => !['(idle)', '(program)', '(garbage collector)'].includes(k))
    .reduce((n, [, v]) => n + v, 0);
  console.log(
    `${label}; JavaScript (the profile's self time) ${Math.round(script)} ms, (program) ${Math.round(files.get('(program)') ?? 0)} ms, GC ${Math.round(files.get('(garbage collector)') ?? 0)} ms`,
  );
}

const byFile = new Map();
const byFn = new Map();
const bySource = new Map();
const zodAt = new Map();
const savedProfile = process.env.PROFILE_IN;
if (savedProfile) analyse(JSON.parse(readFileSync(savedProfile, 'utf8')), savedProfile, 1);
const server = savedProfile ? null : await startServer(root === '.' ? {} : { env: { STATIC_ROOT: root } });
const browser = savedProfile ? null : await launch();

/**
 * zod's self time (ms) by where it was called from: a script's module evaluation (its top-level code,
 * i.e. schemas built as modules load), keyed by that script, or later (parsing, lazily built schemas).
 */
function zodByCaller(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const sums = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const node = byId.get(profile.samples[i]);
    if (!sourceOf(node)?.startsWith('zod/')) continue;
    let top = null;
    for (let id = node.id; id; id = parent.get(id)) {
      const f = byId.get(id).callFrame;
      if (f.url && f.lineNumber === 0 && f.columnNumber === 0) top = short(f.url).split('/').pop();
    }
    const k = top ? `at module evaluation of ${top}` : 'later (parsing, or schemas built on first use)';
    sums.set(k, (sums.get(k) ?? 0) + profile.timeDeltas[i] / 1000);
  }
  return sums;
}
try {
  const auth = role && server ? await login(server.url, EMAIL[role]) : undefined;
  for (let i = 0; !savedProfile && i < Number(loads); i++) {
    const context = await freshContext(browser, auth, { viewport: { width: 412, height: 823 } }, server.url);
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await page.addInitScript(watchLongTasks);
      await cdp.send('Profiler.start');
      await page.goto(server.url + path, { waitUntil: 'commit' });
      const took = await (
        await page.waitForFunction(
          () =>
            !document.getElementById('html-first') &&
            document.querySelector('#root form, #root h1, #root h2, #root h3, #root h4') &&
            !document.querySelector('[data-testid="screen-loading"]')
              ? performance.now()
              : false,
          null,
          { polling: 100, timeout: 120_000 },
        )
      ).jsonValue();
      await page.waitForTimeout(1500);
      const { profile } = await cdp.send('Profiler.stop');
      const longTasks = await page.evaluate(() => window.__longTasks);
      if (process.env.PROFILE_OUT) writeFileSync(process.env.PROFILE_OUT, JSON.stringify(profile));
      analyse(
        profile,
        `load ${i + 1}: took ${Math.round(took)} ms, long tasks ${JSON.stringify(longTasks)}`,
        Number(loads),
      );
    } finally {
      await context.close();
    }
  }
} finally {
  await browser?.close();
  await server?.stop();
}
const top = (m, n) =>
  [...m]
    .filter(([k]) => k !== '(idle)')
    .sort((a, b) => b[1] - a[1])
    .slice(0, n);
console.log(`\nself time by file, mean of ${savedProfile ? 1 : loads} loads (ms at 4×):`);
for (const [k, v] of top(byFile, 40)) console.log(`${v.toFixed(1).padStart(8)}  ${k}`);
console.log('\nself time by source module (build with source maps):');
for (const [k, v] of top(bySource, 60)) console.log(`${v.toFixed(1).padStart(8)}  ${k}`);
console.log('\nzod by caller (build with source maps):');
for (const [k, v] of top(zodAt, 10)) console.log(`${v.toFixed(1).padStart(8)}  ${k}`);
console.log('\nself time by function:');
for (const [k, v] of top(byFn, 50)) console.log(`${v.toFixed(1).padStart(8)}  ${k}`);
