import { describeUnmet, remoteNeeds, unmetNeeds, type SharedVersionsManifest, type UnmetNeed } from '@scriptorium/contracts/deploy';
import type { RemoteName } from '@scriptorium/contracts/core';

/** What this shell provides to remotes, compiled in by its build (federation/versions.ts); undefined in tests and dev harnesses. */
declare const __SCRIPTORIUM_SHARED_VERSIONS__: SharedVersionsManifest | undefined;

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

/**
 * Reads `shared-needs.json` beside a remote's `remoteEntry.js` and throws `RemoteNeedsNewerApp` when
 * this shell cannot meet it. A remote without the file (built before it existed) or a file that cannot
 * be read is loaded as before: the check protects against a known mismatch and does not add an outage.
 */
export async function checkSharedNeeds(name: RemoteName, entry: string): Promise<void> {
  const provided = typeof __SCRIPTORIUM_SHARED_VERSIONS__ === 'undefined' ? undefined : __SCRIPTORIUM_SHARED_VERSIONS__;
  if (!provided) return;
  let needs;
  try {
    const res = await fetch(new URL('shared-needs.json', new URL(entry, globalThis.location?.href)).href, { cache: 'no-store' });
    if (!res.ok) return;
    needs = remoteNeeds.parse(await res.json());
  } catch (error) {
    console.warn(`Could not read the shared needs of ${name}; loading it unchecked`, error);
    return;
  }
  const unmet = unmetNeeds(provided, needs);
  if (unmet.length) throw new RemoteNeedsNewerApp(name, unmet);
}
