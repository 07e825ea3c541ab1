import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, type MockRequest, renderWithKit, signInAs } from '@scriptorium/shared-kit/testing';
import AddUser from './AddUser.js';
import { addUserFields } from './addUserFields.js';

let restore = () => {};
afterEach(() => restore());
beforeEach(() => signInAs('admin'));

const names = (role: Parameters<typeof addUserFields>[0]) =>
  addUserFields(role).map((f) => (typeof f === 'string' ? f : f.field));

describe('addUserFields', () => {
  it('asks admins for a department and everyone for name, email, phone and password', () => {
    expect(names('client')).toEqual(['name', 'email', 'phone', 'password']);
    expect(names('admin')).toEqual(['name', 'email', 'phone', 'password', 'department_id']);
    expect(names(null)).toEqual(['role', 'name', 'email', 'phone', 'password']);
  });
});

describe('AddUser', () => {
  it('adds a writer with the role from the query and opens the new user', async () => {
    const m = mockApi((req: MockRequest) =>
      req.method === 'POST' ? { data: { message: 'User added', user: { id: 12 } } } : { data: [] },
    );
    restore = m.restore;
    const r = renderWithKit(<AddUser />, '/users/add?role=writers', '/users/add');
    expect(screen.getByRole('heading', { name: 'Add Writer' })).toBeTruthy();
    await userEvent.type(await screen.findByLabelText(/Name/), 'Wambui Writer');
    await userEvent.type(screen.getByLabelText(/Email/), 'wambui@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'password1');
    await userEvent.click(screen.getByRole('button', { name: 'Add Writer' }));
    expect(await screen.findByText('User added')).toBeTruthy();
    expect(m.requests.find((q) => q.method === 'POST')).toMatchObject({
      url: 'users',
      data: { role: 'writer', name: 'Wambui Writer', email: 'wambui@example.com', password: 'password1' },
    });
    await waitFor(() => expect(r.location().pathname).toBe('/users/user/12'));
  });

  it("shows the server's 422 message under the email", async () => {
    const m = mockApi(() => ({
      status: 422,
      data: { message: 'The email has already been taken.', errors: { email: ['The email has already been taken.'] } },
    }));
    restore = m.restore;
    renderWithKit(<AddUser />, '/users/add?role=clients', '/users/add');
    await userEvent.type(await screen.findByLabelText(/Name/), 'Chris');
    await userEvent.type(screen.getByLabelText(/Email/), 'client@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'password1');
    await userEvent.click(screen.getByRole('button', { name: 'Add Client' }));
    expect((await screen.findAllByText('The email has already been taken.')).length).toBeGreaterThan(0);
  });

  it('offers the department by suggestion for an admin', async () => {
    const m = mockApi((req: MockRequest) => ({
      data: req.url === 'users/departments' ? [{ id: 2, name: 'Operations' }] : [],
    }));
    restore = m.restore;
    renderWithKit(<AddUser />, '/users/add?role=admins', '/users/add');
    const box = await screen.findByLabelText(/Department/);
    await userEvent.type(box, 'oper');
    expect(await screen.findByText('Operations')).toBeTruthy();
    expect(m.requests.find((q) => q.url === 'users/departments')?.params).toMatchObject({
      all: 1,
      filter_value: 'oper',
    });
  });
});
