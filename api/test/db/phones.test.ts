/**
 * Phones are stored in one format, E.164 (`+254712345678`): what registration and the admin forms write,
 * what the seed writes, and what migration 0003 turns older rows into — on PGlite and on PostgreSQL.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.js';
import { MIGRATIONS_FOLDER, runMigrations } from '../../src/db/migrate.js';
import { users } from '../../src/db/schema/index.js';
import { pgAvailable, createPgDatabase, createTestApp, pgliteOptions, type TestApp } from '../helpers/test-app.js';

const E164 = /^\+[1-9]\d{6,15}$/;

describe('phones written by the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('seeds, registers and creates users with E.164 phones', async () => {
    const seeded = await t.app.db.select({ phone: users.phone }).from(users);
    for (const { phone } of seeded) if (phone) expect(phone).toMatch(E164);

    const reg = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Local Number',
        email: 'local-phone@example.com',
        phone: '0712 345 678',
        password: 'password1',
        password_confirmation: 'password1',
      },
    });
    expect(reg.statusCode).toBe(200);
    const [registered] = await t.app.db.select().from(users).where(eq(users.email, 'local-phone@example.com'));
    expect([registered?.phone, registered?.country_code]).toEqual(['+254712345678', 'KE']);

    const admin = await t.login('admin@example.com');
    const created = await t.request({
      method: 'POST',
      url: '/api/users',
      token: admin,
      payload: {
        name: 'Intl Digits',
        email: 'intl-phone@example.com',
        phone: '254700111222',
        role: 'client',
        password: 'password1',
        password_confirmation: 'password1',
      },
    });
    expect(created.statusCode, created.body).toBeLessThan(300);
    const [byAdmin] = await t.app.db.select().from(users).where(eq(users.email, 'intl-phone@example.com'));
    expect(byAdmin?.phone).toBe('+254700111222');
  });
});

/** The statements of migration 0003, as the migrator runs them. */
const phoneMigration = fs
  .readFileSync(path.join(MIGRATIONS_FOLDER, '0003_phones_e164.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .map((s) => s.trim())
  .filter(Boolean);

const OLD_ROWS: [string | null, string | null][] = [
  ['254712345678', '+254712345678'], // the old seed
  ['0722 000 111', '+254722000111'], // a Kenyan national number with spaces
  ['733000222', '+254733000222'], // national without the leading 0
  ['+44 7911 123456', '+447911123456'], // E.164 with spaces
  ['+254733999888', '+254733999888'], // already right
  ['  ', null],
  [null, null],
];

async function migrateOldRows(handle: DatabaseHandle): Promise<void> {
  await runMigrations(handle);
  await handle.db
    .insert(users)
    .values(OLD_ROWS.map(([phone], i) => ({ name: `Old ${i}`, email: `old-phone-${i}@example.com`, phone })));
  for (const statement of phoneMigration) await handle.db.execute(sql.raw(statement));
  const rows = await handle.db
    .select({ email: users.email, phone: users.phone, country: users.country_code })
    .from(users)
    .orderBy(users.id);
  expect(rows.map((r) => r.phone)).toEqual(OLD_ROWS.map(([, expected]) => expected));
  expect(rows.filter((r) => r.phone?.startsWith('+254')).every((r) => r.country === 'KE')).toBe(true);
}

const onPostgres = await pgAvailable();

describe('migration 0003 normalises existing phones', () => {
  it('on PGlite', async () => {
    const handle = await openDatabase('memory://', '/tmp', pgliteOptions());
    try {
      await migrateOldRows(handle);
    } finally {
      await handle.close();
    }
  });

  it.skipIf(!onPostgres)('on PostgreSQL', async () => {
    const pgDb = await createPgDatabase();
    const handle = await openDatabase(pgDb.url, '/tmp');
    try {
      await migrateOldRows(handle);
    } finally {
      await handle.close();
      await pgDb.drop();
    }
  });
});
