/**
 * One server serves the whole app:
 *   /remotes/<folder>/*   each remote's build (`<STATIC_ROOT>/mf-*\/dist`), CORS open, hashed assets
 *                         cached for a year; `remoteEntry.js` too when asked with its current `?v=`
 *                         (a revisit loads it from the cache), else revalidated each time
 *   /remotes.json         `{ mf_auth: '<origin>/remotes/mf-auth/remoteEntry.js?v=<content hash>', … }`
 *                         (or REMOTES_JSON), never cached
 *   /flags/{ISO}.svg      3x2 country flags from `country-flag-icons` (docs/product.md §7)
 *   everything else GET   the shell (`shell/dist`), with history fallback to `index.html`, which carries
 *                         the start-up data (`/remotes.json`, `GET /api/config`, the share manifests the
 *                         first remote's check reads) and lists the URL's
 *                         first-screen files as modulepreload links (lib/first-screen.ts)
 * Built files go out precompressed (the `.br`/`.gz` written beside them at build time) when accepted.
 * A build that is missing answers a plain-text 503 saying how to build it. Unknown `/api`, `/socket.io`,
 * `/remotes` and `/flags` paths answer 404 `{message}`.
 * @see docs/architecture.md "Composition at run time"
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REMOTE_NAMES, remotesManifest } from '@scriptorium/contracts/core';
import type { AppConfig } from '../../config.js';
import { firstScreenFiles, roleHint, sharedManifests, withPreloads, withStartup } from '../../lib/first-screen.js';
import { buildsOnDisk, pageFragment, remoteBuildsOverHttp, withFragment, type BuildReader } from '../../lib/page-fragments.js';
import { runtimeConfigOf } from '../../routes/api/config/index.js';

/** Remote folders served under `/remotes/<folder>/`, e.g. `mf-orders` (federation name `mf_orders`). */
export const REMOTE_FOLDERS = REMOTE_NAMES.map((n) => n.replace('_', '-'));

const FLAGS_DIR = path.join(path.dirname(createRequire(import.meta.url).resolve('country-flag-icons/package.json')), '3x2');
const RESERVED = /^\/(api|socket\.io|remotes|flags)(\/|$)/;
// Vite names built assets `name-<hash>.ext`: safe to cache forever.
const HASHED = /[-.][A-Za-z0-9_-]{8,}\.(js|mjs|css|woff2?|ttf|svg|png|jpe?g|webp|gif|ico|map|json|wasm)$/;

function setCache(reply: FastifyReply, file: string, immutable = HASHED.test(path.basename(file)) && !file.endsWith('remoteEntry.js') && !file.endsWith('index.html')): void {
  reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
}

const entryVersions = new Map<string, { mtimeMs: number; version: string }>();

/** The first 12 hex digits of the SHA-256 of a remote's built `remoteEntry.js`; null when it is not built. */
function entryVersion(dist: string): string | null {
  const file = path.join(dist, 'remoteEntry.js');
  try {
    const { mtimeMs } = fs.statSync(file);
    const known = entryVersions.get(file);
    if (known?.mtimeMs === mtimeMs) return known.version;
    const version = createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 12);
    entryVersions.set(file, { mtimeMs, version });
    return version;
  } catch {
    return null;
  }
}

let shellIndex: { mtimeMs: number; html: string } | undefined;

/** The shell's built `index.html`, read once per build. */
function shellHtml(shellDist: string): string {
  const file = path.join(shellDist, 'index.html');
  const { mtimeMs } = fs.statSync(file);
  if (shellIndex?.mtimeMs !== mtimeMs) shellIndex = { mtimeMs, html: fs.readFileSync(file, 'utf8') };
  return shellIndex.html;
}

function notBuilt(reply: FastifyReply, what: string): FastifyReply {
  return reply.code(503).type('text/plain; charset=utf-8').header('Cache-Control', 'no-store').send(`${what} is not built: run npm run build\n`);
}

/** A file below `root` for the URL path `rel`, or null (missing, a folder, or outside root). */
function existingFile(root: string, rel: string): string | null {
  const full = path.resolve(root, '.' + path.posix.normalize('/' + rel));
  if (!full.startsWith(root + path.sep)) return null;
  try {
    return fs.statSync(full).isFile() ? path.relative(root, full) : null;
  } catch {
    return null;
  }
}

