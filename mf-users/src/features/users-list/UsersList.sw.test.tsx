import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale } from '@scriptorium/shared-kit/core';
import { mockApi, type MockRequest, page, renderWithKit, signInAs } from '@scriptorium/shared-kit/testing';
import UsersList from './UsersList.js';
import WritersTabs from '../writers/WritersTabs.js';

let restore = () => {};
afterEach(async () => {
  restore();
  await act(() => changeLocale('en'));
});
beforeEach(async () => {
  signInAs('admin');
  await act(() => changeLocale('sw'));
});

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

const pendingWriter = {
  id: 5,
  name: 'Wanjiru Writer',
  email: 'w@example.com',
  phone: null,
  role: 'writer',
  status: 'pending',
  created_at: '2025-03-07T15:05:00Z',
};

describe('users lists in Swahili', () => {
  it('shows the admins list with its title, column titles and Add in Swahili', async () => {
    const m = mockApi(() => ({ data: page(admins) }));
    restore = m.restore;
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
    renderWithKit(<UsersList />, '/users/nobody', '/users/:role/*');
    expect(await screen.findByText('Ukurasa haukupatikana')).toBeTruthy();
  });

  it('shows the writers tabs and a pending writer’s Approve question in Swahili', async () => {
    const m = mockApi((req: MockRequest) => ({
      data: page(req.params.status === 'pending' ? [pendingWriter] : []),
    }));
    restore = m.restore;
    renderWithKit(<WritersTabs />, '/users/writers/tab/pending', '/users/writers/*');
    expect(await screen.findByText('Wanjiru Writer', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Waandishi' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Amilifu', 'Wanaosubiri', 'Waliosimamishwa']);
    expect(screen.getByRole('button', { name: /Ongeza mwandishi/ })).toBeTruthy();
    const row = screen.getByText('Wanjiru Writer').closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Idhinisha' }));
    expect((await screen.findAllByText('Idhinisha Wanjiru Writer?', {}, { timeout: 5000 })).length).toBeGreaterThan(0);
  });
});
