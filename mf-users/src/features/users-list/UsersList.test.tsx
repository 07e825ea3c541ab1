import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findIdle, mockApi, page, renderWithKit, signInAs, switchLanguage } from '@scriptorium/shared-kit/testing';
import UsersList from './UsersList.js';

let restore = () => {};
afterEach(() => restore());
beforeEach(() => signInAs('admin'));

const clients = [
  {
    id: 7,
    name: 'Chris Client',
    email: 'client@example.com',
    phone: '+254722000111',
    role: 'client',
    country_code: 'KE',
    department: null,
    created_at: '2025-03-07T15:05:00Z',
  },
];
const admins = [
  {
    id: 1,
    name: 'Ada Admin',
    email: 'admin@example.com',
    phone: null,
    role: 'admin',
    country_code: null,
    department: { name: 'Operations' },
    created_at: '2025-03-07T15:05:00Z',
  },
];

describe('UsersList', () => {
  it('lists clients from users/list/clients with a country flag from the API host', async () => {
    const m = mockApi(() => ({ data: page(clients) }));
    restore = m.restore;
    renderWithKit(<UsersList />, '/users/clients', '/users/:role/*');
    expect(await screen.findByText('Chris Client')).toBeTruthy();
    expect(m.requests[0].url).toBe('users/list/clients');
    const flag = screen.getByAltText('KE') as HTMLImageElement;
    expect(flag.src).toMatch(/\/flags\/KE\.svg$/);
    expect(screen.queryByRole('columnheader', { name: 'Department' })).toBeNull();
  });

  it('opens on every user, not only those who joined this month (a list of people, not of activity)', async () => {
    const m = mockApi(() => ({ data: page(clients) }));
    restore = m.restore;
    renderWithKit(<UsersList />, '/users/clients', '/users/:role/*');
    expect(await screen.findByText('Chris Client')).toBeTruthy();
    expect(m.requests[0].params).not.toHaveProperty('period');
    expect(m.requests[0].params).not.toHaveProperty('from');
    expect(screen.getByText('Any date')).toBeTruthy();
  });

  it('shows the department of admins', async () => {
    const m = mockApi(() => ({ data: page(admins) }));
    restore = m.restore;
    renderWithKit(<UsersList />, '/users/admins', '/users/:role/*');
    expect(await screen.findByText('Operations')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Department' })).toBeTruthy();
    expect(m.requests[0].url).toBe('users/list/admins');
  });

  it("opens Add user with the role and a row's user page", async () => {
    const m = mockApi(() => ({ data: page(clients) }));
    restore = m.restore;
    const r = renderWithKit(<UsersList />, '/users/clients', '/users/:role/*');
    await userEvent.click(await screen.findByRole('button', { name: /Add/ }));
    expect(r.location().pathname + r.location().search).toBe('/users/add?role=clients');
  });

  it('opens the user when a row is clicked', async () => {
    const m = mockApi(() => ({ data: page(clients) }));
    restore = m.restore;
    const r = renderWithKit(<UsersList />, '/users/clients', '/users/:role/*');
    await userEvent.click(await findIdle(screen.findByText('Chris Client')));
    await waitFor(() => expect(r.location().pathname).toBe('/users/user/7'));
  });

  it('hides Add from an admin who may not add users', async () => {
    const m = mockApi(() => ({ data: page(clients) }));
    restore = m.restore;
    signInAs('admin', ['users.menu.view_users']);
    renderWithKit(<UsersList />, '/users/clients', '/users/:role/*');
    await screen.findByText('Chris Client');
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
  });

  it('answers an unknown role with "Page not found", a name Object.prototype holds included', () => {
    for (const segment of ['wizards', 'constructor', 'toString']) {
      const r = renderWithKit(<UsersList />, `/users/${segment}`, '/users/:role/*');
      expect(screen.getByText('Page not found')).toBeTruthy();
      r.unmount();
    }
  });

  describe('in Swahili', () => {
    it('shows the admins list with its title, column titles and Add in Swahili', async () => {
      const m = mockApi(() => ({ data: page(admins) }));
      restore = m.restore;
      await switchLanguage('sw');
      renderWithKit(<UsersList />, '/users/admins', '/users/:role/*');
      // The first render loads the lazy table and the Swahili texts: on a busy machine that can take seconds.
      expect(await screen.findByText('Ada Admin', {}, { timeout: 20_000 })).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Wasimamizi' })).toBeTruthy();
      const headers = screen.getAllByRole('columnheader').map((h) => h.textContent ?? '');
      for (const title of ['Nambari', 'Jina', 'Barua pepe', 'Nambari ya simu', 'Idara', 'Tarehe ya kuundwa'])
        expect(headers.some((h) => h.includes(title))).toBe(true);
      expect(screen.getByRole('button', { name: /Ongeza/ })).toBeTruthy();
    });

    it('says the page is not found in Swahili for an unknown role', async () => {
      await switchLanguage('sw');
      renderWithKit(<UsersList />, '/users/nobody', '/users/:role/*');
      expect(await screen.findByText('Ukurasa haukupatikana')).toBeTruthy();
    });
  });
});
