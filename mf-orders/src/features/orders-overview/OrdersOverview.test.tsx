import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { KitProvider, sessionStore } from '@scriptorium/shared-kit';
import remote from '../../routes.js';

function renderAt(path: string) {
  const router = createMemoryRouter(
    remote.routes.map((r) => ({ path: r.path, lazy: async () => ({ Component: (await r.lazy!()).default }) })),
    { initialEntries: [path] },
  );
  render(
    <KitProvider>
      <RouterProvider router={router} />
    </KitProvider>,
  );
}

describe('the orders remote', () => {
  afterEach(() => act(() => sessionStore.getState().clear()));

  it('exposes its routes as the mf_orders RemoteModule of the Orders area', () => {
    expect(remote.name).toBe('mf_orders');
    expect(remote.area).toBe('Orders');
    expect(remote.routes.map((r) => r.path)).toContain('/inbox/*');
  });

  it('shows the page title and the signed-in user from the shared session store', async () => {
    act(() =>
      sessionStore.getState().signIn('tok', {
        id: 1, name: 'Ada Admin', email: 'admin@example.com', phone: null, profile_picture: null, role: 'admin', permissions: [], created_at: '2024-01-01T00:00:00Z',
      }),
    );
    renderAt('/inbox');
    expect(await screen.findByRole('heading', { name: 'Inbox' })).toBeTruthy();
    expect(screen.getByText('Signed in as Ada Admin')).toBeTruthy();
  });
});
