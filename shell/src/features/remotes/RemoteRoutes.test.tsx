import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ComponentType } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router-dom';
import { loadRemote } from '@module-federation/runtime';
import { ConfigProvider } from 'antd';
import { KitProvider, type RemoteModule } from '@scriptorium/shared-kit/core';
import { popupRegistry, usePopup, type PopupScreenProps } from '@scriptorium/shared-kit/core';
import { RemoteArea } from './RemoteArea.js';
import { registerManifest } from './federation.js';
import { remoteStore } from './remoteStore.js';
import { retryWhenOnline } from './retryWhenOnline.js';
import { signInAs, signOut } from '@scriptorium/shared-kit/testing';

vi.mock('@module-federation/runtime', () => ({
  loadRemote: vi.fn(),
  registerRemotes: vi.fn(),
  registerShared: vi.fn(),
}));

function AddUser() {
  const popup = usePopup();
  return (
    <div>
      <h2>Add user form</h2>
      <button type="button" onClick={() => popup?.close()}>
        Done
      </button>
    </div>
  );
}
function UserDetail() {
  return <h1>User {useParams().id}</h1>;
}
function Greeting({ params }: PopupScreenProps) {
  return <p>Hello {params.name}</p>;
}

const usersRemote: RemoteModule = {
  name: 'mf_users',
  area: 'Users',
  routes: [
    { path: '/users/clients', Component: () => <h1>Clients list</h1> },
    { path: '/users/clients/add', Component: AddUser, popup: { popup: 'modal', title: 'Add client' } },
    { path: '/users/user/:id/*', Component: UserDetail },
  ],
  popupComponents: { Greeting: Greeting as never },
};

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <RemoteArea name="mf_users" /> }], {
    initialEntries: [path],
  });
  render(
    <KitProvider>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <RouterProvider router={router} />
      </ConfigProvider>
    </KitProvider>,
  );
  return router;
}

beforeEach(() => {
  remoteStore.setState({ remotes: {} });
  registerManifest({ mf_users: 'http://cdn.test/mf-users/remoteEntry.js' });
});
afterEach(() => vi.mocked(loadRemote).mockReset());

describe('route pop-ups', () => {
  it('opens a route with pop-up metadata in a modal over its parent page, and closing returns to the parent', async () => {
    vi.mocked(loadRemote).mockResolvedValue({ default: usersRemote });
    const router = renderAt('/users/clients/add');
    expect(await screen.findByRole('dialog', { name: 'Add client' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Add user form' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Clients list' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/clients'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add client' })).toBeNull());
  });

  it('renders ordinary routes with their parameters', async () => {
    vi.mocked(loadRemote).mockResolvedValue({ default: usersRemote });
    renderAt('/users/user/7/tab/details');
    expect(await screen.findByRole('heading', { name: 'User 7' })).toBeTruthy();
  });

  it("registers the remote's popupComponents for query pop-ups", async () => {
    vi.mocked(loadRemote).mockResolvedValue({ default: usersRemote });
    renderAt('/users/clients');
    await screen.findByRole('heading', { name: 'Clients list' });
    expect(popupRegistry.getState().screens.Greeting).toBe(Greeting);
  });
});

describe('remote health', () => {
  it('loads a failed remote again by itself when the browser comes back online', async () => {
    retryWhenOnline();
    vi.mocked(loadRemote).mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: usersRemote });
    renderAt('/users/clients');
    expect(await screen.findByText('Users is unavailable right now')).toBeTruthy();
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByRole('heading', { name: 'Clients list' })).toBeTruthy();
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it("says the area is unavailable when a screen's chunk has not loaded after 20 s; Retry reloads the page", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    try {
      // The entry loaded; then the host stops answering: the screen's chunk never arrives.
      const chunk = vi.fn<() => Promise<{ default: ComponentType }>>(() => new Promise(() => {}));
      vi.mocked(loadRemote).mockResolvedValue({
        default: { ...usersRemote, routes: [{ path: '/users/writers', lazy: chunk }] },
      });
      renderAt('/users/writers');
      await waitFor(() => expect(chunk).toHaveBeenCalledTimes(1));
      act(() => vi.advanceTimersByTime(19_000));
      expect(screen.queryByText('Users is unavailable right now')).toBeNull();
      act(() => vi.advanceTimersByTime(1_000));
      expect(await screen.findByText('Users is unavailable right now')).toBeTruthy();
      // Importing the same URL again would wait on the same hung request: a fresh page does not.
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(reload).toHaveBeenCalledTimes(1);
      expect(chunk).toHaveBeenCalledTimes(1);
    } finally {
      reload.mockRestore();
      error.mockRestore();
      vi.useRealTimers();
    }
  });
});

describe('a remote that maps route ids to screens', () => {
  afterEach(() => signOut());

  const screensRemote = (routes: RemoteModule['routes'] = []): RemoteModule => ({
    name: 'mf_users',
    area: 'Users',
    screens: {
      'users.user': () => Promise.resolve({ default: UserDetail }),
      'users.list': () => Promise.resolve({ default: () => <h1>Users by role</h1> }),
      'users.add': () => Promise.resolve({ default: () => <h1>Add user</h1> }),
    },
    routes,
  });

  it("renders its screens at the route table's paths", async () => {
    signInAs('admin', ['users.menu.view_users']);
    vi.mocked(loadRemote).mockResolvedValue({ default: screensRemote() });
    renderAt('/users/user/7/tab/orders');
    expect(await screen.findByRole('heading', { name: 'User 7' })).toBeTruthy();
  });

  it("says '403 Not Allowed' on a screen whose own permission the user lacks", async () => {
    // users.add needs users.users.add_user.
    signInAs('admin', ['users.menu.view_users']);
    vi.mocked(loadRemote).mockResolvedValue({ default: screensRemote() });
    renderAt('/users/add');
    expect(await screen.findByText('403 Not Allowed')).toBeTruthy();
  });

  it('loads without a route list', async () => {
    signInAs('admin', ['users.menu.view_users']);
    const { routes: _, ...withoutList } = screensRemote();
    vi.mocked(loadRemote).mockResolvedValue({ default: withoutList });
    renderAt('/users/clients');
    expect(await screen.findByRole('heading', { name: 'Users by role' })).toBeTruthy();
  });
});
