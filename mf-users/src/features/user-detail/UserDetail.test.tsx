import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  mockApi,
  type MockRequest,
  page,
  renderWithKit,
  signInAs,
  switchLanguage,
} from '@scriptorium/shared-kit/testing';
import UserDetail from './UserDetail.js';

let restore = () => {};
afterEach(() => restore());
beforeEach(() => signInAs('admin'));

const njeri = {
  id: 7,
  name: 'Njeri Mwangi',
  email: 'njeri@example.com',
  phone: '+254712000333',
  profile_picture: null,
  role: 'admin',
  status: 'active',
  permissions: [],
  created_at: '2025-03-07T15:05:00Z',
  website: { name: 'Essays KE', url: 'https://essays.example' },
  department: { name: 'Operations' },
  department_id: 2,
};

function server(req: MockRequest) {
  if (req.url === 'users/7' && req.method === 'GET') return { data: njeri };
  if (req.url === 'users/7' && req.method === 'PUT') return { data: { message: 'user saved', user: njeri } };
  if (req.url === 'users/7/password')
    return {
      status: 422,
      data: {
        message: 'Password confirmation does not match',
        errors: { password_confirmation: ['Password confirmation does not match'] },
      },
    };
  if (req.url === 'orders/user/7')
    return {
      data: page([
        {
          id: 31,
          title: 'Climate policy in East Africa',
          status: 'in_progress',
          amount: 56.25,
          rating: null,
          service_type: null,
          unread_messages_count: 0,
          created_at: '2025-03-07T15:05:00Z',
        },
      ]),
    };
  return { status: 404, data: { message: 'Not found' } };
}

describe('UserDetail', () => {
  it("shows '#id - name (role)' and the details tab with the department and joined date", async () => {
    const m = mockApi(server);
    restore = m.restore;
    const r = renderWithKit(<UserDetail />, '/users/user/7', '/users/user/:id/*');
    expect(await screen.findByText('#7 - Njeri Mwangi (admin)')).toBeTruthy();
    await waitFor(() => expect(r.location().pathname).toBe('/users/user/7/tab/details'));
    expect(screen.getByText('Operations')).toBeTruthy();
    expect(screen.getByText('Essays KE').getAttribute('href')).toBe('https://essays.example');
    expect(screen.getByText('Mar 7, 2025', { exact: false })).toBeTruthy();
  });

  it("saves Edit user with PUT users/{id} and shows 'user saved'", async () => {
    const m = mockApi(server);
    restore = m.restore;
    renderWithKit(<UserDetail />, '/users/user/7/tab/details', '/users/user/:id/*');
    await userEvent.click(await screen.findByRole('button', { name: /Edit user/ }));
    const name = await screen.findByLabelText(/Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Njeri W. Mwangi');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('user saved')).toBeTruthy();
    const put = m.requests.find((q) => q.method === 'PUT')!;
    expect(put).toMatchObject({
      url: 'users/7',
      data: { name: 'Njeri W. Mwangi', email: 'njeri@example.com', department_id: 2 },
    });
  });

  it("shows the server's message under the field when Change Password is refused", async () => {
    const m = mockApi(server);
    restore = m.restore;
    renderWithKit(<UserDetail />, '/users/user/7/tab/details', '/users/user/:id/*');
    await userEvent.click(await screen.findByRole('button', { name: /Change Password/ }));
    await userEvent.type(await screen.findByLabelText(/^Password$/), 'new-password');
    await userEvent.type(screen.getByLabelText(/Password confirmation/), 'new-password');
    const submit = screen
      .getAllByRole('button', { name: 'Change Password' })
      .find((b) => b.getAttribute('type') === 'submit')!;
    await userEvent.click(submit);
    expect((await screen.findAllByText('Password confirmation does not match')).length).toBeGreaterThan(0);
    expect(m.requests.find((q) => q.url === 'users/7/password')?.data).toEqual({
      password: 'new-password',
      password_confirmation: 'new-password',
    });
  });

  it("lists the user's orders on the orders tab", async () => {
    const m = mockApi(server);
    restore = m.restore;
    renderWithKit(<UserDetail />, '/users/user/7/tab/orders', '/users/user/:id/*');
    expect(await screen.findByText('Climate policy in East Africa')).toBeTruthy();
    // The client's price in its currency, as the admin's order tables show it.
    expect(screen.getByText('$56.25')).toBeTruthy();
  });

  it('hides Edit user and Change Password without users.users.edit_user', async () => {
    const m = mockApi(server);
    restore = m.restore;
    signInAs('admin', ['users.menu.view_users']);
    renderWithKit(<UserDetail />, '/users/user/7/tab/details', '/users/user/:id/*');
    await screen.findByText('#7 - Njeri Mwangi (admin)');
    expect(screen.queryByRole('button', { name: /Edit user/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Change Password/ })).toBeNull();
  });

  it("shows 'User not found' for an unknown id", async () => {
    const m = mockApi(() => ({ status: 404, data: { message: 'User not found' } }));
    restore = m.restore;
    renderWithKit(<UserDetail />, '/users/user/99', '/users/user/:id/*');
    expect(await screen.findByText('User not found')).toBeTruthy();
  });

  describe('in Swahili', () => {
    it("shows a user's heading, tabs and details in Swahili", async () => {
      signInAs('admin', ['users.users.edit_user']);
      const m = mockApi(server);
      restore = m.restore;
      await switchLanguage('sw');
      renderWithKit(<UserDetail />, '/users/user/7/tab/details', '/users/user/:id/*');
      expect(
        await screen.findByRole('heading', { name: '#7 - Njeri Mwangi (msimamizi)' }, { timeout: 20_000 }),
      ).toBeTruthy();
      expect(await screen.findByText('Operations', {}, { timeout: 20_000 })).toBeTruthy();
      expect((await screen.findAllByRole('tab')).map((t) => t.textContent)).toEqual(['Maelezo', 'Oda']);
      for (const label of ['Jina', 'Barua pepe', 'Nambari ya simu', 'Tovuti', 'Idara', 'Alijiunga'])
        expect(screen.getByText(label)).toBeTruthy();
      expect(screen.getByRole('button', { name: /Hariri mtumiaji/ })).toBeTruthy();
      expect(screen.getByRole('button', { name: /Badilisha nenosiri/ })).toBeTruthy();
    });
  });
});
