import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  mockApi,
  type MockReply,
  type MockRequest,
  renderWithKit,
  signInAs,
  SLOW,
  TEST_USER_IDS,
} from '@scriptorium/shared-kit/testing';
import ApproveOrder from './ApproveOrder.js';
import { browser } from '../../lib/browser.js';

let restore = () => {};
afterEach(() => {
  restore();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const order = {
  id: 5,
  title: 'History of the printing press',
  instructions: null,
  status: 'completed',
  user_id: TEST_USER_IDS.client,
  service_type: null,
  assign: null,
  unread_messages_count: 0,
  package_id: null,
  rating: null,
  comments: null,
  created_at: '2025-03-01T10:00:00Z',
  actions: ['approve', 'request_revision'],
};

function serve(approve: (req: MockRequest) => MockReply) {
  return mockApi((req) => (req.method === 'POST' ? approve(req) : { data: order }));
}

describe('ApproveOrder', { timeout: 30_000 }, () => {
  it('needs stars from a client, then rates with a tip and goes to the tip page after 2 s', async () => {
    signInAs('client');
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const api = serve(() => ({
      data: { message: 'Order has been rated', tip_url: 'http://localhost/api/checkout/cs_tip', order },
    }));
    restore = api.restore;
    renderWithKit(<ApproveOrder />, '/orders/approve?orderId=5');
    expect(await screen.findByText('Approve order #5 - History of the printing press', {}, SLOW)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Approve & Rate' }));
    expect(await screen.findByText('Choose a rating from 1 to 5 stars')).toBeTruthy();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
    const stars = screen.getAllByRole('radio');
    expect(stars).toHaveLength(5);
    await userEvent.click(stars[4]);
    await userEvent.type(screen.getByLabelText('Comments'), 'Great work');
    await userEvent.type(screen.getByLabelText('Tip (optional)'), '5');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(screen.getByRole('button', { name: 'Approve & Rate' }));
    expect(await screen.findByText('Order has been rated')).toBeTruthy();
    expect(api.requests.find((r) => r.method === 'POST')).toMatchObject({
      url: 'orders/5/approve',
      data: { rating: 5, comments: 'Great work', tip: 5 },
    });
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2000);
    expect(assign).toHaveBeenCalledWith('http://localhost/api/checkout/cs_tip');
  });

  it('offers Pay tip when the approval came back without a tip link (the payment service was down)', async () => {
    signInAs('client');
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    let linkUp = false;
    const api = mockApi((req) => {
      if (req.url === 'orders/5/approve') return { data: { message: 'Order has been rated', tip_url: null, order } };
      if (req.url === 'orders/5/tip-link')
        return linkUp
          ? { data: { payment_link: 'https://checkout.example/tip' } }
          : { status: 502, data: { message: 'Payment link not generated' } };
      return { data: order };
    });
    restore = api.restore;
    const r = renderWithKit(<ApproveOrder />, '/orders/approve?orderId=5');
    await screen.findByText('Approve order #5 - History of the printing press', {}, SLOW);
    await userEvent.click((await screen.findAllByRole('radio', {}, SLOW))[4]);
    await userEvent.type(screen.getByLabelText('Tip (optional)'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Approve & Rate' }));
    expect(await screen.findByText('Thank you! The order is approved.')).toBeTruthy();
    // It stays here: nothing to go to yet.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(r.location().pathname).toBe('/orders/approve');
    await userEvent.click(screen.getByRole('button', { name: 'Pay tip' }));
    expect(await screen.findByText('Payment link not generated')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
    linkUp = true;
    // Pressable again once the first attempt ended (its spinner may still be fading out).
    await userEvent.click(screen.getByRole('button', { name: /Pay tip/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.example/tip'));
    expect(api.requests.filter((q) => q.url === 'orders/5/tip-link')).toHaveLength(2);
  });

  it('without a tip goes back to the order after 2 s', async () => {
    signInAs('client');
    restore = serve(() => ({ data: { message: 'Order has been rated', tip_url: null, order } })).restore;
    const r = renderWithKit(<ApproveOrder />, '/orders/approve?orderId=5');
    await screen.findByText('Approve order #5 - History of the printing press', {}, SLOW);
    await userEvent.click(screen.getAllByRole('radio')[2]);
    await userEvent.click(screen.getByRole('button', { name: 'Approve & Rate' }));
    expect(await screen.findByText('Order has been rated')).toBeTruthy();
    await waitFor(() => expect(r.location().pathname).toBe('/orders/order/5'), { timeout: 4000 });
  });

  it('lets an admin approve without stars and shows the server refusal', async () => {
    signInAs('admin');
    const api = serve(() => ({ status: 409, data: { message: 'An order that is approved cannot be approved' } }));
    restore = api.restore;
    renderWithKit(<ApproveOrder />, '/orders/approve?orderId=5');
    await screen.findByText('Approve order #5 - History of the printing press', {}, SLOW);
    expect(screen.queryByLabelText('Tip (optional)')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('An order that is approved cannot be approved')).toBeTruthy();
    expect(api.requests.find((r) => r.method === 'POST')?.data).toEqual({});
  });
});
