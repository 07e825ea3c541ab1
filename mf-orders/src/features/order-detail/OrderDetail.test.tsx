import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { COUNTS_CHANGED_EVENT } from '@scriptorium/shared-kit/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fakeSocket,
  mockApi,
  type MockReply,
  type MockRequest,
  renderWithKit,
  signInAs,
  SLOW,
  switchLanguage,
  TEST_USER_IDS,
} from '@scriptorium/shared-kit/testing';
import OrderDetail from './OrderDetail.js';
import { browser } from '../../lib/browser.js';

let restore = () => {};
let socket: ReturnType<typeof fakeSocket>;
beforeEach(() => {
  socket = fakeSocket();
});
afterEach(() => {
  restore();
  socket.remove();
  vi.restoreAllMocks();
});

const order = (extra: Record<string, unknown> = {}) => ({
  id: 5,
  title: 'Climate policy in East Africa',
  instructions: 'Five pages, APA.',
  status: 'unpaid',
  amount: 56.25,
  paid_amount: 0,
  pending_amount: 56.25,
  paid: false,
  deadline: '2030-03-07T15:05:00Z',
  deadline_id: 3,
  user_id: TEST_USER_IDS.client,
  user: { id: TEST_USER_IDS.client, name: 'Chris Client', email: 'client@example.com' },
  service_type: { id: 1, name: 'Essay Writing' },
  assign: null,
  unread_messages_count: 0,
  package_id: null,
  rating: null,
  comments: null,
  created_at: '2025-03-01T10:00:00Z',
  payment_state: 'Pending Payment',
  order_services: [],
  actions: [],
  ...extra,
});
const assignment = {
  id: 8,
  user: { id: 30, name: 'Wanjiru Writer' },
  amount: 1500,
  deadline: '2030-03-05T12:00:00Z',
  status: 'in_progress',
  revisions: [],
  cancel_reason: null,
};

function serve(current: () => Record<string, unknown>, extra?: (req: MockRequest) => MockReply | undefined) {
  return mockApi((req) => {
    const special = extra?.(req);
    if (special) return special;
    if (req.url === 'orders/5') return { data: current() };
    if (req.url === 'orders/5/files' || req.url === 'orders/5/messages') return { data: [] };
    return { status: 404, data: { message: 'Not found' } };
  });
}

