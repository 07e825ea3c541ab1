/**
 * `npm run deploy:check -- <remote> <app URL>` (docs/deploying.md "Deploy check"), run in a team's
 * checkout after `npm run build -w <remote>`: compares what the built remote needs
 * (`<remote>/dist/shared-needs.json`, and its own-kit build's `own-kit/shared-needs.json`) with what the
 * running app provides (`<app URL>/shared-versions.json`, published by the shell's build) and prints one
 * line; exit 0 when the app can load one of the two builds, 1 when not (naming each share and both
 * versions), 2 when a file cannot be read.
 */
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  OWN_KIT_DIR,
  chooseRemoteBuild,
  describeUnmet,
  remoteNeeds,
  sharedVersionsManifest,
  unmetNeeds,
  type RemoteNeeds,
} from '@scriptorium/contracts/deploy';
import { SHARED_NEEDS_FILE, SHARED_VERSIONS_FILE } from './versions.js';

/** The outcome: `ok` and the one line to print. */
export interface DeployCheck {
  ok: boolean;
  line: string;
}

/**
 * Checks the build in `dist` (a remote's build folder) against the app at `appUrl`.
 * @throws when either manifest cannot be read (no build, app unreachable, not a Scriptorium app).
 */
export async function deployCheck(dist: string, appUrl: string): Promise<DeployCheck> {
  const read = (file: string): RemoteNeeds => remoteNeeds.parse(JSON.parse(readFileSync(file, 'utf8')));
  const needs = read(join(dist, SHARED_NEEDS_FILE));
  const ownKitFile = join(dist, OWN_KIT_DIR, SHARED_NEEDS_FILE);
  const url = new URL(SHARED_VERSIONS_FILE, appUrl.endsWith('/') ? appUrl : `${appUrl}/`).href;
  const res = await fetch(url, { cache: 'no-store' });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${res.statusText}`);
  const provided = sharedVersionsManifest.parse(await res.json());
  const choice = chooseRemoteBuild(provided, needs, existsSync(ownKitFile) ? read(ownKitFile) : null);
  if (!choice.build)
    return {
      ok: false,
      line: `✗ ${needs.remote} cannot be deployed on ${appUrl}: ${choice.unmet.map(describeUnmet).join('; ')}`,
    };
  if (choice.build === 'shared')
    return { ok: true, line: `✓ ${needs.remote} can be deployed on ${appUrl}: every share it needs is provided` };
  const older = unmetNeeds(provided, needs).map(describeUnmet).join('; ');
  return {
    ok: true,
    line: `✓ ${needs.remote} can be deployed on ${appUrl}: the app loads its ${OWN_KIT_DIR} build (${older})`,
  };
}

/** The build folder of `<remote>`: a workspace name (`mf-settings`) or a path to a build folder. */
function distOf(remote: string): string {
  const root = fileURLToPath(new URL('..', import.meta.url));
  if (isAbsolute(remote) || remote.startsWith('.')) return resolve(remote);
  return join(root, remote, 'dist');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [remote, appUrl] = process.argv.slice(2);
  if (!remote || !appUrl) {
    console.error('Usage: npm run deploy:check -- <remote (mf-settings) or build folder> <app URL>');
    process.exit(2);
  }
  try {
    const result = await deployCheck(distOf(remote), appUrl);
    console.log(result.line);
    process.exit(result.ok ? 0 : 1);
  } catch (error) {
    console.error(`✗ deploy check could not run: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  }
}
