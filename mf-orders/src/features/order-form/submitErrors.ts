import { requiredMessage } from '@scriptorium/contracts/core';
import { fieldErrors, serverMessage } from '@scriptorium/shared-kit/core';
import { catalog } from '../../i18n/form/catalog.js';

/** The custom form's messages (docs/product.md §5, §8): catalogue ids, translated when shown. */
export const FIX_ERRORS = 'orders.form.fixErrors' as const;
export const SUBMIT_FAILED = 'orders.form.submitFailed' as const;

/**
 * What an empty required field of the order form says, in the product's one voice (docs/product.md §5):
 * a choice "Choose a …", a typed field "{Label} is required". The server's "The {field} field is
 * required" for the same field reads the same. The catalogue id of each field's message (English: "Choose a
 * service type", "Title is required", "Choose a deadline", "Choose a client", "Choose an order source").
 */
export const REQUIRED = {
  service_type_id: 'orders.form.required.service_type_id',
  title: 'orders.form.required.title',
  deadline_id: 'orders.form.required.deadline_id',
  user_id: 'orders.form.required.user_id',
  order_source_id: 'orders.form.required.order_source_id',
} as const;

/** The message, in the current language, of an empty required `field`; undefined for a field without one. */
function requiredText(field: string): string | undefined {
  return Object.hasOwn(REQUIRED, field) ? catalog.t(REQUIRED[field as keyof typeof REQUIRED]) : undefined;
}

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
 * general message); any other failure gives the server's message, or `fallback`. A server's "The {field}
 * field is required" reads as the form's own message for that field, in the current language.
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
      known[key] = (v === requiredMessage(key) && requiredText(key)) || v;
    else other.push(v);
  }
  return { fields: known, general: other.length ? other.join(' ') : null, invalid: true };
}
