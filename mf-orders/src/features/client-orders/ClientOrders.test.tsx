import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
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
import ClientOrders from './ClientOrders.js';

/** The empty state of the client's order lists (docs/product.md §8). */
const NO_ORDERS = 'THERE ARE NO ORDERS YET';

let restore = () => {};
afterEach(() => restore());

const card = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  title: `Order ${id}`,
  instructions: 'x'.repeat(200),
  status: 'unpaid',
  amount: 56.25,
  paid_amount: 0,
  pending_amount: 56.25,
  paid: false,
  payment_state: 'Pending Payment',
  deadline: '2030-03-07T15:05:00Z',
  service_type: { id: 1, name: 'Essay Writing' },
  unread_messages_count: 2,
  package_id: null,
  rating: null,
  created_at: '2025-03-01T10:00:00Z',
  ...extra,
});

describe('ClientOrders', { timeout: 30_000 }, () => {
  it('shows each order as a card with its service, id, steps, cut instructions, unread count and Pay Now', async () => {
    signInAs('client');
    restore = mockApi(() => ({
      data: page([
        card(7),
        card(8, {
          status: 'in_progress',
          amount: 40,
          paid_amount: 40,
          pending_amount: 0,
          paid: true,
          payment_state: 'Fully Paid',
          unread_messages_count: 0,
        }),
      ]),
    })).restore;
    const r = renderWithKit(<ClientOrders />, '/orders', '/orders');
    const first = await screen.findByTestId('order-card-7', {}, SLOW);
    expect(first.textContent).toContain('Essay Writing');
    expect(first.textContent).toContain('#7');
    expect(first.textContent).toContain('$56.25');
    expect(first.textContent).toContain('x'.repeat(150) + '…');
    expect(first.textContent).not.toContain('x'.repeat(151));
    expect(screen.getByLabelText('Messages 2 unread')).toBeTruthy();
    // Pay Now only where something is owed.
    expect(screen.getAllByRole('button', { name: 'Pay Now' })).toHaveLength(1);
    // One status each, in the client's words, agreeing with the tracker's step.
    const tags = (el: HTMLElement) => [...el.querySelectorAll('.ant-tag')].map((t) => t.textContent);
    await waitFor(() => expect(tags(first)).toEqual(['Awaiting payment']));
    expect(first.querySelector('.ant-steps-item-active .ant-steps-item-title')?.textContent).toBe('Pending');
    const second = screen.getByTestId('order-card-8');
    expect(tags(second)).toEqual(['In progress']);
    expect(second.querySelector('.ant-steps-item-active .ant-steps-item-title')?.textContent).toBe('In Progress');
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(r.location().pathname + r.location().search).toBe('/orders/order/7?paynow');
  });

  it("says 'In progress', never the staff's 'Unassigned', and shows what is paid of a part-paid order", async () => {
    signInAs('client');
    restore = mockApi(() => ({
      data: page([
        card(9, { status: 'unassigned', paid_amount: 20, pending_amount: 36.25, payment_state: 'Partially Paid' }),
      ]),
    })).restore;
    renderWithKit(<ClientOrders />, '/orders', '/orders');
    const c = await screen.findByTestId('order-card-9', {}, SLOW);
    await waitFor(() => expect([...c.querySelectorAll('.ant-tag')].map((t) => t.textContent)).toEqual(['In progress']));
    expect(c.textContent).not.toContain('Unassigned');
    expect(c.textContent).toContain('$20.00 paid');
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeTruthy();
  });

  it('redirects to the new order form when the client has no orders at all', async () => {
    signInAs('client');
    restore = mockApi(() => ({ data: page([]) })).restore;
    const r = renderWithKit(<ClientOrders />, '/orders', '/orders');
    await waitFor(() => expect(r.location().pathname).toBe('/orders/new'), SLOW);
  });

  it('filters by the status in the path and says THERE ARE NO ORDERS YET when none match', async () => {
    signInAs('client');
    const { requests, restore: undo } = mockApi(() => ({ data: page([]) }));
    restore = undo;
    const r = renderWithKit(<ClientOrders />, '/orders/list/approved', '/orders/list/:status');
    expect(await screen.findByText(NO_ORDERS, {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Approved Orders' })).toBeTruthy();
    expect(requests.at(-1)?.params.status).toBe('approved');
    expect(r.location().pathname).toBe('/orders/list/approved');
  });

  it('appends the next page on Load More', async () => {
    signInAs('client');
    const api = mockApi((req: MockRequest) => ({
      data:
        req.params.page === 2
          ? { data: { ...page([card(3)], 11).data, current_page: 2 } }
          : page([card(1), card(2)], 11),
    }));
    restore = api.restore;
    renderWithKit(<ClientOrders />, '/orders', '/orders');
    expect(await screen.findByText('Showing 2 of 11 orders', {}, SLOW)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByTestId('order-card-3')).toBeTruthy();
    expect(screen.getByText('Showing 3 of 11 orders')).toBeTruthy();
  });

  describe('in Swahili', () => {
    it('titles the list, its cards, their steps, status and links in Swahili', async () => {
      signInAs('client');
      restore = mockApi(() => ({
        data: page(
          [card(7), card(8, { status: 'pending_quote', amount: 0, pending_amount: 0, unread_messages_count: 0 })],
          11,
        ),
      })).restore;
      await switchLanguage('sw');
      renderWithKit(<ClientOrders />, '/orders', '/orders');
      const first = await screen.findByTestId('order-card-7', {}, SLOW);
      expect(screen.getByRole('heading', { name: 'Oda zangu' })).toBeTruthy();
      await waitFor(() => expect(first.querySelector('.ant-tag')?.textContent).toBe('Inasubiri malipo'));
      expect(first.querySelector('.ant-steps-item-active .ant-steps-item-title')?.textContent).toBe('Inasubiri');
      expect(first.textContent).toContain('Tarehe ya mwisho:');
      expect(screen.getByLabelText('Ujumbe 2 haujasomwa')).toBeTruthy();
      expect(screen.getAllByRole('button', { name: 'Lipa sasa' })).toHaveLength(1);
      const second = screen.getByTestId('order-card-8');
      expect(second.textContent).toContain('Inasubiri nukuu');
      expect(screen.getByText('Inaonyesha 2 kati ya oda 11')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Pakia zaidi' })).toBeTruthy();
    });

    it('says there are no orders yet in Swahili', async () => {
      signInAs('client');
      restore = mockApi(() => ({ data: page([]) })).restore;
      await switchLanguage('sw');
      renderWithKit(<ClientOrders />, '/orders/list/completed', '/orders/list/:status');
      expect(await screen.findByText('BADO HAKUNA ODA', {}, SLOW)).toBeTruthy();
    });
  });
});
