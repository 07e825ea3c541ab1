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
import WritersTabs from './WritersTabs.js';

let restore = () => {};
afterEach(() => restore());
beforeEach(() => signInAs('admin'));

const writer = (status: string) => ({
  id: 5,
  name: 'Wanjiru Writer',
  email: 'w@example.com',
  phone: null,
  role: 'writer',
  status,
  created_at: '2025-03-07T15:05:00Z',
});

function server(status: { current: string }) {
  return (req: MockRequest) => {
    if (req.method === 'POST') {
      status.current = 'active';
      return { data: { message: 'Writer approved' } };
    }
    return { data: page(req.params.status === status.current ? [writer(status.current)] : []) };
  };
}

describe('WritersTabs', () => {
  it('opens the active tab when no tab is named', async () => {
    const m = mockApi(server({ current: 'active' }));
    restore = m.restore;
    const r = renderWithKit(<WritersTabs />, '/users/writers', '/users/writers/*');
    await waitFor(() => expect(r.location().pathname).toBe('/users/writers/tab/active'));
    expect(await screen.findByText('Wanjiru Writer')).toBeTruthy();
    expect(m.requests[0]).toMatchObject({ url: 'users/list/writers', params: { status: 'active' } });
    expect(screen.getByRole('button', { name: 'Suspend' })).toBeTruthy();
  });

  it('approves a pending writer after a confirmation and reloads the tab', async () => {
    const status = { current: 'pending' };
    const m = mockApi(server(status));
    restore = m.restore;
    renderWithKit(<WritersTabs />, '/users/writers/tab/pending', '/users/writers/*');
    const row = (await screen.findByText('Wanjiru Writer')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    expect((await screen.findAllByText('Approve Wanjiru Writer?')).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Proceed!' }));
    expect(await screen.findByText('Writer approved')).toBeTruthy();
    expect(m.requests.find((r) => r.method === 'POST')).toMatchObject({
      url: 'users/5/status',
      data: { action: 'approve' },
    });
    await waitFor(() => expect(screen.queryByText('Wanjiru Writer')).toBeNull());
  });

  it('offers Add Writer and no state actions without the permissions', async () => {
    const m = mockApi(server({ current: 'suspended' }));
    restore = m.restore;
    signInAs('admin', ['users.menu.view_users', 'users.users.add_user']);
    const r = renderWithKit(<WritersTabs />, '/users/writers/tab/suspended', '/users/writers/*');
    expect(await screen.findByText('Wanjiru Writer')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reactivate' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Add Writer/ }));
    expect(r.location().search).toBe('?role=writers');
  });

  describe('in Swahili', () => {
    it('shows the writers tabs and a pending writer’s Approve question in Swahili', async () => {
      const m = mockApi(server({ current: 'pending' }));
      restore = m.restore;
      await switchLanguage('sw');
      renderWithKit(<WritersTabs />, '/users/writers/tab/pending', '/users/writers/*');
      expect(await screen.findByText('Wanjiru Writer', {}, { timeout: 20_000 })).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Waandishi' })).toBeTruthy();
      expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
        'Amilifu',
        'Wanaosubiri',
        'Waliosimamishwa',
      ]);
      expect(screen.getByRole('button', { name: /Ongeza mwandishi/ })).toBeTruthy();
      const row = screen.getByText('Wanjiru Writer').closest('tr')!;
      await userEvent.click(within(row).getByRole('button', { name: 'Idhinisha' }));
      expect((await screen.findAllByText('Idhinisha Wanjiru Writer?', {}, { timeout: 5000 })).length).toBeGreaterThan(
        0,
      );
    });
  });
});
