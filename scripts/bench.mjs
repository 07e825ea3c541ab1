#!/usr/bin/env node
/**
 * `npm run bench`: benchmarks, not tests. Prints one table and writes it to bench-results/latest.md.
 *  - JavaScript (gzip) the browser downloads for /sh-auth (signed out) and /orders (as the client)
 *  - API POST auth/login and GET auth/user: p50/p99 latency and requests/s (autocannon, 10 connections)
 *    on the embedded database
 *  - shared-kit: DataTable render time with 400 rows x 10 columns (vitest bench)
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { ensureDeps } from './ensure-deps.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
ensureDeps();
const { buildStale } = await import('./build.mjs');
buildStale();
const { startServer } = await import('../bench/server.mjs');
const { launch, jsBytes } = await import('../bench/bundle.mjs');

const rows = [];
const add = (what, value, note = '') => rows.push({ what, value, note });
const kb = (b) => `${(b / 1024).toFixed(1)} KB`;

const server = await startServer();
try {
  const login = await (await fetch(`${server.url}/api/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'client@example.com', password: 'password' }),
  })).json();

  const browser = await launch();
  try {
    const auth = await jsBytes(browser, server.url, '/sh-auth', { waitFor: 'Forgotten password?' });
    add('JS for /sh-auth, cold (gzip)', kb(auth.gzipBytes), `${auth.files} files, ${kb(auth.rawBytes)} raw`);
    const orders = await jsBytes(browser, server.url, '/orders', { auth: login });
    add('JS for /orders as client, cold (gzip)', kb(orders.gzipBytes), `${orders.files} files, ${kb(orders.rawBytes)} raw`);
  } finally {
    await browser.close();
  }

  const cannon = (opts) => new Promise((resolve, reject) => autocannon({ connections: 10, duration: 10, ...opts }, (e, r) => (e ? reject(e) : resolve(r))));
  const fmt = (r) => `p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ${Math.round(r.requests.average)} req/s`;
  const loginRun = await cannon({
    url: `${server.url}/api/auth/login`, method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'client@example.com', password: 'password' }),
  });
  add('API POST auth/login (PGlite)', fmt(loginRun), `${loginRun.non2xx} non-2xx; argon2id hashing dominates`);
  const userRun = await cannon({ url: `${server.url}/api/auth/user`, headers: { authorization: `Bearer ${login.token}` } });
  add('API GET auth/user (PGlite)', fmt(userRun), `${userRun.non2xx} non-2xx`);
} finally {
  await server.stop();
}

const kitJson = `${root}/bench-results/kit-bench.json`;
mkdirSync(`${root}/bench-results`, { recursive: true });
spawnSync('npx', ['vitest', 'bench', '--run', '--project', 'shared-kit', '--outputJson', kitJson], { cwd: root, encoding: 'utf8' });
try {
  const report = JSON.parse(readFileSync(kitJson, 'utf8'));
  for (const file of report.files ?? []) {
    for (const group of file.groups ?? []) {
      for (const b of group.benchmarks ?? []) {
        add(`${group.fullName?.split(' > ').pop() ?? 'kit'}: ${b.name}`, `mean ${b.mean.toFixed(1)} ms, p99 ${b.p99.toFixed(1)} ms`, `vitest bench (happy-dom), ${b.sampleCount} samples`);
      }
    }
  }
} catch {
  add('DataTable render, 400 rows x 10 columns', 'n/a', 'shared-kit bench did not run');
}

const table = ['| benchmark | figure | note |', '| --- | --- | --- |', ...rows.map((r) => `| ${r.what} | ${r.value} | ${r.note} |`)].join('\n');
console.log('\n' + table + '\n');
mkdirSync(`${root}/bench-results`, { recursive: true });
writeFileSync(`${root}/bench-results/latest.md`, `Run ${new Date().toISOString()} on ${process.platform}/${process.arch}, Node ${process.version}\n\n${table}\n`);
