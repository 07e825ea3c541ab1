#!/usr/bin/env node
/**
 * `npm run bench` (through scripts/bench.mjs, which starts this file): benchmarks, not tests. Prints ONE markdown table — every figure next to its anchor
 * measured in the same run, the target and whether it is met — and writes it to
 * bench-results/latest.md (plus bench-results/latest.json with the details: SQL, per-file JS sizes).
 *
 *   npm run bench                                  everything
 *   npm run bench -- --only api                    a subset: js, lcp, web (= js,lcp), phone (Slow 4G
 *                                                  screens), api, export, orders (= api,export),
 *                                                  sockets, auth, kit
 *   npm run bench -- --only lighthouse             Lighthouse mobile rows (/sh-auth, guest /orders/new)
 *   npm run bench -- --only api --db postgres      orders API on one database (pglite, postgres)
 *   npm run bench -- --no-build                    use the frontends' dist as they are
 *
 * Sizes and durations (environment): BENCH_ORDERS (100000), BENCH_SOCKETS (2000), BENCH_MESSAGES (200),
 * BENCH_DURATION (10 s per autocannon run), BENCH_DURATION_C1 (5), BENCH_SQL_RUNS (200),
 * BENCH_LCP_RUNS (5), BENCH_PHONE_RUNS (5), BENCH_LIGHTHOUSE_RUNS (3), BENCH_CLIENTS (1000). See docs/benchmarks.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { ensureDeps } from '../scripts/ensure-deps.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const ALL = ['js', 'lcp', 'phone', 'lighthouse', 'auth', 'api', 'export', 'sockets', 'kit'];
const ALIASES = { web: ['js', 'lcp'], orders: ['api', 'export'], all: ALL };

function parseArgs(argv) {
  const value = (flag) => {
    const i = argv.findIndex((a) => a === flag || a.startsWith(`${flag}=`));
    if (i < 0) return null;
    return argv[i].includes('=') ? argv[i].split('=').slice(1).join('=') : argv[i + 1];
  };
  const only = value('--only');
  const parts = new Set(only ? only.split(',').flatMap((p) => ALIASES[p.trim()] ?? [p.trim()]) : ALL);
  for (const p of parts)
    if (!ALL.includes(p)) throw new Error(`Unknown part "${p}"; use ${[...ALL, ...Object.keys(ALIASES)].join(', ')}`);
  const dbs = (value('--db') ?? 'pglite,postgres').split(',').map((d) => d.trim());
  for (const d of dbs)
    if (!['pglite', 'postgres'].includes(d)) throw new Error(`Unknown database "${d}"; use pglite, postgres`);
  return { parts, dbs, build: !argv.includes('--no-build') };
}

const { parts, dbs, build } = parseArgs(process.argv.slice(2));
ensureDeps();
const startedAt = new Date();
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
const loadAtStart = load();
const rows = [];
const add = (row) => rows.push({ ...row, load: loadavg()[0].toFixed(1) });

async function part(name, fn) {
  const t = Date.now();
  try {
    await fn();
  } catch (e) {
    console.error(e);
    add({
      group: name,
      what: `${name}: did not complete`,
      figure: 'n/a',
      anchor: '',
      target: '',
      verdict: 'FAILED',
      note: String(e?.message ?? e).slice(0, 200),
    });
  }
  console.error(`[${name}] done in ${((Date.now() - t) / 1000).toFixed(0)} s`);
}

if (parts.has('js') || parts.has('lcp')) {
  await part('web', async () => {
    if (build) {
      const { buildStale } = await import('../scripts/build.mjs');
      buildStale(undefined, { log: (m) => console.error(m) });
    }
    const { benchWeb } = await import('./web.mjs');
    await benchWeb(parts, add);
  });
}
if (parts.has('phone')) {
  await part('phone', async () => {
    if (build && !(parts.has('js') || parts.has('lcp'))) {
      const { buildStale } = await import('../scripts/build.mjs');
      buildStale(undefined, { log: (m) => console.error(m) });
    }
    const { benchPhone } = await import('./phone.mjs');
    await benchPhone(add);
  });
}
if (parts.has('lighthouse')) {
  await part('lighthouse', async () => {
    if (build && !['js', 'lcp', 'phone'].some((p) => parts.has(p))) {
      const { buildStale } = await import('../scripts/build.mjs');
      buildStale(undefined, { log: (m) => console.error(m) });
    }
    const { benchLighthouse } = await import('./lighthouse.mjs');
    await benchLighthouse(add);
  });
}
if (parts.has('auth')) {
  const { benchAuth } = await import('./basics.mjs');
  await part('auth', () => benchAuth(add));
}
if (parts.has('api') || parts.has('export')) {
  const { benchOrdersApi } = await import('./orders-api.mjs');
  for (const db of dbs) await part(`orders-${db}`, () => benchOrdersApi(db, parts, add));
}
if (parts.has('sockets')) {
  const { benchSockets } = await import('./sockets.mjs');
  await part('sockets', () => benchSockets(add));
}
if (parts.has('kit')) {
  const { benchKit } = await import('./basics.mjs');
  await part('kit', () => benchKit(add));
}

const cell = (s) =>
  String(s ?? '')
    .replace(/\|/g, '\\|')
    .replace(/\n/g, ' ');
const table = [
  '| # | benchmark | figure | anchor (same run) | target | verdict | note (load 1 min) |',
  '| --- | --- | --- | --- | --- | --- | --- |',
  ...rows.map(
    (r, i) =>
      `| ${i + 1} | ${cell(r.what)} | ${cell(r.figure)} | ${cell(r.anchor)} | ${cell(r.target)} | ${cell(r.verdict)} | ${cell([r.note, `load ${r.load}`].filter(Boolean).join('; '))} |`,
  ),
].join('\n');

const cpu = cpus();
const env = [
  'BENCH_ORDERS',
  'BENCH_SOCKETS',
  'BENCH_MESSAGES',
  'BENCH_DURATION',
  'BENCH_DURATION_C1',
  'BENCH_SQL_RUNS',
  'BENCH_LCP_RUNS',
  'BENCH_PHONE_RUNS',
  'BENCH_LIGHTHOUSE_RUNS',
  'BENCH_CLIENTS',
]
  .filter((k) => process.env[k])
  .map((k) => `${k}=${process.env[k]}`);
const header = [
  `Run ${startedAt.toISOString()} – ${new Date().toISOString()}: \`npm run bench${process.argv.length > 2 ? ' -- ' + process.argv.slice(2).join(' ') : ''}\`${env.length ? ` with ${env.join(' ')}` : ''}`,
  `Machine: ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${process.platform}/${process.arch}, Node ${process.version}; ` +
    `load average (1/5/15 min) ${loadAtStart} at start, ${load()} at the end`,
].join('\n');
console.log(`\n${table}\n`);
mkdirSync(`${root}/bench-results`, { recursive: true });
writeFileSync(`${root}/bench-results/latest.md`, `${header}\n\n${table}\n`);
writeFileSync(
  `${root}/bench-results/latest.json`,
  JSON.stringify({ startedAt, parts: [...parts], dbs, rows }, null, 2),
);
console.error('written bench-results/latest.md and bench-results/latest.json');
