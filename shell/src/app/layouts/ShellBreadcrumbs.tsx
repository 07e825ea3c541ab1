import { useMemo } from 'react';
import { ROUTES } from '@scriptorium/contracts/core';
import { remoteRoutes, useT, type Translate } from '@scriptorium/shared-kit/core';
import { catalog } from '../../i18n/catalog.js';
import { routeTitle, type ShellTextId } from '../../i18n/texts.js';
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
 * `routes` with each title in the current language (`routeTitle`: `shell.route.<id>`, else the English
 * title): the route table's rows and the remotes' screens carry their route id; a route without one
 * (an older remote's own list) keeps its title.
 */
export function translatedCrumbRoutes(t: Translate<ShellTextId>, routes: readonly TitledRoute[]): TitledRoute[] {
  return routes.map((r) => {
    const id = (r as { id?: unknown }).id;
    return r.title && typeof id === 'string' ? { path: r.path, title: routeTitle(t, id, r.title) } : r;
  });
}

/**
 * Home → the current path's segments, route parameters filled in, titles from the remotes' routes (in
 * the current language).
 * Shown above the content of every in-app page.
 * @see docs/product.md §2 (Breadcrumbs: a Home link to / followed by the matched route segments, with route parameters filled in)
 */
export function ShellBreadcrumbs() {
  const remotes = remoteStore((s) => s.remotes);
  const t = useT(catalog);
  const routes = useMemo(
    () =>
      translatedCrumbRoutes(
        t,
        crumbRoutes(
          Object.values(remotes).flatMap((r) =>
            r?.status === 'loaded'
              ? remoteRoutes(r.remote).map((route) => ({
                  path: route.path,
                  title: route.title,
                  id: (route as { id?: string }).id,
                }))
              : [],
          ),
        ),
      ),
    [remotes, t],
  );
  return (
    <div data-testid="breadcrumbs" style={{ marginBottom: 16 }}>
      <Breadcrumbs routes={routes} />
    </div>
  );
}
