import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSION_MODULES } from '@scriptorium/contracts/core';
import { sessionStore } from '@scriptorium/shared-kit/core';
import { makeUser, mockApi, type MockRequest, renderWithKit, signInAs } from '@scriptorium/shared-kit/testing';
import ManagePermissions from './ManagePermissions.js';

let restore = () => {};
afterEach(() => restore());
beforeEach(() => signInAs('admin'));

const department = { id: 3, name: 'Support', description: null, created_at: '2025-03-07T15:05:00Z' };

function server(saved: { keys: string[] }) {
  return (req: MockRequest) => {
    if (req.url.startsWith('sh-departments/department/list-all-modules/')) {
      return {
        data: {
          modules: Object.keys(PERMISSION_MODULES),
          department,
          departmentModules: saved.keys.length ? ['orders'] : [],
        },
      };
    }
    if (req.url === 'sh-departments/department/get-module-permissions/orders') {
      return {
        data: { module: 'orders', permissions: [...PERMISSION_MODULES.orders], selectedPermissions: saved.keys },
      };
    }
    if (req.url === 'sh-departments/department/permissions/3/orders') {
      saved.keys = (req.data as { permissions: string[] }).permissions;
      return { data: { message: 'Permissions updated', departmentModules: saved.keys.length ? ['orders'] : [] } };
    }
    if (req.url === 'auth/user')
      return { data: makeUser('admin', { permissions: ['orders.order.assign_writer'], name: 'Reloaded Admin' }) };
    return { status: 404, data: { message: 'Not found' } };
  };
}

const checkbox = (label: string) =>
  within(document.querySelector<HTMLElement>('.ant-tree')!)
    .getByText(label)
    .closest('.ant-tree-treenode')!
    .querySelector('.ant-tree-checkbox')! as HTMLElement;
const isChecked = (label: string) => checkbox(label).classList.contains('ant-tree-checkbox-checked');

describe('ManagePermissions', () => {
  it("loads a chosen module's permissions as a tree with the department's selection ticked", async () => {
    const m = mockApi(server({ keys: ['orders.order.assign_writer'] }));
    restore = m.restore;
    const r = renderWithKit(
      <ManagePermissions />,
      '/sh-departments/manage-permissions/3',
      '/sh-departments/manage-permissions/:id',
    );
    expect(await screen.findByText('Support permissions')).toBeTruthy();
    expect(screen.getByText('Choose a module to see its permissions')).toBeTruthy();
    await userEvent.click(screen.getByText('Orders'));
    expect(await screen.findByText('Assign writer')).toBeTruthy();
    expect(m.requests.find((q) => q.url.includes('get-module-permissions'))?.params).toEqual({ department_id: '3' });
    // People's words in the tree, the key on hover.
    expect(within(document.querySelector<HTMLElement>('.ant-tree')!).getByText('Orders')).toBeTruthy();
    expect(screen.getByText('Mark order paid').getAttribute('data-permission')).toBe('orders.order.mark_order_paid');
    expect(screen.queryByText('mark_order_paid')).toBeNull();
    await userEvent.hover(screen.getByText('Mark order paid'));
    expect(await screen.findByText('orders.order.mark_order_paid')).toBeTruthy();
    expect(isChecked('Assign writer')).toBe(true);
    expect(isChecked('Submit quote')).toBe(false);
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
    expect(r.location().search).toBe('?module=orders');
  });

  it('shows Save after a change; saving posts the keys and reloads the signed-in user', async () => {
    const saved = { keys: ['orders.order.assign_writer'] };
    const m = mockApi(server(saved));
    restore = m.restore;
    renderWithKit(
      <ManagePermissions />,
      '/sh-departments/manage-permissions/3?module=orders',
      '/sh-departments/manage-permissions/:id',
    );
    await screen.findByText('Assign writer');
    await userEvent.click(checkbox('Submit quote'));
    await userEvent.click(checkbox('Submit quote'));
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
    await userEvent.click(checkbox('Assign writer'));
    await userEvent.click(await screen.findByRole('button', { name: /Save/ }));
    expect(await screen.findByText('Permissions updated')).toBeTruthy();
    expect(saved.keys).toEqual([]);
    await waitFor(() => expect(sessionStore.getState().user?.name).toBe('Reloaded Admin'));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Save/ })).toBeNull());
  });

  it("ticks every permission of the module with the module's checkbox", async () => {
    const saved = { keys: [] as string[] };
    const m = mockApi(server(saved));
    restore = m.restore;
    renderWithKit(
      <ManagePermissions />,
      '/sh-departments/manage-permissions/3?module=orders',
      '/sh-departments/manage-permissions/:id',
    );
    await screen.findByText('Assign writer');
    await userEvent.click(checkbox('Orders'));
    await userEvent.click(await screen.findByRole('button', { name: /Save/ }));
    await screen.findByText('Permissions updated');
    expect(saved.keys).toEqual([...PERMISSION_MODULES.orders]);
  });

  it('greys out the keys the signed-in admin does not hold; the module checkbox ticks only the others', async () => {
    const saved = { keys: [] as string[] };
    const m = mockApi(server(saved));
    restore = m.restore;
    const held = [
      'departments.menu.view_departments',
      'departments.departments.manage_departments',
      'orders.order.assign_writer',
      'orders.inbox.view_inbox',
    ];
    signInAs('admin', held);
    renderWithKit(
      <ManagePermissions />,
      '/sh-departments/manage-permissions/3?module=orders',
      '/sh-departments/manage-permissions/:id',
    );
    await screen.findByText('Assign writer');
    expect(screen.getByTestId('not-held-note').textContent).toContain(
      'you can only grant permissions you hold yourself',
    );
    expect(checkbox('Assign writer').classList.contains('ant-tree-checkbox-disabled')).toBe(false);
    expect(checkbox('Submit quote').classList.contains('ant-tree-checkbox-disabled')).toBe(true);
    await userEvent.click(checkbox('Submit quote'));
    expect(isChecked('Submit quote')).toBe(false);
    await userEvent.click(checkbox('Orders'));
    await userEvent.click(await screen.findByRole('button', { name: /Save/ }));
    await screen.findByText('Permissions updated');
    expect(saved.keys.sort()).toEqual(['orders.inbox.view_inbox', 'orders.order.assign_writer']);
  });

  it('greys out nothing for an admin holding every key', async () => {
    const m = mockApi(server({ keys: [] }));
    restore = m.restore;
    renderWithKit(
      <ManagePermissions />,
      '/sh-departments/manage-permissions/3?module=orders',
      '/sh-departments/manage-permissions/:id',
    );
    await screen.findByText('Assign writer');
    expect(screen.queryByTestId('not-held-note')).toBeNull();
    expect(document.querySelectorAll('.ant-tree-checkbox-disabled')).toHaveLength(0);
  });

  it('shows no Save to an admin who may only view departments', async () => {
    const m = mockApi(server({ keys: [] }));
    restore = m.restore;
    signInAs('admin', ['departments.menu.view_departments']);
    renderWithKit(
      <ManagePermissions />,
      '/sh-departments/manage-permissions/3?module=orders',
      '/sh-departments/manage-permissions/:id',
    );
    await screen.findByText('Assign writer');
    await userEvent.click(checkbox('Assign writer'));
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
  });
});
