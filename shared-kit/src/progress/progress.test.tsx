import { afterEach, describe, expect, it } from 'vitest';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UploadProgress } from './UploadProgress.js';
import { useUploads } from './useUploads.js';
import { TopProgressBar } from './TopProgressBar.js';
import { startTopProgress } from './topProgressStore.js';
import { ExportProgress } from './ExportProgress.js';
import { mockApi } from '../testing/mockApi.js';

let restore = () => {};
afterEach(() => restore());

describe('progress', () => {
  it('shows a bar per file and a cancel button while uploading', async () => {
    const cancelled: string[] = [];
    render(
      <UploadProgress
        onCancel={(u) => cancelled.push(u)}
        items={[
          { uid: 'a', name: 'essay.docx', percent: 40, status: 'uploading' },
          { uid: 'b', name: 'refs.pdf', percent: 100, status: 'error', error: 'File too large' },
        ]}
      />,
    );
    expect(screen.getAllByRole('progressbar')).toHaveLength(2);
    expect(screen.getByText('File too large')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel essay.docx' }));
    expect(cancelled).toEqual(['a']);
    expect(screen.queryByRole('button', { name: 'Cancel refs.pdf' })).toBeNull();
  });

  it('uploads multipart per file and marks failures with the server message', async () => {
    const m = mockApi((req) => {
      const f = (req.data as FormData).get('file') as File;
      return f.name === 'bad.txt'
        ? { status: 422, data: { message: 'The file type is not allowed' } }
        : { data: { id: 1 } };
    });
    restore = m.restore;
    const { result } = renderHook(() => useUploads({ url: 'orders/4/files', data: { orderId: 4 } }));
    await act(() => result.current.upload([new File(['x'], 'good.txt'), new File(['y'], 'bad.txt')]));
    expect(result.current.items.map((i) => [i.name, i.status, i.error])).toEqual([
      ['good.txt', 'done', undefined],
      ['bad.txt', 'error', 'The file type is not allowed'],
    ]);
    expect((m.requests[0].data as FormData).get('orderId')).toBe('4');
  });

  it('cancels an upload under way', async () => {
    const m = mockApi(() => new Promise(() => {}));
    restore = m.restore;
    const { result } = renderHook(() => useUploads({ url: 'u' }));
    act(() => void result.current.upload([new File(['x'], 'slow.txt')]));
    await waitFor(() => expect(result.current.items).toHaveLength(1));
    expect(result.current.items[0].status).toBe('uploading');
    act(() => result.current.cancel(result.current.items[0].uid));
    await waitFor(() => expect(result.current.items[0].status).toBe('cancelled'));
  });

  it('runs the thin top bar while a load is under way', () => {
    render(<TopProgressBar />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    let end = () => {};
    act(() => {
      end = startTopProgress();
    });
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    act(() => {
      end();
      end();
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows the export indicator only while preparing', () => {
    const { rerender } = render(<ExportProgress open={false} />);
    expect(screen.queryByText('Preparing export…')).toBeNull();
    rerender(<ExportProgress open />);
    expect(screen.getByText('Preparing export…')).toBeTruthy();
  });
});
