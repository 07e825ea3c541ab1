/**
 * The deploy check of a release against the shell this app serves: the rule and the line of `npm run
 * deploy:check` (federation/deploy-check.ts, which reads the app over HTTP; here the shell's manifest is
 * read from its build beside the app). A release is uploaded and promoted only when it passes.
 * @see docs/deploying.md Deploy check, Releases
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  OWN_KIT_DIR,
  chooseRemoteBuild,
  describeUnmet,
  remoteNeeds,
  sharedVersionsManifest,
  unmetNeeds,
  type RemoteNeeds,
} from '@scriptorium/contracts/deploy';

/** The outcome: whether the app can load the release, and the one line saying why. */
export interface DeployCheck {
  ok: boolean;
  line: string;
}

/** Where a remote's build says what it takes from the shell (federation/versions.ts SHARED_NEEDS_FILE). */
export const SHARED_NEEDS_FILE = 'shared-needs.json';

/** A file of the release being checked, as text; null when it has none. */
export type ReleaseText = (rel: string) => Promise<string | null> | string | null;

/** `text` parsed as a build's `shared-needs.json`; null when it is missing or not one. */
export function parseNeeds(text: string | null): RemoteNeeds | null {
  if (!text) return null;
  try {
    return remoteNeeds.parse(JSON.parse(text));
  } catch {
    return null;
  }
}

/**
 * Checks a remote's build against the shell built at `shellDist` (its `shared-versions.json`), as the app
 * at `appUrl` would load it.
 * @param remote the federation name the build must be of (`mf_settings`)
 */
export async function checkRelease(
  read: ReleaseText,
  remote: string,
  shellDist: string,
  appUrl: string,
): Promise<DeployCheck> {
  const needs = parseNeeds(await read(SHARED_NEEDS_FILE));
  if (!needs)
    return { ok: false, line: `✗ ${remote} cannot be deployed on ${appUrl}: the build has no ${SHARED_NEEDS_FILE}` };
  if (needs.remote !== remote) return { ok: false, line: `✗ this is a build of ${needs.remote}, not of ${remote}` };
  let provided;
  try {
    provided = sharedVersionsManifest.parse(
      JSON.parse(await fs.promises.readFile(path.join(shellDist, 'shared-versions.json'), 'utf8')),
    );
  } catch {
    return {
      ok: false,
      line: `✗ ${remote} cannot be checked on ${appUrl}: the app serves no shell build with shared-versions.json`,
    };
  }
  const ownKit = parseNeeds(await read(`${OWN_KIT_DIR}/${SHARED_NEEDS_FILE}`));
  const choice = chooseRemoteBuild(provided, needs, ownKit);
  if (!choice.build)
    return {
      ok: false,
      line: `✗ ${remote} cannot be deployed on ${appUrl}: ${choice.unmet.map(describeUnmet).join('; ')}`,
    };
  if (choice.build === 'shared')
    return { ok: true, line: `✓ ${remote} can be deployed on ${appUrl}: every share it needs is provided` };
  const older = unmetNeeds(provided, needs).map(describeUnmet).join('; ');
  return {
    ok: true,
    line: `✓ ${remote} can be deployed on ${appUrl}: the app loads its ${OWN_KIT_DIR} build (${older})`,
  };
}

/**
 * The versions of `@scriptorium/shared-kit` and `@scriptorium/contracts` a build was made with, as its
 * `shared-needs.json` records them (the version of the first entry of each it takes); null when it takes none.
 */
export function builtWith(needs: RemoteNeeds | null): { kit: string | null; contracts: string | null } {
  const versionOf = (pkg: string) =>
    Object.entries(needs?.needs ?? {}).find(([name]) => name.startsWith(`${pkg}/`))?.[1].version ?? null;
  return { kit: versionOf('@scriptorium/shared-kit'), contracts: versionOf('@scriptorium/contracts') };
}
