/**
 * What `npm run backup` must not do with the data it copies: leave the archive readable by other users
 * (whatever the umask), open an embedded database another process has open, or put the PostgreSQL
 * password where every user of the machine can read it (a process's command line).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/app.js';
import { REPO_ROOT, loadConfig, type AppConfig } from '../../../src/config.js';
import { restoreDatabase } from '../../../src/services/backup/database.js';
import { BACKUP_FORMAT, BackupError, type BackupManifest } from '../../../src/services/backup/manifest.js';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'scriptorium-backup-safety-'));
// Longer than a Unix socket path may be: the server then serves without backup.sock.
const longDataDir = path.join(tmp, 'd'.repeat(110));

/** `npm run backup -- FILE` as a child process under `umask`, with `env` (the test run's database settings left out). */
function backupCli(
  file: string,
  env: Record<string, string>,
  umask = '022',
): Promise<{ code: number | null; output: string }> {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !/^(DATABASE_URL|DATA_DIR|S3_|REDIS_)/.test(k)),
  );
  const cli = path.join(REPO_ROOT, 'api/src/services/backup/cli.ts');
  const child = spawn(
    'sh',
    ['-c', `umask ${umask} && exec "$0" "$@"`, process.execPath, '--import', 'tsx', cli, 'backup', file],
    {
      cwd: REPO_ROOT,
      env: { ...base, LOG_LEVEL: 'silent', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, output })));
}

/** A folder holding a fake `tool` that records its arguments and PGPASSWORD into `record`, then fails like an unreachable server. */
function fakeTool(tool: string, record: string): string {
  const bin = fs.mkdtempSync(path.join(tmp, 'bin-'));
  fs.writeFileSync(
    path.join(bin, tool),
    `#!/bin/sh\nprintf '%s\\n' "$@" > '${record}.args'\nprintf '%s' "$PGPASSWORD" > '${record}.password'\necho 'connection refused (stand-in)' >&2\nexit 1\n`,
    { mode: 0o755 },
  );
  return bin;
}

const PASSWORD = 's3cr/t-pw';
const DATABASE_URL = `postgres://scriptorium:${encodeURIComponent(PASSWORD)}@127.0.0.1:1/shop?sslmode=disable`;

describe('backup safety', { timeout: 240_000 }, () => {
  let app: FastifyInstance | null = null;

  beforeAll(async () => {
    const config: AppConfig = {
      ...loadConfig({ DATA_DIR: longDataDir, LOG_LEVEL: 'silent' }),
      databaseUrl: null,
      s3: null,
      redisUrl: null,
      staticRoot: tmp,
    };
    app = await buildApp(config, { logger: false });
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('refuses, writing nothing, to open an embedded database that a serving app without backup.sock holds', async () => {
    expect(fs.existsSync(path.join(longDataDir, 'backup.sock'))).toBe(false);
    const archive = path.join(tmp, 'held.tar');
    const run = await backupCli(archive, { DATA_DIR: longDataDir });
    expect(run.code).toBe(1);
    expect(run.output).toContain(`backup refused: The database in ${longDataDir} is open in process ${process.pid}`);
    expect(run.output).toContain('Stop that process');
    expect(fs.existsSync(archive)).toBe(false);
  });

  it('once that app has stopped (its pid file left behind naming a dead process), backs up with the archive readable by its owner only, even under umask 000', async () => {
    await app!.close();
    app = null;
    // A crash leaves the file behind: it then names a process that has ended.
    const dead = spawnSync(process.execPath, ['-e', '']).pid!;
    fs.writeFileSync(path.join(longDataDir, 'pglite.pid'), `${dead}\n`);
    const archive = path.join(tmp, 'private.tar');
    const run = await backupCli(archive, { DATA_DIR: longDataDir }, '000');
    expect(run.output).toContain('database (pglite, no server running: opened here;');
    expect(run.code).toBe(0);
    expect(fs.statSync(archive).mode & 0o777).toBe(0o600);
  });

  it('gives pg_dump the PostgreSQL password in its environment, not on its command line', async () => {
    const record = path.join(tmp, 'pg_dump');
    const bin = fakeTool('pg_dump', record);
    const run = await backupCli(path.join(tmp, 'pg.tar'), { DATABASE_URL, PATH: `${bin}:${process.env.PATH}` });
    expect(run.output).toContain('backup refused: pg_dump failed (exit 1):\nconnection refused (stand-in)');
    expect(run.code).toBe(1);
    const args = fs.readFileSync(`${record}.args`, 'utf8');
    expect(args).not.toContain('s3cr');
    expect(args).toContain('--dbname=postgres://scriptorium@127.0.0.1:1/shop?sslmode=disable');
    expect(fs.readFileSync(`${record}.password`, 'utf8')).toBe(PASSWORD);
    expect(run.output).not.toContain('s3cr');
  });

  it('gives pg_restore the password in its environment too, from the URL or its password parameter', async () => {
    const record = path.join(tmp, 'pg_restore');
    const bin = fakeTool('pg_restore', record);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      app_version: '0.1.0',
      migration: { count: 0, last: null },
      created_at: new Date().toISOString(),
      database: 'postgres',
      storage: 'disk',
      files: 0,
    };
    const path0 = process.env.PATH;
    process.env.PATH = `${bin}:${path0}`;
    try {
      for (const url of [
        DATABASE_URL,
        `postgres://scriptorium@127.0.0.1:1/shop?password=${encodeURIComponent(PASSWORD)}`,
      ]) {
        const config = loadConfig({ DATA_DIR: tmp, DATABASE_URL: url });
        await expect(restoreDatabase(config, tmp, manifest)).rejects.toThrow(BackupError);
        expect(fs.readFileSync(`${record}.args`, 'utf8')).not.toContain('s3cr');
        expect(fs.readFileSync(`${record}.password`, 'utf8')).toBe(PASSWORD);
      }
    } finally {
      process.env.PATH = path0;
    }
  });
});
