import { useEffect } from 'react';
import { REMOTE_AREAS, type RemoteName } from '@scriptorium/contracts/core';
import { useT } from '@scriptorium/shared-kit/core';
import { catalog } from '../../i18n/catalog.js';
import { areaName } from '../../i18n/texts.js';
import { remoteStore } from './remoteStore.js';
import { RemoteRoutes, ScreenLoading } from './RemoteRoutes.js';
import { RemoteNeedsNewerVersion, RemoteUnavailable } from './RemoteUnavailable.js';
import { RemoteNeedsNewerApp } from './sharedNeeds.js';

/**
 * The content area for a URL that `name` owns: loads the remote on first use (then keeps it), shows
 * its routes, or — when it cannot be loaded — "{Area} is unavailable right now" with Retry, or, when the
 * remote deployed needs shares this shell does not provide, "{Area} needs a newer version of Scriptorium".
 * @see docs/architecture.md Composition at run time
 */
export function RemoteArea({ name }: { name: RemoteName }) {
  const load = remoteStore((s) => s.remotes[name]);
  const ensure = remoteStore((s) => s.ensure);
  const retry = remoteStore((s) => s.retry);
  const t = useT(catalog);
  const area = areaName(t, name, REMOTE_AREAS[name]);

  useEffect(() => ensure(name), [ensure, name]);

  if (!load || load.status === 'loading') {
    if (load && load.attempt > 0) return <RemoteUnavailable area={area} onRetry={() => retry(name)} retrying />;
    return <ScreenLoading />;
  }
  if (load.status === 'failed' && load.error instanceof RemoteNeedsNewerApp)
    return <RemoteNeedsNewerVersion area={area} />;
  if (load.status === 'failed') return <RemoteUnavailable area={area} onRetry={() => retry(name)} />;
  return <RemoteRoutes remote={load.remote} />;
}
