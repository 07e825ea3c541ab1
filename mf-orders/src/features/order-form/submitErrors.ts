import { requiredMessage } from '@scriptorium/contracts/core';
import { fieldErrors, serverMessage } from '@scriptorium/shared-kit/core';

/** The custom form's messages (docs/product.md §5, §8). */
export const FIX_ERRORS = 'Please fix the errors in the form.';
export const SUBMIT_FAILED = 'An error occurred while submitting the order.';

/**
 * What an empty required field of the order form says, in the product's one voice (docs/product.md §5):
 * a choice "Choose a …", a typed field "{Label} is required". The server's "The {field} field is
 * required" for the same field reads the same.
 */
export const REQUIRED: Record<string, string> = {
  service_type_id: 'Choose a service type',
  title: 'Title is required',
  deadline_id: 'Choose a deadline',
  user_id: 'Choose a client',
  order_source_id: 'Choose an order source',
};

/** Form fields the server's 422 keys map onto (`files` is the upload list). */
export const FORM_FIELDS = [
  'service_type_id',
  'title',
  'instructions',
  'deadline_id',
  'order_service_ids',
  'order_source_id',
  'user_id',
  'quote',
  'files',
] as const;

/** A failed submit split into messages under fields and messages for the whole form. */
export interface SubmitFailure {
  /** 422 messages by field (first message each). */
  fields: Record<string, string>;
  /** Messages not tied to a field of the form (e.g. `package_id`), or the failure itself. */
  general: string | null;
  /** It was a 422. */
  invalid: boolean;
}

/**
 * Reads a failed `addOrder`: a 422 goes under the fields (messages for keys the form lacks become the
 * general message); any other failure gives the server's message, or `fallback`.
 * @see docs/product.md §5 ("HTTP 422 returns errors per field"), §8
 */
export function readSubmitFailure(error: unknown, fallback: string): SubmitFailure {
  const fields = fieldErrors(error);
  if (!fields)
    return {
      fields: {},
      general: serverMessage(error) ?? (error instanceof Error && error.message ? error.message : fallback),
      invalid: false,
    };
  const known: Record<string, string> = {};
  const other: string[] = [];
  for (const [k, v] of Object.entries(fields)) {
    const key = k.split('.')[0];
    if ((FORM_FIELDS as readonly string[]).includes(key))
      known[key] = v === requiredMessage(key) && REQUIRED[key] ? REQUIRED[key] : v;
    else other.push(v);
  }
  return { fields: known, general: other.length ? other.join(' ') : null, invalid: true };
}
