import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithKit, signInAs, SLOW } from '@scriptorium/shared-kit/testing';
import NewOrder from './NewOrder.js';

/** The admin's fields' chunk fails to download once (a dropped connection), then comes. */
let failures = 1;
vi.mock('./AdminOrderFields.js', async (importOriginal) => {
  if (failures-- > 0) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

let restore = () => {};
afterEach(() => restore());

describe('OrderForm parts loaded later', { timeout: 40_000 }, () => {
  it("says when the admin's client and order source fields could not load, and Retry brings them", async () => {
    signInAs('admin');
    restore = mockApi((req) => ({
      data: req.url.startsWith('list-settings/') ? [{ id: 1, name: 'Website', amount: 15 }] : {},
    })).restore;
    renderWithKit(<NewOrder />, '/orders/new', '/orders/new');
    expect(await screen.findByText('The client and order source fields could not load.', {}, SLOW)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Order source', {}, SLOW)).toBeTruthy();
    expect(screen.queryByText('The client and order source fields could not load.')).toBeNull();
  });
});
