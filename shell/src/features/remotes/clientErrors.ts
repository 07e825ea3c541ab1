import type { RemoteName } from '@scriptorium/contracts/core';
import { getApiRoot } from '@scriptorium/shared-kit/core';
import { entryOf } from './federation.js';

/** The remote and release of an entry served from a release: `…/releases/mf-settings/0.1.0+3f2a9c1b7d4e/remoteEntry.js`. */
const RELEASE_ENTRY =
  /\/releases\/(mf-[a-z]+)\/(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?\+[0-9a-f]{12})\/(?:own-kit\/)?remoteEntry\.js(?:[?#]|$)/;

/** The release an entry URL names; null for an entry not served from a release (a build, REMOTES_JSON). */
export function releaseOfEntry(entry: string | undefined): { remote: string; release: string } | null {
  const m = entry ? RELEASE_ENTRY.exec(entry) : null;
  return m ? { remote: m[1], release: m[2] } : null;
}

/** What was reported in this page: one report per remote and kind is enough to count a failing release. */
const reported = new Set<string>();

/**
 * Tells the API that `name`'s release failed here (`load`: it could not be loaded; `render`: its screen
 * threw), so `npm run releases` and Settings → Releases count it per release (a canary's errors show
 * before everyone gets it). Only the remote, the release and the kind are sent; nothing for a remote
 * not served from a release, and at most once per remote and kind in a page. Never throws.
 * @see docs/deploying.md Releases
 */
export function reportClientError(name: RemoteName, kind: 'load' | 'render'): void {
  const served = releaseOfEntry(entryOf(name));
  if (!served || reported.has(`${name} ${kind}`)) return;
  reported.add(`${name} ${kind}`);
  // `fetch` rather than the kit's client: no token and no session activity for a report.
  void fetch(`${getApiRoot()}client-errors`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...served, kind }),
    keepalive: true,
  }).catch(() => undefined);
}
