import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { Button, Layout, Space, Spin } from 'antd';
import { routesFor, type RemoteModule, type RemoteRoute } from '../remote/RemoteModule.js';
import { KitProvider } from '../providers/KitProvider.js';
import { post } from '../api/apiClient.js';
import { sessionStore, useSession } from '../session/sessionStore.js';
import { HarnessSignIn } from './HarnessSignIn.js';

function screenOf(route: RemoteRoute): ComponentType {
  return route.Component ?? (route.lazy ? lazy(route.lazy) : () => null);
}

/** A link for every route without parameters, so each screen is one click away. */
function routeLinks(routes: RemoteRoute[]): { path: string; title: string }[] {
  return routes
    .filter((r) => !r.path.includes(':'))
    .map((r) => ({ path: r.path.replace(/\/\*$/, '') || '/', title: r.title ?? r.path }));
}

function HarnessRoutes({ remote }: { remote: RemoteModule }) {
  const user = useSession((s) => s.user);
  const routes = useMemo(() => routesFor(remote.routes, user), [remote, user]);
  const screens = useMemo(() => routes.map((r) => ({ route: r, Screen: screenOf(r) })), [routes]);
  const signOut = async () => {
    await post('auth/logout').catch(() => undefined);
    sessionStore.getState().clear();
  };
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          background: '#fff',
          display: 'flex',
          alignItems: 'center',
          gap: 16,
          borderBottom: '1px solid #f0f0f0',
        }}
      >
        <strong>{remote.area} harness</strong>
        <Space wrap style={{ flex: 1 }}>
          {routeLinks(routes).map((l) => (
            <Link key={l.path} to={l.path}>
              {l.title}
            </Link>
          ))}
        </Space>
        <span>{user?.name}</span>
        <Button onClick={signOut}>Sign Out</Button>
      </Layout.Header>
      <Layout.Content style={{ padding: 24 }}>
        <Suspense fallback={<Spin />}>
          <Routes>
            {screens.map(({ route, Screen }) => (
              <Route key={route.path} path={route.path} element={<Screen />} />
            ))}
            <Route path="*" element={<p>Pick a screen above.</p>} />
          </Routes>
        </Suspense>
      </Layout.Content>
    </Layout>
  );
}

/** The harness itself (see `RemoteHarness`): loaded only by a remote's dev page. */
export default function HarnessApp({ remote }: { remote: RemoteModule }) {
  const token = useSession((s) => s.token);
  const user = useSession((s) => s.user);
  return (
    <KitProvider>
      <BrowserRouter>{token && user ? <HarnessRoutes remote={remote} /> : <HarnessSignIn />}</BrowserRouter>
    </KitProvider>
  );
}
