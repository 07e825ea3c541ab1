/**
 * People and their credentials: users, access tokens, password resets.
 * @see docs/product.md §3 User; docs/architecture.md API (opaque bearer tokens stored hashed, argon2id)
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Locale, WriterState } from '@scriptorium/contracts/core';
import { id, timestamps, tstz } from './columns.js';
import { departments } from './departments.js';
import { websites } from './settings.js';

/**
 * A person. `role` is stored as text: `client`, `writer`, or anything else (treated as admin, docs/product.md §1).
 * `email` is stored lower-case. `password` is an argon2id hash, null for Google-only accounts.
 */
export const users = pgTable(
  'users',
  {
    id: id(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    country_code: text(),
    profile_picture: text(),
    role: text().notNull().default('client'),
    status: text().$type<WriterState>().notNull().default('active'),
    website_id: integer().references(() => websites.id, { onDelete: 'set null' }),
    department_id: integer().references(() => departments.id, { onDelete: 'set null' }),
    password: text(),
    is_super_admin: boolean().notNull().default(false),
    google_id: text(),
    /**
     * The language the person chose (`en` | `sw`, contracts/src/locales.ts; set at registration to the one
     * they registered in, and by the switch): their answers, mail and notifications. Null until chosen:
     * their browser's language then (mail: English).
     */
    locale: text().$type<Locale>(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_role_status_idx').on(t.role, t.status),
    index('users_department_idx').on(t.department_id),
    // Table search (`ILIKE '%term%'`) on names and e-mails: trigram GIN indexes (pg_trgm, migration 0002).
    index('users_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
  ],
);

/** Opaque bearer tokens: only the sha256 of the token is stored. Revoked at logout. */
export const access_tokens = pgTable(
  'access_tokens',
  {
    id: id(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text().notNull(),
    expires_at: tstz().notNull(),
    revoked_at: tstz(),
    last_used_at: tstz(),
    created_at: tstz().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('access_tokens_hash_unique').on(t.token_hash), index('access_tokens_user_idx').on(t.user_id)],
);

/** Single-use password reset tokens (sha256 stored), sent by mail. */
export const password_resets = pgTable(
  'password_resets',
  {
    id: id(),
    email: text().notNull(),
    token_hash: text().notNull(),
    expires_at: tstz().notNull(),
    used_at: tstz(),
    created_at: tstz().notNull().defaultNow(),
  },
  (t) => [index('password_resets_email_idx').on(t.email), uniqueIndex('password_resets_hash_unique').on(t.token_hash)],
);
