import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALL_PERMISSIONS, type User } from '@scriptorium/contracts/core';
import { sessionStore } from '@scriptorium/shared-kit/core';
import { makeUser, mockApi, type MockReply, type MockRequest } from '@scriptorium/shared-kit/testing';
import { echoRemote, preloadLayouts, renderShell } from '../../testing/renderShell.js';

vi.mock('@module-federation/runtime', () => ({
  loadRemote: vi.fn(),
  registerRemotes: vi.fn(),
  registerShared: vi.fn(),
}));
vi.mock('../../features/realtime/useSocketConnection.js', () => ({ useSocketConnection: () => undefined }));

preloadLayouts();

const REMOTES = {
  mf_orders: echoRemote('mf_orders', [
    { path: '/inbox/*', title: 'Inbox' },
    { path: '/orders', title: 'Orders' },
    { path: '/orders/new', title: 'New Order' },
    { path: '/orders/:mainStatus/*', title: 'Orders' },
    { path: '/writer/orders/:mainStatus/*', title: 'Orders' },
  ]),
  mf_users: echoRemote('mf_users', [
    { path: '/users/user/:id/*', title: 'User' },
    { path: '/users/:role/*', title: 'Users' },
  ]),
  mf_auth: echoRemote('mf_auth', [{ path: '/sh-auth' }]),
};

const SUPER = { permissions: ALL_PERMISSIONS };

/** Signs `user` in and answers the API: auth/user, counts, unread messages; `extra` first. */
function serve(user: User, counts: Record<string, number> = {}, extra?: (req: MockRequest) => MockReply | undefined) {
  sessionStore.getState().signIn('tok', user);
  return mockApi((req) => {
    const own = extra?.(req);
    if (own) return own;
    if (req.url === 'streamline') return { data: counts };
    if (req.url === 'messages/list-unread') return { data: [] };
    return { data: user };
  });
}

const viewport = (width: number) =>
  act(() =>
    (window as unknown as { happyDOM: { setViewport: (v: object) => void } }).happyDOM.setViewport({
      width,
      height: 900,
    }),
  );

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  act(() => sessionStore.getState().clear());
});

