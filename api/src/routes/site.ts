/**
 * The page server: every path outside `/api` (a route module like those of routes/api, registered at the
 * root by app.ts). One server serves the whole app:
 *   /remotes/<folder>/*   each remote's build (`<STATIC_ROOT>/mf-*\/dist`), CORS open, hashed assets
 *                         cached for a year; `remoteEntry.js` too when asked with its current `?v=`
 *                         (a revisit loads it from the cache), else revalidated each time
 *   /releases/<folder>/<id>/*  the files of a release of a remote (the app's file storage), CORS open,
 *                         cached as immutable: the id names the bytes (services/releases/site.ts)
 *   /remotes.json         each remote's release for this browser (live, canary or previewed):
 *                         `{ mf_auth: '<origin>/releases/mf-auth/0.1.0+3f2a9c1b7d4e/remoteEntry.js', … }`; a
 *                         remote without a release: `<origin>/remotes/mf-auth/remoteEntry.js?v=<content hash>`;
 *                         or REMOTES_JSON as it is. Never cached
 *   /flags/{ISO}.svg      3x2 country flags from `country-flag-icons` (docs/product.md §7)
 *   everything else GET   the shell (`shell/dist`), with history fallback to `index.html` in the visitor's
 *                         language (`<html lang>`, a guest's first screen: lib/page-fragments.ts), which carries
 *                         the start-up data (`/remotes.json`, `GET /api/config`, the share manifests the
 *                         first remote's check reads, the release this browser previews; for a guest, the
 *                         answers its first screen reads as it renders: lib/page-answers.ts) and lists the
 *                         URL's first-screen files as modulepreload links (lib/first-screen.ts)
 * Built files go out precompressed (the `.br`/`.gz` written beside them at build time) when accepted.
 * A build that is missing answers a plain-text 503 saying how to build it. Unknown `/api`, `/socket.io`,
 * `/remotes`, `/releases` and `/flags` paths answer 404 `{message}`. At start, each remote's build found
 * here is recorded as a release (services/releases/publish.ts recordLocalBuilds).
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
import { REMOTE_NAMES, remotesManifest, type RemoteFirstScreen } from '@scriptorium/contracts/core';
import type { AppConfig } from '../config.js';
import {
  firstScreenFiles,
  firstScreenOwner,
  roleHint,
  sharedManifests,
  withPreloads,
  withStartup,
  type ReleasedBuildOf,
  type RoleHint,
} from '../lib/first-screen.js';
import {
  buildsOnDisk,
  pageFragment,
  pageLocale,
  remoteBuildsOverHttp,
  withFragment,
  withLang,
  type BuildReader,
} from '../lib/page-fragments.js';
import { pageAnswers } from '../lib/page-answers.js';
import { runtimeConfigOf } from '../services/settings/runtime-config.js';
import { recordLocalBuilds } from '../services/releases/publish.js';
import { releaseSite, type BrowserReleases } from '../services/releases/site.js';

/** Remote folders served under `/remotes/<folder>/`, e.g. `mf-orders` (federation name `mf_orders`). */
export const REMOTE_FOLDERS = REMOTE_NAMES.map((n) => n.replace('_', '-'));

const FLAGS_DIR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('country-flag-icons/package.json')),
  '3x2',
);
const RESERVED = /^\/(api|socket\.io|remotes|releases|flags)(\/|$)/;
// Vite names built assets `name-<hash>.ext`: safe to cache forever.
const HASHED = /[-.][A-Za-z0-9_-]{8,}\.(js|mjs|css|woff2?|ttf|svg|png|jpe?g|webp|gif|ico|map|json|wasm)$/;

