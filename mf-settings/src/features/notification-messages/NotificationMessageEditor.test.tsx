import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@scriptorium/shared-kit/core';
import { NotificationMessageEditor } from './NotificationMessageEditor.js';
import { mockApi, renderWithKit, signInAs, type MockRequest } from '@scriptorium/shared-kit/testing';

let restore = () => {};
afterEach(() => {
  restore();
  sessionStore.getState().clear();
});

/** Renders like the server: {name} → Ada Admin, {order_id} → 1024. */
function fill(text: unknown): string {
  return String(text ?? '')
    .replace(/\{name\}/g, 'Ada Admin')
    .replace(/\{order_id\}/g, '1024');
}

function server(req: MockRequest) {
  const body = req.data as Record<string, unknown>;
  if (req.url === 'settings/notification_messages/preview') {
    return {
      data: {
        subject: fill(body.subject),
        mail: fill(body.mail),
        body: fill(body.mail),
        sms: body.sms ? fill(body.sms) : null,
        action_url: body.action_url ? `http://app.test${fill(body.action_url)}` : null,
        action_label: body.action_label ?? null,
        vars: {},
      },
    };
  }
  if (req.method === 'PUT' && req.url === 'settings/notification_messages/7')
    return { data: { message: 'Notification saved', data: { id: 7, ...body } } };
  if (req.method === 'POST' && req.url === 'settings/notification_messages') {
    return {
      status: 422,
      data: { message: 'The slug has already been taken.', errors: { slug: ['The slug has already been taken.'] } },
    };
  }
  return { status: 404, data: { message: 'not mocked' } };
}

const existing = {
  slug: 'order_paid',
  subject: 'Payment received for order #{order_id}',
  mail: 'Hello {name}, thanks.',
  sms: null,
  action_url: '/orders/order/{order_id}',
  action_label: 'View order',
  permission: 'orders.order.mark_order_paid',
};

describe('NotificationMessageEditor', () => {
  it('previews the template with sample values and follows the texts as they are typed', async () => {
    signInAs('admin', ['settings.notification_messages']);
    const m = mockApi(server);
    restore = m.restore;
    renderWithKit(<NotificationMessageEditor id={7} initialValues={existing} />);
    expect((await screen.findByTestId('preview-subject')).textContent).toBe('Payment received for order #1024');
    expect(screen.getByTestId('preview-mail').textContent).toBe('Hello Ada Admin, thanks.');
    expect(screen.getByRole('link', { name: 'View order' }).getAttribute('href')).toBe(
      'http://app.test/orders/order/1024',
    );
    const subject = screen.getByLabelText('Subject');
    await userEvent.clear(subject);
    await userEvent.type(subject, 'Order {{order_id} is paid');
    await waitFor(() => expect(screen.getByTestId('preview-subject').textContent).toBe('Order 1024 is paid'));
    // The slug goes along, so the server picks the sample amount's currency (KSh for writer money).
    expect(m.requests.filter((q) => q.url === 'settings/notification_messages/preview').at(-1)?.data).toMatchObject({
      slug: 'order_paid',
    });
  });

  it("saves with 'Notification saved'", async () => {
    signInAs('admin', ['settings.notification_messages']);
    const m = mockApi(server);
    restore = m.restore;
    let saved = 0;
    renderWithKit(<NotificationMessageEditor id={7} initialValues={existing} onSaved={() => saved++} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Notification saved')).toBeTruthy();
    expect(saved).toBe(1);
    expect(m.requests.find((q) => q.method === 'PUT')?.data).toMatchObject({
      slug: 'order_paid',
      permission: 'orders.order.mark_order_paid',
    });
  });

  it('checks the fields before sending and shows the server’s 422 under its field', async () => {
    signInAs('admin', ['settings.notification_messages']);
    const m = mockApi(server);
    restore = m.restore;
    renderWithKit(<NotificationMessageEditor id={null} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    // The schema's "The slug field is required", in the form's one voice.
    expect(await screen.findByText('Slug is required')).toBeTruthy();
    expect(m.requests.some((q) => q.method === 'POST' && q.url === 'settings/notification_messages')).toBe(false);
    await userEvent.type(screen.getByLabelText('Slug'), 'order_paid');
    await userEvent.type(screen.getByLabelText('Subject'), 'Paid');
    await userEvent.type(screen.getByLabelText('Mail'), 'Thanks');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The slug has already been taken.')).toBeTruthy();
  });
});
