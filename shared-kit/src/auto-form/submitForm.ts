/**
 * Sending an AutoForm and reading the outcome.
 * @see docs/product.md §4 Toolkit (form status), §5 (422), §8 (other form errors), docs/product.md §R3 Forms
 */
import { apiClient, fieldErrors, serverMessage } from '../api/apiClient.js';
import { hasFiles, jsonBody, multipartBody } from './submitBody.js';

/** Form states (docs/product.md §4 Toolkit). */
export type FormStatus = 'idle' | 'processing' | 'success' | 'error';

/** The older form's extra message on a 422 (docs/product.md §5). */
export const FILL_ALL_DETAILS = 'Fill all the details correctly';
/** Shown when a failure carries no message (docs/product.md §8). */
export const UNEXPECTED_ERROR = 'Unexpected Error Occurred';
/** Delay before a successful form closes its pop-up (docs/product.md §9: 1500 ms). */
export const CLOSE_DELAY_MS = 1500;

/** How an AutoForm is sent. */
export interface SubmitOptions {
  action: string;
  method: 'post' | 'put' | 'delete';
  /** `multipart` is the older form (multipart body; a 422 adds 'Fill all the details correctly'). */
  encoding: 'json' | 'multipart';
}

/** What a submit came to. */
export type SubmitOutcome =
  { ok: true; data: unknown } | { ok: false; error: unknown; fields: Record<string, string>; message: string | null };

/**
 * Sends the values (JSON, or multipart when asked or when a value is a file; nulls omitted) and
 * never rejects. A 422 gives the first message per field (`message` is 'Fill all the details
 * correctly' in the older mode, else null); other failures give the server's message or
 * 'Unexpected Error Occurred'.
 */
export async function submitForm(values: Record<string, unknown>, options: SubmitOptions): Promise<SubmitOutcome> {
  const multipart = options.encoding === 'multipart' || hasFiles(values);
  try {
    const res = await apiClient.request({
      url: options.action,
      method: options.method,
      data: multipart ? multipartBody(values) : jsonBody(values),
    });
    return { ok: true, data: res.data };
  } catch (error) {
    const fields = fieldErrors(error);
    if (fields)
      return { ok: false, error, fields, message: options.encoding === 'multipart' ? FILL_ALL_DETAILS : null };
    return { ok: false, error, fields: {}, message: serverMessage(error) ?? UNEXPECTED_ERROR };
  }
}
