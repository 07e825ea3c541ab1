import { z } from 'zod';
import { lazyShape } from './lazy.js';

/**
 * One share as the deployed app provides it (`/shared-versions.json`, written by the shell's build):
 * its version, whether it is a singleton (one instance for the whole app: the stateful runtime and
 * React, antd, the router, zustand) and, for the kit's and contracts' singleton entries, the names it
 * exports.
 */
export const providedShare = z.object(
  lazyShape({
    version: () => z.string(),
    singleton: () => z.boolean(),
    names: () => z.array(z.string()).optional(),
  }),
);
export type ProvidedShare = z.infer<typeof providedShare>;

/** `/shared-versions.json`: what the running app provides to remotes, share key → share. */
export const sharedVersionsManifest = z.object(lazyShape({ shares: () => z.record(z.string(), providedShare) }));
export type SharedVersionsManifest = z.infer<typeof sharedVersionsManifest>;

/**
 * One share as a built remote needs it (`shared-needs.json` beside its `remoteEntry.js`): the version
 * it was built against; `singleton`: it must take the app's instance (no copy of its own), so the app
 * must provide it; `names`: the names its code (and the kit code it carries) takes from a singleton
 * entry of the kit or contracts.
 */
export const neededShare = z.object(
  lazyShape({
    version: () => z.string(),
    singleton: () => z.boolean(),
    names: () => z.array(z.string()).optional(),
  }),
);
export type NeededShare = z.infer<typeof neededShare>;

/** `shared-needs.json` of a built remote. */
export const remoteNeeds = z.object(
  lazyShape({ remote: () => z.string(), needs: () => z.record(z.string(), neededShare) }),
);
export type RemoteNeeds = z.infer<typeof remoteNeeds>;

/** A need the app does not meet: the share, the version the remote needs, what the app provides (null: nothing) and why. */
export interface UnmetNeed {
  share: string;
  needs: string;
  provides: string | null;
  reason: string;
}

/** `1.2.3` → [1, 2, 3] (a pre-release or build suffix is ignored). */
function parts(version: string): [number, number, number] {
  const [major = 0, minor = 0, patch = 0] = version
    .split(/[-+]/)[0]
    .split('.')
    .map((p) => Number.parseInt(p, 10) || 0);
  return [major, minor, patch];
}

/** Whether `a` is an older version than `b` (semver order of major.minor.patch). */
export function olderThan(a: string, b: string): boolean {
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] < y[i];
  return false;
}

/**
 * What of a remote build's needs the app cannot meet (docs/deploying.md "Deploy check"):
 * - a singleton the app does not provide, of another major, or older than the remote was built with
 *   — unless the remote names what it takes from it (a kit or contracts entry) and the app's entry
 *   exports every one of those names (an older kit of the same major with all of them will do);
 * - a share the build marks not singleton is met by any version of the same major.
 * Empty when the build can be deployed.
 */
export function unmetNeeds(provided: SharedVersionsManifest, needs: RemoteNeeds): UnmetNeed[] {
  const unmet: UnmetNeed[] = [];
  // By code unit, not localeCompare: share names are package names, and a collator would start ICU on
  // every page that loads a remote (70–140 ms at a phone's 4x slowdown; docs/architecture-html-first.md
  // "What a first screen does not load").
  for (const [share, need] of Object.entries(needs.needs).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const have = provided.shares[share];
    const fail = (reason: string) =>
      unmet.push({ share, needs: need.version, provides: have?.version ?? null, reason });
    if (!have) {
      if (need.singleton) fail('the app does not provide it');
      continue;
    }
    if (parts(have.version)[0] !== parts(need.version)[0]) {
      fail('another major version');
      continue;
    }
    if (!need.singleton) continue;
    if (need.names && have.names) {
      const missing = need.names.filter((n) => !have.names!.includes(n));
      if (missing.length) fail(`the app's ${share} has no ${missing.join(', ')}`);
    } else if (olderThan(have.version, need.version)) {
      fail('the app provides an older version');
    }
  }
  return unmet;
}

/** One line naming a share the app cannot meet and both versions: `@scriptorium/shared-kit/core needs 1.2.0, the app provides 1.0.0 (…)`. */
export function describeUnmet(need: UnmetNeed): string {
  return `${need.share} needs ${need.needs}, the app provides ${need.provides ?? 'none'} (${need.reason})`;
}

/**
 * The folder, beside a remote's `remoteEntry.js`, of its own-kit build: the same remote with the kit's and
 * contracts' stateless entries compiled in, taking only the stateful kit entries and third-party
 * singletons from the app. It has its own `remoteEntry.js` and `shared-needs.json`.
 */
export const OWN_KIT_DIR = 'own-kit';

/** Which build of a remote the app loads: `shared` (its `remoteEntry.js`), `own-kit` (`OWN_KIT_DIR`), or none (`unmet` says why). */
export type RemoteBuildChoice = { build: 'shared' | 'own-kit'; unmet: [] } | { build: null; unmet: UnmetNeed[] };

/**
 * Chooses the build of a remote the app can serve (docs/deploying.md "What a remote shares with the
 * shell"): the shared build when the app meets its needs — the common case, no byte more — else the
 * own-kit build when the app meets that one's (`ownKit`: its `shared-needs.json`, null when the remote
 * has none), else none, with the needs the app cannot meet (the own-kit build's when there is one:
 * what no build of the remote can do without).
 */
export function chooseRemoteBuild(
  provided: SharedVersionsManifest,
  shared: RemoteNeeds,
  ownKit: RemoteNeeds | null,
): RemoteBuildChoice {
  const unmet = unmetNeeds(provided, shared);
  if (!unmet.length) return { build: 'shared', unmet: [] };
  if (!ownKit) return { build: null, unmet };
  const ownUnmet = unmetNeeds(provided, ownKit);
  return ownUnmet.length ? { build: null, unmet: ownUnmet } : { build: 'own-kit', unmet: [] };
}
