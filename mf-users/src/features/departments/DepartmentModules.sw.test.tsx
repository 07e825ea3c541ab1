import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale } from '@scriptorium/shared-kit/core';
import { mockApi, type MockRequest, page, renderWithKit, signInAs } from '@scriptorium/shared-kit/testing';
import DepartmentModules from './DepartmentModules.js';
import UserDetail from '../user-detail/UserDetail.js';

let restore = () => {};
afterEach(async () => {
  restore();
  await act(() => changeLocale('en'));
});
beforeEach(async () => {
  signInAs('admin');
  await act(() => changeLocale('sw'));
});

const modules = [
  { id: 21, module: 'orders', permissions: ['orders.order.assign_writer'], created_at: '2025-03-07T15:05:00Z' },
];

function server(req: MockRequest) {
  if (req.url === 'sh-departments/department/3')
    return {
      data: {
        department: { id: 3, name: 'Support', description: null, created_at: '2025-03-07T15:05:00Z' },
        departmentModules: modules,
      },
    };
  if (req.url === 'sh-departments/department/list-modules/3') return { data: page(modules) };
  if (req.url === 'users/7')
    return {
      data: {
        id: 7,
        name: 'Njeri Mwangi',
        email: 'njeri@example.com',
        phone: '+254712000333',
        profile_picture: null,
        role: 'admin',
        status: 'active',
        permissions: [],
        created_at: '2025-03-07T15:05:00Z',
        website: null,
        department: { name: 'Operations' },
        department_id: 2,
      },
    };
  return { status: 404, data: { message: 'Not found' } };
}

describe('departments and user details in Swahili', () => {
  it("lists a department's modules and permissions in Swahili words and asks before removing one", async () => {
    const m = mockApi(server);
    restore = m.restore;
    renderWithKit(<DepartmentModules />, '/sh-departments/permissions/3', '/sh-departments/permissions/:id');
    // The first render loads the lazy table and the Swahili texts: on a busy machine that can take seconds.
    expect(await screen.findByText('Teua mwandishi', {}, { timeout: 20_000 })).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent ?? '');
    for (const title of ['Nambari', 'Moduli', 'Ruhusa', 'Tarehe ya kuundwa'])
      expect(headers.some((h) => h.includes(title))).toBe(true);
    expect(screen.getByRole('button', { name: /Simamia ruhusa/ })).toBeTruthy();
    const row = screen.getByText('Oda').closest('tr')!;
    expect(within(row).getByRole('button', { name: 'Ruhusa' })).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: /Futa/ }));
    expect(
      await screen.findByText('Ondoa moduli ya Oda na ruhusa zake kutoka Support?', {}, { timeout: 5000 }),
    ).toBeTruthy();
  });

  it("shows a user's heading, tabs and details in Swahili", async () => {
    signInAs('admin', ['users.users.edit_user']);
    const m = mockApi(server);
    restore = m.restore;
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
