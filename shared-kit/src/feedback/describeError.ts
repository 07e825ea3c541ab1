/**
 * What the 'Error!' dialog says about a failure.
 * @see docs/product.md §8 (Error dialog: status, a colon, status text, then the response body; with no response
 *      'A Unexpected script error occurred' followed by the error as JSON)
 */
import axios from 'axios';

/** Heading of the error dialog when there is no HTTP response (docs/product.md §8, the spec's exact words). */
export const UNEXPECTED_SCRIPT_ERROR = 'A Unexpected script error occurred';

/** Heading and body of the error dialog. */
export interface ErrorDescription {
  /** '500: Internal Server Error', or {@link UNEXPECTED_SCRIPT_ERROR}. */
  heading: string;
  /** The response body (text or pretty JSON), or the error as JSON. */
  body: string;
}

function bodyText(data: unknown): string {
  if (data === undefined || data === null || data === '') return '';
  if (typeof data === 'string') return data;
  return JSON.stringify(data, null, 2);
}

/** The error as JSON without request internals (axios errors carry the Authorization header). */
function errorJson(error: unknown): string {
  if (axios.isAxiosError(error)) return JSON.stringify({ name: error.name, message: error.message, code: error.code });
  if (error instanceof Error) return JSON.stringify({ name: error.name, message: error.message });
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

/** Describes any thrown value for the 'Error!' dialog. */
export function describeError(error: unknown): ErrorDescription {
  if (axios.isAxiosError(error) && error.response) {
    const { status, statusText, data } = error.response;
    return { heading: `${status}: ${statusText ?? ''}`.trim(), body: bodyText(data) };
  }
  return { heading: UNEXPECTED_SCRIPT_ERROR, body: errorJson(error) };
}
