import {
  OWN_KIT_DIR,
  chooseRemoteBuild,
  describeUnmet,
  remoteNeeds,
  sharedVersionsManifest,
  type RemoteNeeds,
  type SharedVersionsManifest,
  type UnmetNeed,
} from '@scriptorium/contracts/deploy';
import type { RemoteName } from '@scriptorium/contracts/core';

/**
 * A remote whose needs this shell cannot meet (docs/deploying.md): it is not loaded, its area says
 * which version of the app it needs.
 */
export class RemoteNeedsNewerApp extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly unmet: UnmetNeed[],
  ) {
    super(`Remote ${remote} needs a newer version of Scriptorium: ${unmet.map(describeUnmet).join('; ')}`);
    this.name = 'RemoteNeedsNewerApp';
  }
}

let provided: Promise<SharedVersionsManifest | null> | undefined;
/** Remote → its `shared-needs.json` as the page carried it. */
let needsFromPage = new Map<string, unknown>();

/**
 * The manifests as the server wrote them into the page's start-up data (`shared`: the shell's
 * `shared-versions.json` as `provided`, the first screen's remote's `shared-needs.json` under its name in
 * `needs`; api static-site.ts), so loading the first remote waits on no request queued behind the page's
 * scripts. Whatever is missing or does not parse is fetched as before.
 */
export function sharedManifestsFromPage(
  shared: { provided?: unknown; needs?: Record<string, unknown> } | undefined,
): void {
  const parsed = shared?.provided === undefined ? undefined : sharedVersionsManifest.safeParse(shared.provided);
  if (parsed?.success) provided = Promise.resolve(parsed.data);
  needsFromPage = new Map(Object.entries(shared?.needs ?? {}));
}

/**
 * What this shell provides to remotes: `/shared-versions.json`, written by its build beside its
 * `index.html` (read once per page; JSON, so no JavaScript byte on any page). Null without one (the
 * dev server).
 */
function providedShares(): Promise<SharedVersionsManifest | null> {
  provided ??= fetch('/shared-versions.json')
    .then(async (res) => (res.ok ? sharedVersionsManifest.parse(await res.json()) : null))
    .catch((error: unknown) => {
      console.warn('Could not read /shared-versions.json; remotes load unchecked', error);
      return null;
    });
  return provided;
}

/** The remote's (shared build's) `shared-needs.json` as the page carried it; null when it did not. */
function needsInPage(name: RemoteName): RemoteNeeds | null {
  const fromPage = remoteNeeds.safeParse(needsFromPage.get(name));
  return fromPage.success ? fromPage.data : null;
}

/** `shared-needs.json` beside the `remoteEntry.js` at `entry`; null without one (built before it existed) or when unreadable. */
async function remoteNeedsOf(name: RemoteName, entry: string): Promise<RemoteNeeds | null> {
  try {
    const res = await fetch(new URL('shared-needs.json', entry).href, { cache: 'no-store' });
    return res.ok ? remoteNeeds.parse(await res.json()) : null;
  } catch (error) {
    console.warn(`Could not read the shared needs of ${name}; loading it unchecked`, error);
    return null;
  }
}

/**
 * The `remoteEntry.js` to load for a remote listed at `entry` (docs/deploying.md "What a remote shares
 * with the shell"): `entry` itself when this shell meets its `shared-needs.json` (or either manifest is
 * missing or unreadable: the check guards against a known mismatch and adds no outage); its own-kit
 * build's (`own-kit/remoteEntry.js`, read only then) when this shell's kit is too old for the first but
 * provides what the own-kit build needs.
 * @throws `RemoteNeedsNewerApp` when this shell can serve neither build.
 */
export async function remoteEntryToLoad(name: RemoteName, entry: string): Promise<string> {
  const url = new URL(entry, globalThis.location?.href).href;
  const [have, needs] = await Promise.all([providedShares(), needsInPage(name) ?? remoteNeedsOf(name, url)]);
  if (!have || !needs) return entry;
  if (chooseRemoteBuild(have, needs, null).build === 'shared') return entry;
  const ownKit = new URL(`${OWN_KIT_DIR}/remoteEntry.js`, url).href;
  const choice = chooseRemoteBuild(have, needs, await remoteNeedsOf(name, ownKit));
  if (choice.build === 'own-kit') return ownKit;
  throw new RemoteNeedsNewerApp(name, choice.unmet);
}

/** Forgets the shell's manifest read so far (tests). */
export function resetProvidedShares(): void {
  provided = undefined;
  needsFromPage = new Map();
}
