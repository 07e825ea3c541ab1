import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@scriptorium/shared-kit/core';
import SettingsPage from './SettingsPage.js';
import {
  mockApi,
  page,
  renderWithKit,
  signInAs,
  switchLanguage,
  type MockRequest,
} from '@scriptorium/shared-kit/testing';

let restore = () => {};
afterEach(() => {
  restore();
  sessionStore.getState().clear();
});

const deadlines = [
  {
    id: 2,
    name: '12 hours',
    hours: 12,
    rate: 1.75,
    created_at: '2025-01-01T10:00:00Z',
    updated_at: '2025-01-01T10:00:00Z',
  },
  { id: 1, name: '6 hours', hours: 6, rate: 2, created_at: '2025-01-01T09:00:00Z', updated_at: '2025-01-01T09:00:00Z' },
];

function server(req: MockRequest) {
  if (req.method === 'GET' && req.url === 'list-settings/deadlines') return { data: page(deadlines) };
  if (req.method === 'GET' && req.url === 'list-settings/service_types')
    return {
      data: page([
        {
          id: 5,
          name: 'Essay Writing',
          amount: 15,
          description: null,
          created_at: '2025-01-01T09:00:00Z',
          updated_at: '2025-01-01T09:00:00Z',
        },
      ]),
    };
  if (req.method === 'POST' && req.url === 'settings/deadlines')
    return { data: { message: 'Settings saved', data: { id: 3, ...(req.data as object) } } };
  if (req.method === 'PUT' && req.url === 'settings/deadlines/2')
    return {
      status: 422,
      data: {
        message: 'The hours must be a whole number greater than 0',
        errors: { hours: ['The hours must be a whole number greater than 0'] },
      },
    };
  if (req.method === 'DELETE' && req.url === 'settings/deadlines/1')
    return { status: 409, data: { message: 'This deadline cannot be deleted because it is used by 3 orders.' } };
  return { status: 404, data: { message: 'not mocked' } };
}

describe('SettingsPage', () => {
  it('opens the first tab the user may access and shows only permitted tabs', async () => {
    signInAs('admin', ['settings.deadlines']);
    const m = mockApi(server);
    restore = m.restore;
    const r = renderWithKit(<SettingsPage />, '/settings', '/settings/*');
    expect(await screen.findByText('12 hours')).toBeTruthy();
    expect(r.location().pathname).toBe('/settings/tab/deadlines');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Deadlines']);
  });

  it("says '403 Not Allowed' to an admin without any settings permission", async () => {
    signInAs('admin', ['links.menu.view_links']);
    renderWithKit(<SettingsPage />, '/settings', '/settings/*');
    expect(await screen.findByText('403 Not Allowed')).toBeTruthy();
  });

  it("adds a deadline through the pop-up form and toasts 'Settings saved'", async () => {
    signInAs('admin', ['settings.deadlines']);
    const m = mockApi(server);
    restore = m.restore;
    renderWithKit(<SettingsPage />, '/settings/tab/deadlines', '/settings/*');
    await screen.findByText('12 hours');
    await userEvent.click(screen.getByRole('button', { name: /Add Deadline/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(await within(dialog).findByLabelText(/Name/), '48 hours');
    await userEvent.type(within(dialog).getByLabelText(/Hours/), '48');
    await userEvent.type(within(dialog).getByLabelText(/Rate/), '1.4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved')).toBeTruthy();
    const post = m.requests.find((q) => q.method === 'POST');
    expect(post?.data).toEqual({ name: '48 hours', hours: 48, rate: 1.4 });
    // the table reloads to show the new row
    await waitFor(() =>
      expect(
        m.requests.filter((q) => q.method === 'GET' && q.url === 'list-settings/deadlines').length,
      ).toBeGreaterThan(1),
    );
  });

  it('shows the server’s per-field message when an edit is refused with 422', async () => {
    signInAs('admin', ['settings.deadlines']);
    const m = mockApi(server);
    restore = m.restore;
    renderWithKit(<SettingsPage />, '/settings/tab/deadlines', '/settings/*');
    const row = (await screen.findByText('12 hours')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Edit Deadline')).toBeTruthy();
    expect(((await within(dialog).findByLabelText(/Name/)) as HTMLInputElement).value).toBe('12 hours');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The hours must be a whole number greater than 0')).toBeTruthy();
  });

  it('asks before deleting and shows why a row in use cannot be deleted', async () => {
    signInAs('admin', ['settings.deadlines']);
    const m = mockApi(server);
    restore = m.restore;
    renderWithKit(<SettingsPage />, '/settings/tab/deadlines', '/settings/*');
    const row = (await screen.findByText('6 hours')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    // The question names what goes.
    expect(await screen.findByText('Delete the deadline 6 hours?', {}, { timeout: 5000 })).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, Proceed!' }));
    expect(await screen.findByText('This deadline cannot be deleted because it is used by 3 orders.')).toBeTruthy();
    expect(m.requests.some((q) => q.method === 'DELETE' && q.url === 'settings/deadlines/1')).toBe(true);
  });

  it('links each service type to its pricing packages page', async () => {
    signInAs('admin', ['settings.service_types']);
    const m = mockApi(server);
    restore = m.restore;
    renderWithKit(<SettingsPage />, '/settings/tab/service_types', '/settings/*');
    const link = await screen.findByRole('link', { name: 'Essay Writing' });
    expect(link.getAttribute('href')).toBe('/settings/pricing-packages?id=5');
    expect(screen.getByText('15.00')).toBeTruthy();
  });

  describe('in Swahili', () => {
    it('shows the title, tabs, column titles, row actions and the Add form in Swahili', async () => {
      await switchLanguage('sw');
      signInAs('admin', ['settings.service_types', 'settings.deadlines']);
      const m = mockApi(server);
      restore = m.restore;
      renderWithKit(<SettingsPage />, '/settings/tab/service_types', '/settings/*');
      expect(await screen.findByRole('link', { name: 'Essay Writing' })).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Mipangilio' })).toBeTruthy();
      expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Aina za huduma', 'Tarehe za mwisho']);
      const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
      for (const title of ['Nambari', 'Jina', 'Kiasi', 'Maelezo', 'Tarehe ya kuundwa'])
        expect(headers.some((h) => h?.includes(title))).toBe(true);
      const row = screen.getByRole('link', { name: 'Essay Writing' }).closest('tr')!;
      expect(within(row).getByRole('button', { name: 'Hariri' })).toBeTruthy();
      expect(within(row).getByRole('button', { name: 'Futa' })).toBeTruthy();

      await userEvent.click(screen.getByRole('button', { name: /Ongeza aina ya huduma/ }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText('Ongeza aina ya huduma')).toBeTruthy();
      expect(await within(dialog).findByLabelText(/Jina/)).toBeTruthy();
      expect(within(dialog).getByText('Bei kwa USD')).toBeTruthy();
      expect(within(dialog).getByRole('button', { name: 'Hifadhi' })).toBeTruthy();
    });

    it('asks in Swahili before deleting, naming what goes', async () => {
      await switchLanguage('sw');
      signInAs('admin', ['settings.service_types']);
      const m = mockApi(server);
      restore = m.restore;
      renderWithKit(<SettingsPage />, '/settings/tab/service_types', '/settings/*');
      const row = (await screen.findByRole('link', { name: 'Essay Writing' })).closest('tr')!;
      await userEvent.click(within(row).getByRole('button', { name: 'Futa' }));
      expect(await screen.findByText('Futa aina ya huduma Essay Writing?', {}, { timeout: 5000 })).toBeTruthy();
    });
  });
});
