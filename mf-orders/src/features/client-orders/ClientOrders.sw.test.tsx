import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { changeLocale } from '@scriptorium/shared-kit/core';
import { mockApi, page, renderWithKit, signInAs, SLOW } from '@scriptorium/shared-kit/testing';
import ClientOrders from './ClientOrders.js';

let restore = () => {};
afterEach(async () => {
  restore();
  await act(() => changeLocale('en'));
});

const card = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  title: `Order ${id}`,
  instructions: 'Five pages, APA.',
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

describe("the client's order list in Swahili", { timeout: 30_000 }, () => {
  it('titles the list, its cards, their steps, status and links in Swahili', async () => {
    signInAs('client');
    restore = mockApi(() => ({
      data: page(
        [card(7), card(8, { status: 'pending_quote', amount: 0, pending_amount: 0, unread_messages_count: 0 })],
        11,
      ),
    })).restore;
    await act(() => changeLocale('sw'));
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
    await act(() => changeLocale('sw'));
    renderWithKit(<ClientOrders />, '/orders/list/completed', '/orders/list/:status');
    expect(await screen.findByText('BADO HAKUNA ODA', {}, SLOW)).toBeTruthy();
  });
});
