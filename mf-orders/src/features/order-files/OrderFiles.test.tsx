import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  mockApi,
  type MockRequest,
  renderWithKit,
  signInAs,
  SLOW,
  TEST_USER_IDS,
} from '@scriptorium/shared-kit/testing';
import { OrderFiles } from './OrderFiles.js';

const NO_FILES = 'No files uploaded';

let restore = () => {};
afterEach(() => restore());

const file = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  name: `essay-${id}.pdf`,
  url: `http://localhost/api/files/${id}/download?uid=1&expires=9&sig=abc`,
  ext: 'pdf',
  formatted_size: '1.2 MB',
  created_at: '2025-03-01T10:00:00Z',
  allow_client: false,
  user: { id: 99, name: 'Wanjiru Writer', role: 'writer' },
  ...extra,
});

function chooseFile(container: HTMLElement, name: string) {
  const input = container.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], name, { type: 'application/pdf' })] } });
}

describe('OrderFiles', { timeout: 30_000 }, () => {
  it('says No files uploaded for an order without files', async () => {
    signInAs('client');
    restore = mockApi(() => ({ data: [] })).restore;
    renderWithKit(<OrderFiles orderId={4} status="in_progress" />);
    expect(await screen.findByText(NO_FILES, {}, SLOW)).toBeTruthy();
  });

  it('lists files with signed download links, and an admin with the keys toggles allow-client and deletes', async () => {
    signInAs('admin');
    let files = [file(1), file(2, { allow_client: true })];
    const api = mockApi((req: MockRequest) => {
      if (req.method === 'GET') return { data: files };
      if (req.method === 'POST' && req.url === 'files/1/allow-client')
        return { data: { message: 'File updated', file: file(1, { allow_client: true }) } };
      if (req.method === 'DELETE' && req.url === 'files/2') {
        files = files.filter((f) => f.id !== 2);
        return { data: { message: 'File deleted' } };
      }
      return { status: 404 };
    });
    restore = api.restore;
    renderWithKit(<OrderFiles orderId={4} status="in_progress" actions={['allow_client_file', 'delete_file']} />);
    const link = await screen.findByLabelText('Download essay-1.pdf', {}, SLOW);
    expect(link.getAttribute('href')).toContain('/api/files/1/download?uid=1');
    await userEvent.click(screen.getByLabelText('Client can see essay-1.pdf'));
    await waitFor(() =>
      expect(
        api.requests.some(
          (r) => r.url === 'files/1/allow-client' && (r.data as { allow_client: boolean }).allow_client,
        ),
      ).toBe(true),
    );
    await userEvent.click(screen.getByLabelText('Delete essay-2.pdf'));
    expect(await screen.findByText('Delete the file essay-2.pdf?', {}, { timeout: 5000 })).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, Proceed!' }));
    expect(await screen.findByText('File deleted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('essay-2.pdf')).toBeNull());
  });

  it('shows neither toggle nor delete to a client, except Delete on their own upload', async () => {
    signInAs('client');
    restore = mockApi(() => ({
      data: [
        file(1, { allow_client: true }),
        file(2, { allow_client: true, user: { id: TEST_USER_IDS.client, name: 'Test client', role: 'client' } }),
      ],
    })).restore;
    renderWithKit(<OrderFiles orderId={4} status="unpaid" />);
    await screen.findByLabelText('Download essay-1.pdf', {}, SLOW);
    expect(screen.queryByLabelText('Client can see essay-1.pdf')).toBeNull();
    expect(screen.queryByLabelText('Delete essay-1.pdf')).toBeNull();
    expect(screen.getByLabelText('Delete essay-2.pdf')).toBeTruthy();
  });

  it('uploads a chosen file with a progress bar, toasts File uploaded and reloads the list', async () => {
    signInAs('writer');
    let files: ReturnType<typeof file>[] = [];
    const api = mockApi((req: MockRequest) => {
      if (req.method === 'POST') {
        files = [file(3)];
        return { data: { message: 'File uploaded', files } };
      }
      return { data: files };
    });
    restore = api.restore;
    const { container } = renderWithKit(<OrderFiles orderId={4} status="in_progress" />);
    await screen.findByText(NO_FILES, {}, SLOW);
    chooseFile(container, 'essay-3.pdf');
    expect(await screen.findByText('File uploaded')).toBeTruthy();
    expect(await screen.findByLabelText('Download essay-3.pdf')).toBeTruthy();
    const sent = api.requests.find((r) => r.method === 'POST');
    expect(sent?.url).toBe('orders/4/files');
    expect((sent?.data as FormData).get('file')).toBeInstanceOf(File);
  });

  it('marks a refused upload failed with the server message', async () => {
    signInAs('writer');
    restore = mockApi((req: MockRequest) =>
      req.method === 'POST'
        ? {
            status: 422,
            data: {
              message: 'The file "virus.pdf" is not allowed: upload an office document, PDF, image or archive',
              errors: { file: ['x'] },
            },
          }
        : { data: [] },
    ).restore;
    const { container } = renderWithKit(<OrderFiles orderId={4} status="in_progress" />);
    await screen.findByText(NO_FILES, {}, SLOW);
    chooseFile(container, 'virus.pdf');
    const item = await screen.findByText(/is not allowed/);
    expect(within(item.parentElement as HTMLElement).getByText('virus.pdf')).toBeTruthy();
  });
});
