/**
 * The first rows `npm run bench` ever printed, each now with an anchor from the same run:
 *  - part "auth": POST auth/login and GET auth/user on the embedded database with the demo data
 *    (autocannon, 10 connections). Anchors: argon2id verification of the same password in this process
 *    (login is dominated by it) and GET /api/health (the server's floor: HTTP + one `select 1`).
 *  - part "kit": the shared-kit DataTable render bench (vitest bench, happy-dom), next to plain antd
 *    Table with the same rows (bench/kit).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { startServer } from './server.mjs';
import { cannon, fmtCannon, load1, login, num, summary } from './lib.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** argon2id verify timings: `runs` one after another, then `runs` from 10 concurrent callers. */
async function argon2Timings(runs) {
  const { hashPassword, verifyPassword } = await tsImport('../api/src/services/auth/passwords.ts', import.meta.url);
  const hash = await hashPassword('password');
  const one = async () => {
    const t = performance.now();
    if (!(await verifyPassword(hash, 'password'))) throw new Error('argon2 verify failed');
    return performance.now() - t;
  };
  const seq = [];
  for (let i = 0; i < runs; i++) seq.push(await one());
  const conc = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      for (let i = 0; i < runs / 10; i++) conc.push(await one());
    }),
  );
  return { seq: summary(seq), conc: { ...summary(conc), rate: conc.length / ((performance.now() - started) / 1000) } };
}

export async function benchAuth(add) {
  const server = await startServer();
  console.error(`[auth] autocannon auth/login, auth/user, health (load ${load1()})`);
  try {
    const session = await login(server.url, 'client@example.com');
    const loginRun = await cannon({
      url: `${server.url}/api/auth/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'client@example.com', password: 'password' }),
    });
    const argon = await argon2Timings(Number(process.env.BENCH_ARGON2_RUNS ?? 40));
    add({
      group: 'Auth',
      what: 'API POST auth/login (PGlite, demo data)',
      figure: fmtCannon(loginRun),
      anchor: `argon2id verify alone: 1 caller p50 ${num(argon.seq.p50)} ms; 10 callers p50 ${num(argon.conc.p50)} / p99 ${num(argon.conc.p99)} ms, ${Math.round(argon.conc.rate)}/s`,
      target: '',
      verdict: '',
      note: `${loginRun.non2xx} non-2xx; argon2id (64 MiB, t=3, p=4) dominates`,
    });
    const headers = { authorization: `Bearer ${session.token}` };
    const userRun = await cannon({ url: `${server.url}/api/auth/user`, headers });
    const healthRun = await cannon({ url: `${server.url}/api/health` });
    add({
      group: 'Auth',
      what: 'API GET auth/user (PGlite, demo data)',
      figure: fmtCannon(userRun),
      anchor: `GET /api/health (no auth, select 1): ${fmtCannon(healthRun)}`,
      target: '',
      verdict: '',
      note: `${userRun.non2xx} non-2xx`,
    });
  } finally {
    await server.stop();
    rmSync(server.dataDir, { recursive: true, force: true });
  }
}

export function benchKit(add) {
  console.error(`[kit] vitest bench (load ${load1()})`);
  const out = `${root}/bench-results/kit-bench.json`;
  mkdirSync(`${root}/bench-results`, { recursive: true });
  rmSync(out, { force: true });
  // The tests' React must be the development build: never inherit NODE_ENV=production.
  const env = { ...process.env };
  delete env.NODE_ENV;
  const r = spawnSync(
    'npx',
    ['vitest', 'bench', '--run', '--config', 'bench/kit/vitest.config.ts', '--outputJson', out],
    { cwd: root, env, encoding: 'utf8', timeout: 900_000 },
  );
  writeFileSync(`${root}/bench-results/kit-bench.log`, `${r.stdout ?? ''}\n${r.stderr ?? ''}`);
  const found = {};
  try {
    for (const file of JSON.parse(readFileSync(out, 'utf8')).files ?? []) {
      for (const group of file.groups ?? []) {
        for (const b of group.benchmarks ?? []) {
          // A bench that threw is listed without statistics.
          if (typeof b.mean === 'number')
            found[file.filepath?.includes('/shared-kit/') ? 'kit' : 'antd'] = { ...b, group: group.fullName };
        }
      }
    }
  } catch {
    /* reported below */
  }
  const f = (b) => `mean ${num(b.mean)} ms, p99 ${num(b.p99)} ms`;
  if (!found.kit) {
    add({
      group: 'Kit',
      what: 'DataTable render, 400 rows × 10 columns',
      figure: 'n/a',
      anchor: '',
      target: '',
      verdict: '',
      note: `vitest bench failed (exit ${r.status}); see bench-results/kit-bench.log`,
    });
    return;
  }
  add({
    group: 'Kit',
    what: `shared-kit DataTable render: ${found.kit.name}`,
    figure: f(found.kit),
    anchor: found.antd ? `plain antd Table, same rows: ${f(found.antd)}` : 'n/a',
    target: '',
    verdict: '',
    note: `vitest bench (happy-dom), ${found.kit.sampleCount} and ${found.antd?.sampleCount ?? 0} samples`,
  });
}
