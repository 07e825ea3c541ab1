/**
 * Upgrade from the previous release: a database created and filled by the release of
 * `test/fixtures/previous-release` (its migrations, its seed, an order and a file placed through its API)
 * is migrated by this release on start, keeps every row, and is served: the client signs in, lists
 * their orders, opens the one placed before the upgrade and downloads its file byte for byte.
 * On the embedded database (a DATA_DIR as a shop has it), or on PostgreSQL in the scale run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { knownMigrations } from '../../src/services/backup/manifest.js';
import { createPgDatabase } from '../helpers/test-app.js';
import { downloadFile, getJson, signIn } from '../helpers/shop.js';

const fixture = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/previous-release');
const dump = fs.readFileSync(path.join(fixture, 'database.sql'), 'utf8');
const TABLES = ['users', 'orders', 'files', 'order_payments', 'writer_transactions', 'notifications', 'logs'];
const COUNTS = `select ${TABLES.map((t) => `(select count(*)::int from public.${t}) as ${t}`).join(', ')}, (select count(*)::int from drizzle.__drizzle_migrations) as migrations`;

type Counts = Record<string, number>;

/** Loads the fixture into a new database; returns its URL (PostgreSQL) or null (PGlite in `dataDir`), and its row counts. */
async function loadFixture(
  dataDir: string,
): Promise<{ databaseUrl: string | null; before: Counts; drop?: () => Promise<void> }> {
  fs.cpSync(path.join(fixture, 'files'), path.join(dataDir, 'files'), { recursive: true });
  if (process.env.DATABASE_URL) {
    const db = await createPgDatabase(process.env.DATABASE_URL);
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      await client.query(dump);
      return { databaseUrl: db.url, before: (await client.query<Counts>(COUNTS)).rows[0], drop: db.drop };
    } finally {
      await client.end();
    }
  }
  const client = new PGlite(path.join(dataDir, 'pglite'), { extensions: { pg_trgm } });
  try {
    await client.exec(dump);
    return { databaseUrl: null, before: (await client.query<Counts>(COUNTS)).rows[0] };
  } finally {
    await client.close();
  }
}

describe('upgrade from the previous release', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scriptorium-upgrade-'));
  let app: FastifyInstance;
  let origin: string;
  let before: Counts;
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const loaded = await loadFixture(dataDir);
    ({ before, drop } = loaded);
    const config = {
      ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
      databaseUrl: loaded.databaseUrl,
      s3: null,
      redisUrl: null,
      seedDemo: true,
      loginRateLimit: 1000,
      staticRoot: dataDir,
    };
    app = await buildApp(config, { logger: false });
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
    await drop?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("applies this release's migrations on start and keeps every row the previous release wrote", async () => {
    expect(before.migrations).toBeGreaterThan(0);
    expect(before.orders).toBeGreaterThan(5);
    const after = ((await app.db.execute(sql.raw(COUNTS))) as unknown as { rows: Counts[] }).rows[0];
    expect(after.migrations).toBe(knownMigrations().length);
    for (const table of TABLES.filter((t) => t !== 'logs')) expect(after[table], table).toBe(before[table]);
    // Signing in (this test's) may only add to the log.
    expect(after.logs).toBeGreaterThanOrEqual(before.logs);
  });

  it('serves it: the client signs in, lists their orders, opens the one placed before the upgrade and downloads its file', async () => {
    const token = await signIn(origin, 'client@example.com');
    const list = await getJson<{ data: { data: { id: number; title: string }[] } }>(
      origin,
      token,
      '/api/orders/client',
    );
    const placed = list.data.data.find((o) => o.title === 'Upgrade check: a case study placed before the upgrade');
    expect(placed).toBeDefined();
    const order = await getJson<{ id: number; title: string; status: string; amount: number }>(
      origin,
      token,
      `/api/orders/${placed!.id}`,
    );
    expect(order).toMatchObject({
      id: placed!.id,
      status: 'unpaid',
      amount: 15,
      instructions: 'Harvard style, 1,500 words. Attached: the brief.',
    });

    const [file] = await getJson<{ id: number; name: string }[]>(origin, token, `/api/orders/${placed!.id}/files`);
    expect(file.name).toBe('upgrade-brief.pdf');
    const download = await downloadFile(origin, token, file.id);
    expect(download.status).toBe(200);
    const [stored] = fs
      .readdirSync(path.join(fixture, 'files'), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile());
    expect(download.body.equals(fs.readFileSync(path.join(stored.parentPath, stored.name)))).toBe(true);
  });
});
