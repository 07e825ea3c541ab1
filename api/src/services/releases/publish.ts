/**
 * Publishing a release: its files are checked against the shell the app serves, written to the file
 * storage, and only then recorded, so a release exists whole or not at all (an upload cut short, a
 * refused check or a crash while writing leaves no record, and nothing serves files without one). The
 * builds the app finds beside itself at start are published the same way, so a fresh `npm start` has a
 * release of each remote.
 * @see docs/deploying.md Releases
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../lib/http-errors.js';
import type { Storage } from '../../core/storage/index.js';
import { RELEASE_REMOTES } from '@scriptorium/contracts/settings';
import { readBuildFolder, releaseIdOf, contentHash, type ReleaseFiles } from './archive.js';
import { SHARED_NEEDS_FILE, builtWith, checkRelease, parseNeeds, type DeployCheck } from './check.js';
import { readReleaseText, writeReleaseFiles } from './files.js';
import { createRelease, findRelease, promoteRelease, servedReleases, type ReleaseActor } from './records.js';

/** What publishing and checking releases use. */
export interface ReleaseDeps {
  db: Db;
  storage: Storage;
  /** The shell's build the app serves (`<STATIC_ROOT>/shell/dist`): its `shared-versions.json` is what a release is checked against. */
  shellDist: string;
  /** The app's address, as the check's line names it. */
  appUrl: string;
}

/** `mf-settings` → `mf_settings`. */
export const federationName = (remote: string) => remote.replace('-', '_');

/** What the uploader says about a build. */
export interface ReleaseMeta {
  version: string;
  commit?: string | null;
  source: 'upload' | 'build';
}

/** The deploy check of a release's files (not yet stored). */
function checkFiles(deps: ReleaseDeps, remote: string, files: ReleaseFiles): Promise<DeployCheck> {
  return checkRelease(
    (rel) => files.get(rel)?.toString('utf8') ?? null,
    federationName(remote),
    deps.shellDist,
    deps.appUrl,
  );
}

/** The deploy check of a stored release, as it stands now (the shell may have changed since its upload). */
export function checkStoredRelease(deps: ReleaseDeps, remote: string, id: string): Promise<DeployCheck> {
  return checkRelease(
    (rel) => readReleaseText(deps.storage, remote, id, rel),
    federationName(remote),
    deps.shellDist,
    deps.appUrl,
  );
}

/**
 * Publishes `files` as a release of `remote`. An upload (`source: 'upload'`) must hold a `remoteEntry.js`
 * and pass the deploy check; a build found at start is recorded whatever its check says (it is what the
 * app serves anyway), with the result.
 * @returns its id, whether it is new (the same bytes published again keep the first record) and the check
 * @throws HttpError 422 for a build without `remoteEntry.js`, of another remote, or refused by the check
 */
export async function publishRelease(
  deps: ReleaseDeps,
  remote: string,
  files: ReleaseFiles,
  meta: ReleaseMeta,
  from: ReleaseActor,
): Promise<{ id: string; created: boolean; check: DeployCheck }> {
  if (!files.has('remoteEntry.js'))
    throw new HttpError(422, 'The archive holds no remoteEntry.js: send the whole build folder (mf-x/dist)', {
      archive: ['No remoteEntry.js'],
    });
  const check = await checkFiles(deps, remote, files);
  if (meta.source === 'upload' && !check.ok) throw new HttpError(422, check.line, { archive: [check.line] });
  const id = releaseIdOf(meta.version, files);
  if (await findRelease(deps.db, remote, id)) return { id, created: false, check };
  await writeReleaseFiles(deps.storage, remote, id, files);
  const kit = builtWith(parseNeeds(files.get(SHARED_NEEDS_FILE)?.toString('utf8') ?? null));
  const paths = [...files.keys()].sort();
  const { created } = await createRelease(
    deps.db,
    {
      remote,
      id,
      version: meta.version,
      content_hash: contentHash(files),
      commit: meta.commit ?? null,
      kit_version: kit.kit,
      contracts_version: kit.contracts,
      check_ok: check.ok,
      check_line: check.line,
      source: meta.source,
      paths,
      files: paths.length,
      size: [...files.values()].reduce((n, b) => n + b.length, 0),
      uploaded_by: from?.id ?? null,
    },
    from,
  );
  return { id, created, check };
}

/** A workspace's package version (`<root>/<remote>/package.json`); 0.0.0 when it has none. */
function packageVersion(staticRoot: string, remote: string): string {
  try {
    const { version } = JSON.parse(fs.readFileSync(path.join(staticRoot, remote, 'package.json'), 'utf8')) as {
      version?: unknown;
    };
    return typeof version === 'string' && /^\d+\.\d+\.\d+/.test(version) ? version : '0.0.0';
  } catch {
    return '0.0.0';
  }
}

/**
 * Publishes each remote's build found at `<staticRoot>/<remote>/dist` (one with a `remoteEntry.js`) and
 * makes it live when the remote has no live release yet, or when the live one is itself a build found at
 * start (a rebuilt checkout serves its new build after a restart). A live release that was uploaded stays
 * live: the build beside the app is then only recorded, and `log` says so.
 */
export async function recordLocalBuilds(
  deps: ReleaseDeps,
  staticRoot: string,
  log: (message: string) => void,
): Promise<void> {
  for (const remote of RELEASE_REMOTES) {
    const dist = path.join(staticRoot, remote, 'dist');
    if (!fs.existsSync(path.join(dist, 'remoteEntry.js'))) continue;
    const files = await readBuildFolder(dist);
    const { id, created } = await publishRelease(
      deps,
      remote,
      files,
      { version: packageVersion(staticRoot, remote), source: 'build' },
      null,
    );
    const live = (await servedReleases(deps.db)).get(remote)?.live ?? null;
    if (live === id) continue;
    const liveRecord = live ? await findRelease(deps.db, remote, live) : null;
    if (!liveRecord || liveRecord.source === 'build') {
      await promoteRelease(deps.db, remote, id, { expected: null, percent: 100 }, null);
      log(`${remote}: release ${id} (the build in ${remote}/dist) is live`);
    } else if (created) {
      log(`${remote}: the build in ${remote}/dist is recorded as release ${id}; ${live} (uploaded) stays live`);
    }
  }
}
