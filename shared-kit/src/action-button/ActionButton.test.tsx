import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KitProvider } from '../providers/KitProvider.js';
import { ActionButton } from './ActionButton.js';
import { mockApi } from '../testing/mockApi.js';

let restore = () => {};
afterEach(() => restore());

const button = () => screen.getByRole('button', { name: /approve/i });

describe('ActionButton', () => {
  it('posts the action and toasts the server message on success', async () => {
    const m = mockApi(() => ({ data: { message: 'Order approved' } }));
    restore = m.restore;
    render(
      <KitProvider>
        <ActionButton action="orders/1/approve" payload={{ rating: 5 }}>
          Approve
        </ActionButton>
      </KitProvider>,
    );
    await userEvent.click(button());
    expect(await screen.findByText('Order approved')).toBeTruthy();
    expect(button().getAttribute('data-status')).toBe('success');
    expect(m.requests[0]).toMatchObject({ method: 'POST', url: 'orders/1/approve', data: { rating: 5 } });
  });

  it("toasts 'Action Successful' without a server message and 'Action failed' on an error without one", async () => {
    let fail = false;
    const m = mockApi(() => (fail ? { status: 500, data: {} } : { data: {} }));
    restore = m.restore;
    render(
      <KitProvider>
        <ActionButton action="x">Approve</ActionButton>
      </KitProvider>,
    );
    await userEvent.click(button());
    expect(await screen.findByText('Action Successful')).toBeTruthy();
    fail = true;
    await userEvent.click(button());
    expect(await screen.findByText('Action failed')).toBeTruthy();
    expect(button().getAttribute('data-status')).toBe('failure');
  });

  it("asks 'Are you sure?' and does nothing on 'No, cancel'", async () => {
    const m = mockApi(() => ({ data: {} }));
    restore = m.restore;
    render(
      <KitProvider>
        <ActionButton action="x" confirm>
          Approve
        </ActionButton>
      </KitProvider>,
    );
    await userEvent.click(button());
    expect((await screen.findAllByText('Are you sure?')).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'No, cancel' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(m.requests).toHaveLength(0);
    expect(button().getAttribute('data-status')).toBe('idle');
  });

  it("runs after 'Yes, Proceed!'", async () => {
    const m = mockApi(() => ({ data: {} }));
    restore = m.restore;
    render(
      <KitProvider>
        <ActionButton action="x" confirm>
          Approve
        </ActionButton>
      </KitProvider>,
    );
    await userEvent.click(button());
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, Proceed!' }));
    await waitFor(() => expect(m.requests).toHaveLength(1));
  });

  it("the silent variant shows no success toast and 'Failed' on failure", async () => {
    let fail = false;
    const m = mockApi(() => (fail ? { status: 500, data: {} } : { data: {} }));
    restore = m.restore;
    const done: unknown[] = [];
    render(
      <KitProvider>
        <ActionButton action="x" silent onSuccess={(d) => done.push(d)}>
          Approve
        </ActionButton>
      </KitProvider>,
    );
    await userEvent.click(button());
    await waitFor(() => expect(done).toHaveLength(1));
    expect(screen.queryByText('Action Successful')).toBeNull();
    fail = true;
    await userEvent.click(button());
    expect(await screen.findByText('Failed')).toBeTruthy();
  });
});
