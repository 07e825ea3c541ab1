/**
 * Which release of each remote a page, `/remotes.json` and the first-screen lists name for one browser:
 * the live release; the canary instead for the people whose bucket falls within its share; the previewed
 * release for the browser previewing it. A person's bucket is stable: from their user id when signed in
 * (the shell keeps it in the `scriptorium_uid` cookie, a hint that grants nothing), else from a random
 * first-party cookie the page server gives a guest.
 * @see docs/deploying.md Releases
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Preview } from './preview.js';
import type { ServedReleases } from './records.js';

/** The cookie holding a signed-in person's id, written by the shell (features/remotes/bucketHint.ts). */
export const USER_BUCKET_COOKIE = 'scriptorium_uid';
/** The cookie holding a guest's random bucket key, set by the page server when a canary runs. */
export const GUEST_BUCKET_COOKIE = 'scriptorium_bucket';

/** The value of cookie `name` in a `Cookie` header; undefined when absent. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

/** The bucket key of a request's cookies: `u:<id>` when signed in, `g:<random>` for a guest with one, else null. */
export function bucketKeyOf(cookieHeader: string | undefined): string | null {
  const uid = cookieValue(cookieHeader, USER_BUCKET_COOKIE);
  if (uid && /^\d{1,10}$/.test(uid)) return `u:${uid}`;
  const guest = cookieValue(cookieHeader, GUEST_BUCKET_COOKIE);
  return guest && /^[\w-]{8,64}$/.test(guest) ? `g:${guest}` : null;
}

/** A new guest bucket key (the cookie's value). */
export function newGuestBucket(): string {
  return randomBytes(12).toString('base64url');
}

/**
 * The bucket (0–99) of `key` for the canary `release` of `remote`: stable for one person and one canary,
 * and independent between canaries. Whoever is in at N % stays in at any larger N.
 */
export function canaryBucket(key: string, remote: string, release: string): number {
  return createHash('sha256').update(`${remote}\0${release}\0${key}`).digest().readUInt32BE(0) % 100;
}

/** Which release a remote is served from for one browser, and why. */
export interface ServedRelease {
  id: string;
  via: 'live' | 'canary' | 'preview';
}

/**
 * The release of each remote for a browser with bucket key `bucketKey` (null: no canary) previewing
 * `preview` (null: none). Remotes without a release are left out.
 */
export function releasesForBrowser(
  served: ReadonlyMap<string, ServedReleases>,
  bucketKey: string | null,
  preview: Preview | null,
): Map<string, ServedRelease> {
  const chosen = new Map<string, ServedRelease>();
  for (const [remote, { live, canary }] of served) {
    if (canary && bucketKey && canaryBucket(bucketKey, remote, canary.id) < canary.percent)
      chosen.set(remote, { id: canary.id, via: 'canary' });
    else if (live) chosen.set(remote, { id: live, via: 'live' });
  }
  if (preview) chosen.set(preview.remote, { id: preview.release, via: 'preview' });
  return chosen;
}

/** Whether any remote runs a canary (a guest without a bucket then gets one). */
export function anyCanary(served: ReadonlyMap<string, ServedReleases>): boolean {
  return [...served.values()].some((s) => s.canary);
}
