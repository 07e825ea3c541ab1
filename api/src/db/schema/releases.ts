/**
 * Releases of the remotes: each uploaded build is an immutable release whose files sit in the file
 * storage under `releases/<remote>/<id>/`; these tables record them, which one each remote serves, and
 * the browsers previewing one.
 * @see docs/deploying.md Releases
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ReleaseState } from '@scriptorium/contracts/settings';
import { id, tstz } from './columns.js';
import { access_tokens, users } from './users.js';

/** One release of a remote. At most one is `live` and one `canary` per remote (partial unique indexes). */
export const releases = pgTable(
  'releases',
  {
    /** The remote's folder name: `mf-settings`. */
    remote: text().notNull(),
    /** `<version>+<content hash>` (contracts RELEASE_ID_PATTERN). */
    id: text().notNull(),
    version: text().notNull(),
    content_hash: text().notNull(),
    commit: text(),
    kit_version: text(),
    contracts_version: text(),
    check_ok: boolean().notNull(),
    check_line: text().notNull(),
    /** `upload` (through the API) or `build` (the build found beside the app at start). */
    source: text().$type<'upload' | 'build'>().notNull(),
    /** Every file's path in the release (`remoteEntry.js`, `assets/…`, `own-kit/…`), the precompressed `.br`/`.gz` included. */
    paths: jsonb().$type<string[]>().notNull(),
    files: integer().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    state: text().$type<ReleaseState>().notNull().default('uploaded'),
    canary_percent: integer(),
    uploaded_by: integer().references(() => users.id, { onDelete: 'set null' }),
    uploaded_at: tstz().notNull().defaultNow(),
    /** When it last became live by a promotion: a rollback goes to the one live before, in this order. */
    live_at: tstz(),
    changed_by: integer().references(() => users.id, { onDelete: 'set null' }),
    changed_at: tstz(),
    client_errors: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.remote, t.id] }),
    uniqueIndex('releases_live_unique')
      .on(t.remote)
      .where(sql`state = 'live'`),
    uniqueIndex('releases_canary_unique')
      .on(t.remote)
      .where(sql`state = 'canary'`),
  ],
);

/**
 * What each remote serves changes only under a lock on its row here, and each change bumps `revision`:
 * a promotion names the revision it saw, so of two at once one wins and the other is told (409).
 */
export const release_channels = pgTable('release_channels', {
  remote: text().primaryKey(),
  revision: integer().notNull().default(0),
  updated_at: tstz().notNull().defaultNow(),
});

/**
 * A browser previewing a release: it holds the secret in a session cookie; the preview lasts while the
 * access token that asked for it lives (its row goes with the token).
 */
export const release_previews = pgTable(
  'release_previews',
  {
    id: id(),
    /** SHA-256 (hex) of the cookie's secret. */
    secret_hash: text().notNull(),
    token_id: integer()
      .notNull()
      .references(() => access_tokens.id, { onDelete: 'cascade' }),
    remote: text().notNull(),
    release_id: text().notNull(),
    created_at: tstz().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('release_previews_secret_unique').on(t.secret_hash),
    index('release_previews_token_idx').on(t.token_id),
    foreignKey({ columns: [t.remote, t.release_id], foreignColumns: [releases.remote, releases.id] }).onDelete(
      'cascade',
    ),
  ],
);
