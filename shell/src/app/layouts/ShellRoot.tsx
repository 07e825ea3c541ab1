import { lazy, Suspense, useEffect, useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { matchRoute } from '@scriptorium/contracts/core';
import { useSession } from '@scriptorium/shared-kit/core';
import { ScreenLoading } from '../../features/remotes/RemoteRoutes.js';
import { AuthLayout } from './AuthLayout.js';
import { layoutFor, type LayoutKind } from './layoutFor.js';
import { useSessionReady } from '../../features/session/useSessionReady.js';
import { leavingStore } from '../../features/session/leavingStore.js';
import { preloadScreen } from '../../features/remotes/preloadScreen.js';
import { handOverHtmlFirst } from '../../features/html-first/index.js';

type LayoutModule = { default: ComponentType<{ children: ReactNode }>; frameReady?: Promise<unknown> };

/**
 * A layout module once the kit's lazy components it renders at once (menu, breadcrumbs: its
 * `frameReady`) have loaded too, so the frame appears in one step. Revealed one after the other, each
 * later part and then the page's screen would wait React's 300 ms between reveals.
 */
const withFrame = (load: () => Promise<LayoutModule>) => async () => {
  const layout = await load();
  // A part that failed to load is not the frame's failure: the frame shows, and that part loads
  // again when it renders (kit lazyComponent), or tells its error boundary.
  await layout.frameReady?.catch(() => undefined);
  return layout;
};

/** The auth layout is eager (first page of most visits); the others load with the first page that needs them. */
const LAYOUTS: Record<LayoutKind, ComponentType<{ children: ReactNode }>> = {
  auth: AuthLayout,
  guest: lazy(withFrame(() => import('./GuestLayout.js'))),
  client: lazy(withFrame(() => import('./ClientLayout.js'))),
  admin: lazy(withFrame(() => import('./AdminLayout.js'))),
};

/**
 * The root of every page: picks the layout for the URL and the session, and renders the content
 * area (`Outlet`) inside it. While a stored token has no user yet, waits for the user refresh.
 * @see docs/product.md §2 Layouts
 */
export function ShellRoot() {
  const sessionReady = useSessionReady();
  const { pathname } = useLocation();
  const user = useSession((s) => s.user);
  const leavingTo = leavingStore((s) => s.to);
  // Rendered as a navigation starts (a sign-in's most often, before the new frame has loaded): the new
  // screen's files are asked for and preloaded now, not as each import reveals the next.
  void preloadScreen(pathname);
  // Prerendered HTML is a guest's screen: whatever a signed-in user's app shows instead (a 403, a
  // redirect, "You are signed in as …") takes the page over at once; what they did on the HTML waits for
  // their screen's form, if it brings one (docs/architecture-html-first.md).
  useLayoutEffect(() => {
    if (user) handOverHtmlFirst(document, { fieldsMayComeLater: true });
  }, [user]);
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
