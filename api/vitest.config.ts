import { defineConfig } from 'vitest/config';

/**
 * API tests: each file builds the app on a fresh in-memory PGlite (or, with DATABASE_URL, a fresh
 * PostgreSQL database; with REDIS_URL, the Redis adapter). Run: `npm run test -w api`.
 */
export default defineConfig({
  test: {
    name: 'api',
    root: import.meta.dirname,
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // A test file per core, however the suite is started (`npm run test -w api`, `npm run test:scale`):
    // vitest's default leaves one core to its main process, one file at a time on a two-core machine.
    maxWorkers: '100%',
    // One initialised PGlite cluster for the whole run (each test app loads a copy, skipping initdb).
    globalSetup: ['test/global-setup.ts'],
    // Some tests build an app of their own (a fresh database and migrations): on a two-core machine
    // running every workspace's suite at once that alone has taken 30 s.
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
