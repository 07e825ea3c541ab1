import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@scriptorium/shared-kit/core';
import PricingPackagesPage from './PricingPackagesPage.js';
import { mockApi, renderWithKit, signInAs, switchLanguage, type MockRequest } from '@scriptorium/shared-kit/testing';

let restore = () => {};
afterEach(() => {
  restore();
  sessionStore.getState().clear();
  vi.unstubAllGlobals();
});

const type = { id: 3, name: 'Research Paper', amount: 20, description: null };
const basic = { id: 11, service_type_id: 3, name: 'Basic', amount: 29.99, description: '5 pages, 3 sources' };

function server(packages: unknown[]) {
  return (req: MockRequest) => {
    if (req.url === 'settings/service_types/3') return { data: type };
    if (req.url === 'settings/service-packages' && req.method === 'GET') return { data: packages };
    if (req.url === 'settings/service-packages' && req.method === 'POST')
      return { data: { message: 'Package saved', data: { id: 12, ...(req.data as object) } } };
    if (req.url === 'settings/service-packages/11/links') {
      return {
        data: [
          {
            website: 'Scriptorium',
            website_id: 1,
            url: 'https://scriptorium.test/orders/new?service_type_id=3&package_id=11',
          },
        ],
      };
    }
    return { status: 404, data: { message: 'Service type not found' } };
  };
}

describe('PricingPackagesPage', () => {
  it('shows the empty state and adds a package for the service type', async () => {
    signInAs('admin', ['settings.service_types']);
    const m = mockApi(server([]));
    restore = m.restore;
    renderWithKit(<PricingPackagesPage />, '/settings/pricing-packages?id=3');
    expect(await screen.findByRole('heading', { name: 'Research Paper Pricing Plans' })).toBeTruthy();
    expect(screen.getByText('There are no packages yet. Click on "Add New Package" to create one.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Add New Package/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(await within(dialog).findByLabelText(/Name/), 'Premium');
    await userEvent.type(within(dialog).getByLabelText(/Amount/), '49.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Package saved')).toBeTruthy();
    expect(m.requests.find((q) => q.method === 'POST')?.data).toEqual({
      service_type_id: 3,
      name: 'Premium',
      amount: 49.5,
    });
  });

  it('shows package cards and copies a website’s order link', async () => {
    signInAs('admin', ['settings.service_types']);
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const m = mockApi(server([basic]));
    restore = m.restore;
    renderWithKit(<PricingPackagesPage />, '/settings/pricing-packages?id=3');
    const card = await screen.findByTestId('package-11');
    expect(within(card).getByText('Basic')).toBeTruthy();
    expect(within(card).getByText('$29.99')).toBeTruthy();
    expect(within(card).getByText('5 pages, 3 sources')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: /View Links/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Scriptorium')).toBeTruthy();
    // The link shows whole, breakable after its separators only (not mid-word): <wbr> between its parts.
    const shown = within(dialog).getByText(
      (_, el) =>
        el?.tagName === 'CODE' &&
        el.textContent === 'https://scriptorium.test/orders/new?service_type_id=3&package_id=11',
    );
    expect(shown.querySelectorAll('wbr').length).toBeGreaterThan(3);
    expect(shown.closest<HTMLElement>('[style*="break-all"]')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy link for Scriptorium' }));
    expect(writeText).toHaveBeenCalledWith('https://scriptorium.test/orders/new?service_type_id=3&package_id=11');
    expect(await screen.findByText('Link copied to clipboard')).toBeTruthy();
  });

  it("says 'Failed to copy link to clipboard' when the browser refuses", async () => {
    signInAs('admin', ['settings.service_types']);
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
    });
    const m = mockApi(server([basic]));
    restore = m.restore;
    renderWithKit(<PricingPackagesPage />, '/settings/pricing-packages?id=3');
    await userEvent.click(await screen.findByRole('button', { name: /View Links/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Copy link for Scriptorium' }));
    expect(await screen.findByText('Failed to copy link to clipboard')).toBeTruthy();
  });

  it('opens a package in the edit form with its values', async () => {
    signInAs('admin', ['settings.service_types']);
    const m = mockApi(server([basic]));
    restore = m.restore;
    renderWithKit(<PricingPackagesPage />, '/settings/pricing-packages?id=3');
    await userEvent.click(await screen.findByRole('button', { name: /Edit/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Edit Package')).toBeTruthy();
    expect(((await within(dialog).findByLabelText(/Name/)) as HTMLInputElement).value).toBe('Basic');
  });

  it('says so when the service type does not exist', async () => {
    const m = mockApi(server([]));
    restore = m.restore;
    renderWithKit(<PricingPackagesPage />, '/settings/pricing-packages?id=99');
    expect(await screen.findByText('Service type not found')).toBeTruthy();
  });

  describe('in Swahili', () => {
    it('shows the title, the empty state and Add in Swahili', async () => {
      await switchLanguage('sw');
      signInAs('admin', ['settings.service_types']);
      const m = mockApi(server([]));
      restore = m.restore;
      renderWithKit(<PricingPackagesPage />, '/settings/pricing-packages?id=3');
      expect(
        await screen.findByRole('heading', { name: 'Mipango ya bei ya Research Paper' }, { timeout: 20_000 }),
      ).toBeTruthy();
      expect(screen.getByText('Bado hakuna vifurushi. Bofya "Ongeza kifurushi kipya" ili kuunda kimoja.')).toBeTruthy();
      expect(screen.getByRole('button', { name: /Ongeza kifurushi kipya/ })).toBeTruthy();
    });
  });
});
