/**
 * Starts the composed app (API + built frontends) for a benchmark run and resolves once `/api/health`
 * answers. Listens on 127.0.0.1 only. Returns `{ url, port, pid, dataDir, stop }`.
 *
 * Options: `port` (default: a free one), `dataDir` (default: a fresh temp folder; pass one to reopen an
 * embedded database), `env` (extra environment: DATABASE_URL, REDIS_URL, STATIC_ROOT, …),
 * `nodeArgs` (extra `node` flags, e.g. `['--import', './bench/sql-capture.mjs']`), `code` (the checkout whose
 * API runs, default this one: another commit's page server against the same builds, `git worktree add`).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './lib.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
/** Bound on the start-up wait (migrations + seeding on a loaded 2-core machine). */
const START_TIMEOUT_MS = Number(process.env.BENCH_START_TIMEOUT_MS ?? 240_000);

export async function startServer({ port, env = {}, dataDir, nodeArgs = [], code = root } = {}) {
  port ??= await freePort();
  dataDir ??= mkdtempSync(join(tmpdir(), 'scriptorium-bench-'));
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'api/src/server.ts'], {
    cwd: code,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      LOGIN_RATE_LIMIT: '1000000',
      // The app's own log level (default info, as deployed); BENCH_LOG_LEVEL overrides.
      ...(process.env.BENCH_LOG_LEVEL ? { LOG_LEVEL: process.env.BENCH_LOG_LEVEL } : {}),
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const hard = setTimeout(() => child.kill('SIGKILL'), 20_000);
      child.once('exit', () => {
        clearTimeout(hard);
        resolve();
      });
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited during start (code ${child.exitCode})`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* starting */
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the API did not answer /api/health within ${START_TIMEOUT_MS / 1000} s`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, port, pid: child.pid, dataDir, stop };
}
