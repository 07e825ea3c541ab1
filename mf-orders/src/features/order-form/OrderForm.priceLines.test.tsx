import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithKit, signOut, SLOW } from '@scriptorium/shared-kit/testing';
import NewOrder from './NewOrder.js';

/** Each download of the price lines' code (their chunk, with antd's Descriptions). */
const { priceLinesLoads } = vi.hoisted(() => ({ priceLinesLoads: { count: 0 } }));
vi.mock('./PricePanel.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('./PricePanel.js')>();
  return {
    ...original,
    loadPriceBreakdown: () => {
      priceLinesLoads.count += 1;
      return original.loadPriceBreakdown();
    },
  };
});

let restore = () => {};
afterEach(() => restore());

describe("the order form's price lines", { timeout: 40_000 }, () => {
  it('are not downloaded with the guest’s page, only once the guest taps the form', async () => {
    signOut();
    const api = mockApi((req) => ({
      data: req.url.startsWith('list-settings/') ? [{ id: 1, name: 'Essay Writing', amount: 15 }] : {},
    }));
    restore = api.restore;
    const { container } = renderWithKit(<NewOrder />, '/orders/new', '/orders/new');
    const select = await screen.findByRole('combobox', { name: 'Service type' }, SLOW);
    // The form is ready: its choices have arrived and the service type's select stopped loading.
    await waitFor(() => {
      expect(api.requests.some((r) => r.url === 'list-settings/service_types')).toBe(true);
      expect(container.querySelector('.anticon-loading')).toBeNull();
    }, SLOW);
    expect(priceLinesLoads.count).toBe(0);
    await userEvent.click(select);
    expect(priceLinesLoads.count).toBeGreaterThan(0);
  });
});
