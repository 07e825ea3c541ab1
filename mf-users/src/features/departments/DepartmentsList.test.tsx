import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, type MockRequest, page, renderWithKit, signInAs } from '@scriptorium/shared-kit/testing';
import DepartmentsList from './DepartmentsList.js';

let restore = () => {};
afterEach(() => restore());
beforeEach(() => signInAs('admin'));

function server(names: string[]) {
  return (req: MockRequest) => {
    if (req.url === 'sh-departments/list')
      return {
        data: page(
          names.map((name, i) => ({ id: i + 1, name, description: null, created_at: '2025-03-07T15:05:00Z' })),
        ),
      };
    if (req.url === 'sh-departments' && req.method === 'POST') {
      const { name } = req.data as { name?: string };
      if (!name)
        return {
          status: 422,
          data: { message: 'The name field is required', errors: { name: ['The name field is required'] } },
        };
      names.push(name);
      return { data: { message: 'Department saved', department: { id: names.length, name } } };
    }
    if (req.url === 'sh-departments/department/list-pending-modules/1')
      return { data: { status: 'success', data: [{ id: 'logs', name: 'Logs' }] } };
    if (req.url === 'sh-departments/department/add-module/1')
      return { data: { message: 'module added successfully', module: { id: 9, module: 'logs' } } };
    return { status: 404, data: { message: 'Not found' } };
  };
}

describe('DepartmentsList', () => {
  it("adds a department with 'Department saved' and shows it in the list", async () => {
    const m = mockApi(server(['Operations']));
    restore = m.restore;
    renderWithKit(<DepartmentsList />, '/sh-departments', '/sh-departments');
    expect(await screen.findByText('Operations')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Add Department/ }));
    await userEvent.type(await screen.findByLabelText(/Name/), 'Support');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Department saved')).toBeTruthy();
    expect(await screen.findByText('Support')).toBeTruthy();
  });

  it('adds a module through the Add Module modal and opens its permissions', async () => {
    const m = mockApi(server(['Operations']));
    restore = m.restore;
    const r = renderWithKit(<DepartmentsList />, '/sh-departments', '/sh-departments');
    const row = (await screen.findByText('Operations')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Add Module' }));
    expect((await screen.findAllByText('Add Module to Operations')).length).toBeGreaterThan(0);
    await userEvent.click(await screen.findByLabelText(/Module/));
    await userEvent.click(await screen.findByTitle('Logs'));
    const submit = screen
      .getAllByRole('button', { name: 'Add Module' })
      .find((b) => b.getAttribute('type') === 'submit')!;
    await userEvent.click(submit);
    expect(await screen.findByText('module added successfully')).toBeTruthy();
    expect(m.requests.find((q) => q.url === 'sh-departments/department/add-module/1')?.data).toEqual({
      permission_module: 'logs',
    });
    await waitFor(() =>
      expect(r.location().pathname + r.location().search).toBe('/sh-departments/manage-permissions/1?module=logs'),
    );
  });

  it("opens a department's modules with Permissions", async () => {
    const m = mockApi(server(['Operations']));
    restore = m.restore;
    const r = renderWithKit(<DepartmentsList />, '/sh-departments', '/sh-departments');
    const row = (await screen.findByText('Operations')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Permissions' }));
    await waitFor(() => expect(r.location().pathname).toBe('/sh-departments/permissions/1'));
  });

  it('hides Add Department and Add Module from an admin who may only view', async () => {
    const m = mockApi(server(['Operations']));
    restore = m.restore;
    signInAs('admin', ['departments.menu.view_departments']);
    renderWithKit(<DepartmentsList />, '/sh-departments', '/sh-departments');
    await screen.findByText('Operations');
    expect(screen.queryByRole('button', { name: /Add Department/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Module' })).toBeNull();
  });
});
