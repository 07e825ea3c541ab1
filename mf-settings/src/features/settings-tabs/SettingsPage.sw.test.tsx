import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale, sessionStore } from '@scriptorium/shared-kit/core';
import SettingsPage from './SettingsPage.js';
import { mockApi, page, renderWithKit, signInAs, type MockRequest } from '@scriptorium/shared-kit/testing';

let restore = () => {};
afterEach(async () => {
  restore();
  sessionStore.getState().clear();
  await act(() => changeLocale('en'));
});

const serviceTypes = [
  {
    id: 5,
    name: 'Essay Writing',
    amount: 15,
    description: null,
    created_at: '2025-01-01T09:00:00Z',
    updated_at: '2025-01-01T09:00:00Z',
  },
];

function server(req: MockRequest) {
  if (req.method === 'GET' && req.url === 'list-settings/service_types') return { data: page(serviceTypes) };
  return { status: 404, data: { message: 'not mocked' } };
}

describe('SettingsPage in Swahili', () => {
  it('shows the title, tabs, column titles, row actions and the Add form in Swahili', async () => {
    await act(() => changeLocale('sw'));
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
    await act(() => changeLocale('sw'));
    signInAs('admin', ['settings.service_types']);
    const m = mockApi(server);
    restore = m.restore;
    renderWithKit(<SettingsPage />, '/settings/tab/service_types', '/settings/*');
    const row = (await screen.findByRole('link', { name: 'Essay Writing' })).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Futa' }));
    expect(await screen.findByText('Futa aina ya huduma Essay Writing?', {}, { timeout: 5000 })).toBeTruthy();
  });
});
