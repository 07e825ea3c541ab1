/**
 * Parts "js" and "lcp": what the browser downloads and how fast the first screen paints, for the
 * federated build (shell + remotes, as deployed) next to the single non-federated build of the same
 * code (bench/single-build) served the same way by a second API instance (STATIC_ROOT).
 */
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startServer } from './server.mjs';
import { launch, jsBytes, lcp } from './bundle.mjs';
import { spawnSync } from 'node:child_process';
import { kb, load1, login, num, percentile } from './lib.mjs';

const SINGLE_ROOT = fileURLToPath(new URL('./single-build/root', import.meta.url));
const SINGLE_BUILD = fileURLToPath(new URL('./single-build/build.mjs', import.meta.url));

/** The pages measured: `/sh-auth` signed out, then each remote's main screen as the role that uses it. */
export const SCREENS = [
  { path: '/sh-auth', role: null, remote: 'mf-auth', waitFor: 'Forgotten password?' },
  { path: '/orders', role: 'client', remote: 'mf-orders' },
  { path: '/inbox', role: 'admin', remote: 'mf-orders' },
  { path: '/users/clients', role: 'admin', remote: 'mf-users' },
  { path: '/payments/withdrawals', role: 'admin', remote: 'mf-payments' },
  { path: '/settings', role: 'admin', remote: 'mf-settings' },
  { path: '/writer/dashboard', role: 'writer', remote: 'mf-payments' },
];
const EMAIL = { admin: 'admin@example.com', client: 'client@example.com', writer: 'writer@example.com' };
const LCP_PAGES = [SCREENS[0], SCREENS[1]];

async function sessions(url) {
  const out = {};
  for (const [role, email] of Object.entries(EMAIL)) out[role] = await login(url, email);
  return out;
}

/** @param parts Set of 'js' | 'lcp'; rows go through `add(row)`. */
export async function benchWeb(parts, add) {
  // In a child process: Vite's build sets NODE_ENV=production in the process that runs it, which every
  // server and test runner started afterwards would inherit (React's production build cannot run the
  // kit's vitest bench).
  const built = spawnSync(process.execPath, [SINGLE_BUILD], { stdio: ['ignore', 'inherit', 'inherit'] });
  if (built.status !== 0) throw new Error(`the single build failed (exit ${built.status})`);
  const log = (m) => console.error(`[web] ${m} (load ${load1()})`);
  log('starting the federated and the single-build servers');
  const [fed, single] = await Promise.all([startServer(), startServer({ env: { STATIC_ROOT: SINGLE_ROOT } })]);
  let browser;
  try {
    const auth = { fed: await sessions(fed.url), single: await sessions(single.url) };
    browser = await launch();
    if (parts.has('js')) {
      for (const s of SCREENS) {
        log(`JS ${s.path}`);
        const opts = (k) => ({ auth: s.role ? auth[k][s.role] : undefined, waitFor: s.waitFor });
        const f = await jsBytes(browser, fed.url, s.path, opts('fed'));
        const a = await jsBytes(browser, single.url, s.path, opts('single'));
        const ratio = f.gzipBytes / a.gzipBytes;
        const isAuth = s.path === '/sh-auth';
        const ok = f.gzipBytes <= 350 * 1024 && ratio <= 1.5;
        const redirected = [f, a].map((r) => r.finalPath).filter((p) => p !== s.path);
        add({
          group: 'JS',
          what: `JS for ${s.path}${s.role ? ` as ${s.role}` : ''}, cold (gzip) — ${s.remote}`,
          figure: `${kb(f.gzipBytes)} (${f.files} files, ${kb(f.rawBytes)} raw)`,
          anchor: `single build ${kb(a.gzipBytes)} (${a.files} files); ×${ratio.toFixed(2)}`,
          target: isAuth ? '≤ 350 KB and ≤ 1.5× single' : '',
          verdict: isAuth
            ? `${ok ? 'met' : 'GAP'}: ${kb(f.gzipBytes)} ${f.gzipBytes <= 350 * 1024 ? '≤' : '>'} 350 KB; ×${ratio.toFixed(2)} ${ratio <= 1.5 ? '≤' : '>'} 1.5`
            : '',
          note: [
            `of which from /releases/ or /remotes/ (the remotes' own files): ${kb(f.list.filter((x) => /^\/(releases|remotes)\//.test(x.path)).reduce((n, x) => n + x.gzip, 0))}`,
            redirected.length ? `ended at ${[...new Set(redirected)].join(', ')}` : '',
          ]
            .filter(Boolean)
            .join('; '),
          _files: { federated: f.list, single: a.list },
        });
      }
    }
    if (parts.has('lcp')) {
      const runs = Number(process.env.BENCH_LCP_RUNS ?? 5);
      for (const s of LCP_PAGES) {
        log(`LCP ${s.path} × ${runs}`);
        const times = { fed: [], single: [] };
        // Interleaved, so both builds see the same machine load.
        for (let i = 0; i < runs; i++) {
          for (const [k, server] of [
            ['fed', fed],
            ['single', single],
          ]) {
            const r = await lcp(browser, server.url, s.path, {
              auth: s.role ? auth[k][s.role] : undefined,
              waitFor: s.waitFor,
            });
            if (r.ms != null) times[k].push(r.ms);
          }
        }
        add({
          group: 'LCP',
          what: `LCP ${s.path}${s.role ? ` as ${s.role}` : ''}, cold, median of ${runs}`,
          figure: `${num(percentile(times.fed, 50))} ms (min ${num(Math.min(...times.fed))}, max ${num(Math.max(...times.fed))})`,
          anchor: `single build ${num(percentile(times.single, 50))} ms (min ${num(Math.min(...times.single))}, max ${num(Math.max(...times.single))})`,
          target: '',
          verdict: '',
          note: `headless Chromium, loopback; ${times.fed.length}/${runs} and ${times.single.length}/${runs} runs reported an LCP`,
        });
      }
    }
  } finally {
    if (browser) await browser.close();
    await Promise.all([fed.stop(), single.stop()]);
    for (const server of [fed, single]) rmSync(server.dataDir, { recursive: true, force: true });
  }
}
