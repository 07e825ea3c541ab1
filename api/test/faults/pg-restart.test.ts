/**
 * PostgreSQL going away under load: while the test database refuses connections and every connection
 * the app held is terminated (what a restart looks like from the app), requests answer a clean 503
 * `{message}` — never a 500, never a stack — and once connections are allowed again the app recovers by
 * itself, with no restart. The machine's PostgreSQL server itself is never stopped: the outage is
 * `ALTER DATABASE … ALLOW_CONNECTIONS false` + `pg_terminate_backend` on this test's own database.
 * Runs only with DATABASE_URL (`npm run test:scale`).
 * @see plugins/app/error-handler.ts (isDatabaseUnavailable)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../src/plugins/app/error-handler.js';
import { adminDatabaseUrl, createTestApp, type TestApp } from '../helpers/test-app.js';

const enabled = !!process.env.DATABASE_URL;

interface Sample {
  at: number;
  status: number;
  body: string;
}

describe.skipIf(!enabled)('PostgreSQL restarted under load', () => {
  let t: TestApp;
  let admin: pg.Client;
  let dbName: string;

  beforeAll(async () => {
    t = await createTestApp();
    dbName = new URL(t.config.databaseUrl!).pathname.slice(1);
    admin = new pg.Client({ connectionString: adminDatabaseUrl() });
    await admin.connect();
  });
  afterAll(async () => {
    // Whatever happened, let the database be dropped.
    await admin?.query(`alter database ${dbName} with allow_connections true`).catch(() => undefined);
    await admin?.end();
    await t?.close();
  });

  async function outage(): Promise<void> {
    await admin.query(`alter database ${dbName} with allow_connections false`);
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [dbName],
    );
  }

  it('answers 503 {message} while the database is gone and recovers by itself', async () => {
    const token = await t.login('client@example.com');
    const samples: Sample[] = [];
    let running = true;
    // Eight callers in a loop: the signed-in user (auth reads the DB), a table page, a public price.
    const calls = [
      () => t.request({ method: 'GET', url: '/api/auth/user', token }),
      () => t.request({ method: 'GET', url: '/api/orders/client?per_page=10', token }),
      () => t.request({ method: 'GET', url: '/api/list-settings/deadlines?all=1' }),
    ];
    const workers = Array.from({ length: 8 }, async (_, i) => {
      while (running) {
        const res = await calls[i % calls.length]();
        samples.push({ at: Date.now(), status: res.statusCode, body: res.body });
        await new Promise((r) => setTimeout(r, 10));
      }
    });

    await new Promise((r) => setTimeout(r, 500));
    const outageStart = Date.now();
    await outage();
    // From here every connection is refused or terminated (the two statements of `outage` can take
    // hundreds of ms on a loaded machine; requests answered meanwhile legitimately succeed).
    const downAt = Date.now();
    await new Promise((r) => setTimeout(r, 2000));
    const upAt = Date.now();
    await admin.query(`alter database ${dbName} with allow_connections true`);

    // Recovery: wait for a run of successes across every kind of call, without restarting anything.
    let recoveredAt = 0;
    for (let i = 0; i < 150 && !recoveredAt; i++) {
      await new Promise((r) => setTimeout(r, 100));
      const recent = samples.filter((s) => s.at > Date.now() - 300);
      if (recent.length >= 6 && recent.every((s) => s.status === 200)) recoveredAt = Date.now();
    }
    await new Promise((r) => setTimeout(r, 500));
    running = false;
    await Promise.all(workers);

    const before = samples.filter((s) => s.at < outageStart);
    const during = samples.filter((s) => s.at > downAt + 200 && s.at < upAt);
    const after = samples.filter((s) => recoveredAt && s.at > recoveredAt);
    console.log(
      `pg outage: ${samples.length} requests; before ${before.length} (all 200: ${before.every((s) => s.status === 200)}), ` +
        `during ${during.length} (${during.filter((s) => s.status === 503).length} × 503), recovered ${recoveredAt ? recoveredAt - upAt : 'never'} ms after re-allowing`,
    );

    expect(before.length).toBeGreaterThan(0);
    expect(before.every((s) => s.status === 200)).toBe(true);
    // Never a 500 or a stack, whatever the moment.
    expect(samples.filter((s) => s.status >= 500 && s.status !== 503)).toEqual([]);
    expect(samples.filter((s) => /\n\s+at |node_modules|\.ts:\d+/.test(s.body))).toEqual([]);
    // While it is down: clean 503s with the message (and nothing but 503s after the first moments).
    expect(during.length).toBeGreaterThan(5);
    expect(during.filter((s) => s.status !== 503).map((s) => `${s.status} ${s.body.slice(0, 120)}`)).toEqual([]);
    for (const s of during) expect(JSON.parse(s.body)).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
    // Back by itself within seconds, and stays up.
    expect(recoveredAt).toBeGreaterThan(0);
    expect(recoveredAt - upAt).toBeLessThan(10_000);
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((s) => s.status === 200)).toBe(true);
  });

  it('still writes after the outage: a change and its log row commit together', async () => {
    const token = await t.login('admin@example.com');
    const res = await t.request({
      method: 'POST',
      url: '/api/settings/writer_categories',
      token,
      payload: { name: 'After the outage' },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
  });
});
