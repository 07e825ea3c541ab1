import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerRequest } from '@scriptorium/contracts/core';
import { AutoForm } from './AutoForm.js';
import { PopupFrame } from '../popup/PopupFrame.js';
import { CLOSE_DELAY_MS } from './submitForm.js';
import { mockApi } from '../testing/mockApi.js';
import { renderWithKit } from '../testing/renderWithKit.js';

let restore = () => {};
afterEach(() => {
  vi.useRealTimers();
  restore();
});
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit' }));
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('AutoForm rendering', () => {
  it('labels fields from names, marks required ones and infers input types', () => {
    const { container } = renderWithKit(
      <AutoForm
        action="x"
        fields={[
          'name',
          'email',
          'password',
          'description',
          { field: 'title', required: true, helperText: 'Short title' },
        ]}
      />,
    );
    expect(screen.getByLabelText('Name').getAttribute('type')).not.toBe('password');
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
    expect(screen.getByLabelText('Description').tagName).toBe('TEXTAREA');
    expect(screen.getByText('Short title')).toBeTruthy();
    const required = [...container.querySelectorAll('.ant-form-item-required')].map((l) => l.textContent);
    expect(required).toEqual(['Email', 'Title']);
  });

  it('lays fields out in the asked number of columns', () => {
    const { container } = renderWithKit(<AutoForm action="x" columns={3} fields={['a', 'b', 'c']} />);
    expect(container.querySelectorAll('.ant-col-md-8')).toHaveLength(3);
  });
});

describe('AutoForm selects', () => {
  it('fills a select from GET {url}?all=1 and submits the chosen id', async () => {
    const m = mockApi((req) =>
      req.method === 'GET'
        ? {
            data: [
              { id: 1, name: 'Support' },
              { id: 2, name: 'Finance' },
            ],
          }
        : { data: {} },
    );
    restore = m.restore;
    renderWithKit(
      <AutoForm
        action="users"
        fields={[{ field: 'department_id', label: 'Department', url: 'sh-departments/list' }]}
      />,
    );
    await waitFor(() =>
      expect(m.requests[0]).toMatchObject({ method: 'GET', url: 'sh-departments/list', params: { all: 1 } }),
    );
    fireEvent.mouseDown(screen.getByLabelText('Department'));
    await userEvent.click(await screen.findByTitle('Finance'));
    await submit();
    await waitFor(() => expect(m.requests.find((r) => r.method === 'POST')?.data).toEqual({ department_id: 2 }));
  });

  it('asks once for the options of two selects of the same URL', async () => {
    const m = mockApi(() => ({ data: [{ id: 1, name: 'Support' }] }));
    restore = m.restore;
    renderWithKit(
      <AutoForm
        action="users"
        fields={[
          { field: 'department_id', label: 'Department', url: 'sh-departments/list' },
          { field: 'backup_department_id', label: 'Backup department', url: 'sh-departments/list' },
        ]}
      />,
    );
    fireEvent.mouseDown(screen.getByLabelText('Backup department'));
    expect(await screen.findByTitle('Support')).toBeTruthy();
    expect(m.requests.filter((r) => r.url === 'sh-departments/list')).toHaveLength(1);
  });
});

