/**
 * Releases of remotes: every uploaded build is an immutable release (`<package version>+<content hash>`),
 * recorded with who uploaded it, what it was built with and what the deploy check said; one release per
 * remote is live, one may be a canary served to a share of people, and an admin may preview any of them
 * in their own browser. The API calls under `/api/releases`, the commands `npm run release|promote|
 * rollback|releases` and Settings → Releases speak these shapes.
 * @see docs/deploying.md Releases
 */
import { z } from 'zod';
import { lazyShape } from './lazy.js';
import { REMOTE_NAMES } from './config.js';
import { text } from './fields.js';

/** A remote's folder and workspace name (`mf-settings`), as release paths and commands name it. */
export const RELEASE_REMOTES = REMOTE_NAMES.map((n) => n.replace('_', '-') as `mf-${string}`);

/**
 * A release id: the remote's package version, `+`, the first 12 hex digits of the SHA-256 of its files
 * (names and contents), so the same bytes always get the same id: `0.1.0+3f2a9c1b7d4e`.
 */
export const RELEASE_ID_PATTERN = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?\+[0-9a-f]{12}$/;

/** A release id field (422 'Not a release id …' otherwise). */
export const releaseIdField = text('release').regex(RELEASE_ID_PATTERN, {
  error: 'Not a release id: <version>+<12 hex digits>, e.g. 0.1.0+3f2a9c1b7d4e',
});

/**
 * Where a release stands: `uploaded` (never served), `live` (what everyone gets), `canary` (what
 * `canary_percent` % of people get instead of the live one), `retired` (served before, kept for a rollback).
 */
export const RELEASE_STATES = ['uploaded', 'live', 'canary', 'retired'] as const;
export type ReleaseState = (typeof RELEASE_STATES)[number];

/** `/api/releases/{remote}`: the remote's folder name. An unknown one answers 404. */
export const releaseRemoteParam = z.object(lazyShape({ remote: () => z.string().max(64) }));

/** `/api/releases/{remote}/{release}`. */
export const releaseParams = z.object(lazyShape({ remote: () => z.string().max(64), release: releaseIdField }));

/** Who did something, as a release row names them (null when the app did it at start, or the user is gone). */
const person = z.object(lazyShape({ id: () => z.number().int(), name: () => z.string() })).nullable();

/** One release as the list shows it. Times ISO 8601. */
export const releaseRow = z.object(
  lazyShape({
    remote: () => z.string(),
    id: () => z.string(),
    version: () => z.string(),
    /** Git commit the build was made from, when the uploader said. */
    commit: () => z.string().nullable(),
    /** Versions of `@scriptorium/shared-kit` and `@scriptorium/contracts` the build was made with (its `shared-needs.json`). */
    kit_version: () => z.string().nullable(),
    contracts_version: () => z.string().nullable(),
    /** The deploy check against this app when it was uploaded: the line `npm run deploy:check` prints. */
    check: () => z.object(lazyShape({ ok: () => z.boolean(), line: () => z.string() })),
    state: () => z.enum(RELEASE_STATES),
    /** Share of people (1–99) served this release while it is the canary; null otherwise. */
    canary_percent: () => z.number().int().nullable(),
    /** `upload` (sent by `npm run release` or the API) or `build` (the build the app found at start). */
    source: () => z.enum(['upload', 'build']),
    files: () => z.number().int(),
    /** Bytes of every file of the release. */
    size: () => z.number().int(),
    uploaded_by: person,
    uploaded_at: () => z.string(),
    /** When it last became live by a promotion (rollbacks go back in this order); null when never. */
    live_at: () => z.string().nullable(),
    /** The last change of its state: who and when (null while uploaded only). */
    changed_by: person,
    changed_at: () => z.string().nullable(),
    /** Remote load failures and caught screen errors browsers reported while running it. */
    client_errors: () => z.number().int(),
  }),
);
export type ReleaseRow = z.infer<typeof releaseRow>;

/**
 * `GET /api/releases/{remote}`: the remote's releases, newest first, and its `revision`, the number of
 * changes of what it serves; a promotion or rollback states the revision it saw (409 when another
 * change came first).
 */
export const remoteReleases = z.object(
  lazyShape({
    remote: () => z.string(),
    revision: () => z.number().int(),
    releases: () => z.array(releaseRow),
  }),
);
export type RemoteReleases = z.infer<typeof remoteReleases>;

/** `GET /api/releases`: every remote's releases (Settings → Releases). */
export const allReleases = z.object(lazyShape({ remotes: () => z.array(remoteReleases) }));

/** `POST /api/releases/{remote}` query: what the uploader says about the build it sends as a tar (gzip allowed). */
export const releaseUploadQuery = z.object(
  lazyShape({
    version: () =>
      text('version').regex(/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/, {
        error: 'The version must be a semantic version, e.g. 0.1.0',
      }),
    commit: () =>
      text('commit')
        .regex(/^[0-9a-f]{7,40}$/, { error: 'The commit must be a git commit id' })
        .optional(),
  }),
);

/**
 * What an upload answers: the release's id, whether it is new (`false`: the same bytes were uploaded
 * before, the first record stands) and the deploy check against this app.
 */
export const releaseUploaded = z.object(
  lazyShape({
    message: () => z.string(),
    id: () => z.string(),
    created: () => z.boolean(),
    check: () => z.object(lazyShape({ ok: () => z.boolean(), line: () => z.string() })),
  }),
);

const expectedRevision = z.number({ error: 'The expected revision field is required' }).int().nonnegative();

/**
 * `POST /api/releases/{remote}/{release}/promote`: make the release live (`percent` 100, the default) or
 * the canary served to `percent` % of people. `expected_revision` is the remote's revision the caller saw.
 */
export const promoteRequest = z.object(
  lazyShape({
    expected_revision: expectedRevision,
    percent: () =>
      z
        .number({ error: 'The percent must be a whole number from 1 to 100' })
        .int()
        .min(1, { error: 'The percent must be a whole number from 1 to 100' })
        .max(100, { error: 'The percent must be a whole number from 1 to 100' })
        .default(100),
  }),
);

/** `POST /api/releases/{remote}/rollback`: end the canary, or make the previous live release live again. */
export const rollbackRequest = z.object({ expected_revision: expectedRevision });

/** What a promotion, rollback or deletion answers: what happened, and the remote's releases now. */
export const releaseChanged = z.object(lazyShape({ message: () => z.string(), remote: remoteReleases }));

/** `POST /api/releases/preview`: preview `release` of `remote` in this browser (the `/?preview=<remote>@<release>` link). */
export const previewRequest = z.object(lazyShape({ remote: () => z.string().max(64), release: releaseIdField }));

/** What this browser previews (`GET`/`POST /api/releases/preview`); `preview` null when nothing. */
export const previewAnswer = z.object(
  lazyShape({ preview: () => z.object(lazyShape({ remote: () => z.string(), release: () => z.string() })).nullable() }),
);

/**
 * `POST /api/client-errors`: a browser running `release` of `remote` could not load it (`load`) or a screen
 * of it failed (`render`). Nothing else is sent: no message, URL or person.
 */
export const clientErrorRequest = z.object(
  lazyShape({
    remote: () => z.string().max(64),
    release: releaseIdField,
    kind: () => z.enum(['load', 'render']),
  }),
);

/** What `POST /api/client-errors` answers: whether the report was counted (false: no such release). */
export const clientErrorCounted = z.object(lazyShape({ counted: () => z.boolean() }));