describe('OrderDetail', { timeout: 30_000 }, () => {
  it('shows the order with exactly the buttons its actions allow, and no Assigned Writer tab for a client', async () => {
    signInAs('client');
    restore = serve(() => order({ actions: ['edit_order', 'get_payment_link', 'cancel'] })).restore;
    const r = renderWithKit(<OrderDetail />, '/orders/order/5', '/orders/order/:id/*');
    expect(await screen.findByText('#5 - Climate policy in East Africa', {}, SLOW)).toBeTruthy();
    await waitFor(() => expect(r.location().pathname).toBe('/orders/order/5/tab/order_details'), SLOW);
    // One status in the header, in the client's words; the payment state only among the details.
    const header = screen.getByText('#5 - Climate policy in East Africa').closest('.ant-space-vertical')!;
    await waitFor(() =>
      expect([...header.querySelectorAll('.ant-tag')].map((t) => t.textContent)).toEqual(['Awaiting payment']),
    );
    expect(within(screen.getByTestId('order-summary')).getByText('Pending Payment')).toBeTruthy();
    const buttons = Array.from(screen.getByTestId('order-actions').querySelectorAll('button')).map(
      (b) => b.textContent,
    );
    expect(buttons).toEqual(['Edit Order', 'Pay Now', 'Cancel Order']);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Order Details', 'Files']);
    expect(socket.joined).toContain(`orders.${TEST_USER_IDS.client}.5`);
  });

  it('opens the payment modal from ?paynow and goes to the payment link', async () => {
    signInAs('client');
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const api = serve(
      () => order({ actions: ['get_payment_link'] }),
      (req) =>
        req.url === 'orders/5/payment-link'
          ? { data: { payment_link: 'http://localhost/api/checkout/cs_abc' } }
          : undefined,
    );
    restore = api.restore;
    const r = renderWithKit(<OrderDetail />, '/orders/order/5/tab/order_details?paynow', '/orders/order/:id/*');
    expect(await screen.findByLabelText('Amount to Pay', {}, SLOW)).toBeTruthy();
    expect((screen.getByLabelText('Amount to Pay') as HTMLInputElement).value).toBe('56.25');
    await userEvent.click(screen.getAllByRole('button', { name: 'Pay Now' }).at(-1)!);
    expect(await screen.findByText('Redirecting...')).toBeTruthy();
    expect(assign).toHaveBeenCalledWith('http://localhost/api/checkout/cs_abc');
    expect(api.requests.find((q) => q.url === 'orders/5/payment-link')?.data).toEqual({ amount: 56.25 });
    expect(r.location().search).toBe('?paynow');
  });

  it('says Payment link not generated when the gateway fails, and requires the amount', async () => {
    signInAs('client');
    restore = serve(
      () => order({ actions: ['get_payment_link'] }),
      (req) =>
        req.url === 'orders/5/payment-link'
          ? { status: 502, data: { message: 'Payment link not generated' } }
          : undefined,
    ).restore;
    renderWithKit(<OrderDetail />, '/orders/order/5/tab/order_details', '/orders/order/:id/*');
    await userEvent.click(await screen.findByRole('button', { name: 'Pay Now' }, SLOW));
    const input = await screen.findByLabelText('Amount to Pay');
    await userEvent.clear(input);
    await userEvent.click(screen.getAllByRole('button', { name: 'Pay Now' }).at(-1)!);
    expect(await screen.findByText('Amount to Pay is required')).toBeTruthy();
    // 0 is no missing amount: it says what is wrong with it.
    await userEvent.type(input, '0');
    await userEvent.click(screen.getAllByRole('button', { name: 'Pay Now' }).at(-1)!);
    expect(await screen.findByText('Amount to Pay must be greater than 0')).toBeTruthy();
    await userEvent.clear(input);
    await userEvent.type(input, '10');
    await userEvent.click(screen.getAllByRole('button', { name: 'Pay Now' }).at(-1)!);
    expect(await screen.findByText('Payment link not generated')).toBeTruthy();
  });

  it('shows the payment result from ?status=success and removes it from the URL', async () => {
    signInAs('client');
    restore = serve(() =>
      order({ status: 'unassigned', paid_amount: 56.25, pending_amount: 0, payment_state: 'Fully Paid' }),
    ).restore;
    const r = renderWithKit(<OrderDetail />, '/orders/order/5/tab/order_details?status=success', '/orders/order/:id/*');
    expect(await screen.findByText('Payment received. Thank you!', {}, SLOW)).toBeTruthy();
    await waitFor(() => expect(r.location().search).toBe(''));
  });

  it('lets an admin mark the order paid, with the server 422 under the field', async () => {
    signInAs('admin');
    let countsChanged = 0;
    const count = () => {
      countsChanged += 1;
    };
    window.addEventListener(COUNTS_CHANGED_EVENT, count);
    onTestFinished(() => window.removeEventListener(COUNTS_CHANGED_EVENT, count));
    let attempts = 0;
    const api = serve(
      () => order({ actions: ['mark_paid', 'assign_writer'] }),
      (req) => {
        if (req.url !== 'orders/5/mark-paid') return undefined;
        attempts += 1;
        return attempts === 1
          ? {
              status: 422,
              data: {
                message: 'This payment reference has already been recorded',
                errors: { reference: ['This payment reference has already been recorded'] },
              },
            }
          : { data: { message: 'Payment recorded', order: order({ status: 'unassigned' }) } };
      },
    );
    restore = api.restore;
    renderWithKit(<OrderDetail />, '/orders/order/5', '/orders/order/:id/*');
    await userEvent.click(await screen.findByRole('button', { name: 'Mark Paid' }, SLOW));
    const reference = await screen.findByLabelText(/Reference/, {}, SLOW);
    await userEvent.type(reference, 'MPESA-1');
    await userEvent.click(screen.getByLabelText(/Payment method/));
    await userEvent.click(await screen.findByText('Bank transfer', {}, SLOW));
    await userEvent.click(screen.getAllByRole('button', { name: 'Mark Paid' }).at(-1)!);
    expect(await screen.findByText('This payment reference has already been recorded', {}, SLOW)).toBeTruthy();
    await userEvent.click(screen.getAllByRole('button', { name: 'Mark Paid' }).at(-1)!);
    expect(await screen.findByText('Payment recorded', {}, SLOW)).toBeTruthy();
    // The order moved between the areas the sidebar counts: its badges are asked to reload.
    await waitFor(() => expect(countsChanged).toBeGreaterThan(0));
    expect(api.requests.filter((q) => q.url === 'orders/5/mark-paid').at(-1)?.data).toEqual({
      amount: 56.25,
      reference: 'MPESA-1',
      payment_method: 'bank_transfer',
    });
  });

  it('shows the Assigned Writer tab to an admin when a writer is assigned, with the allowed assignment actions', async () => {
    signInAs('admin');
    restore = serve(() =>
      order({
        status: 'in_progress',
        assign: assignment,
        actions: ['change_writer_deadline', 'cancel_assignment', 'mark_completed'],
      }),
    ).restore;
    const r = renderWithKit(<OrderDetail />, '/orders/order/5/tab/assigned_writer', '/orders/order/:id/*');
    expect(await screen.findByTestId('assigned-writer', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('Wanjiru Writer')).toBeTruthy();
    expect(screen.getByText('KSh 1,500.00')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change Deadline' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change Writer Amount' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Deliver Now' }));
    expect(r.location().pathname).toBe('/orders/confirm-completed/5');
  });

  it("labels each amount's currency for an admin: client amounts USD, the writer's KSh, also in Assign Writer", async () => {
    signInAs('admin');
    restore = serve(() =>
      order({
        status: 'paid',
        paid_amount: 56.25,
        pending_amount: 0,
        payment_state: 'Fully Paid',
        assign: assignment,
        actions: ['assign_writer'],
      }),
    ).restore;
    renderWithKit(<OrderDetail />, '/orders/order/5/tab/order_details', '/orders/order/:id/*');
    const summary = await screen.findByTestId('order-summary', {}, SLOW);
    const cell = (label: string) => within(summary).getByText(label).closest('tr')!.textContent;
    expect(cell('Amount (USD)')).toContain('$56.25');
    expect(cell('Paid (USD)')).toContain('$56.25');
    expect(cell('Pending (USD)')).toContain('$0.00');
    await userEvent.click(screen.getByRole('button', { name: 'Assign Writer' }));
    expect(await screen.findByText('The client pays $56.25 (USD); the writer is paid in KSh', {}, SLOW)).toBeTruthy();
    expect(screen.getByLabelText(/Writer amount \(KSh\)/)).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Assigned Writer' }));
    const writer = await screen.findByTestId('assigned-writer', {}, SLOW);
    expect(within(writer).getByText('Writer amount (KSh)').closest('tr')!.textContent).toContain('KSh 1,500.00');
  });

  it('shows no payment state for a cancelled order nor for a pending quote', async () => {
    signInAs('admin');
    let current = order({ status: 'cancelled', payment_state: 'Pending Payment' });
    restore = serve(() => current).restore;
    const first = renderWithKit(<OrderDetail />, '/orders/order/5/tab/order_details', '/orders/order/:id/*');
    const summary = await screen.findByTestId('order-summary', {}, SLOW);
    expect(screen.getAllByText('Cancelled').length).toBeGreaterThan(0);
    expect(screen.queryByText('Pending Payment')).toBeNull();
    expect(within(summary).queryByText('Payment')).toBeNull();
    first.unmount();
    current = order({ status: 'pending_quote', amount: 0, paid_amount: 0, pending_amount: 0, payment_state: null });
    renderWithKit(<OrderDetail />, '/orders/order/5/tab/order_details', '/orders/order/:id/*');
    const quote = await screen.findByTestId('order-summary', {}, SLOW);
    expect(within(quote).getByText('Awaiting quote')).toBeTruthy();
    expect(within(quote).queryByText('Payment')).toBeNull();
    expect(within(quote).queryByText('Pending (USD)')).toBeNull();
  });

  it('keeps the admin on the Assigned Writer tab after cancelling the assignment, with the reason in the history', async () => {
    signInAs('admin');
    let current = order({ status: 'in_progress', assign: assignment, actions: ['cancel_assignment'] });
    const api = serve(
      () => current,
      (req) => {
        if (req.url !== 'assignments/8/cancel') return undefined;
        current = order({
          status: 'unassigned',
          assign: null,
          actions: ['assign_writer'],
          assignment_history: [
            {
              id: 8,
              user: assignment.user,
              amount: 1500,
              cancel_reason: (req.data as { reason: string }).reason,
              created_at: '2030-03-01T10:00:00Z',
              cancelled_at: '2030-03-02T10:00:00Z',
            },
          ],
        });
        return { data: { message: 'Assignment cancelled', order: current } };
      },
    );
    restore = api.restore;
    const r = renderWithKit(<OrderDetail />, '/orders/order/5/tab/assigned_writer', '/orders/order/:id/*');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Assignment' }, SLOW));
    await userEvent.type(await screen.findByLabelText('Reason', {}, SLOW), 'Missed two check-ins');
    await userEvent.click(screen.getAllByRole('button', { name: 'Cancel Assignment' }).at(-1)!);
    const history = await screen.findByTestId('assignment-history', {}, { timeout: 10_000 });
    expect(history.textContent).toContain('Reason: Missed two check-ins');
    expect(history.textContent).toContain('Wanjiru Writer');
    expect(screen.getByText('No writer assigned')).toBeTruthy();
    expect(screen.queryByText('403 Not Allowed')).toBeNull();
    expect(r.location().pathname).toBe('/orders/order/5/tab/assigned_writer');
  });

  it('sends a writer’s Deliver Now to the writer confirm-completed route', async () => {
    signInAs('writer');
    restore = serve(() =>
      order({ status: 'in_progress', user: undefined, amount: undefined, assign: assignment, actions: ['deliver'] }),
    ).restore;
    const r = renderWithKit(<OrderDetail />, '/writer/orders/order/5', '/writer/orders/order/:id/*');
    await userEvent.click(await screen.findByRole('button', { name: 'Deliver Now' }, SLOW));
    expect(r.location().pathname).toBe('/writer/orders/confirm-completed/5');
  });

  it('refetches the order on reload-order', async () => {
    signInAs('client');
    let status = 'unpaid';
    const api = serve(() => order({ status }));
    restore = api.restore;
    renderWithKit(<OrderDetail />, '/orders/order/5', '/orders/order/:id/*');
    await screen.findByText('#5 - Climate policy in East Africa', {}, SLOW);
    status = 'unassigned';
    let countsChanged = 0;
    const count = () => {
      countsChanged += 1;
    };
    window.addEventListener(COUNTS_CHANGED_EVENT, count);
    onTestFinished(() => window.removeEventListener(COUNTS_CHANGED_EVENT, count));
    act(() => socket.serverSends('reload-order', { orderId: 5, status: 'unassigned', action: 'pay' }));
    // The client's word for unassigned (paid, waiting for a writer).
    await waitFor(() => expect(screen.getAllByText('In progress').length).toBeGreaterThan(0), SLOW);
    // Someone else's change reloads the menu's badges as well as the order.
    expect(countsChanged).toBeGreaterThan(0);
  });

  it('reloads the files tab with the order on reload-order (its key is under the order)', async () => {
    signInAs('client');
    const api = serve(() => order());
    restore = api.restore;
    renderWithKit(<OrderDetail />, '/orders/order/5/tab/files', '/orders/order/:id/*');
    await screen.findByText('No files uploaded', {}, SLOW);
    const loads = () => api.requests.filter((q) => q.url === 'orders/5/files').length;
    expect(loads()).toBe(1);
    act(() => socket.serverSends('reload-order', { orderId: 5 }));
    await waitFor(() => expect(loads()).toBe(2), SLOW);
  });

  describe('in Swahili', () => {
    it("shows a client's order: tabs, status, details, buttons, chat and the payment modal in Swahili", async () => {
      signInAs('client');
      restore = serve(() =>
        order({ instructions: null, actions: ['edit_order', 'get_payment_link', 'cancel'] }),
      ).restore;
      await switchLanguage('sw');
      renderWithKit(<OrderDetail />, '/orders/order/5', '/orders/order/:id/*');
      expect(await screen.findByText('#5 - Climate policy in East Africa', {}, SLOW)).toBeTruthy();
      expect(await screen.findByRole('tab', { name: 'Maelezo ya oda' }, SLOW)).toBeTruthy();
      expect(screen.getByRole('tab', { name: 'Faili' })).toBeTruthy();
      const summary = await screen.findByTestId('order-summary', {}, SLOW);
      expect(within(summary).getByText('Huduma')).toBeTruthy();
      expect(within(summary).getByText('Kiasi (USD)')).toBeTruthy();
      // The client's status word, then the payment state, each in Swahili.
      await waitFor(() =>
        expect([...summary.querySelectorAll('.ant-tag')].map((t) => t.textContent)).toEqual([
          'Inasubiri malipo',
          'Malipo yanasubiriwa',
        ]),
      );
      expect(within(summary).getByText('Maelekezo')).toBeTruthy();
      expect(within(summary).getByText('Hakuna maelekezo yaliyotolewa.')).toBeTruthy();
      const buttons = Array.from(screen.getByTestId('order-actions').querySelectorAll('button')).map(
        (b) => b.textContent,
      );
      expect(buttons).toEqual(['Hariri oda', 'Lipa sasa', 'Ghairi oda']);
      const chat = await screen.findByTestId('order-chat', {}, SLOW);
      expect(within(chat).getByText('Ujumbe')).toBeTruthy();
      expect(await within(chat).findByText('Bado hakuna ujumbe', {}, SLOW)).toBeTruthy();
      expect(within(chat).getByRole('button', { name: /Tuma/ })).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'Lipa sasa' }));
      expect(await screen.findByText('Lipia oda hii', {}, SLOW)).toBeTruthy();
      expect(screen.getByLabelText('Kiasi cha kulipa')).toBeTruthy();
    });

    it("shows an admin the Assigned Writer tab and the assignment's actions in Swahili", async () => {
      signInAs('admin');
      restore = serve(() =>
        order({
          status: 'in_progress',
          assign: assignment,
          actions: ['change_writer_deadline', 'cancel_assignment', 'cancel'],
        }),
      ).restore;
      await switchLanguage('sw');
      renderWithKit(<OrderDetail />, '/orders/order/5/tab/assigned_writer', '/orders/order/:id/*');
      const tab = await screen.findByTestId('assigned-writer', {}, SLOW);
      expect(within(tab).getByText('Mwandishi')).toBeTruthy();
      expect(within(tab).getByText('Kiasi cha mwandishi (KSh)')).toBeTruthy();
      expect(within(tab).getByRole('button', { name: 'Badilisha tarehe ya mwisho' })).toBeTruthy();
      expect(within(tab).getByRole('button', { name: 'Ghairi kazi ya mwandishi' })).toBeTruthy();
      expect(within(tab).getByText('Hakuna marekebisho yaliyoombwa')).toBeTruthy();
      expect(screen.getByRole('tab', { name: 'Mwandishi aliyepewa' })).toBeTruthy();
    });
  });
});
