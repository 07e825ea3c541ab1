import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { REMOTE_NAMES, type RemoteName } from '@scriptorium/contracts/core';
import type { RemoteModule } from '@scriptorium/shared-kit/core';
import { remoteEntryToLoad } from './sharedNeeds.js';

/** Remote name → URL of its `remoteEntry.js`, as `/remotes.json` listed it at start. */
const entries = new Map<RemoteName, string>();
/** Remote name → the `remoteEntry.js` registered with the runtime (its own-kit build's when the shell chose it). */
const registered = new Map<RemoteName, string>();

function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}

/**
 * Registers the remotes of `/remotes.json` with the federation runtime. Nothing is fetched yet: a
 * remote loads on the first visit to a route it owns. Unknown names are ignored (logged).
 * @see docs/architecture.md Composition at run time
 */
export function registerManifest(manifest: Record<string, string>): void {
  const remotes = [];
  for (const [name, entry] of Object.entries(manifest)) {
    if (!isRemoteName(name)) {
      console.warn(`remotes.json lists an unknown remote "${name}"; ignored`);
      continue;
    }
    entries.set(name, entry);
    registered.set(name, entry);
    remotes.push({ name, entry, type: 'module' as const });
  }
  registerRemotes(remotes);
}

/** The entry URL `/remotes.json` listed for `name` (a release's tells which release it is); undefined when none. */
export function entryOf(name: RemoteName): string | undefined {
  return entries.get(name);
}

/** Whether `/remotes.json` listed this remote. */
export function isRegistered(name: RemoteName): boolean {
  return entries.has(name);
}

/** The same URL with `mf_retry=<attempt>`, so neither the runtime nor the browser reuses a failed fetch. */
function retryUrl(entry: string, attempt: number): string {
  const url = new URL(entry, globalThis.location?.href);
  url.searchParams.set('mf_retry', String(attempt));
  return url.href;
}

function isRemoteModule(value: unknown): value is RemoteModule {
  const v = value as Partial<RemoteModule> | null;
  return (
    !!v &&
    typeof v === 'object' &&
    typeof v.name === 'string' &&
    (Array.isArray(v.routes) || (!!v.screens && typeof v.screens === 'object'))
  );
}

/**
 * Loads a remote's `./routes` (its `RemoteModule`). `attempt` > 0 re-registers the remote under a
 * fresh entry URL first: the runtime keeps a failed remote entry (and the browser may keep a failed
 * module fetch), so a retry must not reuse them.
 * Before that, the remote's `shared-needs.json` is checked against what this shell provides: when this
 * shell's kit is too old for it, its own-kit build is registered instead (`remoteEntryToLoad`); a remote
 * it cannot serve at all is not loaded (its area says so instead of failing with a TypeError).
 * @throws `RemoteNeedsNewerApp` when this shell cannot meet the remote's needs; otherwise when the
 * remote is not in `/remotes.json`, its entry cannot be fetched or evaluated, or its `./routes` is not a
 * `RemoteModule`.
 */
export async function loadRemoteModule(name: RemoteName, attempt: number): Promise<RemoteModule> {
  const entry = entries.get(name);
  if (!entry) throw new Error(`Remote ${name} is not listed in /remotes.json`);
  const toLoad = await remoteEntryToLoad(name, entry);
  if (attempt > 0 || toLoad !== registered.get(name)) {
    registerRemotes([{ name, entry: attempt > 0 ? retryUrl(toLoad, attempt) : toLoad, type: 'module' }], {
      force: true,
    });
  }
  registered.set(name, toLoad);
  const loaded = await loadRemote<{ default?: unknown }>(`${name}/routes`);
  const remote = loaded?.default ?? loaded;
  if (!isRemoteModule(remote)) throw new Error(`Remote ${name} did not export a RemoteModule from ./routes`);
  // A remote giving its screen map alone is rendered from the route table (`remoteRoutes`).
  return Array.isArray(remote.routes) ? remote : { ...remote, routes: [] };
}
