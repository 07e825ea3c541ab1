import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { changeLocale, sessionStore } from '@scriptorium/shared-kit/core';
import { mockApi, renderWithKit, signInAs, type MockRequest } from '@scriptorium/shared-kit/testing';
import PricingPackagesPage from './PricingPackagesPage.js';

let restore = () => {};
afterEach(async () => {
  restore();
  sessionStore.getState().clear();
  await act(() => changeLocale('en'));
});

function server(req: MockRequest) {
  if (req.url === 'settings/service_types/3')
    return { data: { id: 3, name: 'Research Paper', amount: 20, description: null } };
  if (req.url === 'settings/service-packages') return { data: [] };
  return { status: 404, data: { message: 'Service type not found' } };
}

describe('PricingPackagesPage in Swahili', () => {
  it('shows the title, the empty state and Add in Swahili', async () => {
    await act(() => changeLocale('sw'));
    signInAs('admin', ['settings.service_types']);
    const m = mockApi(server);
    restore = m.restore;
    renderWithKit(<PricingPackagesPage />, '/settings/pricing-packages?id=3');
    expect(
      await screen.findByRole('heading', { name: 'Mipango ya bei ya Research Paper' }, { timeout: 20_000 }),
    ).toBeTruthy();
    expect(screen.getByText('Bado hakuna vifurushi. Bofya "Ongeza kifurushi kipya" ili kuunda kimoja.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Ongeza kifurushi kipya/ })).toBeTruthy();
  });
});
