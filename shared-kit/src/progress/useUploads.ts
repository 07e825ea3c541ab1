import { useCallback, useRef, useState } from 'react';
import axios from 'axios';
import { apiClient, errorMessage } from '../api/apiClient.js';
import type { UploadItem } from './UploadProgress.js';

/** Options of {@link useUploads}. */
export interface UseUploadsOptions {
  /** Upload URL (multipart POST), e.g. `orders/12/files`. */
  url: string;
  /** Form field of the file (default `file`). */
  field?: string;
  /** Extra form fields sent with every file (e.g. `{orderId: 12}`). */
  data?: Record<string, string | number>;
  onUploaded?: (file: File, response: unknown) => void;
  onFailed?: (file: File, message: string) => void;
}

let seq = 0;

/**
 * Uploads files one request each, tracking progress per file; `cancel(uid)` aborts one.
 * Returns `items` for {@link UploadProgress}. A failure marks the file failed with the server's message.
 * @see docs/product.md §7 Files (uploadFile: multipart file and orderId), §8
 */
export function useUploads({ url, field = 'file', data, onUploaded, onFailed }: UseUploadsOptions) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const update = (uid: string, patch: Partial<UploadItem>) =>
    setItems((list) => list.map((i) => (i.uid === uid ? { ...i, ...patch } : i)));

  const uploadOne = useCallback(
    async (file: File) => {
      const uid = `upload-${++seq}`;
      const controller = new AbortController();
      controllers.current.set(uid, controller);
      setItems((list) => [...list, { uid, name: file.name, percent: 0, status: 'uploading' }]);
      const form = new FormData();
      form.append(field, file, file.name);
      for (const [k, v] of Object.entries(data ?? {})) form.append(k, String(v));
      try {
        const res = await apiClient.post(url, form, {
          signal: controller.signal,
          onUploadProgress: (e) => e.total && update(uid, { percent: (e.loaded / e.total) * 100 }),
        });
        update(uid, { percent: 100, status: 'done' });
        onUploaded?.(file, res.data);
      } catch (error) {
        if (axios.isCancel(error) || controller.signal.aborted) {
          update(uid, { status: 'cancelled' });
        } else {
          const message = errorMessage(error);
          update(uid, { status: 'error', error: message });
          onFailed?.(file, message);
        }
      } finally {
        controllers.current.delete(uid);
      }
    },
    [url, field, data, onUploaded, onFailed],
  );

  const upload = useCallback((files: File[] | FileList) => Promise.all(Array.from(files).map(uploadOne)), [uploadOne]);
  const cancel = useCallback((uid: string) => controllers.current.get(uid)?.abort(), []);
  const clear = useCallback(() => setItems((list) => list.filter((i) => i.status === 'uploading')), []);
  return { items, upload, cancel, clear };
}