export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    // `preCompressed`: answer `<file>.br` / `<file>.gz` (written by the build, federation/precompress.ts) when
    // the browser accepts it, with `Content-Encoding` and `Vary: Accept-Encoding`.
    await app.register(fastifyStatic, { root: config.staticRoot, serve: false, preCompressed: true });
    const shellDist = path.join(config.staticRoot, 'shell', 'dist');
    const onDisk = buildsOnDisk(config.staticRoot);

    // Static files are not part of the API: keep them out of the OpenAPI document.
    const hidden = { schema: { hide: true } };

    /** A remote's entry as `/remotes.json` names it: `/remotes/<folder>/remoteEntry.js?v=<content hash>`. */
    const entryPath = (folder: string) => {
      const version = entryVersion(path.join(config.staticRoot, folder, 'dist'));
      return `/remotes/${folder}/remoteEntry.js${version ? `?v=${version}` : ''}`;
    };

    /** `/remotes.json`'s content for a request (the entries on its origin, or REMOTES_JSON). */
    const remotesFor = async (request: FastifyRequest): Promise<Record<string, string>> => {
      if (config.remotesJsonPath) return remotesManifest.parse(JSON.parse(await fs.promises.readFile(config.remotesJsonPath, 'utf8')));
      const origin = `${request.protocol}://${request.host}`;
      return Object.fromEntries(REMOTE_NAMES.map((name, i) => [name, origin + entryPath(REMOTE_FOLDERS[i])]));
    };

    /**
     * What `pathname`'s first screen loads for the role the request's cookie hints (lib/first-screen.ts),
     * `remotes` being the manifest the page names; [] when the lists cannot be read (a build of another
     * version: the page loads without them).
     */
    const pageFiles = (request: FastifyRequest, pathname: string, remotes: Record<string, string> | undefined): string[] => {
      try {
        // The entry as the page's manifest names it (under REMOTES_JSON, maybe on another origin).
        const entryOf = (folder: string) => (config.remotesJsonPath ? remotes?.[folder.replace('-', '_')] : entryPath(folder));
        return firstScreenFiles(config.staticRoot, pathname, roleHint(request.headers.cookie), entryOf, { remotesServedHere: !config.remotesJsonPath });
      } catch (err) {
        request.log.warn({ err }, 'could not read the first-screen lists');
        return [];
      }
    };

    /**
     * Where a page's prerendered fragments are read (lib/page-fragments.ts): the builds here, or under
     * REMOTES_JSON each remote's from beside the entry the manifest names (the shell's from here).
     */
    const buildsOf = (remotes: Record<string, string> | undefined): BuildReader =>
      config.remotesJsonPath ? remoteBuildsOverHttp(onDisk, (folder) => remotes?.[folder.replace('-', '_')]) : onDisk;

    app.get('/remotes.json', hidden, async (request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return remotesFor(request);
    });

    app.get<{ Params: { folder: string; '*': string }; Querystring: { v?: string } }>('/remotes/:folder/*', hidden, async (request, reply) => {
      const { folder } = request.params;
      if (!REMOTE_FOLDERS.includes(folder)) return reply.code(404).send({ message: `Unknown remote ${folder}` });
      const dist = path.join(config.staticRoot, folder, 'dist');
      if (!fs.existsSync(dist)) return notBuilt(reply, `The remote ${folder}`);
      const file = existingFile(dist, request.params['*']);
      if (!file) return reply.code(404).send({ message: 'File not found' });
      if (file === 'remoteEntry.js') setCache(reply, file, request.query.v !== undefined && request.query.v === entryVersion(dist));
      else setCache(reply, file);
      return reply.sendFile(file, dist, { cacheControl: false });
    });

    // The list a page of `path` would carry (see `shell` below), for the shell's in-app navigation: going
    // to a screen it has not shown yet (after a sign-in, most often), it preloads the files at once
    // instead of discovering them one import after another (shell features/remotes/preloadScreen.ts).
    const notAPath = 'The path must be a URL path starting with /.';
    const firstScreenQuery = z.object({ path: z.string({ error: notAPath }).startsWith('/', notAPath).max(2048, notAPath) });
    app.withTypeProvider<ZodTypeProvider>().get('/first-screen', { schema: { hide: true, querystring: firstScreenQuery } }, async (request, reply) => {
      const pathname = request.query.path;
      reply.header('Cache-Control', 'no-cache');
      reply.header('Vary', 'Cookie');
      const remotes = config.remotesJsonPath ? await remotesFor(request).catch(() => undefined) : undefined;
      return { files: pageFiles(request, pathname, remotes) };
    });

    app.get<{ Params: { file: string } }>('/flags/:file', hidden, async (request, reply) => {
      const m = /^([A-Za-z]{2}(?:-[A-Za-z]{2,3})?)\.svg$/.exec(request.params.file);
      const file = m && existingFile(FLAGS_DIR, `${m[1].toUpperCase()}.svg`);
      if (!file) return reply.code(404).send({ message: 'Flag not found' });
      reply.header('Cache-Control', 'public, max-age=604800');
      return reply.sendFile(file, FLAGS_DIR, { cacheControl: false });
    });

    // The shell's files and pages: a route (so @fastify/compress compresses the page) for every GET no
    // other route takes, and the not-found handler for the rest (same answers).
    const shell = async (request: FastifyRequest, reply: FastifyReply) => {
      let pathname: string;
      try {
        pathname = decodeURIComponent(request.url.split('?')[0]);
      } catch {
        return reply.code(400).send({ message: 'Malformed URL' });
      }
      // A prerendered form submitted before the app took the page over (its forms post, so nothing typed
      // lands in a URL): back to the page. Only a page that carries such a form; any other POST is a 404.
      if (request.method === 'POST' && !RESERVED.test(pathname) && (await pageFragment(buildsOf(await remotesFor(request).catch(() => undefined)), pathname, 'guest'))) return reply.redirect(request.url, 303);
      if ((request.method !== 'GET' && request.method !== 'HEAD') || RESERVED.test(pathname)) {
        return reply.code(404).send({ message: `Route ${request.method} ${pathname} not found` });
      }
      if (!fs.existsSync(path.join(shellDist, 'index.html'))) return notBuilt(reply, 'The shell');
      const file = pathname === '/' ? null : existingFile(shellDist, pathname);
      if (file) {
        setCache(reply, file);
        return reply.sendFile(file, shellDist, { cacheControl: false });
      }
      // A missing asset must not come back as HTML (browsers would report a MIME error instead of a 404).
      if (/\.[A-Za-z0-9]{1,8}$/.test(pathname)) return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
      reply.header('Cache-Control', 'no-cache');
      // The page carries what the shell reads before its first render (`/remotes.json`, `GET /api/config`)
      // and, with the remotes served here, lists what the URL's first screen loads (lib/first-screen.ts).
      // An unreadable REMOTES_JSON leaves the manifest out: the shell then asks `/remotes.json` and says why.
      const remotes = await remotesFor(request).catch((err: unknown) => request.log.error({ err }, 'REMOTES_JSON is unreadable'));
      const role = roleHint(request.headers.cookie);
      const shared = sharedManifests(config.staticRoot, pathname, role, { remotesServedHere: !config.remotesJsonPath });
      const startup = { ...(remotes ? { remotes } : {}), config: runtimeConfigOf(config), shared };
      const files = pageFiles(request, pathname, remotes ?? undefined);
      // The page differs with the role cookie.
      const vary = reply.getHeader('vary');
      reply.header('Vary', vary ? `${String(vary)}, Cookie` : 'Cookie');
      // A guest's first screen prerendered by its remote comes as HTML (lib/page-fragments.ts).
      const fragment = await pageFragment(buildsOf(remotes ?? undefined), pathname, role);
      return reply.type('text/html; charset=utf-8').compress(withFragment(withStartup(withPreloads(shellHtml(shellDist), files), startup), fragment));
    };
    app.get('/*', hidden, shell);
    app.setNotFoundHandler(shell);
  },
  { name: 'static-site' },
);
