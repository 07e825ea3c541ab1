/**
 * Opaque bearer tokens: 32 random bytes (base64url) handed to the client once; only their sha256 is
 * stored in `access_tokens`, with an expiry, and revoked at logout.
 * @see docs/architecture.md API (auth); docs/product.md §6 ('undefined' and 'null' are no token)
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { access_tokens } from '../../db/schema/index.js';

/** A new random secret: 32 bytes, base64url (43 characters). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Hex sha256 of a token, the form stored in the database. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The token of an `Authorization: Bearer <token>` header, or null when absent, malformed, or the
 * strings `undefined` / `null` (what a client sends when it has none).
 */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  const token = match?.[1];
  if (!token || token === 'undefined' || token === 'null') return null;
  return token;
}

/** Issues a token for `userId` valid `ttlDays` days; returns the plain token (shown once). */
export async function issueToken(db: Executor, userId: number, ttlDays: number): Promise<string> {
  const token = randomToken();
  await db.insert(access_tokens).values({
    user_id: userId,
    token_hash: hashToken(token),
    expires_at: new Date(Date.now() + ttlDays * 86_400_000),
  });
  return token;
}

/** Revokes one token by id (logout). */
export async function revokeToken(db: Executor, tokenId: number): Promise<void> {
  await db.update(access_tokens).set({ revoked_at: new Date() }).where(eq(access_tokens.id, tokenId));
}

/**
 * Revokes the live tokens of a user (after a password reset, a password change, a suspension), except
 * `keepTokenId` (the caller's own session) when given. Returns the ids revoked, for
 * `endSocketSessions` once the transaction commits.
 */
export async function revokeAllTokens(
  db: Executor,
  userId: number,
  keepTokenId: number | null = null,
): Promise<number[]> {
  const rows = await db
    .update(access_tokens)
    .set({ revoked_at: new Date() })
    .where(
      and(
        eq(access_tokens.user_id, userId),
        isNull(access_tokens.revoked_at),
        keepTokenId == null ? undefined : ne(access_tokens.id, keepTokenId),
      ),
    )
    .returning({ id: access_tokens.id });
  return rows.map((r) => r.id);
}