function setCache(
  reply: FastifyReply,
  file: string,
  immutable = HASHED.test(path.basename(file)) && !file.endsWith('remoteEntry.js') && !file.endsWith('index.html'),
): void {
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
  return reply
    .code(503)
    .type('text/plain; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(`${what} is not built: run npm run build\n`);
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
    const secure = (request: FastifyRequest) => request.protocol === 'https' || config.publicUrl.startsWith('https://');
    const releases = releaseSite(app.db, app.storage, { secure });
    // The builds beside the app become releases (the first of each remote on a fresh start). A failure
    // here must not keep the app down: remotes without a release are served from their builds as before.
    await recordLocalBuilds(
      { db: app.db, storage: app.storage, shellDist, appUrl: config.publicUrl },
      config.staticRoot,
      (message) => app.log.info(message),
    ).catch((err: unknown) => app.log.error({ err }, 'could not record the builds here as releases'));

    // Static files are not part of the API: keep them out of the OpenAPI document.
    const hidden = { schema: { hide: true } };

    /** A remote's entry as `/remotes.json` names it: `/remotes/<folder>/remoteEntry.js?v=<content hash>`. */
    const entryPath = (folder: string) => {
      const version = entryVersion(path.join(config.staticRoot, folder, 'dist'));
      return `/remotes/${folder}/remoteEntry.js${version ? `?v=${version}` : ''}`;
    };

    /** The path of a remote's entry for a browser: its release's, else its build's here. */
    const servedEntry = (folder: string, browser: BrowserReleases | null) => {
      const release = browser?.releases.get(folder);
      return release ? `/releases/${folder}/${release.id}/remoteEntry.js` : entryPath(folder);
    };

    /** The releases a request's browser gets (none under REMOTES_JSON, or when they cannot be read). */
    const browserOf = async (request: FastifyRequest, reply: FastifyReply): Promise<BrowserReleases | null> => {
      if (config.remotesJsonPath) return null;
      return releases.forBrowser(request, reply).catch((err: unknown) => {
        request.log.error({ err }, 'could not read the releases; serving the builds here');
        return null;
      });
    };

    /** `/remotes.json`'s content for a request (the entries on its origin, or REMOTES_JSON). */
    const remotesFor = async (
      request: FastifyRequest,
      browser: BrowserReleases | null,
    ): Promise<Record<string, string>> => {
      if (config.remotesJsonPath)
        return remotesManifest.parse(JSON.parse(await fs.promises.readFile(config.remotesJsonPath, 'utf8')));
      const origin = `${request.protocol}://${request.host}`;
      return Object.fromEntries(
        REMOTE_NAMES.map((name, i) => [name, origin + servedEntry(REMOTE_FOLDERS[i], browser)]),
      );
    };

    /** What the release `pathname`'s first screen comes from wrote about itself (its list and needs), read before the page is composed. */
    const releasedBuilds = async (
      pathname: string,
      role: RoleHint,
      browser: BrowserReleases | null,
    ): Promise<ReleasedBuildOf | undefined> => {
      const folder = firstScreenOwner(pathname, role);
      const release = folder ? browser?.releases.get(folder) : undefined;
      if (!folder || !release) return undefined;
      const json = async (rel: string) => {
        try {
          return JSON.parse((await releases.text(folder, release.id, rel)) ?? 'null') as unknown;
        } catch {
          return null;
        }
      };
      const [firstScreen, needs] = await Promise.all([json('first-screen.json'), json('shared-needs.json')]);
      const build = {
        base: `/releases/${folder}/${release.id}/`,
        firstScreen: firstScreen as RemoteFirstScreen | null,
        needs,
      };
      return (f) => (f === folder ? build : undefined);
    };

    /**
     * What `pathname`'s first screen loads for the role the request's cookie hints (lib/first-screen.ts),
     * `remotes` being the manifest the page names; [] when the lists cannot be read (a build of another
     * version: the page loads without them).
     */
    const pageFiles = (
      request: FastifyRequest,
      pathname: string,
      remotes: Record<string, string> | undefined,
      browser: BrowserReleases | null,
      released?: ReleasedBuildOf,
    ): string[] => {
      try {
        // The entry as the page's manifest names it (under REMOTES_JSON, maybe on another origin).
        const entryOf = (folder: string) =>
          config.remotesJsonPath ? remotes?.[folder.replace('-', '_')] : servedEntry(folder, browser);
        return firstScreenFiles(config.staticRoot, pathname, roleHint(request.headers.cookie), entryOf, {
          remotesServedHere: !config.remotesJsonPath,
          released,
        });
      } catch (err) {
        request.log.warn({ err }, 'could not read the first-screen lists');
        return [];
      }
    };

    /**
     * Where a page's prerendered fragments are read (lib/page-fragments.ts): each remote's from the release
     * the browser gets, else its build here; under REMOTES_JSON each remote's from beside the entry the
     * manifest names (the shell's from here).
     */
    const buildsOf = (remotes: Record<string, string> | undefined, browser: BrowserReleases | null): BuildReader => {
      if (config.remotesJsonPath) return remoteBuildsOverHttp(onDisk, (folder) => remotes?.[folder.replace('-', '_')]);
      return async (folder, rel) => {
        const release = browser?.releases.get(folder);
        if (!release) return onDisk(folder, rel);
        const inside = path.posix.normalize(rel);
        return inside.startsWith('../') || inside.startsWith('/') ? null : releases.text(folder, release.id, inside);
      };
    };

    app.get('/remotes.json', hidden, async (request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      reply.header('Vary', 'Cookie');
      return remotesFor(request, await browserOf(request, reply));
    });

    app.get<{ Params: { folder: string; id: string; '*': string } }>(
      '/releases/:folder/:id/*',
      hidden,
      async (request, reply) =>
        releases.serveFile(request, reply, request.params.folder, request.params.id, request.params['*']),
    );

    app.get<{ Params: { folder: string; '*': string }; Querystring: { v?: string } }>(
      '/remotes/:folder/*',
      hidden,
      async (request, reply) => {
        const { folder } = request.params;
        if (!REMOTE_FOLDERS.includes(folder)) return reply.code(404).send({ message: `Unknown remote ${folder}` });
        const dist = path.join(config.staticRoot, folder, 'dist');
        if (!fs.existsSync(dist)) return notBuilt(reply, `The remote ${folder}`);
        const file = existingFile(dist, request.params['*']);
        if (!file) return reply.code(404).send({ message: 'File not found' });
        if (file === 'remoteEntry.js')
          setCache(reply, file, request.query.v !== undefined && request.query.v === entryVersion(dist));
        else setCache(reply, file);
        return reply.sendFile(file, dist, { cacheControl: false });
      },
    );

    // The list a page of `path` would carry (see `shell` below), for the shell's in-app navigation: going
    // to a screen it has not shown yet (after a sign-in, most often), it preloads the files at once
    // instead of discovering them one import after another (shell features/remotes/preloadScreen.ts).
    const notAPath = 'The path must be a URL path starting with /.';
    const firstScreenQuery = z.object({
      path: z.string({ error: notAPath }).startsWith('/', notAPath).max(2048, notAPath),
    });
    app
      .withTypeProvider<ZodTypeProvider>()
      .get('/first-screen', { schema: { hide: true, querystring: firstScreenQuery } }, async (request, reply) => {
        const pathname = request.query.path;
        reply.header('Cache-Control', 'no-cache');
        reply.header('Vary', 'Cookie');
        const browser = await browserOf(request, reply);
        const remotes = config.remotesJsonPath ? await remotesFor(request, null).catch(() => undefined) : undefined;
        return {
          files: pageFiles(
            request,
            pathname,
            remotes,
            browser,
            await releasedBuilds(pathname, roleHint(request.headers.cookie), browser),
          ),
        };
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
      if (request.method === 'POST' && !RESERVED.test(pathname)) {
        const browser = await browserOf(request, reply);
        if (
          await pageFragment(
            buildsOf(await remotesFor(request, browser).catch(() => undefined), browser),
            pathname,
            'guest',
          )
        )
          return reply.redirect(request.url, 303);
      }
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
      if (/\.[A-Za-z0-9]{1,8}$/.test(pathname))
        return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
      reply.header('Cache-Control', 'no-cache');
      // The page carries what the shell reads before its first render (`/remotes.json`, `GET /api/config`)
      // and, with the remotes served here, lists what the URL's first screen loads (lib/first-screen.ts).
      // An unreadable REMOTES_JSON leaves the manifest out: the shell then asks `/remotes.json` and says why.
      const browser = await browserOf(request, reply);
      const remotes = await remotesFor(request, browser).catch((err: unknown) =>
        request.log.error({ err }, 'REMOTES_JSON is unreadable'),
      );
      const role = roleHint(request.headers.cookie);
      // What a guest's first screen reads as it renders comes with the page (lib/page-answers.ts).
      const answering = role === 'guest' ? pageAnswers(app, pathname) : undefined;
      const released = await releasedBuilds(pathname, role, browser);
      const shared = sharedManifests(config.staticRoot, pathname, role, {
        remotesServedHere: !config.remotesJsonPath,
        released,
      });
      // A browser previewing a release is told which (the shell shows a bar saying so on every page).
      const preview = browser?.preview ? { preview: browser.preview } : {};
      const answers = await answering;
      const startup = {
        ...(remotes ? { remotes } : {}),
        config: runtimeConfigOf(config),
        shared,
        ...preview,
        ...(answers ? { answers } : {}),
      };
      const files = pageFiles(request, pathname, remotes ?? undefined, browser, released);
      // The page differs with the role cookie, and its language with the `lang` cookie and Accept-Language.
      const vary = reply.getHeader('vary');
      reply.header('Vary', vary ? `${String(vary)}, Cookie, Accept-Language` : 'Cookie, Accept-Language');
      // In the visitor's language (`<html lang>`, and the fragments in it where their builds have them).
      const locale = pageLocale(request.headers.cookie, request.headers['accept-language']);
      // A guest's first screen prerendered by its remote comes as HTML (lib/page-fragments.ts).
      const fragment = await pageFragment(buildsOf(remotes ?? undefined, browser), pathname, role, locale);
      return reply
        .type('text/html; charset=utf-8')
        .compress(
          withLang(withFragment(withStartup(withPreloads(shellHtml(shellDist), files), startup), fragment), locale),
        );
    };
    app.get('/*', hidden, shell);
    app.setNotFoundHandler(shell);
  },
  { name: 'site' },
);
