import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.E2E_PORT ?? 8090);
/**
 * An app this run did not start (`E2E_BASE_URL=https://staging.example.com npm run e2e -- --grep @smoke`):
 * no server is started and the specs run against it; only the read-only smoke suite (tests/smoke.spec.ts,
 * its credentials from E2E_ADMIN, E2E_CLIENT, E2E_WRITER) is meant for that.
 */
const external = process.env.E2E_BASE_URL?.replace(/\/+$/, '');
const dataDir = external ? '' : (process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'scriptorium-e2e-')));

/**
 * Playwright drives the composed production build, served by the API on a fresh embedded database, or
 * the app at E2E_BASE_URL. The HTML report (`playwright-report/`) and the traces and screenshots of
 * failures (`test-results/`) are written on CI too, to be kept as artifacts.
 */
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // No retries, on CI either: a test that passes only on its second run is a bug to fix at its cause.
  retries: 0,
  // A `test.only` left in a spec would run alone and hide the rest of the suite: CI refuses it.
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: external ?? `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: external
    ? undefined
    : {
        command: 'node --import tsx ../api/src/server.ts',
        url: `http://localhost:${port}/api/health`,
        reuseExistingServer: false,
        timeout: 120_000,
        env: {
          PORT: String(port),
          DATA_DIR: dataDir,
          SEED_DEMO: '1',
          LOGIN_RATE_LIMIT: '1000',
          PUBLIC_URL: `http://localhost:${port}`,
        },
      },
});
