/**
 * Releases of the remotes (`deploy.releases.manage`, unless said otherwise):
 *   GET    releases                              every remote's releases
 *   GET    releases/:remote                      one remote's, newest first, with its revision
 *   POST   releases/:remote?version=&commit=     upload a build: a gzipped tar of the remote's dist/ → 201 (200: the same bytes were uploaded before)
 *   POST   releases/:remote/:release/promote     {expected_revision, percent?}: live, or the canary of percent % → 200; 409 another change came first
 *   POST   releases/:remote/rollback             {expected_revision}: ends the canary, else the previous live release → 200; 409 nothing to roll back to
 *   DELETE releases/:remote/:release             deletes a release that is neither live nor the canary (409 otherwise) with its files
 *   POST   releases/preview                      {remote, release} (`deploy.releases.preview`): this browser previews it (session cookie)
 *   GET    releases/preview                      (anyone) what this browser previews
 *   DELETE releases/preview                      (anyone) stops this browser's preview
 * Unknown remote or release: 404. A release the deploy check refuses is neither uploaded nor promoted: 422.
 * @see docs/deploying.md Releases
 */
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  RELEASE_REMOTES,
  allReleases,
  previewAnswer,
  previewRequest,
  promoteRequest,
  releaseChanged,
  releaseParams,
  releaseRemoteParam,
  releaseUploadQuery,
  releaseUploaded,
  remoteReleases,
  rollbackRequest,
} from '@scriptorium/contracts/settings';
import { HttpError } from '../../../lib/http-errors.js';
import type { RouteAccess } from '../../../core/access.js';
import { unpackRelease } from '../../../services/releases/archive.js';
import { removeReleaseFiles } from '../../../services/releases/files.js';
import { PREVIEW_COOKIE, endPreview, previewOf, startPreview } from '../../../services/releases/preview.js';
import { checkStoredRelease, publishRelease, type ReleaseDeps } from '../../../services/releases/publish.js';
import {
  assertRemote,
  deleteRelease,
  listReleases,
  promoteRelease,
  requireRelease,
  rollbackRelease,
} from '../../../services/releases/records.js';
import { cookieValue } from '../../../services/releases/serving.js';

const manage: RouteAccess = { roles: ['admin'], permission: 'deploy.releases.manage' };
const tags = ['releases'];

const releaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ReleaseDeps = {
    db: app.db,
    storage: app.storage,
    shellDist: path.join(app.config.staticRoot, 'shell', 'dist'),
    appUrl: app.config.publicUrl,
  };
  const maxBytes = app.config.maxUploadMb * 1024 * 1024;
  // An upload is a gzipped tar, read whole (a build is a few MB) before anything is written.
  app.addContentTypeParser(
    ['application/gzip', 'application/x-gzip', 'application/x-tar', 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: maxBytes },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/',
    {
      config: { access: manage },
      schema: { tags, summary: "Every remote's releases", response: { 200: allReleases } },
    },
    async (request) => ({
      remotes: await Promise.all(RELEASE_REMOTES.map((remote) => listReleases(app.db, remote, request.locale))),
    }),
  );

  const secure = (request: FastifyRequest) =>
    request.protocol === 'https' || app.config.publicUrl.startsWith('https://');
  const previewCookie = (request: FastifyRequest, reply: FastifyReply, secret: string | null) => {
    const attributes = `Path=/; HttpOnly; SameSite=Lax${secure(request) ? '; Secure' : ''}`;
    reply.header(
      'Set-Cookie',
      secret ? `${PREVIEW_COOKIE}=${secret}; ${attributes}` : `${PREVIEW_COOKIE}=; Max-Age=0; ${attributes}`,
    );
  };
  const previewSecret = (request: FastifyRequest) => cookieValue(request.headers.cookie, PREVIEW_COOKIE);

  app.get(
    '/preview',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'What this browser previews', response: { 200: previewAnswer } },
    },
    async (request) => ({
      preview: await previewOf(app.db, previewSecret(request)),
    }),
  );

  app.post(
    '/preview',
    {
      config: { access: { roles: ['admin'], permission: 'deploy.releases.preview' } },
      schema: {
        tags,
        summary: 'Preview a release in this browser',
        body: previewRequest,
        response: { 200: previewAnswer },
      },
    },
    async (request, reply) => {
      const { remote, release } = request.body;
      assertRemote(remote);
      await requireRelease(app.db, remote, release);
      // A session cookie: gone when the browser closes; the preview also ends with the token that asked.
      const secret = await startPreview(app.db, request.actor, request.user.tokenId!, { remote, release });
      previewCookie(request, reply, secret);
      return { preview: { remote, release } };
    },
  );

  app.delete(
    '/preview',
    {
      config: { access: 'public' },
      schema: { tags, summary: "End this browser's preview", response: { 200: previewAnswer } },
    },
    async (request, reply) => {
      await endPreview(app.db, previewSecret(request));
      previewCookie(request, reply, null);
      return { preview: null };
    },
  );

  app.get(
    '/:remote',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: "A remote's releases, newest first",
        params: releaseRemoteParam,
        response: { 200: remoteReleases },
      },
    },
    async (request) => {
      assertRemote(request.params.remote);
      return listReleases(app.db, request.params.remote, request.locale);
    },
  );

  app.post(
    '/:remote',
    {
      config: { access: manage },
      bodyLimit: maxBytes,
      schema: {
        tags,
        summary: 'Upload a build as a release (a gzipped tar of its dist folder, Content-Type application/gzip)',
        params: releaseRemoteParam,
        querystring: releaseUploadQuery,
        response: { 200: releaseUploaded, 201: releaseUploaded },
      },
    },
    async (request, reply) => {
      const { remote } = request.params;
      assertRemote(remote);
      if (!Buffer.isBuffer(request.body))
        throw new HttpError(422, 'Send the build as a gzipped tar (Content-Type: application/gzip)', {
          archive: ['No archive'],
        });
      const files = await unpackRelease(request.body, maxBytes);
      const { id, created, check } = await publishRelease(
        deps,
        remote,
        files,
        { version: request.query.version, commit: request.query.commit ?? null, source: 'upload' },
        request.actor,
      );
      reply.code(created ? 201 : 200);
      return {
        message: created ? `Uploaded release ${id} of ${remote}` : `Release ${id} of ${remote} was uploaded before`,
        id,
        created,
        check,
      };
    },
  );

  app.post(
    '/:remote/:release/promote',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: 'Make a release live, or the canary of a share of people',
        params: releaseParams,
        body: promoteRequest,
        response: { 200: releaseChanged },
      },
    },
    async (request) => {
      const { remote, release } = request.params;
      assertRemote(remote);
      await requireRelease(app.db, remote, release);
      // Checked again: the shell may have changed since the upload.
      const check = await checkStoredRelease(deps, remote, release);
      if (!check.ok) throw new HttpError(422, check.line, { release: [check.line] });
      const message = await promoteRelease(
        app.db,
        remote,
        release,
        { expected: request.body.expected_revision, percent: request.body.percent },
        request.actor,
      );
      return { message, remote: await listReleases(app.db, remote, request.locale) };
    },
  );

  app.post(
    '/:remote/rollback',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: 'End the canary, else go back to the previous live release',
        params: releaseRemoteParam,
        body: rollbackRequest,
        response: { 200: releaseChanged },
      },
    },
    async (request) => {
      const { remote } = request.params;
      assertRemote(remote);
      const message = await rollbackRelease(app.db, remote, request.body.expected_revision, request.actor);
      return { message, remote: await listReleases(app.db, remote, request.locale) };
    },
  );

  app.delete(
    '/:remote/:release',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: 'Delete a release that is neither live nor the canary',
        params: releaseParams,
        response: { 200: releaseChanged },
      },
    },
    async (request) => {
      const { remote, release } = request.params;
      assertRemote(remote);
      const paths = await deleteRelease(app.db, remote, release, request.actor);
      await removeReleaseFiles(app.storage, remote, release, paths);
      return {
        message: `Deleted release ${release} of ${remote}`,
        remote: await listReleases(app.db, remote, request.locale),
      };
    },
  );
};

export default releaseRoutes;
