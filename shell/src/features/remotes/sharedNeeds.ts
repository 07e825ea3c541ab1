import { describeUnmet, remoteNeeds, sharedVersionsManifest, unmetNeeds, type RemoteNeeds, type SharedVersionsManifest, type UnmetNeed } from '@scriptorium/contracts/deploy';
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
export function sharedManifestsFromPage(shared: { provided?: unknown; needs?: Record<string, unknown> } | undefined): void {
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

/** `shared-needs.json` beside a remote's `remoteEntry.js`; null without one (built before it existed) or when unreadable. */
async function remoteNeedsOf(name: RemoteName, entry: string): Promise<RemoteNeeds | null> {
  const fromPage = remoteNeeds.safeParse(needsFromPage.get(name));
  if (fromPage.success) return fromPage.data;
  try {
    const res = await fetch(new URL('shared-needs.json', new URL(entry, globalThis.location?.href)).href, { cache: 'no-store' });
    return res.ok ? remoteNeeds.parse(await res.json()) : null;
  } catch (error) {
    console.warn(`Could not read the shared needs of ${name}; loading it unchecked`, error);
    return null;
  }
}

/**
 * Compares a remote's `shared-needs.json` with what this shell provides and throws
 * `RemoteNeedsNewerApp` when the shell cannot meet it (docs/deploying.md). Either file missing or
 * unreadable: the remote loads as before — the check guards against a known mismatch and adds no outage.
 */
export async function checkSharedNeeds(name: RemoteName, entry: string): Promise<void> {
  const [have, needs] = await Promise.all([providedShares(), remoteNeedsOf(name, entry)]);
  if (!have || !needs) return;
  const unmet = unmetNeeds(have, needs);
  if (unmet.length) throw new RemoteNeedsNewerApp(name, unmet);
}

/** Forgets the shell's manifest read so far (tests). */
export function resetProvidedShares(): void {
  provided = undefined;
  needsFromPage = new Map();
}
