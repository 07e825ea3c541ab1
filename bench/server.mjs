/**
 * Starts the composed app (API + built frontends) on a fresh data directory for a benchmark run and
 * resolves once `/api/health` answers. Returns `{ url, stop }`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export async function startServer({ port = 8095, env = {} } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'scriptorium-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: '1', LOGIN_RATE_LIMIT: '1000000', ...env },
  });
  const url = `http://localhost:${port}`;
  for (let i = 0; i < 480; i++) {
    if (child.exitCode !== null) throw new Error('the server exited during start');
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}
