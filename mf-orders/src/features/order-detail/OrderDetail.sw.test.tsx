import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale } from '@scriptorium/shared-kit/core';
import { fakeSocket, mockApi, renderWithKit, signInAs, SLOW, TEST_USER_IDS } from '@scriptorium/shared-kit/testing';
import OrderDetail from './OrderDetail.js';

let restore = () => {};
let socket: ReturnType<typeof fakeSocket>;
beforeEach(() => {
  socket = fakeSocket();
});
afterEach(async () => {
  restore();
  socket.remove();
  await act(() => changeLocale('en'));
});

const order = (extra: Record<string, unknown> = {}) => ({
  id: 5,
  title: 'Climate policy in East Africa',
  instructions: null,
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
  actions: ['edit_order', 'get_payment_link', 'cancel'],
  ...extra,
});

function serve(current: Record<string, unknown>) {
  return mockApi((req) => {
    if (req.url === 'orders/5') return { data: current };
    if (req.url === 'orders/5/files' || req.url === 'orders/5/messages') return { data: [] };
    return { status: 404, data: { message: 'Not found' } };
  });
}

describe("an order's details in Swahili", { timeout: 30_000 }, () => {
  it("shows a client's order: tabs, status, details, buttons, chat and the payment modal in Swahili", async () => {
    signInAs('client');
    restore = serve(order()).restore;
    await act(() => changeLocale('sw'));
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
    restore = serve(
      order({
        status: 'in_progress',
        assign: {
          id: 8,
          user: { id: 30, name: 'Wanjiru Writer' },
          amount: 1500,
          deadline: '2030-03-05T12:00:00Z',
          status: 'in_progress',
          revisions: [],
          cancel_reason: null,
        },
        actions: ['change_writer_deadline', 'cancel_assignment', 'cancel'],
      }),
    ).restore;
    await act(() => changeLocale('sw'));
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
