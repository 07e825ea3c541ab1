import { useCallback } from 'react';
import type { OrderFile } from '@scriptorium/contracts/orders';
import { useFeedback } from '@scriptorium/shared-kit/core';
import { useUploads } from '@scriptorium/shared-kit/ui';
import { useResource } from '../../lib/useResource.js';
import { fetchFiles, uploadUrl } from './api.js';

/**
 * An order's files and uploads: the list (reloaded when `reloadKey` changes, e.g. on `reload-order`) and
 * one upload per chosen file with progress; each success toasts 'File uploaded' and reloads the list, a
 * failure marks the file failed with the server's message (e.g. a disallowed type or the size limit).
 * @see spec §7 Files, §8 ('File uploaded'; "File upload failure marks the file failed and shows the message")
 */
export function useOrderFiles(orderId: number, reloadKey: unknown, onChanged?: () => void) {
  const files = useResource<OrderFile[]>(`files-${orderId}-${String(reloadKey)}`, () => fetchFiles(orderId));
  const { toast } = useFeedback();
  const { reload } = files;
  const onUploaded = useCallback(() => {
    toast.success('File uploaded');
    reload();
    onChanged?.();
  }, [toast, reload, onChanged]);
  const uploads = useUploads({ url: uploadUrl(orderId), onUploaded });
  return { files, uploads };
}
