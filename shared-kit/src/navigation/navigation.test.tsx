import { useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROUTES } from '@scriptorium/contracts/core';
import { buildCrumbs } from './crumbs.js';
import { Breadcrumbs } from './Breadcrumbs.js';
import { NavMenu, type NavMenuItem } from './NavMenu.js';
import { renderWithKit } from '../testing/renderWithKit.js';
import { mockApi } from '../testing/mockApi.js';
import { sessionStore } from '../session/sessionStore.js';
import { changeLocale } from '../i18n/i18n.js';

let restore = () => {};
afterEach(() => {
  restore();
  sessionStore.getState().clear();
});

describe('breadcrumbs', () => {
  it.each([
    ['/', ['Home']],
    ['/users/user/5/tab/details', ['Home', 'Users', 'User #5', 'Details']],
    ['/orders/order/6/tab/order_details', ['Home', 'Orders', 'Order #6', 'Order details']],
    ['/payments/order-payments', ['Home', 'Payments', 'Order payments']],
    ['/sh-departments/permissions/3', ['Home', 'Departments', 'Permissions', '3']],
    ['/logs', ['Home', 'Logs']],
  ])('%s → %j', (path, titles) => {
    expect(buildCrumbs(path, ROUTES).map((c) => c.title)).toEqual(titles);
  });

  it('links the crumbs that are pages, parameters filled; steps without a page and the last are text', () => {
    expect(buildCrumbs('/users/user/5/tab/details', ROUTES)).toEqual([
      { title: 'Home', path: '/' },
      { title: 'Users', path: undefined },
      { title: 'User #5', path: '/users/user/5' },
      { title: 'Details', path: undefined },
    ]);
    const usersRemote = [
      { path: '/sh-departments', title: 'Departments' },
      { path: '/sh-departments/permissions/:id', title: 'Permissions' },
    ];
    // With the remote's routes, "permissions" is a step to department 3's page: one crumb.
    expect(buildCrumbs('/sh-departments/permissions/3', [...usersRemote, ...ROUTES])).toEqual([
      { title: 'Home', path: '/' },
      { title: 'Departments', path: '/sh-departments' },
      { title: 'Permissions #3', path: undefined },
    ]);
  });

  it.each([
    ['/orders/list/approved', 'List', ['Orders']],
    ['/orders/order/12/tab/files', 'Files', ['Orders', 'Order #12']],
    ['/inbox/view/4', 'Conversation #4', ['Inbox']],
    ['/writer/orders/order/7/tab/files', 'Files', ['Order #7']],
  ])('on %s the "%s" crumb is text, not a link', (path, text, linked) => {
    // The remote's own routes come first, as the shell passes them (e.g. mf-orders' /inbox/view/:id).
    renderWithKit(
      <Breadcrumbs
        routes={[{ path: '/inbox', title: 'Inbox' }, { path: '/inbox/view/:id', title: 'Conversation' }, ...ROUTES]}
      />,
      path,
    );
    const nav = screen.getByRole('navigation');
    expect(within(nav).getByText(text).closest('a')).toBeNull();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', ...linked]);
  });

  it('names the segments routes leave untitled in the current language (English as before)', async () => {
    const crumbs = () =>
      screen
        .getAllByRole('listitem')
        .map((li) => li.textContent)
        .filter((t) => t !== '/');
    const first = renderWithKit(<Breadcrumbs />, '/writer/orders/active/tab/in_progress');
    expect(crumbs()).toEqual(['Home', 'Writer', 'Orders', 'Active', 'In progress']);
    first.unmount();
    await act(() => changeLocale('sw'));
    try {
      const writer = renderWithKit(<Breadcrumbs />, '/writer/orders/active/tab/in_progress');
      // "active" under orders reads as the orders area, elsewhere (a writers' tab) as the state.
      expect(crumbs()).toEqual(['Nyumbani', 'Mwandishi', 'Oda', 'Zinazoendelea', 'Inaendelea']);
      writer.unmount();
      const orders = renderWithKit(<Breadcrumbs routes={[]} />, '/orders/list/pending');
      expect(crumbs()).toEqual(['Nyumbani', 'Oda', 'Orodha', 'Inasubiri']);
      orders.unmount();
      renderWithKit(<Breadcrumbs routes={[]} />, '/users/writers/tab/active');
      expect(crumbs()).toEqual(['Nyumbani', 'Watumiaji', 'Waandishi', 'Hai']);
      // A segment the catalogue does not name stays in words.
      renderWithKit(<Breadcrumbs routes={[]} />, '/orders/order/12/tab/brand_new_tab');
      expect(screen.getAllByRole('navigation').pop()?.textContent).toContain('Brand new tab');
    } finally {
      await act(() => changeLocale('en'));
    }
  });

  it('renders Home and the segments as links', () => {
    renderWithKit(<Breadcrumbs />, '/orders/order/12');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Orders' }).getAttribute('href')).toBe('/orders');
    expect(screen.getByText('Order #12').closest('li')?.getAttribute('aria-current')).toBe('page');
    // The separators are drawn, not read: the list's items are the crumbs alone.
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Home', 'Orders', 'Order #12']);
  });
});

