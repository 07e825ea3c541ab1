import { createElement, lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Result, Spin } from 'antd';
import type { RemoteModule, RemoteRoute } from '@scriptorium/shared-kit';
import { useCan } from '@scriptorium/shared-kit';
import { RemoteErrorBoundary } from './RemoteErrorBoundary.js';
import { RemoteUnavailable } from './RemoteUnavailable.js';

type Screen = ComponentType | LazyExoticComponent<ComponentType>;

/** Lazy screens per route object and attempt, so a failed chunk is fetched again after Retry. */
const screens = new WeakMap<RemoteRoute, { attempt: number; screen: Screen }>();

function screenOf(route: RemoteRoute, attempt: number): Screen {
  const cached = screens.get(route);
  if (cached && cached.attempt === attempt) return cached.screen;
  const screen: Screen = route.Component ?? (route.lazy ? lazy(route.lazy) : () => null);
  screens.set(route, { attempt, screen });
  return screen;
}

/** Shown while a screen's chunk loads. */
export function ScreenLoading() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }} data-testid="screen-loading">
      <Spin />
    </div>
  );
}

function RouteScreen({ route, area }: { route: RemoteRoute; area: string }) {
  const [attempt, setAttempt] = useState(0);
  const allowed = useCan(route.permission);
  if (!allowed) return <Result status="403" title="403 Not Allowed" />;
  // The screen component is cached per route and attempt (see `screenOf`), not re-created per render.
  const screen = createElement(screenOf(route, attempt));
  return (
    <RemoteErrorBoundary
      key={attempt}
      fallback={() => <RemoteUnavailable area={area} onRetry={() => setAttempt((a) => a + 1)} />}
    >
      <Suspense fallback={<ScreenLoading />}>
        {screen}
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/**
 * Renders a loaded remote's routes (absolute patterns) in the content area, each lazy screen in
 * Suspense and an error boundary; a route whose permission the user lacks shows "403 Not Allowed".
 * @see spec §2 Routes, §6
 */
export function RemoteRoutes({ remote }: { remote: RemoteModule }) {
  return (
    <Routes>
      {remote.routes.map((route) => (
        <Route key={route.path} path={route.path} element={<RouteScreen route={route} area={remote.area} />} />
      ))}
      <Route path="*" element={<Result status="404" title="Page not found" />} />
    </Routes>
  );
}
