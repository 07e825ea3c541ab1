import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  mockApi,
  type MockRequest,
  page,
  renderWithKit,
  signInAs,
  SLOW,
  switchLanguage,
} from '@scriptorium/shared-kit/testing';
import WriterOrders from './WriterOrders.js';

let restore = () => {};
afterEach(() => restore());

const row = (id: number, status: string) => ({
  id,
  title: `Order ${id}`,
  status,
  amount: 1500,
  deadline: '2030-03-07T15:05:00Z',
  service_type: { id: 1, name: 'Essay Writing' },
  unread_messages_count: 1,
  created_at: '2025-03-01T10:00:00Z',
});

function server(req: MockRequest) {
  const m = /^orders\/writer\/(\w+)$/.exec(req.url);
  if (m) return { data: page([row(m[1] === 'in_progress' ? 1 : 2, m[1])]) };
  return { status: 404 };
}

describe('WriterOrders', { timeout: 30_000 }, () => {
  it('lists the active area by status tab with the writer amount in KSh, and rows open the writer order route', async () => {
    signInAs('writer');
    restore = mockApi(server).restore;
    const r = renderWithKit(<WriterOrders />, '/writer/orders/active', '/writer/orders/:mainStatus/*');
    expect(await screen.findByText('Order 1', {}, SLOW)).toBeTruthy();
    expect(r.location().pathname).toBe('/writer/orders/active/tab/in_progress');
    expect(screen.getByText('KSh 1,500.00')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Revision' })).toBeTruthy();
    await userEvent.click(screen.getByText('Order 1'));
    expect(r.location().pathname).toBe('/writer/orders/order/1');
  });

  it('has the closed area tabs under review, completed, approved and cancelled', async () => {
    signInAs('writer');
    restore = mockApi(server).restore;
    renderWithKit(<WriterOrders />, '/writer/orders/closed', '/writer/orders/:mainStatus/*');
    expect(await screen.findByText('Order 2', {}, SLOW)).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Under Review',
      'Completed',
      'Approved',
      'Cancelled',
    ]);
  });

  it("says 'Page not found' for an area that is not one, a name Object.prototype holds included", () => {
    signInAs('writer');
    for (const area of ['nowhere', 'constructor']) {
      const r = renderWithKit(<WriterOrders />, `/writer/orders/${area}`, '/writer/orders/:mainStatus/*');
      expect(screen.getByText('Page not found')).toBeTruthy();
      r.unmount();
    }
  });

  describe('in Swahili', () => {
    it('follows a switch to Swahili: heading and column titles', async () => {
      signInAs('writer');
      restore = mockApi(server).restore;
      renderWithKit(<WriterOrders />, '/writer/orders/active', '/writer/orders/:mainStatus/*');
      expect(await screen.findByText('Order 1', {}, SLOW)).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Active Orders' })).toBeTruthy();
      await switchLanguage('sw');
      expect(await screen.findByRole('heading', { name: 'Oda zinazoshughulikiwa' })).toBeTruthy();
      expect(screen.getByRole('columnheader', { name: /Kichwa/ })).toBeTruthy();
      expect(screen.getByRole('columnheader', { name: /Kiasi \(KSh\)/ })).toBeTruthy();
      expect(screen.getByRole('columnheader', { name: /Tarehe ya mwisho/ })).toBeTruthy();
    });
  });
});
