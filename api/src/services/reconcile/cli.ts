/**
 * `npm run reconcile -- --from YYYY-MM-DD --to YYYY-MM-DD`: the providers' records of those days (in
 * APP_TIMEZONE, both included) against the ledger, with the same environment as `npm start` (DATA_DIR or
 * DATABASE_URL, STRIPE_*, PAYPAL_*). Prints each mismatch; exits 0 when everything matches, 1 when
 * anything does not, 2 when it could not compare (bad arguments, a provider unreachable, no database, or
 * an embedded database the running app holds: ask the app instead, Payments › Reconciliation).
 * @see docs/payments.md "Reconciliation"
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatUsd } from '@scriptorium/contracts/core';
import { RECONCILIATION_KIND_LABELS, type ReconciliationReport } from '@scriptorium/contracts/payments';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { pgliteHolder } from '../../db/pglite-holder.js';
import { ProviderUnavailableError, reconcile } from './index.js';

const USAGE = 'Usage: npm run reconcile -- --from YYYY-MM-DD --to YYYY-MM-DD';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

let from: string | undefined;
let to: string | undefined;
try {
  ({
    values: { from, to },
  } = parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' } } }));
} catch (err) {
  fail(`${(err as Error).message}\n${USAGE}`);
}
if (!from || !to || !DAY.test(from) || !DAY.test(to)) fail(USAGE);

const config = loadConfig();
if (!config.databaseUrl) {
  // The embedded database belongs to one process: opened here beside a running app it could be damaged.
  if (!fs.existsSync(path.join(config.dataDir, 'pglite', 'PG_VERSION')))
    fail(`There is no database in ${config.dataDir}: check DATA_DIR.`);
  const holder = pgliteHolder(config.dataDir);
  if (holder !== null)
    fail(
      `The database in ${config.dataDir} is open in process ${holder} (the app): see the same list in the app under Payments › Reconciliation, or stop the app first.`,
    );
}
const database = await openDatabase(config.databaseUrl, config.dataDir);
let report: ReconciliationReport;
try {
  report = await reconcile(
    { db: database.db, stripe: config.stripe, paypal: config.paypal },
    { from, to, timeZone: config.appTimezone },
  );
} catch (err) {
  await database.close();
  if (err instanceof RangeError || err instanceof ProviderUnavailableError)
    fail(`Reconciliation failed: ${err.message}`);
  throw err;
}
await database.close();

const money = (v: number | null) => (v === null ? '—' : formatUsd(v));
console.log(`Reconciliation of ${report.from} to ${report.to} (${report.time_zone})`);
for (const gateway of ['stripe', 'paypal'] as const) {
  const checked = report.checked[gateway];
  const name = gateway === 'stripe' ? 'Stripe' : 'PayPal';
  console.log(
    checked
      ? `  ${name}: ${checked.transactions} transactions, ${checked.ledger_rows} ledger rows`
      : `  ${name}: not configured`,
  );
}
for (const note of report.notes) console.log(`  ${note}`);
if (report.mismatches.length === 0) {
  console.log('Everything matches.');
  process.exit(0);
}
console.log(`${report.mismatches.length} mismatch${report.mismatches.length === 1 ? '' : 'es'}:`);
for (const m of report.mismatches) {
  console.log(
    `  ${m.occurred_at}  ${m.gateway}  ${m.kind} (${RECONCILIATION_KIND_LABELS[m.kind]})  ${m.reference}  order ${m.order_id ?? '—'}  provider ${money(m.provider_amount)}  ledger ${money(m.ledger_amount)}`,
  );
  console.log(`      ${m.message}`);
}
process.exit(1);
