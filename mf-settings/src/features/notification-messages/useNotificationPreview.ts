import { useEffect, useState } from 'react';
import { errorMessage } from '@scriptorium/shared-kit/core';
import type { NotificationPreview } from '@scriptorium/contracts/settings';
import { previewNotificationMessage, type NotificationMessageValues } from './notificationMessageApi.js';

/** Wait after the last keystroke before asking for a new preview (ms). */
export const PREVIEW_DELAY_MS = 400;

/** What the preview panel shows. */
export interface PreviewState {
  preview: NotificationPreview | null;
  loading: boolean;
  error: string | null;
}

/**
 * The live preview of a notification message: re-rendered by the server `PREVIEW_DELAY_MS` after the
 * texts stop changing (an older request still running is cancelled). The slug goes along so sample
 * amounts read in the message's currency (KSh for writer money).
 */
export function useNotificationPreview(values: Partial<NotificationMessageValues>): PreviewState {
  const [state, setState] = useState<PreviewState>({ preview: null, loading: false, error: null });
  const { slug, subject, mail, sms, action_url, action_label } = values;
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState((s) => ({ ...s, loading: true }));
      previewNotificationMessage({ slug, subject, mail, sms, action_url, action_label }, controller.signal)
        .then((preview) => setState({ preview, loading: false, error: null }))
        .catch((error: unknown) => {
          if (!controller.signal.aborted) setState((s) => ({ ...s, loading: false, error: errorMessage(error) }));
        });
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [slug, subject, mail, sms, action_url, action_label]);
  return state;
}
