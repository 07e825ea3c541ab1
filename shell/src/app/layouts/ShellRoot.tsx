import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { matchRoute } from '@scriptorium/contracts/core';
import { useSession } from '@scriptorium/shared-kit/core';
import { ScreenLoading } from '../../features/remotes/RemoteRoutes.js';
import { AuthLayout } from './AuthLayout.js';
import { layoutFor, type LayoutKind } from './layoutFor.js';
import { useSessionReady } from '../../features/session/useSessionReady.js';
import { leavingStore } from '../../features/session/leavingStore.js';

/** The auth layout is eager (first page of most visits); the others load with the first page that needs them. */
const LAYOUTS: Record<LayoutKind, ComponentType<{ children: ReactNode }>> = {
  auth: AuthLayout,
  guest: lazy(() => import('./GuestLayout.js')),
  client: lazy(() => import('./ClientLayout.js')),
  admin: lazy(() => import('./AdminLayout.js')),
};

/**
 * The root of every page: picks the layout for the URL and the session, and renders the content
 * area (`Outlet`) inside it. While a stored token has no user yet, waits for the user refresh.
 * @see spec §2 Layouts
 */
export function ShellRoot() {
  const sessionReady = useSessionReady();
  const { pathname } = useLocation();
  const user = useSession((s) => s.user);
  const leavingTo = leavingStore((s) => s.to);
  // A sign-out has arrived where it was going.
  useEffect(() => {
    if (leavingTo && pathname === leavingTo) leavingStore.getState().set(null);
  }, [leavingTo, pathname]);
  if (!sessionReady) return <ScreenLoading />;
  const Layout = LAYOUTS[layoutFor(matchRoute(pathname), user)];
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Layout>
        <Outlet />
      </Layout>
    </Suspense>
  );
}
