/**
 * `npm run reconcile -- --from --to` as an operator runs it, against the Stripe and PayPal stand-ins and an
 * embedded database in a DATA_DIR: it will not open the database while the app holds it; a month that
 * adds up exits 0; each disagreement is printed and the command exits 1; a provider it cannot read, or
 * arguments it cannot use, exit 2.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/app.js';
import { REPO_ROOT, loadConfig, type AppConfig } from '../../../src/config.js';
import { openDatabase } from '../../../src/db/client.js';
import { startPaypalStandin, type PaypalStandin } from '../../helpers/paypal-standin.js';
import { startStripeStandin, type StripeStandin } from '../../helpers/stripe-standin.js';
import { cleanMonth, faults, lastMonth } from './scenario.js';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'scriptorium-reconcile-'));
const dataDir = path.join(tmp, 'data');
let stripe: StripeStandin;
let paypal: PaypalStandin;

/** The providers' settings as the app reads them from the environment. */
const providerEnv = () => ({
  STRIPE_SECRET_KEY: stripe.secretKey,
  STRIPE_API_URL: stripe.url,
  PAYPAL_CLIENT_ID: paypal.clientId,
  PAYPAL_CLIENT_SECRET: paypal.clientSecret,
  PAYPAL_API_URL: paypal.url,
});

/** `npm run reconcile -- …args` as a child process with the app's environment (the test run's own database settings left out). */
function reconcileCli(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number | null; output: string }> {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(
      ([k]) => !/^(DATABASE_URL|DATA_DIR|S3_|REDIS_|STRIPE_|PAYPAL_|APP_TIMEZONE)/.test(k),
    ),
  );
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(REPO_ROOT, 'api/src/services/reconcile/cli.ts'), ...args],
    {
      cwd: REPO_ROOT,
      env: { ...base, LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...providerEnv(), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, output })));
}

const month = () => ['--from', lastMonth().from, '--to', lastMonth().to];

// Each run starts tsx and opens PGlite in a child process: slow on a busy machine.
describe('npm run reconcile', { timeout: 240_000 }, () => {
  let app: FastifyInstance | null = null;

  beforeAll(async () => {
    stripe = await startStripeStandin();
    paypal = await startPaypalStandin();
    const config: AppConfig = {
      ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
      databaseUrl: null,
      s3: null,
      redisUrl: null,
      staticRoot: tmp,
    };
    app = await buildApp(config, { logger: false });
    await cleanMonth(app.db, stripe, paypal);
  });
  afterAll(async () => {
    await app?.close();
    await stripe?.close();
    await paypal?.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('will not open the embedded database while the app has it open, and says where to look instead', async () => {
    const run = await reconcileCli(month());
    expect(run.output).toContain(
      `The database in ${dataDir} is open in process ${process.pid} (the app): see the same list in the app under Payments › Reconciliation`,
    );
    expect(run.code).toBe(2);
  });

  it('exits 0 for a month whose provider money and ledger agree', async () => {
    await app!.close();
    app = null;
    const run = await reconcileCli(month());
    expect(run.output).toContain(`Reconciliation of ${lastMonth().from} to ${lastMonth().to} (UTC)`);
    expect(run.output).toContain('Stripe: 2 transactions, 2 ledger rows');
    expect(run.output).toContain('PayPal: 2 transactions, 2 ledger rows');
    expect(run.output).toContain('Everything matches.');
    expect(run.code).toBe(0);
  });

  it('prints each disagreement and exits 1', async () => {
    const database = await openDatabase(null, dataDir);
    const expected = await faults(database.db, stripe, paypal).finally(() => database.close());
    const run = await reconcileCli(month());
    expect(run.output).toContain(`${expected.length} mismatches:`);
    for (const e of expected)
      expect(run.output).toMatch(
        new RegExp(`  \\S+  ${e.gateway}  ${e.kind} \\([^)]+\\)  ${e.reference.replace(/[#]/g, '\\$&')}  order `),
      );
    expect(run.output).toContain('provider $45.00  ledger $50.00');
    expect(run.code).toBe(1);
  });

  it('exits 2 when a provider cannot be read, and on arguments it cannot use', async () => {
    const down = await reconcileCli(month(), { STRIPE_API_URL: 'http://127.0.0.1:9' });
    expect(down.output).toContain('Reconciliation failed: Stripe could not be read:');
    expect(down.code).toBe(2);
    const bad = await reconcileCli(['--from', '11/01/2026', '--to', '2026-11-30']);
    expect(bad.output).toContain('Usage: npm run reconcile -- --from YYYY-MM-DD --to YYYY-MM-DD');
    expect(bad.code).toBe(2);
  });
});
