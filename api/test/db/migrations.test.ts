/**
 * The committed migrations applied to a real PostgreSQL 15 (the local one, or DATABASE_URL), giving the
 * same tables as on PGlite, twice without error, then seeded. Skipped only when no PostgreSQL answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.js';
import { runMigrations } from '../../src/db/migrate.js';
import { seedDatabase } from '../../src/db/seed/index.js';
import { adminDatabaseUrl, pgAvailable, createPgDatabase, pgliteOptions } from '../helpers/test-app.js';

const available = await pgAvailable();
if (!available) console.warn(`PostgreSQL not reachable at ${adminDatabaseUrl()}: migration test skipped`);

/** Rows of a raw `execute` (both drivers answer `{ rows }`). */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

async function tables(handle: DatabaseHandle): Promise<string[]> {
  const res = await handle.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return rowsOf<{ table_name: string }>(res).map((r) => r.table_name);
}

describe.skipIf(!available)('migrations on PostgreSQL', () => {
  let pgDb: Awaited<ReturnType<typeof createPgDatabase>>;
  let onPg: DatabaseHandle;
  let onPglite: DatabaseHandle;
  beforeAll(async () => {
    pgDb = await createPgDatabase();
    onPg = await openDatabase(pgDb.url, '/tmp');
    onPglite = await openDatabase('memory://', '/tmp', pgliteOptions());
  });
  afterAll(async () => {
    await onPg?.close();
    await onPglite?.close();
    await pgDb?.drop();
  });

  it('creates the same tables as on PGlite, and a second run changes nothing', async () => {
    await runMigrations(onPg);
    await runMigrations(onPglite);
    const pgTables = await tables(onPg);
    expect(pgTables).toEqual(await tables(onPglite));
    expect(pgTables).toEqual(
      expect.arrayContaining([
        'users',
        'orders',
        'access_tokens',
        'department_modules',
        'writer_transactions',
        'outbox',
      ]),
    );
    await runMigrations(onPg);
    expect(await tables(onPg)).toEqual(pgTables);
  });

  it('seeds defaults idempotently, and demo users only when asked', async () => {
    await onPg.db.transaction((tx) => seedDatabase(tx, { demo: false, publicUrl: 'http://localhost:8080' }));
    await onPg.db.transaction((tx) => seedDatabase(tx, { demo: false, publicUrl: 'http://localhost:8080' }));
    const count = async (table: string) =>
      rowsOf<{ n: number }>(await onPg.db.execute(sql.raw(`select count(*)::int as n from ${table}`)))[0].n;
    expect(await count('service_types')).toBe(5);
    expect(await count('notification_messages')).toBeGreaterThanOrEqual(14);
    expect(await count('users')).toBe(0);
    await onPg.db.transaction((tx) => seedDatabase(tx, { demo: true, publicUrl: 'http://localhost:8080' }));
    await onPg.db.transaction((tx) => seedDatabase(tx, { demo: true, publicUrl: 'http://localhost:8080' }));
    expect(await count('users')).toBe(3);
    expect(await count('orders')).toBe(5);
  });
});
