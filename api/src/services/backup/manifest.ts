/**
 * The manifest at the top of a backup archive (`manifest.json`): which release and migration level made
 * it, when, and what it holds, so a restore can refuse an archive this release cannot read.
 */
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../config.js';
import { MIGRATIONS_FOLDER } from '../../db/migrate.js';

/** Version of the archive layout: `manifest.json`, `database/…`, `files/<storage key>`. */
export const BACKUP_FORMAT = 1;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  /** `version` of the root package.json of the release that took the backup. */
  app_version: string;
  /** Migrations applied to the database: how many, and the tag of the last (`0003_phones_e164`). */
  migration: { count: number; last: string | null };
  /** ISO 8601, UTC. */
  created_at: string;
  /** `pglite`: `database/pglite.tar.gz` (its data folder); `postgres`: `database/postgres.dump` (pg_dump custom format). */
  database: 'pglite' | 'postgres';
  /** Where the files came from; they are under `files/` either way. */
  storage: 'disk' | 's3';
  /** Number of stored files in the archive. */
  files: number;
}

/** A refusal or failure to report to the operator as is (no stack trace). */
export class BackupError extends Error {}

interface JournalEntry {
  tag: string;
  when: number;
}

/** This release's migrations (tag and the `created_at` Drizzle records for it), oldest first. */
export function knownMigrations(): JournalEntry[] {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}

/** SQL listing the applied migrations' `created_at` (Drizzle's bookkeeping table, on both engines). */
export const APPLIED_MIGRATIONS_SQL =
  'select created_at::text as created_at from drizzle.__drizzle_migrations order by created_at';

/** The manifest's `migration` from the `created_at` values of the applied migrations. */
export function migrationLevel(applied: string[]): BackupManifest['migration'] {
  const last = applied.at(-1);
  if (!last) return { count: 0, last: null };
  const known = knownMigrations().find((m) => String(m.when) === last);
  return { count: applied.length, last: known?.tag ?? `unknown migration of ${new Date(Number(last)).toISOString()}` };
}

/** The root package.json's version. */
export function appVersion(): string {
  return (JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * Reads and checks `manifest.json` in an unpacked archive. Throws {@link BackupError} when it is
 * missing, of another format, or made by a release with migrations this one does not have.
 */
export function readManifest(folder: string): BackupManifest {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(folder, 'manifest.json'), 'utf8')) as BackupManifest;
  } catch {
    throw new BackupError('This file is not a Scriptorium backup (no readable manifest.json in it).');
  }
  if (manifest.format !== BACKUP_FORMAT)
    throw new BackupError(`This backup has format ${manifest.format}; this release reads format ${BACKUP_FORMAT}.`);
  const known = knownMigrations();
  if (
    manifest.migration.count > known.length ||
    (manifest.migration.last && !known.some((m) => m.tag === manifest.migration.last))
  ) {
    throw new BackupError(
      `This backup comes from a newer release (${manifest.app_version}, migration ${manifest.migration.last}); this one knows migrations up to ${known.at(-1)?.tag}. Restore it with that release or a later one.`,
    );
  }
  return manifest;
}