describe('AutoForm submitting', () => {
  it('posts JSON without nulls and toasts success', async () => {
    const m = mockApi(() => ({ data: { message: 'Settings saved' } }));
    restore = m.restore;
    renderWithKit(
      <AutoForm action="settings/deadlines" fields={['name', 'hours']} extraData={{ type: 'deadlines' }} />,
    );
    type('Name', '24 hours');
    await submit();
    expect(await screen.findByText('Settings saved')).toBeTruthy();
    expect(m.requests[0]).toMatchObject({
      method: 'POST',
      url: 'settings/deadlines',
      data: { type: 'deadlines', name: '24 hours' },
    });
  });

  it('sends PUT and DELETE when asked', async () => {
    const m = mockApi(() => ({ data: {} }));
    restore = m.restore;
    renderWithKit(<AutoForm action="users/3" method="put" fields={['name']} initialValues={{ name: 'Ann' }} />);
    await submit();
    await waitFor(() => expect(m.requests[0]).toMatchObject({ method: 'PUT', data: { name: 'Ann' } }));
  });

  it('sends multipart in the older mode and adds "Fill all the details correctly" on a 422', async () => {
    const m = mockApi(() => ({
      status: 422,
      data: { message: 'Invalid', errors: { title: ['The title is too short', 'x'], other: ['Other problem'] } },
    }));
    restore = m.restore;
    renderWithKit(<AutoForm action="orders" encoding="multipart" fields={['title']} />);
    type('Title', 'ab');
    await submit();
    expect(await screen.findByText('The title is too short')).toBeTruthy();
    expect(screen.getByText('Fill all the details correctly Other problem')).toBeTruthy();
    expect(m.requests[0].data).toBeInstanceOf(FormData);
    expect(document.querySelector('form')?.getAttribute('data-status')).toBe('error');
  });

  it('puts the first 422 message under each field in the newer mode', async () => {
    const m = mockApi(() => ({
      status: 422,
      data: { message: 'Invalid', errors: { email: ['Invalid email or password'] } },
    }));
    restore = m.restore;
    renderWithKit(<AutoForm action="auth/login" fields={['email', 'password']} />);
    type('Email', 'a@b.io');
    type('Password', 'x');
    await submit();
    expect(await screen.findByText('Invalid email or password')).toBeTruthy();
    expect(screen.queryByText('Fill all the details correctly')).toBeNull();
  });

  it("shows 'Unexpected Error Occurred' in a dismissible alert when a failure has no message", async () => {
    const m = mockApi(() => ({ status: 500, data: {} }));
    restore = m.restore;
    renderWithKit(<AutoForm action="x" fields={['name']} />);
    await submit();
    expect(await screen.findByText('Unexpected Error Occurred')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByText('Unexpected Error Occurred')).toBeNull());
  });

  it('checks password confirmation before any request', async () => {
    const m = mockApi(() => ({ data: {} }));
    restore = m.restore;
    renderWithKit(<AutoForm action="auth/reset" fields={['password', 'password_confirmation']} />);
    await submit();
    expect(await screen.findByText('Password field is required')).toBeTruthy();
    type('Password', 'secret-1');
    type('Password confirmation', 'secret-2');
    await submit();
    expect(await screen.findByText('Password confirmation does not match')).toBeTruthy();
    expect(m.requests).toHaveLength(0);
  });

  it('speaks one voice for an empty field: choices "Choose a …", typed fields "{Label} is required", also for the schema and the server', async () => {
    const { z } = await import('zod');
    const { requiredText } = await import('@scriptorium/contracts/core');
    const m = mockApi(() => ({
      status: 422,
      data: { message: 'The given data was invalid.', errors: { reference: ['The reference field is required'] } },
    }));
    restore = m.restore;
    const schema = z.looseObject({ title: requiredText('title') });
    renderWithKit(
      <AutoForm
        action="x"
        schema={schema}
        fields={[
          {
            name: 'payment_method_id',
            label: 'Payment method',
            type: 'select',
            data: [{ id: 1, name: 'M-Pesa' }],
            required: true,
          },
          { name: 'amount', label: 'Amount to Pay', required: true },
          { name: 'instructions', label: 'What should be changed?', type: 'textarea', required: true },
          { name: 'title' },
          { name: 'reference' },
        ]}
      />,
    );
    await submit();
    expect(await screen.findByText('Choose a payment method')).toBeTruthy();
    expect(screen.getByText('Amount to Pay is required')).toBeTruthy();
    expect(screen.getByText('This answer is required')).toBeTruthy();
    // The schema's own "The title field is required", in the form's voice.
    expect(screen.getByText('Title is required')).toBeTruthy();
    expect(screen.queryByText(/field is required|\? is required/)).toBeNull();
    expect(m.requests).toHaveLength(0);
  });

  it("puts the server's required message under its field in the form's voice", async () => {
    const m = mockApi(() => ({
      status: 422,
      data: { message: 'The given data was invalid.', errors: { reference: ['The reference field is required'] } },
    }));
    restore = m.restore;
    renderWithKit(<AutoForm action="x" fields={['reference']} />);
    await submit();
    expect(await screen.findByText('Reference is required')).toBeTruthy();
  });

  it('shows a date and time in the display format and submits the instant the picker chose', async () => {
    const m = mockApi(() => ({ data: { message: 'Saved' } }));
    restore = m.restore;
    renderWithKit(
      <AutoForm
        action="x"
        fields={[{ name: 'deadline', type: 'datetime' }]}
        initialValues={{ deadline: new Date(2026, 10, 29, 6, 31).toISOString() }}
      />,
    );
    expect(screen.getByDisplayValue('Nov 29, 2026, 6:31 AM')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Deadline'), { target: { value: '2026-12-01T14:05' } });
    expect(screen.getByDisplayValue('Dec 1, 2026, 2:05 PM')).toBeTruthy();
    await submit();
    await waitFor(() => expect(m.requests[0]?.data).toEqual({ deadline: new Date(2026, 11, 1, 14, 5).toISOString() }));
  });

  it('validates with a zod schema from contracts', async () => {
    const m = mockApi(() => ({ data: {} }));
    restore = m.restore;
    renderWithKit(
      <AutoForm
        action="auth/register"
        schema={registerRequest}
        fields={['name', 'email', 'password', 'password_confirmation']}
      />,
    );
    type('Name', 'Ann');
    type('Email', 'ann@example.com');
    type('Password', 'short');
    type('Password confirmation', 'short');
    await submit();
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    expect(m.requests).toHaveLength(0);
  });

  it('clears the fields and closes its pop-up 1.5 s after success', async () => {
    const m = mockApi(() => ({ data: { message: 'User added' } }));
    restore = m.restore;
    let closed = 0;
    renderWithKit(
      <PopupFrame open kind="modal" title="Add" onClose={() => closed++}>
        <AutoForm action="users" fields={['name']} />
      </PopupFrame>,
    );
    type('Name', 'Ann');
    // The clock moves only when the test moves it. With `shouldAdvanceTime` it also ran with the wall
    // clock (and vi.waitFor moves it too), so a slow machine's time before the check let the close come
    // early. The success is awaited on the real clock.
    const realSetTimeout = globalThis.setTimeout;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    for (let i = 0; i < 500 && !screen.queryByText('User added'); i++)
      await act(() => new Promise((resolve) => realSetTimeout(resolve, 10)));
    expect(screen.getByText('User added')).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
    await act(() => vi.advanceTimersByTimeAsync(CLOSE_DELAY_MS - 100));
    expect(closed).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(closed).toBe(1);
  });

  it('keeps the values and stays open when retaining is asked', async () => {
    const m = mockApi(() => ({ data: {} }));
    restore = m.restore;
    let closed = 0;
    renderWithKit(
      <PopupFrame open kind="modal" onClose={() => closed++}>
        <AutoForm action="users" retain fields={['name']} />
      </PopupFrame>,
    );
    type('Name', 'Ann');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await submit();
    await waitFor(() => expect(document.querySelector('form')?.getAttribute('data-status')).toBe('success'));
    await act(() => vi.advanceTimersByTimeAsync(CLOSE_DELAY_MS + 100));
    expect(closed).toBe(0);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ann');
  });
});
