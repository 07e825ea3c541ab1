/**
 * Builds the real app for a test file: migrated, seeded, demo mode. By default on an in-memory PGlite;
 * when DATABASE_URL is set (the scale run) on a fresh PostgreSQL database `scriptorium_t_<random>`
 * dropped at close, and with REDIS_URL through the Redis adapter (keys prefixed per database).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildOptions } from '../../src/app.js';
import { loadConfig, type AppConfig } from '../../src/config.js';
import type { OpenOptions } from '../../src/db/client.js';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  /** Signs in through `POST /api/auth/login` and returns the token. */
  login(email: string, password?: string): Promise<string>;
  /** `app.inject` with `Authorization: Bearer <token>` when a token is given. */
  request(opts: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  /** Closes the app, drops the PostgreSQL database (if any) and removes the temp folder. */
  close(): Promise<void>;
}

/** The admin connection used to create and drop per-file databases (DATABASE_URL or the local PG). */
export function adminDatabaseUrl(): string {
  return process.env.DATABASE_URL ?? process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
}

/** Whether the PostgreSQL at `adminDatabaseUrl()` answers within 2 s (suites that need it skip otherwise). */
export async function pgAvailable(): Promise<boolean> {
  const c = new pg.Client({ connectionString: adminDatabaseUrl(), connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

/** Creates an empty PostgreSQL database; returns its URL and a function that drops it. */
export async function createPgDatabase(
  adminUrl = adminDatabaseUrl(),
): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `scriptorium_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}

/**
 * How the tests open an in-memory PGlite: from the empty cluster the run's global setup made
 * (test/global-setup.ts), a copy per call, so no test pays for initdb.
 */
export function pgliteOptions(): OpenOptions {
  const file = inject('pgliteTemplate');
  return file ? { loadDataDir: new Blob([fs.readFileSync(file)]) } : {};
}

/**
 * Builds a test app. `overrides` change the config (e.g. `{ loginRateLimit: 3 }`). Answers are checked
 * against their declared responses (`checkResponses`): one that does not fit fails with a 500.
 */
export async function createTestApp(overrides: Partial<AppConfig> = {}, options: BuildOptions = {}): Promise<TestApp> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'scriptorium-test-'));
  const pgDb = process.env.DATABASE_URL ? await createPgDatabase(process.env.DATABASE_URL) : null;
  const config: AppConfig = {
    ...loadConfig({ DATA_DIR: tmp, LOG_LEVEL: 'silent' }),
    databaseUrl: pgDb?.url ?? 'memory://',
    redisUrl: process.env.REDIS_URL ?? null,
    redisPrefix: pgDb?.name ?? `scriptorium_t_${randomBytes(6).toString('hex')}`,
    seedDemo: true,
    loginRateLimit: 1000,
    staticRoot: tmp,
    ...overrides,
  };
  let app: FastifyInstance;
  try {
    // Every JSON answer must fit the response its route declares (the published contract).
    app = await buildApp(config, { logger: false, checkResponses: true, database: pgliteOptions(), ...options });
  } catch (err) {
    await pgDb?.drop();
    fs.rmSync(tmp, { recursive: true, force: true });
    throw err;
  }
  const request: TestApp['request'] = ({ token, headers, ...opts }) =>
    app.inject({ ...opts, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  return {
    app,
    config,
    request,
    async login(email, password = 'password') {
      const res = await request({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
      if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
      return res.json<{ token: string }>().token;
    },
    async close() {
      await app.close();
      await pgDb?.drop();
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}
