import { useMemo } from 'react';
import { ROUTES } from '@scriptorium/contracts/core';
import { remoteRoutes } from '@scriptorium/shared-kit/core';
import { Breadcrumbs, type TitledRoute } from '@scriptorium/shared-kit/ui';
import { remoteStore } from '../../features/remotes/remoteStore.js';

/** Resolves once the breadcrumbs' code has loaded (started with this module; see ShellRoot's `withFrame`). */
export const breadcrumbsReady = Breadcrumbs.preload();

/**
 * The route titles breadcrumbs use: every loaded remote's screens first (their `title`s are the most
 * specific, e.g. /inbox/view/:id 'Conversation': the route table's, or an older remote's own), then the
 * route table's rows.
 */
export function crumbRoutes(remoteRoutes: readonly TitledRoute[]): TitledRoute[] {
  return [...remoteRoutes, ...ROUTES];
}

/**
 * Home → the current path's segments, route parameters filled in, titles from the remotes' routes.
 * Shown above the content of every in-app page.
 * @see docs/product.md §2 (Breadcrumbs: a Home link to / followed by the matched route segments, with route parameters filled in)
 */
export function ShellBreadcrumbs() {
  const remotes = remoteStore((s) => s.remotes);
  const routes = useMemo(
    () =>
      crumbRoutes(
        Object.values(remotes).flatMap((r) =>
          r?.status === 'loaded' ? remoteRoutes(r.remote).map(({ path, title }) => ({ path, title })) : [],
        ),
      ),
    [remotes],
  );
  return (
    <div data-testid="breadcrumbs" style={{ marginBottom: 16 }}>
      <Breadcrumbs routes={routes} />
    </div>
  );
}
