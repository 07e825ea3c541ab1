import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  mockApi,
  type MockRequest,
  page,
  renderWithKit,
  signInAs,
  switchLanguage,
} from '@scriptorium/shared-kit/testing';
import DepartmentModules from './DepartmentModules.js';

let restore = () => {};
afterEach(() => restore());
beforeEach(() => signInAs('admin'));

function server(modules: { id: number; module: string; permissions: string[]; created_at: string }[]) {
  return (req: MockRequest) => {
    if (req.url === 'sh-departments/department/3')
      return {
        data: {
          department: { id: 3, name: 'Support', description: 'Answers clients', created_at: '2025-03-07T15:05:00Z' },
          departmentModules: modules,
        },
      };
    if (req.url === 'sh-departments/department/list-modules/3') return { data: page(modules) };
    if (req.url.startsWith('sh-departments/department/delete-department/') && req.method === 'DELETE') {
      modules.splice(
        modules.findIndex((x) => req.url.endsWith(`/${x.id}`)),
        1,
      );
      return { data: { message: 'Module removed', departmentModules: modules.map((x) => x.module) } };
    }
    return { status: 404, data: { message: 'Not found' } };
  };
}

describe('DepartmentModules', () => {
  it("lists the department's modules with their permissions and deletes one after a confirmation", async () => {
    const modules = [
      { id: 21, module: 'orders', permissions: ['orders.order.assign_writer'], created_at: '2025-03-07T15:05:00Z' },
    ];
    const m = mockApi(server(modules));
    restore = m.restore;
    renderWithKit(<DepartmentModules />, '/sh-departments/permissions/3', '/sh-departments/permissions/:id');
    expect(await screen.findByText('Support')).toBeTruthy();
    // The table is a lazily loaded chunk: its first load here can take longer than the 5 s default on a busy machine.
    expect(await screen.findByText('Assign writer', {}, { timeout: 20_000 })).toBeTruthy();
    const row = screen.getByText('Orders').closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: /Delete/ }));
    expect(
      await screen.findByText('Remove the module Orders and its permissions from Support?', {}, { timeout: 5000 }),
    ).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, Proceed!' }));
    expect(await screen.findByText('Module removed')).toBeTruthy();
    expect(m.requests.find((q) => q.method === 'DELETE')?.url).toBe('sh-departments/department/delete-department/21');
    await waitFor(() => expect(screen.queryByText('Assign writer')).toBeNull());
  });

  it("opens the module's permission tree with Permissions", async () => {
    const m = mockApi(server([{ id: 21, module: 'logs', permissions: [], created_at: '2025-03-07T15:05:00Z' }]));
    restore = m.restore;
    const r = renderWithKit(<DepartmentModules />, '/sh-departments/permissions/3', '/sh-departments/permissions/:id');
    const row = (await screen.findByText('Logs')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Permissions' }));
    await waitFor(() =>
      expect(r.location().pathname + r.location().search).toBe('/sh-departments/manage-permissions/3?module=logs'),
    );
  });

  describe('in Swahili', () => {
    it("lists a department's modules and permissions in Swahili words and asks before removing one", async () => {
      const modules = [
        { id: 21, module: 'orders', permissions: ['orders.order.assign_writer'], created_at: '2025-03-07T15:05:00Z' },
      ];
      const m = mockApi(server(modules));
      restore = m.restore;
      await switchLanguage('sw');
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
  });
});
