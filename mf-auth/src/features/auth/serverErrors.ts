import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorMessage, fieldErrors } from '@scriptorium/shared-kit/core';

/**
 * Puts a failed call's messages where people read them: for a 422 the first message of each known
 * field under that field; everything else (other fields, other statuses) as one form-level message.
 * @returns the form-level message, or null when every message went under a field.
 * @see docs/product.md §5 ("HTTP 422 returns errors per field. The first message of each is shown under the field")
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): string | null {
  const perField = fieldErrors(error);
  if (!perField) return errorMessage(error);
  let rest: string | null = null;
  for (const [field, message] of Object.entries(perField)) {
    const known = fields.find((f) => f === field);
    if (known) setError(known, { type: 'server', message }, { shouldFocus: true });
    else rest ??= message;
  }
  if (Object.keys(perField).length === 0) return errorMessage(error);
  return rest;
}
