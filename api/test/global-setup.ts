/**
 * Once per test run (embedded PGlite only): an empty, initialised database cluster as a tarball, which
 * every test app starts from (`pgliteTemplate`, read by helpers/test-app.ts). A fresh in-memory PGlite
 * runs initdb, seconds of CPU per test file; loading the tarball skips it and gives the same cluster.
 * With DATABASE_URL set (the scale run) each file gets a fresh PostgreSQL database instead.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the empty cluster's tarball (PGlite `dumpDataDir`), or '' on PostgreSQL. */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return undefined;
  }
  const client = new PGlite({ extensions: { pg_trgm } });
  await client.waitReady;
  const tarball = await client.dumpDataDir('none');
  await client.close();
  const dir = mkdtempSync(join(tmpdir(), 'scriptorium-pglite-'));
  const file = join(dir, 'cluster.tar');
  writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
