/**
 * What the page server (routes/site.ts) needs of the releases: which release of each remote
 * a request gets (live, canary or preview; services/releases/serving.ts), its files at
 * `/releases/<remote>/<id>/<path>` (precompressed when accepted, cached as immutable: the path names
 * the bytes), and its build outputs the page is composed from (first-screen list, share manifest,
 * fragments).
 * @see docs/deploying.md Releases
 */
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import { RELEASE_ID_PATTERN, RELEASE_REMOTES } from '@scriptorium/contracts/settings';
import type { Db } from '../../db/client.js';
import type { Storage } from '../../core/storage/index.js';
import { readReleaseFile, readReleaseText } from './files.js';
import { PREVIEW_COOKIE, previewOf, type Preview } from './preview.js';
import { findRelease, servedReleases } from './records.js';
import {
  GUEST_BUCKET_COOKIE,
  anyCanary,
  bucketKeyOf,
  cookieValue,
  newGuestBucket,
  releasesForBrowser,
  type ServedRelease,
} from './serving.js';

/** Content types of what a build holds. */
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

/** What one request is served: each remote's release (remotes without one are absent) and the preview, if any. */
export interface BrowserReleases {
  releases: Map<string, ServedRelease>;
  preview: Preview | null;
}

/** What the release site reads of an HTTP request (a Fastify request fits). */
export interface SiteRequest {
  headers: { cookie?: string; 'accept-encoding'?: string | string[] };
}

/** What the release site writes on an HTTP reply (a Fastify reply fits). */
export interface SiteReply {
  header(name: string, value: string): unknown;
  code(statusCode: number): { send(payload?: unknown): unknown };
  send(payload?: unknown): unknown;
}

/** The page server's view of the releases; `Q` is its request type. */
export interface ReleaseSite<Q extends SiteRequest = SiteRequest> {
  /**
   * The releases `request`'s browser gets. Gives a guest without a bucket one (a cookie on `reply`) while
   * a canary runs, so the same guest keeps getting the same build.
   */
  forBrowser(request: Q, reply: SiteReply): Promise<BrowserReleases>;
  /** Answers `GET /releases/<remote>/<id>/<path>`: the file, 404 for an unknown release or file. */
  serveFile(request: Q, reply: SiteReply, remote: string, id: string, rel: string): Promise<unknown>;
  /** File `rel` of a release as text (cached: releases never change); null when it has none. */
  text(remote: string, id: string, rel: string): Promise<string | null>;
}

/** A {@link ReleaseSite} over the app's database and file storage. */
export function releaseSite<Q extends SiteRequest>(
  db: Db,
  storage: Storage,
  { secure }: { secure: (request: Q) => boolean },
): ReleaseSite<Q> {
  // A release's paths never change; a deleted release's files are gone from storage, so a stale entry here answers 404 anyway.
  const pathsOf = new LRUCache<string, Promise<Set<string> | null>>({ max: 200 });
  const releasePaths = (remote: string, id: string) => {
    const key = `${remote}/${id}`;
    let known = pathsOf.get(key);
    if (!known) {
      known = findRelease(db, remote, id).then((r) => (r ? new Set(r.paths) : null));
      pathsOf.set(key, known);
      // Not kept when missing: the release may be recorded a moment later.
      known.then(
        (set) => set ?? pathsOf.delete(key),
        () => pathsOf.delete(key),
      );
    }
    return known;
  };

  return {
    async forBrowser(request, reply) {
      const cookies = request.headers.cookie;
      const served = await servedReleases(db);
      let bucket = bucketKeyOf(cookies);
      if (!bucket && anyCanary(served)) {
        const guest = newGuestBucket();
        bucket = `g:${guest}`;
        reply.header(
          'Set-Cookie',
          `${GUEST_BUCKET_COOKIE}=${guest}; Path=/; Max-Age=31536000; SameSite=Lax${secure(request) ? '; Secure' : ''}`,
        );
      }
      let preview = await previewOf(db, cookieValue(cookies, PREVIEW_COOKIE));
      if (preview && !(await releasePaths(preview.remote, preview.release))) preview = null;
      return { releases: releasesForBrowser(served, bucket, preview), preview };
    },

    async serveFile(request, reply, remote, id, rel) {
      const known =
        (RELEASE_REMOTES as readonly string[]).includes(remote) && RELEASE_ID_PATTERN.test(id)
          ? await releasePaths(remote, id)
          : null;
      if (!known) return reply.code(404).send({ message: `Release ${id} of ${remote} not found` });
      if (!known.has(rel)) return reply.code(404).send({ message: 'File not found' });
      const accepts = String(request.headers['accept-encoding'] ?? '');
      const encoding =
        /\bbr\b/.test(accepts) && known.has(`${rel}.br`)
          ? 'br'
          : /\bgzip\b/.test(accepts) && known.has(`${rel}.gz`)
            ? 'gzip'
            : null;
      const stream = await readReleaseFile(
        storage,
        remote,
        id,
        encoding ? `${rel}.${encoding === 'br' ? 'br' : 'gz'}` : rel,
      );
      if (!stream) return reply.code(404).send({ message: 'File not found' });
      reply.header('Content-Type', TYPES[path.extname(rel).toLowerCase()] ?? 'application/octet-stream');
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      if (known.has(`${rel}.br`) || known.has(`${rel}.gz`)) reply.header('Vary', 'Accept-Encoding');
      if (encoding) reply.header('Content-Encoding', encoding);
      return reply.send(stream);
    },

    text: (remote, id, rel) => readReleaseText(storage, remote, id, rel),
  };
}
