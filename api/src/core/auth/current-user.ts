/**
 * Who is calling: resolves a bearer token to the user and their effective permissions, read from the
 * database on every request so a department change applies to the next request without a new login.
 * @see docs/product.md §6 Roles and permissions
 */
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import {
  ALL_PERMISSIONS,
  effectiveRole,
  toLocale,
  type Locale,
  type Role,
  type WriterState,
} from '@scriptorium/contracts/core';
import type { Executor } from '../../db/client.js';
import { access_tokens, department_modules, users } from '../../db/schema/index.js';
import { hashToken } from './tokens.js';

/** The signed-in caller as route handlers see it (`request.user`). */
export interface AuthUser {
  id: number;
  name: string;
  email: string;
  /** Effective role: `client`, `writer`, or `admin` for any other stored role (docs/product.md §1). */
  role: Role;
  /** The role as stored. */
  storedRole: string;
  status: WriterState;
  isSuperAdmin: boolean;
  departmentId: number | null;
  /** Dotted permission keys (admins: their department's union; super admins: all; others: none). */
  permissions: string[];
  /** Id of the access token of this request (null for socket lookups by user id). */
  tokenId: number | null;
  /** The person's saved language (`users.locale`; null until they choose one): their answers, mail and notifications. */
  locale?: Locale | null;
}

/** Where a service call comes from, for the audit log: IP, user agent, and the signed-in caller's id if any. */
export interface Origin {
  ip: string;
  userAgent?: string;
  id?: number | null;
}

/** The acting user of a service call (`request.actor`): the signed-in user and where the call comes from. */
export type Actor = AuthUser & Origin;

/** Union of the permissions of the department's modules; every key for a super admin; [] for non-admins. */
export async function effectivePermissions(
  db: Executor,
  user: { role: string; is_super_admin: boolean; department_id: number | null },
): Promise<string[]> {
  if (effectiveRole(user.role) !== 'admin') return [];
  if (user.is_super_admin) return [...ALL_PERMISSIONS];
  if (user.department_id == null) return [];
  const rows = await db
    .select({ permissions: department_modules.permissions })
    .from(department_modules)
    .where(eq(department_modules.department_id, user.department_id));
  return [...new Set(rows.flatMap((r) => r.permissions))];
}

type UserRow = typeof users.$inferSelect;

async function toAuthUser(db: Executor, u: UserRow, tokenId: number | null): Promise<AuthUser> {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    role: effectiveRole(u.role),
    storedRole: u.role,
    status: u.status,
    isSuperAdmin: u.is_super_admin,
    departmentId: u.department_id,
    permissions: await effectivePermissions(db, u),
    tokenId,
    locale: toLocale(u.locale),
  };
}

// last_used_at is written at most once a minute per token, not on every request.
const TOUCH_EVERY_MS = 60_000;

/**
 * The user owning a live token (not revoked, not expired, user not suspended), or null.
 * Also stamps the token's `last_used_at`.
 */
export async function userForToken(db: Executor, token: string): Promise<AuthUser | null> {
  const now = new Date();
  const [row] = await db
    .select({ token: access_tokens, user: users })
    .from(access_tokens)
    .innerJoin(users, eq(users.id, access_tokens.user_id))
    .where(
      and(
        eq(access_tokens.token_hash, hashToken(token)),
        isNull(access_tokens.revoked_at),
        gt(access_tokens.expires_at, now),
      ),
    )
    .limit(1);
  if (!row || row.user.status === 'suspended') return null;
  if (!row.token.last_used_at || now.getTime() - row.token.last_used_at.getTime() > TOUCH_EVERY_MS) {
    await db
      .update(access_tokens)
      .set({ last_used_at: now })
      .where(
        and(
          eq(access_tokens.id, row.token.id),
          or(
            isNull(access_tokens.last_used_at),
            lt(access_tokens.last_used_at, new Date(now.getTime() - TOUCH_EVERY_MS)),
          ),
        ),
      );
  }
  return toAuthUser(db, row.user, row.token.id);
}

/** Loads a user by id as an {@link AuthUser} (no token), or null. */
export async function authUserById(db: Executor, id: number): Promise<AuthUser | null> {
  const [u] = await db.select().from(users).where(eq(users.id, id));
  return u ? toAuthUser(db, u, null) : null;
}

/**
 * The session of token `tokenId` while it lives (not revoked, not expired, user not suspended): its user
 * and when it expires; null otherwise. Sockets and signed download links hold a token id, not the token.
 */
export async function liveSession(db: Executor, tokenId: number): Promise<{ user: AuthUser; expiresAt: Date } | null> {
  const [row] = await db
    .select({ token: access_tokens, user: users })
    .from(access_tokens)
    .innerJoin(users, eq(users.id, access_tokens.user_id))
    .where(
      and(eq(access_tokens.id, tokenId), isNull(access_tokens.revoked_at), gt(access_tokens.expires_at, new Date())),
    )
    .limit(1);
  if (!row || row.user.status === 'suspended') return null;
  return { user: await toAuthUser(db, row.user, row.token.id), expiresAt: row.token.expires_at };
}
