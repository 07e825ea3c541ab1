import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import type { Role } from '@scriptorium/contracts/core';
import { sessionStore, type RemoteModule } from '@scriptorium/shared-kit/core';
import { makeUser, mockApi } from '@scriptorium/shared-kit/testing';
import { echoRemote, preloadLayouts, renderShell } from '../../testing/renderShell.js';

vi.mock('@module-federation/runtime', () => ({
  loadRemote: vi.fn(),
  registerRemotes: vi.fn(),
  registerShared: vi.fn(),
}));

const REMOTES: Record<string, RemoteModule> = {
  mf_orders: echoRemote('mf_orders', [
    { path: '/inbox/*' },
    { path: '/orders' },
    { path: '/writer/orders/:mainStatus/*' },
  ]),
  mf_auth: echoRemote('mf_auth', [{ path: '/sh-auth' }]),
  mf_users: echoRemote('mf_users', [{ path: '/users/:role/*' }]),
};

const renderAt = (path: string) => renderShell(path, REMOTES).router;

// Whole-shell renders: generous waits, the machine may be busy (lazy chunks, remotes, the router).

preloadLayouts();

describe('shell routing', () => {
  let api: ReturnType<typeof mockApi>;
  afterEach(() => {
    api?.restore();
    act(() => sessionStore.getState().clear());
  });

  const homes: [Role, string][] = [
    ['admin', '/inbox'],
    ['client', '/orders'],
    ['writer', '/writer/orders/active'],
  ];
  for (const [role, home] of homes) {
    it(`sends a signed-in ${role} from / to ${home}`, async () => {
      const user = makeUser(role);
      api = mockApi(() => ({ data: user }));
      sessionStore.getState().signIn('token-1', user);
      const router = renderAt('/');
      expect(
        await screen.findByRole('heading', {
          name: `mf_orders ${home === '/inbox' ? '/inbox/*' : home === '/orders' ? '/orders' : '/writer/orders/:mainStatus/*'}`,
        }),
      ).toBeTruthy();
      expect(router.state.location.pathname).toBe(home);
      expect(await screen.findByText(user.name)).toBeTruthy();
    });
  }

  it('sends a signed-out visitor of a protected page to /sh-auth with the page as redirect', async () => {
    api = mockApi(() => ({ status: 401, data: { message: 'Unauthenticated.' } }));
    const router = renderAt('/users/clients?page=2');
    expect(await screen.findByRole('heading', { name: 'mf_auth /sh-auth' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sh-auth');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/users/clients?page=2');
    expect(screen.getByText('Scriptorium', { selector: 'strong' })).toBeTruthy();
  });

  it('refreshes the stored user from GET auth/user?defaults=1 on start', async () => {
    const stale = makeUser('admin', { name: 'Old Name' });
    api = mockApi(() => ({ data: makeUser('admin', { name: 'Ada Lovelace' }) }));
    sessionStore.getState().signIn('token-1', stale);
    renderAt('/inbox');
    expect(await screen.findByText('Ada Lovelace')).toBeTruthy();
    expect(api.requests.find((r) => r.url === 'auth/user')).toMatchObject({
      method: 'GET',
      url: 'auth/user',
      params: { defaults: 1 },
    });
  });

  const notAllowed: [Role, string][] = [
    ['writer', '/users/clients'],
    ['writer', '/orders/new'],
    ['client', '/users/clients'],
  ];
  for (const [role, path] of notAllowed) {
    it(`shows "403 Not Allowed" to a ${role} opening ${path} (not a silent redirect or "Page not found")`, async () => {
      const user = makeUser(role);
      api = mockApi(() => ({ data: user }));
      sessionStore.getState().signIn('token-1', user);
      const router = renderAt(path);
      expect(await screen.findByText('403 Not Allowed')).toBeTruthy();
      expect(router.state.location.pathname).toBe(path);
      expect(screen.queryByText('Page not found')).toBeNull();
    });
  }

  it('shows "403 Not Allowed" to an admin without the route\'s permission', async () => {
    const user = makeUser('admin', { permissions: [] });
    api = mockApi(() => ({ data: user }));
    sessionStore.getState().signIn('token-1', user);
    renderAt('/users/clients');
    expect(await screen.findByText('403 Not Allowed')).toBeTruthy();
  });
});
