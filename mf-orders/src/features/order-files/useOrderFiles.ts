import { useCallback } from 'react';
import { useFeedback } from '@scriptorium/shared-kit/core';
import { useInvalidate, useResource } from '@scriptorium/shared-kit/data';
import { useUploads } from '@scriptorium/shared-kit/ui';
import { catalog } from '../../i18n/catalog.js';
import { filesQuery, uploadUrl } from './api.js';

/**
 * An order's files and uploads: the list (`['orders', id, 'files']`, reloaded with the order, e.g. on
 * `reload-order`), one upload per chosen file with progress — each success toasts 'File uploaded', a
 * failure marks the file failed with the server's message (e.g. a disallowed type or the size limit) —
 * and `changed()`, which every change to the files (upload, delete, toggle) calls: it invalidates
 * `['orders', id]`, reloading the list and the order whose actions may depend on it.
 * @see docs/product.md §7 Files, §8 ('File uploaded'; "File upload failure marks the file failed and shows the message")
 */
export function useOrderFiles(orderId: number) {
  const files = useResource(filesQuery(orderId));
  const { toast } = useFeedback();
  const invalidate = useInvalidate();
  const changed = useCallback(() => void invalidate(['orders', orderId]), [invalidate, orderId]);
  const onUploaded = useCallback(() => {
    toast.success(catalog.t('orders.files.uploaded'));
    changed();
  }, [toast, changed]);
  const uploads = useUploads({ url: uploadUrl(orderId), onUploaded });
  return { files, uploads, changed };
}
