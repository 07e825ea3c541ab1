import { feedback } from '../feedback/feedback.js';
import type { ConfirmOptions } from '../feedback/createFeedback.js';
import { errorMessage, post } from './apiClient.js';
import { kitCatalog } from '../i18n/catalog.js';

/** Outcome of {@link confirmAndRun}. */
export type RunResult<T> =
  { success: true; data: T } | { success: false; error: unknown; message: string; cancelled?: boolean };

/**
 * Asks 'Are you sure?' ('No, cancel' / 'Yes, Proceed!'), then POSTs `payload` to `path`.
 * Resolves (never rejects) to `{success: true, data}` or `{success: false, error, message}`;
 * a cancelled confirmation gives `{success: false, cancelled: true, message: 'Cancelled'}` (in the current language).
 * @see docs/product.md §7 (Confirm-and-run), §8 (confirm dialog defaults)
 */
export async function confirmAndRun<T = unknown>(
  path: string,
  payload?: unknown,
  options?: ConfirmOptions,
): Promise<RunResult<T>> {
  const ok = await feedback.confirm(options);
  if (!ok) return { success: false, error: null, message: kitCatalog.t('kit.common.cancelled'), cancelled: true };
  try {
    return { success: true, data: await post<T>(path, payload) };
  } catch (error) {
    return { success: false, error, message: errorMessage(error) };
  }
}
