import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { Route, ScreenId } from '@scriptorium/contracts/core';
import { ScreenLoading } from '../../features/remotes/RemoteRoutes.js';
import { NotFoundPage } from '../../components/StatusPages.js';

/** The shell's own screens by route id, each its own chunk (the dashboard brings the chart library). */
const SCREENS: Record<ScreenId<'shell'>, LazyExoticComponent<ComponentType>> = {
  'shell.admin-dashboard': lazy(() => import('../../features/dashboard/AdminDashboard.js')),
};

/**
 * Routes the shell renders itself (owner `shell` in the route table): the admin dashboard.
 * @see docs/product.md §2 /admin-dashboard
 */
export function ShellPage({ entry }: { entry: Route }) {
  const Screen = (SCREENS as Partial<Record<string, LazyExoticComponent<ComponentType>>>)[entry.id];
  if (!Screen) return <NotFoundPage />;
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Screen />
    </Suspense>
  );
}
