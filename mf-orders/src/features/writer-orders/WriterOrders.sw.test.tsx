import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { changeLocale } from '@scriptorium/shared-kit/core';
import { mockApi, page, renderWithKit, signInAs, SLOW } from '@scriptorium/shared-kit/testing';
import WriterOrders from './WriterOrders.js';

let restore = () => {};
afterEach(async () => {
  restore();
  await act(() => changeLocale('en'));
});

describe("the writer's order table in Swahili", { timeout: 30_000 }, () => {
  it('follows a switch to Swahili: heading and column titles', async () => {
    signInAs('writer');
    restore = mockApi(() => ({
      data: page([
        {
          id: 1,
          title: 'Order 1',
          status: 'in_progress',
          amount: 1500,
          deadline: '2030-03-07T15:05:00Z',
          service_type: { id: 1, name: 'Essay Writing' },
          unread_messages_count: 1,
          created_at: '2025-03-01T10:00:00Z',
        },
      ]),
    })).restore;
    renderWithKit(<WriterOrders />, '/writer/orders/active', '/writer/orders/:mainStatus/*');
    expect(await screen.findByText('Order 1', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Active Orders' })).toBeTruthy();
    await act(() => changeLocale('sw'));
    expect(await screen.findByRole('heading', { name: 'Oda zinazoshughulikiwa' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Kichwa/ })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Kiasi \(KSh\)/ })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Tarehe ya mwisho/ })).toBeTruthy();
  });
});
