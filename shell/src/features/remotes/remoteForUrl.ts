import { matchRoute, type RemoteName } from '@scriptorium/contracts/core';

/**
 * The remote that renders `pathname` for this visitor (signed in or not), or null: the shell's own
 * routes, unknown URLs and routes the visitor would be sent away from load nothing ahead.
 */
export function remoteForUrl(pathname: string, signedIn: boolean): RemoteName | null {
  const route = matchRoute(pathname);
  if (!route || route.owner === 'shell') return null;
  const allowed = signedIn ? route.roles.some((r) => r !== 'guest') : route.roles.includes('guest');
  return allowed ? route.owner : null;
}