describe('the admin/writer shell', () => {
  it('shows the permitted admin menu with count badges from getMenuCounts, without stamping activity', async () => {
    viewport(1400);
    const m = serve(makeUser('admin', SUPER), {
      orders_quotes: 3,
      payments_withdrawals: 2,
      inbox: 0,
      notifications: 4,
    });
    restore = m.restore;
    renderShell('/inbox', REMOTES);
    const sidebar = await screen.findByTestId('sidebar');
    await within(sidebar).findByText('Inbox');
    for (const label of [
      'Inbox',
      'Orders',
      'Payments',
      'Users',
      'Settings',
      'Departments',
      'Links',
      'Logs',
      'Dashboard',
    ]) {
      expect(within(sidebar).getByText(label)).toBeTruthy();
    }
    await userEvent.click(within(sidebar).getByText('Orders'));
    expect(await within(sidebar).findByLabelText('3 Quotes')).toBeTruthy();
    expect(within(sidebar).queryByLabelText(/Inbox$/)).toBeNull(); // 0: no badge
    await userEvent.click(within(sidebar).getByText('Payments'));
    expect(await within(sidebar).findByLabelText('2 Withdrawals')).toBeTruthy();
    expect(m.requests.find((r) => r.url === 'streamline')).toMatchObject({
      method: 'POST',
      data: { stream: 'stats', action: 'getMenuCounts', params: [] },
    });
    expect(await screen.findByLabelText('Notifications (4 unread)')).toBeTruthy();
  });

  it('shows an admin only the entries their permissions open, and a New Order button', async () => {
    viewport(1400);
    restore = serve(makeUser('admin', { permissions: ['logs.menu.view_logs'] })).restore;
    renderShell('/inbox', REMOTES);
    const sidebar = await screen.findByTestId('sidebar');
    expect(await within(sidebar).findByText('Logs')).toBeTruthy();
    expect(within(sidebar).queryByText('Users')).toBeNull();
    expect(within(sidebar).queryByText('Dashboard')).toBeNull();
    expect(within(sidebar).queryByText('Settings')).toBeNull(); // no settings permission: it would open on 403
    expect(screen.getByRole('button', { name: /New Order/ })).toBeTruthy();
    // Entries are real links (open in a new tab, middle click).
    expect(within(sidebar).getByRole('link', { name: 'Logs' }).getAttribute('href')).toBe('/logs');
    expect(within(sidebar).getByRole('link', { name: 'Inbox' }).getAttribute('href')).toBe('/inbox');
  });

  it('gives a writer the writer menu, a dashboard link and no New Order button', async () => {
    viewport(1400);
    restore = serve(makeUser('writer'), { writer_orders_active: 2 }).restore;
    renderShell('/writer/orders/active', REMOTES);
    const sidebar = await screen.findByTestId('sidebar');
    await within(sidebar).findByText('Earnings');
    expect(
      within(sidebar)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Dashboard', 'Active Orders2', 'Closed Orders', 'Earnings']);
    expect(screen.getByTestId('dashboard-link').getAttribute('href')).toBe('/writer/dashboard');
    expect(screen.queryByRole('button', { name: /New Order/ })).toBeNull();
    expect(screen.getByTestId('messages-button')).toBeTruthy();
  });

  it('closes the sidebar below 1200 px and opens it with the toggle', async () => {
    viewport(1000);
    restore = serve(makeUser('admin', SUPER)).restore;
    renderShell('/inbox', REMOTES);
    const sidebar = await screen.findByTestId('sidebar');
    expect(sidebar.className).toContain('ant-layout-sider-collapsed');
    await userEvent.click(screen.getByTestId('sidebar-toggle'));
    await waitFor(() => expect(sidebar.className).not.toContain('ant-layout-sider-collapsed'));
    // Choosing an entry closes it again on a narrow screen.
    await userEvent.click(within(sidebar).getByText('Logs'));
    await waitFor(() => expect(sidebar.className).toContain('ant-layout-sider-collapsed'));
  });

  it('keeps the sidebar open at 1200 px and wider', async () => {
    viewport(1280);
    restore = serve(makeUser('admin', SUPER)).restore;
    renderShell('/inbox', REMOTES);
    expect((await screen.findByTestId('sidebar')).className).not.toContain('ant-layout-sider-collapsed');
  });

  it('shows the profile picture as the avatar when the user has one', async () => {
    restore = serve(makeUser('admin', { ...SUPER, profile_picture: 'http://files.test/me.png' })).restore;
    renderShell('/inbox', REMOTES);
    const menu = await screen.findByTestId('user-menu');
    expect(menu.querySelector('img')?.getAttribute('src')).toBe('http://files.test/me.png');
  });
});

describe('breadcrumbs', () => {
  it('shows Home and the matched segments with the route parameters filled in', async () => {
    restore = serve(makeUser('admin', SUPER)).restore;
    renderShell('/users/user/5/tab/details', REMOTES);
    await screen.findByRole('heading', { name: 'mf_users /users/user/:id/*' });
    const crumbs = screen.getByTestId('breadcrumbs');
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Home', 'Users', 'User #5', 'Details']);
    expect(within(crumbs).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(crumbs).getByRole('link', { name: 'User #5' }).getAttribute('href')).toBe('/users/user/5');
  });
});

describe('the client layout', () => {
  it('has My Orders and New Order, the client menu with badges, and the profile menu', async () => {
    restore = serve(makeUser('client'), { inbox: 2 }).restore;
    renderShell('/orders', REMOTES);
    const menu = await screen.findByTestId('client-menu');
    await within(menu).findByText('Inbox');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Orders', 'New Order', 'Inbox2']);
    expect(screen.getByRole('button', { name: /My Orders/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /New Order/ })).toBeTruthy();
    expect(screen.queryByTestId('sidebar')).toBeNull();
    await userEvent.click(screen.getByTestId('user-menu'));
    expect(await screen.findByText('Approved Orders')).toBeTruthy();
    expect(screen.getByText('My Profile')).toBeTruthy();
    expect(screen.getByText('Log Out')).toBeTruthy();
  });
});

describe('pages of the shell itself', () => {
  it('answers an unknown address with the 404 page', async () => {
    restore = serve(makeUser('admin', SUPER)).restore;
    renderShell('/no/such/page', REMOTES);
    expect(await screen.findByText('Page not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back home' })).toBeTruthy();
  });

  it('sends /orders/admin to the table of all orders and /get-quote to the order form', async () => {
    restore = serve(makeUser('admin', SUPER)).restore;
    const { router } = renderShell('/orders/admin', REMOTES);
    await screen.findByRole('heading', { name: 'mf_orders /orders' });
    expect(router.state.location.pathname).toBe('/orders');
    await act(() => router.navigate('/get-quote?service_type_id=2'));
    await screen.findByRole('heading', { name: 'mf_orders /orders/new' });
    expect(router.state.location.pathname + router.state.location.search).toBe('/orders/new?service_type_id=2');
  });

  it('gives a signed-out visitor of /orders/new the guest layout', async () => {
    restore = mockApi(() => ({ status: 401, data: { message: 'Unauthenticated.' } })).restore;
    renderShell('/orders/new', REMOTES);
    await screen.findByRole('heading', { name: 'mf_orders /orders/new' });
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Register' })).toBeTruthy();
    expect(screen.getByTestId('copyright').textContent).toContain('2005 - 2025');
  });
});
