/**
 * Previewing a release in one browser: an admin holding `deploy.releases.preview` asks for it with their
 * token, the browser gets a session cookie holding a random secret, and every page it loads then serves
 * that release of that remote. The preview lives as long as the token that asked (a sign-out, a password
 * change or a suspension ends it) and the admin still holds the key; nobody else's pages change.
 * @see docs/deploying.md Releases
 */
import { eq } from 'drizzle-orm';
import { hasPermission } from '@scriptorium/contracts/core';
import type { Executor } from '../../db/client.js';
import { release_previews } from '../../db/schema/index.js';
import { liveSession } from '../../core/auth/current-user.js';
import { hashToken, randomToken } from '../../core/auth/tokens.js';
import { audit } from '../../core/audit.js';
import type { Origin } from '../../core/auth/current-user.js';

/** The cookie holding a browser's preview secret: a session cookie, sent to this origin only. */
export const PREVIEW_COOKIE = 'scriptorium_preview';

/** The permission that lets an admin preview a release. */
export const PREVIEW_PERMISSION = 'deploy.releases.preview';

/** What a browser previews. */
export interface Preview {
  remote: string;
  release: string;
}

/**
 * Starts a preview of `release` of `remote` for the session of token `tokenId` (replacing the one it
 * had); returns the secret the browser keeps in {@link PREVIEW_COOKIE}.
 */
export async function startPreview(db: Executor, from: Origin, tokenId: number, preview: Preview): Promise<string> {
  const secret = randomToken();
  await db.transaction(async (tx) => {
    await tx.delete(release_previews).where(eq(release_previews.token_id, tokenId));
    await tx.insert(release_previews).values({
      secret_hash: hashToken(secret),
      token_id: tokenId,
      remote: preview.remote,
      release_id: preview.release,
    });
    await audit(tx, from, 'release_preview', `Previewing release ${preview.release} of ${preview.remote}`);
  });
  return secret;
}

/**
 * The preview of the browser holding `secret`; null when there is none, its session has ended, or its
 * admin no longer holds {@link PREVIEW_PERMISSION}. (A deleted release takes its previews with it.)
 */
export async function previewOf(db: Executor, secret: string | undefined): Promise<Preview | null> {
  if (!secret) return null;
  const [row] = await db
    .select()
    .from(release_previews)
    .where(eq(release_previews.secret_hash, hashToken(secret)));
  if (!row) return null;
  const session = await liveSession(db, row.token_id);
  if (!session || !hasPermission(session.user.permissions, PREVIEW_PERMISSION)) return null;
  return { remote: row.remote, release: row.release_id };
}

/** Ends the preview of the browser holding `secret` (nothing when it has none). */
export async function endPreview(db: Executor, secret: string | undefined): Promise<void> {
  if (secret) await db.delete(release_previews).where(eq(release_previews.secret_hash, hashToken(secret)));
}