const items: NavMenuItem[] = [
  { id: 'inbox', label: 'Inbox', path: '/inbox' },
  { id: 'orders', label: 'Orders', path: '/orders', permission: 'orders.menu.view_orders' },
  { id: 'logs', label: 'Logs', path: '/logs', permission: 'logs.menu.view_logs' },
];

describe('NavMenu', () => {
  it('shows permitted entries with a badge only when the count from the URL is above 0', async () => {
    sessionStore.getState().signIn('t', {
      id: 1,
      name: 'A',
      email: 'a@x.io',
      phone: null,
      profile_picture: null,
      role: 'admin',
      permissions: 'orders.menu.view_orders' as unknown as string[],
      created_at: '',
    });
    const m = mockApi(() => ({ data: { inbox: 3, orders: 0 } }));
    restore = m.restore;
    const r = renderWithKit(<NavMenu items={items} counts="menu/counts" />, '/orders/quotes');
    expect(screen.getByText('Inbox')).toBeTruthy();
    expect(screen.getByText('Orders')).toBeTruthy();
    expect(screen.queryByText('Logs')).toBeNull();
    expect(await screen.findByText('3')).toBeTruthy();
    expect(screen.queryByText('0')).toBeNull();
    expect(m.requests[0]).toMatchObject({ method: 'GET', url: 'menu/counts' });
    expect(document.querySelector('.ant-menu-item-selected')?.textContent).toContain('Orders');
    await userEvent.click(screen.getByText('Inbox'));
    await waitFor(() => expect(r.location().pathname).toBe('/inbox'));
  });

  it('makes every link entry a real link (href: open in a new tab, middle click) that a click follows once', async () => {
    sessionStore.getState().signIn('t', {
      id: 1,
      name: 'A',
      email: 'a@x.io',
      phone: null,
      profile_picture: null,
      role: 'admin',
      permissions: ['orders.menu.view_orders'],
      created_at: '',
    });
    const seen: string[] = [];
    /** Goes one step back in the router's history. */
    function Back() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => void navigate(-1)}>
          Back
        </button>
      );
    }
    const r = renderWithKit(
      <>
        <NavMenu items={items} onNavigate={(p) => seen.push(p)} />
        <Back />
      </>,
      '/start',
    );
    const inbox = screen.getByRole('link', { name: 'Inbox' });
    expect(inbox.getAttribute('href')).toBe('/inbox');
    expect(screen.getByRole('link', { name: 'Orders' }).getAttribute('href')).toBe('/orders');
    await userEvent.click(inbox);
    await waitFor(() => expect(r.location().pathname).toBe('/inbox'));
    expect(seen).toEqual(['/inbox']);
    // One history entry for one click: Back returns to where the person was.
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(r.location().pathname).toBe('/start'));
  });

  it('opens the group holding the current page, on load and after a navigation, and lets the person close it', async () => {
    sessionStore.getState().signIn('t', {
      id: 1,
      name: 'A',
      email: 'a@x.io',
      phone: null,
      profile_picture: null,
      role: 'admin',
      permissions: [],
      created_at: '',
    });
    const grouped: NavMenuItem[] = [
      { id: 'inbox', label: 'Inbox', path: '/inbox' },
      {
        id: 'group_orders',
        label: 'Orders',
        children: [{ id: 'orders_quotes', label: 'Quotes', path: '/orders/quotes' }],
      },
      {
        id: 'group_users',
        label: 'Users',
        children: [{ id: 'users_clients', label: 'Clients', path: '/users/clients' }],
      },
    ];
    /** A link outside the menu, as a table row or a breadcrumb would be. */
    function ToClients() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => void navigate('/users/clients')}>
          Go to clients
        </button>
      );
    }
    renderWithKit(
      <>
        <NavMenu items={grouped} />
        <ToClients />
      </>,
      '/orders/quotes/tab/pending',
    );
    expect(screen.getByRole('link', { name: 'Quotes' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Clients' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Go to clients' }));
    expect(await screen.findByRole('link', { name: 'Clients' })).toBeTruthy();
    expect(document.querySelector('.ant-menu-item-selected')?.textContent).toContain('Clients');
    await userEvent.click(screen.getByText('Users'));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Clients' })).toBeNull());
  });
});
