/**
 * API instances on several machines share uploads through one S3-compatible bucket (s3rver, started
 * here): each serves, byte for byte, what the other received, and a deletion on one is seen by the other.
 * Then `npm run backup` / `npm run restore` of that setup: PostgreSQL through pg_dump/pg_restore and the
 * bucket's files, into an empty database and an empty bucket, served again by a fresh instance.
 * Runs when a PostgreSQL answers (DATABASE_URL, or the machine's local one), as the migrations test.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig, type AppConfig, type S3Config } from '../../src/config.js';
import { orders, users } from '../../src/db/schema/index.js';
import { adminDatabaseUrl, createPgDatabase, pgAvailable } from '../helpers/test-app.js';
import { startS3, type TestS3 } from '../helpers/s3.js';
import { downloadFile, getJson, randomPdf, runBackupCli, signIn, uploadFile } from '../helpers/shop.js';

const available = await pgAvailable();
if (!available) console.warn(`PostgreSQL not reachable at ${adminDatabaseUrl()}: shared-bucket test skipped`);

type PgDb = Awaited<ReturnType<typeof createPgDatabase>>;

describe.skipIf(!available)('two API instances sharing one S3 bucket', { timeout: 240_000 }, () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'scriptorium-shared-'));
  const instances: FastifyInstance[] = [];
  const databases: PgDb[] = [];
  let s3: TestS3;
  let bucket: S3Config;
  let a: string;
  let b: string;
  let orderId: number;
  const pdf = randomPdf(300);
  let fileId: number;

  /** An instance on `databaseUrl` and `s3`, with a DATA_DIR of its own (another machine), listening. */
  async function serve(databaseUrl: string, s3Config: S3Config): Promise<string> {
    const config: AppConfig = {
      ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: fs.mkdtempSync(path.join(tmp, 'machine-')) }),
      databaseUrl,
      s3: s3Config,
      redisUrl: null,
      seedDemo: true,
      loginRateLimit: 1000,
      staticRoot: tmp,
    };
    const app = await buildApp(config, { logger: false });
    instances.push(app);
    return app.listen({ port: 0, host: '127.0.0.1' });
  }

  beforeAll(async () => {
    s3 = await startS3();
    bucket = s3.config();
    const db = await createPgDatabase();
    databases.push(db);
    a = await serve(db.url, bucket);
    b = await serve(db.url, bucket);
    const [client] = await instances[0].db.select().from(users).where(eq(users.email, 'client@example.com'));
    [{ id: orderId }] = await instances[0].db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.user_id, client.id))
      .limit(1);
  });
  afterAll(async () => {
    for (const app of instances) await app.close();
    for (const db of databases) await db.drop();
    await s3?.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('serves on instance B, byte for byte, a file uploaded on instance A, and the other way round', async () => {
    const onA = await signIn(a, 'client@example.com');
    const onB = await signIn(b, 'client@example.com');
    fileId = await uploadFile(a, onA, orderId, 'from-a.pdf', pdf);
    const fromB = await downloadFile(b, onB, fileId);
    expect(fromB.status).toBe(200);
    expect(fromB.body.equals(pdf)).toBe(true);

    const other = randomPdf(20);
    const otherId = await uploadFile(b, onB, orderId, 'from-b.pdf', other);
    expect((await downloadFile(a, onA, otherId)).body.equals(other)).toBe(true);
    // Nothing landed on either machine's disk.
    for (const app of instances) expect(fs.existsSync(path.join(app.config.dataDir, 'files'))).toBe(false);
  });

  it('no longer serves on A a file deleted on B', async () => {
    const client = await signIn(b, 'client@example.com');
    const id = await uploadFile(b, client, orderId, 'to-delete.pdf', randomPdf(5));
    const del = await fetch(`${b}/api/files/${id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${client}` },
    });
    expect(del.status, await del.text()).toBe(200);
    expect((await downloadFile(a, await signIn(a, 'client@example.com'), id)).status).toBe(404);
  });

  it('backs up PostgreSQL and the bucket with one command, and restores them into an empty database and bucket', async () => {
    const archive = path.join(tmp, 'scaled.tar');
    const source = { DATABASE_URL: databases[0].url, DATA_DIR: path.join(tmp, 'ops'), ...s3.env(bucket) };
    const backup = await runBackupCli('backup', archive, source);
    expect(backup.output).toContain('2 stored files (s3) copied');
    expect(backup.code).toBe(0);

    const fresh = await createPgDatabase();
    databases.push(fresh);
    const freshBucket = s3.config();
    const target = { DATABASE_URL: fresh.url, DATA_DIR: path.join(tmp, 'ops2'), ...s3.env(freshBucket) };
    const restore = await runBackupCli('restore', archive, target);
    expect(restore.output).toContain('2 stored files restored (s3)');
    expect(restore.code).toBe(0);
    const again = await runBackupCli('restore', archive, target);
    expect(again.code).toBe(1);
    expect(again.output).toContain('restore refused: The database at DATABASE_URL already has');

    const c = await serve(fresh.url, freshBucket);
    const token = await signIn(c, 'client@example.com');
    const names = (await getJson<{ name: string }[]>(c, token, `/api/orders/${orderId}/files`)).map((f) => f.name);
    expect(names).toEqual(expect.arrayContaining(['from-a.pdf', 'from-b.pdf']));
    expect((await downloadFile(c, token, fileId)).body.equals(pdf)).toBe(true);
  });
});
