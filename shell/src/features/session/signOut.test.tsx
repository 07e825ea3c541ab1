import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, type RemoteModule } from '@scriptorium/shared-kit/core';
import { makeUser, mockApi, type MockRequest } from '@scriptorium/shared-kit/testing';
import { preloadLayouts, renderShell } from '../../testing/renderShell.js';

vi.mock('@module-federation/runtime', () => ({
  loadRemote: vi.fn(),
  registerRemotes: vi.fn(),
  registerShared: vi.fn(),
}));
vi.mock('../realtime/useSocketConnection.js', () => ({ useSocketConnection: () => undefined }));

const remotes: Record<string, RemoteModule> = {
  mf_orders: {
    name: 'mf_orders',
    area: 'Orders',
    routes: [
      { path: '/inbox/*', Component: () => <h1>Inbox</h1> },
      { path: '/orders', Component: () => <h1>My orders</h1> },
    ],
  },
  mf_auth: {
    name: 'mf_auth',
    area: 'Account',
    routes: ['/sh-auth', '/auth/login'].map((path) => ({ path, Component: () => <h1>Sign in form at {path}</h1> })),
  },
};

/** How long a test waits for a screen (lazy chunks load slowly when files run side by side). */
const WAIT = { timeout: 15_000 };

/** The API of a signed-in user whose logout call fails. */
/** The stored token at each logout call (null once the session was cleared first). */
const storedTokenAtLogout: (string | null)[] = [];

function api(user: ReturnType<typeof makeUser>) {
  storedTokenAtLogout.length = 0;
  return mockApi((req: MockRequest) => {
    if (req.url === 'auth/logout') {
      storedTokenAtLogout.push(localStorage.getItem('access_token'));
      return { status: 500, data: { message: 'boom' } };
    }
    if (req.url === 'streamline') return { data: { notifications: 0 } };
    if (req.url === 'messages/list-unread') return { data: [] };
    return { data: user };
  });
}

const renderAt = (path: string) => renderShell(path, remotes).router;

// Whole-shell renders: generous waits, the machine may be busy (lazy chunks, remotes, the router).

preloadLayouts();

describe('signing out', () => {
  let restore: (() => void) | undefined;
  afterEach(() => {
    restore?.();
    vi.useRealTimers();
    act(() => sessionStore.getState().clear());
  });

  it("POSTs auth/logout, clears the session even when the call fails, says 'logout successful' and goes to /auth/login", async () => {
    const admin = makeUser('admin');
    const m = api(admin);
    restore = m.restore;
    sessionStore.getState().signIn('tok', admin);
    const router = renderAt('/inbox');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('user-menu', {}, WAIT));
    await user.click(await screen.findByText('Sign Out'));
    expect(await screen.findByRole('heading', { name: 'Sign in form at /auth/login' }, WAIT)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(await screen.findByText('logout successful', {}, WAIT)).toBeTruthy();
    expect(m.requests.some((r) => r.method === 'POST' && r.url === 'auth/logout')).toBe(true);
    expect(sessionStore.getState()).toMatchObject({ token: null, user: null, status: 'signed-out' });
    // The token left storage before the server revoked it, so other tabs hear of this sign-out (the
    // storage event) before a 401 could send them to the sign-in page; the call still names the token.
    expect(m.requests.find((r) => r.url === 'auth/logout')).toMatchObject({
      headers: expect.objectContaining({ authorization: 'Bearer tok' }),
    });
    expect(storedTokenAtLogout).toEqual([null]);
    expect(['access_token', 'user', 'last_activity'].map((k) => localStorage.getItem(k))).toEqual([null, null, null]);
  });

  it('posts to ShConfig.logoutApiEndpoint and goes to ShConfig.loginUrl when configured', async () => {
    const admin = makeUser('admin');
    const m = api(admin);
    restore = m.restore;
    sessionStore.getState().signIn('tok', admin);
    localStorage.setItem('ShConfig', JSON.stringify({ loginUrl: 'sh-auth', logoutApiEndpoint: 'auth/sign-out' }));
    const router = renderAt('/inbox');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('user-menu', {}, WAIT));
    await user.click(await screen.findByText('Sign Out'));
    expect(await screen.findByRole('heading', { name: 'Sign in form at /sh-auth' }, WAIT)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sh-auth');
    expect(m.requests.some((r) => r.method === 'POST' && r.url === 'auth/sign-out')).toBe(true);
  });

  it("takes a client from Log Out to / after 2 s, showing 'Redirecting...' meanwhile", async () => {
    const client = makeUser('client');
    const m = api(client);
    restore = m.restore;
    sessionStore.getState().signIn('tok', client);
    const router = renderAt('/orders');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('user-menu', {}, WAIT));
    await user.click(await screen.findByText('Log Out'));
    expect(await screen.findByText('Redirecting...')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/orders');
    expect(sessionStore.getState().token).toBeNull();
    // 2 s later: '/' → signed out → the sign-in page.
    expect(await screen.findByRole('heading', { name: 'Sign in form at /sh-auth' }, WAIT)).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('signs this tab out when another tab signs out (its token removed from storage)', async () => {
    const admin = makeUser('admin');
    const m = api(admin);
    restore = m.restore;
    sessionStore.getState().signIn('tok', admin);
    const router = renderAt('/inbox');
    await screen.findByTestId('user-menu', {}, WAIT);
    act(() => {
      localStorage.removeItem('access_token');
      window.dispatchEvent(new StorageEvent('storage', { key: 'access_token', oldValue: 'tok', newValue: null }));
    });
    expect(await screen.findByRole('heading', { name: 'Sign in form at /auth/login' }, WAIT)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(sessionStore.getState().token).toBeNull();
    expect(m.requests.some((r) => r.url === 'auth/logout')).toBe(false);
  });
});
