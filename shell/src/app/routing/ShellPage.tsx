import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteEntry } from '@scriptorium/contracts/core';
import { ScreenLoading } from '../../features/remotes/RemoteRoutes.js';
import { NotFoundPage } from '../../components/StatusPages.js';

/** The shell's own screens by route path, each its own chunk (the dashboard brings the chart library). */
const SCREENS: Record<string, LazyExoticComponent<ComponentType>> = {
  '/admin-dashboard': lazy(() => import('../../features/dashboard/AdminDashboard.js')),
};

/**
 * Routes the shell renders itself (owner `shell` in the route table): the admin dashboard.
 * @see docs/product.md §2 /admin-dashboard
 */
export function ShellPage({ entry }: { entry: RouteEntry }) {
  const Screen = SCREENS[entry.path];
  if (!Screen) return <NotFoundPage />;
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Screen />
    </Suspense>
  );
}
