import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { loadRemote } from '@module-federation/runtime';
import { beforeAll, vi } from 'vitest';
import { KitProvider, type RemoteModule } from '@scriptorium/shared-kit/core';
import { queryClient } from '@scriptorium/shared-kit/data';
import { registerManifest } from '../features/remotes/federation.js';
import { remoteStore } from '../features/remotes/remoteStore.js';
import { shellRoutes } from '../app/routing/routes.js';

// The stand-ins of every whole-shell render: the federation runtime (renderShell answers `loadRemote` with
// the test's remotes) and the socket connection. Vitest hoists these above this file's imports, so they are
// in place before the runtime or a layout loads, for this file and for what a test imports after it.
vi.mock('@module-federation/runtime', () => ({
  loadRemote: vi.fn(),
  registerRemotes: vi.fn(),
  registerShared: vi.fn(),
}));
vi.mock('../features/realtime/useSocketConnection.js', () => ({ useSocketConnection: () => undefined }));

/** A remote whose every route shows a heading with its path, so a test can see which screen rendered. */
export function echoRemote(name: RemoteModule['name'], routes: { path: string; title?: string }[]): RemoteModule {
  return { name, area: name, routes: routes.map((r) => ({ ...r, Component: () => <h1>{`${name} ${r.path}`}</h1> })) };
}

const realFetch = globalThis.fetch;

/**
 * The shell asks the API for the next screen's preload list on each navigation (features/remotes/
 * preloadScreen.ts): here there is no API and nothing to preload.
 */
function noPreloadLists() {
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
    String(input).startsWith('/first-screen')
      ? Promise.resolve(new Response(JSON.stringify({ files: [] }), { status: 200 }))
      : realFetch(input, init),
  );
}

/**
 * Test helper: renders the whole shell (providers, router, layouts) at `path` with these remotes behind
 * the federation runtime this file mocks (import this file before anything that loads the runtime).
 */
export function renderShell(path: string, remotes: Record<string, RemoteModule>) {
  remoteStore.setState({ remotes: {} });
  queryClient.clear(); // each test starts with nothing loaded, as a new page does
  noPreloadLists();
  registerManifest(Object.fromEntries(Object.keys(remotes).map((n) => [n, `http://cdn.test/${n}/remoteEntry.js`])));
  vi.mocked(loadRemote).mockImplementation(async (id: string) => ({ default: remotes[id.split('/')[0]] }));
  const router = createMemoryRouter(shellRoutes, { initialEntries: [path] });
  const view = render(
    <KitProvider>
      {/* No animations: a closing dialog leaves the page at once, as a person would see it end. */}
      <ConfigProvider theme={{ token: { motion: false } }}>
        <RouterProvider router={router} />
      </ConfigProvider>
    </KitProvider>,
  );
  return { router, ...view };
}

/**
 * Loads the role layouts (lazy chunks) once before a file's tests, so each test measures the shell
 * and not the first transform of a layout. Call at the top level of a test file.
 */
export function preloadLayouts() {
  beforeAll(async () => {
    await Promise.all([
      import('../app/layouts/AdminLayout.js'),
      import('../app/layouts/ClientLayout.js'),
      import('../app/layouts/GuestLayout.js'),
    ]);
  }, 60_000);
}
