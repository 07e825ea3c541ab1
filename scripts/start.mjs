#!/usr/bin/env node
/**
 * `npm start`: installs what is missing, builds what is out of date, then runs the one server that
 * migrates, seeds and serves the composed app (API, socket.io, shell, remotes, /remotes.json).
 * Configuration: environment variables documented in README.md (PORT, DATA_DIR, DATABASE_URL, …).
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ensureDeps } from './ensure-deps.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
ensureDeps();
const { buildStale } = await import('./build.mjs');
try {
  buildStale();
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
}

const port = process.env.PORT ?? '8080';
const url = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PORT: port },
});

async function waitForHealth() {
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) return false;
    try {
      const r = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (r.ok) return true;
    } catch {
      /* not up yet */
    }
    await new Promise((res) => setTimeout(res, 250));
  }
  return false;
}

if (await waitForHealth()) {
  const demo = !process.env.DATABASE_URL || process.env.SEED_DEMO === '1';
  console.log(`\nScriptorium is running at ${url}`);
  if (demo) {
    console.log('Demo logins (password: password): admin@example.com, client@example.com, writer@example.com');
  }
  console.log('Press Ctrl-C to stop.\n');
}

for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => server.kill(sig));
}
server.on('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 0)));
