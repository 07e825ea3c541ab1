import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { loadRemote } from '@module-federation/runtime';
import { KitProvider, sessionStore, type RemoteModule } from '@scriptorium/shared-kit';
import { registerManifest } from '../remotes/federation.js';
import { shellRoutes } from '../routing/routes.js';
import { mockApi } from '../../testing/mockApi.js';
import { makeUser } from '../../testing/users.js';

vi.mock('@module-federation/runtime', () => ({ loadRemote: vi.fn(), registerRemotes: vi.fn(), registerShared: vi.fn() }));

const remotes: Record<string, RemoteModule> = {
  mf_orders: { name: 'mf_orders', area: 'Orders', routes: [{ path: '/inbox/*', Component: () => <h1>Inbox</h1> }] },
  mf_auth: { name: 'mf_auth', area: 'Account', routes: [{ path: '/sh-auth', Component: () => <h1>Sign in form</h1> }] },
};

describe('signing out', () => {
  let restore: (() => void) | undefined;
  afterEach(() => {
    restore?.();
    act(() => sessionStore.getState().clear());
  });

  it('POSTs auth/logout, clears the session even when the call fails, and goes to /sh-auth', async () => {
    registerManifest({ mf_orders: 'http://cdn.test/o.js', mf_auth: 'http://cdn.test/a.js' });
    vi.mocked(loadRemote).mockImplementation(async (id: string) => ({ default: remotes[id.split('/')[0]] }));
    const admin = makeUser('admin');
    const api = mockApi((req) => (req.url === 'auth/logout' ? { status: 500, data: { message: 'boom' } } : { data: admin }));
    restore = api.restore;
    sessionStore.getState().signIn('tok', admin);
    localStorage.setItem('last_activity', new Date().toISOString());
    const router = createMemoryRouter(shellRoutes, { initialEntries: ['/inbox'] });
    render(
      <KitProvider>
        <RouterProvider router={router} />
      </KitProvider>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('user-menu'));
    await user.click(await screen.findByText('Sign Out'));
    expect(await screen.findByRole('heading', { name: 'Sign in form' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sh-auth');
    expect(api.requests.some((r) => r.method === 'POST' && r.url === 'auth/logout')).toBe(true);
    expect(sessionStore.getState()).toMatchObject({ token: null, user: null, status: 'signed-out' });
    expect(['access_token', 'user', 'last_activity'].map((k) => localStorage.getItem(k))).toEqual([null, null, null]);
  });
});
