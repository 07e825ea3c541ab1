import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, type MockRequest, renderWithKit, signInAs, SLOW } from '@scriptorium/shared-kit/testing';
import ConfirmCompleted from './ConfirmCompleted.js';

const CONFIRM_TEXT = 'I Confirm that all the documents have been attached';
const COMPLETED_TEXT = 'Order has been marked as completed';

let restore = () => {};
afterEach(() => restore());

const file = {
  id: 1,
  name: 'final.docx',
  url: 'http://localhost/api/files/1/download?sig=x',
  ext: 'docx',
  formatted_size: '20 KB',
  created_at: '2025-03-01T10:00:00Z',
  allow_client: true,
  user: null,
};

describe('ConfirmCompleted', { timeout: 30_000 }, () => {
  it('keeps Deliver Now disabled until the box is ticked, then delivers and goes to the writer order page', async () => {
    signInAs('writer');
    const api = mockApi((req: MockRequest) =>
      req.method === 'POST' ? { data: { message: COMPLETED_TEXT } } : { data: [file] },
    );
    restore = api.restore;
    const r = renderWithKit(
      <ConfirmCompleted />,
      '/writer/orders/confirm-completed/5',
      '/writer/orders/confirm-completed/:id',
    );
    expect(await screen.findByText('final.docx', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('Confirm that all the files are uploaded')).toBeTruthy();
    const deliver = screen.getByRole('button', { name: 'Deliver Now' }) as HTMLButtonElement;
    expect(deliver.disabled).toBe(true);
    await userEvent.click(screen.getByText(CONFIRM_TEXT));
    expect(deliver.disabled).toBe(false);
    await userEvent.click(deliver);
    expect(await screen.findByText(COMPLETED_TEXT)).toBeTruthy();
    await waitFor(() => expect(r.location().pathname).toBe('/writer/orders/order/5'));
    expect(api.requests.find((q) => q.method === 'POST')).toMatchObject({
      url: 'orders/5/deliver',
      data: { confirmed: true },
    });
  });

  it('completes as an admin and stays on the page with the server message on failure', async () => {
    signInAs('admin');
    let calls = 0;
    const api = mockApi((req: MockRequest) => {
      if (req.method !== 'POST') return { data: [] };
      calls += 1;
      return calls === 1
        ? { status: 409, data: { message: 'An order that is completed cannot be marked as completed' } }
        : { data: { message: COMPLETED_TEXT } };
    });
    restore = api.restore;
    const r = renderWithKit(<ConfirmCompleted />, '/orders/confirm-completed/5', '/orders/confirm-completed/:id');
    await screen.findByText('No files uploaded', {}, SLOW);
    await userEvent.click(screen.getByText(CONFIRM_TEXT));
    await userEvent.click(screen.getByRole('button', { name: 'Deliver Now' }));
    expect(await screen.findByText('An order that is completed cannot be marked as completed')).toBeTruthy();
    expect(r.location().pathname).toBe('/orders/confirm-completed/5');
    await userEvent.click(await screen.findByRole('button', { name: /Deliver Now/ }));
    expect(await screen.findByText(COMPLETED_TEXT)).toBeTruthy();
    await waitFor(() => expect(r.location().pathname).toBe('/orders/order/5'));
    expect(api.requests.filter((q) => q.method === 'POST').every((q) => q.url === 'orders/5/complete')).toBe(true);
  });
});
