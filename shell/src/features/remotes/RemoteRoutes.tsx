import { createElement, lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPath, Route, Routes, useLocation } from 'react-router-dom';
import { Spin } from 'antd';
import type { RemoteName } from '@scriptorium/contracts/core';
import type { RemoteModule, RemoteRoute } from '@scriptorium/shared-kit/core';
import {
  loadCatalogs,
  remoteRoutes,
  routesFor,
  TopProgressFallback,
  useCan,
  useSession,
  useT,
} from '@scriptorium/shared-kit/core';
import { catalog } from '../../i18n/catalog.js';
import { areaName } from '../../i18n/texts.js';
import { parentPath, RoutePopup } from '@scriptorium/shared-kit/ui';
import { ForbiddenPage, NotFoundPage } from '../../components/StatusPages.js';
import { reportClientError } from './clientErrors.js';
import { RemoteErrorBoundary } from './RemoteErrorBoundary.js';
import { RemoteUnavailable } from './RemoteUnavailable.js';
import { HtmlFirstHandOff } from '../html-first/index.js';
import { LoadTimeout, REMOTE_LOAD_TIMEOUT_MS } from './remoteStore.js';

type Screen = ComponentType | LazyExoticComponent<ComponentType>;

/** Lazy screens per route object and attempt, so a failed chunk is fetched again after Retry. */
const screens = new WeakMap<RemoteRoute, { attempt: number; screen: Screen }>();

/**
 * A screen's chunk, or a {@link LoadTimeout} after {@link REMOTE_LOAD_TIMEOUT_MS}: a host that stops
 * answering after the remote's entry loaded would otherwise keep the spinner up for minutes.
 */
function withinLimit<T>(load: () => Promise<T>, path: string): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new LoadTimeout(`The screen of ${path}`)), REMOTE_LOAD_TIMEOUT_MS);
      load()
        .then(resolve, reject)
        .finally(() => clearTimeout(timer));
    });
}

/**
 * A screen's chunk, and the texts of every catalogue it brought (its remote's, in the page's language),
 * so a Swahili screen renders in Swahili at once instead of suspending on its first text.
 */
function withTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return () => load().then((mod) => loadCatalogs().then(() => mod));
}

function screenOf(route: RemoteRoute, attempt: number): Screen {
  const cached = screens.get(route);
  if (cached && cached.attempt === attempt) return cached.screen;
  const screen: Screen =
    route.Component ?? (route.lazy ? lazy(withinLimit(withTexts(route.lazy), route.path)) : () => null);
  screens.set(route, { attempt, screen });
  return screen;
}

/** Shown while a screen's chunk loads (the top progress bar runs meanwhile). */
export function ScreenLoading() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }} data-testid="screen-loading">
      <TopProgressFallback />
      <Spin />
    </div>
  );
}

function RouteScreen({ route, area, remote }: { route: RemoteRoute; area: string; remote: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  const allowed = useCan(route.permission);
  const t = useT(catalog);
  if (!allowed) return <ForbiddenPage />;
  // The screen component is cached per route and attempt (see `screenOf`), not re-created per render.
  const screen = createElement(screenOf(route, attempt));
  return (
    // After a timeout Retry reloads the page: the browser keeps the hung import of that URL (its module
    // map), so importing it again in this page would wait on the same request.
    <RemoteErrorBoundary
      key={attempt}
      onError={() => reportClientError(remote, 'render')}
      fallback={(_, error) => (
        <RemoteUnavailable
          area={areaName(t, remote, area)}
          onRetry={error instanceof LoadTimeout ? () => window.location.reload() : () => setAttempt((a) => a + 1)}
        />
      )}
    >
      <Suspense fallback={<ScreenLoading />}>
        {/* The screen replaces its prerendered HTML once it is on the page (docs/architecture-html-first.md). */}
        <HtmlFirstHandOff>{screen}</HtmlFirstHandOff>
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/** The remote's page routes (not pop-ups) rendered at `location` — the page a route pop-up opens over. */
function PageRoutes({ remote, location }: { remote: RemoteModule; location?: string }) {
  const user = useSession((s) => s.user);
  return (
    <Routes location={location}>
      {routesFor(remoteRoutes(remote), user)
        .filter((route) => !route.popup)
        .map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={<RouteScreen route={route} area={remote.area} remote={remote.name} />}
          />
        ))}
      <Route path="*" element={location ? null : <NotFoundPage />} />
    </Routes>
  );
}

type PopupRoute = RemoteRoute & { popup: NonNullable<RemoteRoute['popup']> };

/**
 * Renders a loaded remote's routes (absolute patterns) in the content area — the route table's screens
 * of its screen map, or the route list of a remote built before screen maps (`remoteRoutes`) — each lazy screen in Suspense
 * and an error boundary; a route whose permission the user lacks shows "403 Not Allowed"; a route with
 * `popup` metadata opens in a modal or side panel over its parent page (`popup.parent`, else the path's
 * parent), and closing returns there.
 * @see docs/product.md §2 Routes, Pop-ups; §6
 */
export function RemoteRoutes({ remote }: { remote: RemoteModule }) {
  const { pathname } = useLocation();
  const popup = remoteRoutes(remote).find(
    (r): r is PopupRoute => Boolean(r.popup) && matchPath(r.path, pathname) !== null,
  );
  if (!popup) return <PageRoutes remote={remote} />;
  return (
    <RoutePopup
      meta={popup.popup}
      background={<PageRoutes remote={remote} location={popup.popup.parent ?? parentPath(pathname)} />}
    >
      <Routes>
        <Route path={popup.path} element={<RouteScreen route={popup} area={remote.area} remote={remote.name} />} />
      </Routes>
    </RoutePopup>
  );
}
