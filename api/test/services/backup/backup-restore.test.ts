/**
 * `npm run backup` / `npm run restore` on the embedded database: a file uploaded and data changed on a
 * serving instance are, after a backup taken while it serves and a restore into a fresh DATA_DIR, there
 * on a fresh instance, the file byte for byte. A restore refuses a DATA_DIR that is not empty.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as tar from 'tar';
import { buildApp } from '../../../src/app.js';
import { loadConfig, type AppConfig } from '../../../src/config.js';
import { orders, users } from '../../../src/db/schema/index.js';
import { knownMigrations } from '../../../src/services/backup/manifest.js';
import { downloadFile, getJson, randomPdf, runBackupCli, signIn, uploadFile } from '../../helpers/shop.js';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'scriptorium-backup-'));
const dataDirA = path.join(tmp, 'a');
const dataDirB = path.join(tmp, 'b');
const archive = path.join(tmp, 'shop.tar');

/** An instance on the embedded database in `dataDir`, listening on a free port. */
async function serve(dataDir: string): Promise<{ app: FastifyInstance; origin: string }> {
  const config: AppConfig = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    databaseUrl: null,
    s3: null,
    loginRateLimit: 1000,
    staticRoot: tmp,
    redisUrl: null,
  };
  const app = await buildApp(config, { logger: false });
  return { app, origin: await app.listen({ port: 0, host: '127.0.0.1' }) };
}

// Each test runs the commands as child processes (tsx start-up, PGlite loads): slow on a busy machine.
describe('backup and restore on the embedded database', { timeout: 240_000 }, () => {
  let a: Awaited<ReturnType<typeof serve>>;
  const pdf = randomPdf(700);
  let fileId: number;
  let orderId: number;

  beforeAll(async () => {
    a = await serve(dataDirA);
  });
  afterAll(async () => {
    await a?.app.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('writes one archive while the app serves, with the database, the files and a manifest', async () => {
    const token = await signIn(a.origin, 'client@example.com');
    const [client] = await a.app.db.select().from(users).where(eq(users.email, 'client@example.com'));
    [{ id: orderId }] = await a.app.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.user_id, client.id))
      .limit(1);
    fileId = await uploadFile(a.origin, token, orderId, 'chapter-one.pdf', pdf);
    await a.app.db.update(users).set({ name: 'Clara Backup' }).where(eq(users.id, client.id));

    const run = await runBackupCli('backup', archive, { DATA_DIR: dataDirA });
    expect(run.output).toContain('database (pglite, taken by the running server;');
    expect(run.output).toContain('Backup written');
    expect(run.code).toBe(0);
    // Still serving, and writing, after the backup.
    expect((await downloadFile(a.origin, token, fileId)).body.equals(pdf)).toBe(true);

    const listed: string[] = [];
    await tar.list({ file: archive, onReadEntry: (e) => listed.push(e.path) });
    expect(listed).toEqual(expect.arrayContaining(['manifest.json', 'database/pglite.tar.gz']));
    expect(listed.filter((p) => p.startsWith('files/') && p.endsWith('.pdf'))).toHaveLength(1);
    const unpacked = path.join(tmp, 'unpacked');
    fs.mkdirSync(unpacked);
    await tar.extract({ file: archive, cwd: unpacked, filter: (p) => p === 'manifest.json' });
    const manifest = JSON.parse(fs.readFileSync(path.join(unpacked, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({ format: 1, app_version: '0.1.0', database: 'pglite', storage: 'disk', files: 1 });
    expect(manifest.migration).toEqual({ count: knownMigrations().length, last: knownMigrations().at(-1)!.tag });
    expect(Date.now() - Date.parse(manifest.created_at)).toBeLessThan(120_000);
  });

  it('restores into a fresh DATA_DIR; a fresh instance serves the same data and the file byte for byte', async () => {
    const run = await runBackupCli('restore', archive, { DATA_DIR: dataDirB });
    expect(run.output).toContain('Restored');
    expect(run.code).toBe(0);
    await a.app.close();

    const b = await serve(dataDirB);
    try {
      const token = await signIn(b.origin, 'client@example.com');
      expect((await getJson<{ name: string }>(b.origin, token, '/api/auth/user')).name).toBe('Clara Backup');
      const listed = await getJson<{ id: number; name: string }[]>(b.origin, token, `/api/orders/${orderId}/files`);
      expect(listed.map((f) => f.name)).toContain('chapter-one.pdf');
      const download = await downloadFile(b.origin, token, fileId);
      expect(download.status).toBe(200);
      expect(download.body.equals(pdf)).toBe(true);
    } finally {
      await b.app.close();
    }
  });

  it('refuses to restore into a DATA_DIR that is not empty, and changes nothing there', async () => {
    const before = fs.readdirSync(dataDirB).sort();
    const run = await runBackupCli('restore', archive, { DATA_DIR: dataDirB });
    expect(run.code).toBe(1);
    expect(run.output).toContain(`restore refused: DATA_DIR ${dataDirB} is not empty`);
    expect(fs.readdirSync(dataDirB).sort()).toEqual(before);
  });

  it('backs up a DATA_DIR whose app is stopped, by opening its database itself', async () => {
    const offline = path.join(tmp, 'offline.tar');
    const run = await runBackupCli('backup', offline, { DATA_DIR: dataDirA });
    expect(run.output).toContain('database (pglite, no server running: opened here;');
    expect(run.output).toContain('1 stored files (disk) copied');
    expect(run.code).toBe(0);
  });

  it('refuses a file that is not a backup', async () => {
    const bogus = path.join(tmp, 'bogus.tar');
    fs.writeFileSync(bogus, 'not a tar archive at all');
    const run = await runBackupCli('restore', bogus, { DATA_DIR: path.join(tmp, 'c') });
    expect(run.code).toBe(1);
    expect(run.output).toContain('restore refused: This file is not a Scriptorium backup');
  });
});
