#!/usr/bin/env node
/**
 * The API test suite against the "many machines" setup: PostgreSQL instead of PGlite and the socket.io
 * Redis adapter. Each test file gets its own fresh database (created and dropped by the suite). Only in
 * this run:
 *   api/test/scale/two-instances.test.ts  two API instances over one database and Redis: tokens and
 *                                         socket emits cross instances; 100 concurrent orders lose none
 *   api/test/faults/pg-restart.test.ts    the test database refuses and drops connections under load:
 *                                         clean 503s, then recovery without a restart
 *   api/test/faults/redis-down.test.ts    Redis cut (through a proxy the test owns) under two instances:
 *                                         HTTP keeps serving; fan-out and shared rate limits degrade
 * The machine's PostgreSQL and Redis servers are never stopped.
 *
 *   npm run test:scale
 *   DATABASE_URL=postgres://user@host:5432/db REDIS_URL=redis://host:6379 npm run test:scale
 *
 * DATABASE_URL must name a role allowed to CREATE DATABASE. Extra arguments go to vitest.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = {
  ...process.env,
  DATABASE_URL: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
  REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
};
console.log(`test:scale with DATABASE_URL=${env.DATABASE_URL} REDIS_URL=${env.REDIS_URL}`);

// A test file per core (api/vitest.config.ts): here the work is mostly PostgreSQL's, in its own processes.
const child = spawn('npx', ['vitest', 'run', '--config', 'api/vitest.config.ts', ...process.argv.slice(2)], {
  cwd: root,
  env,
  stdio: 'inherit',
});
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
