/**
 * Error bodies the API returns.
 * @see docs/architecture.md API (401/403/404/422/500 shapes), docs/product.md §8
 */
import { z } from 'zod';
import { lazyShape } from './lazy.js';

export const errorBody = z.object(lazyShape({ message: () => z.string() }));
/** A success answer that is only a message, e.g. `{message: 'Password changed'}` (a route's `response`). */
export const messageBody = z.object(lazyShape({ message: () => z.string() }));
export const validationErrorBody = z.object(
  lazyShape({ message: () => z.string(), errors: () => z.record(z.string(), z.array(z.string())) }),
);
export type ValidationErrorBody = z.infer<typeof validationErrorBody>;

export const FORBIDDEN_MESSAGE = 'Not authorized to access this page/resource/endpoint';
export const UNAUTHENTICATED_MESSAGE = 'Unauthenticated.';
export const INVALID_LOGIN_MESSAGE = 'Invalid email or password';

/** Turns a zod error into the `{message, errors}` body of a 422 (first message first). */
export function toValidationBody(error: z.ZodError): ValidationErrorBody {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    (errors[key] ??= []).push(issue.message);
  }
  const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
  return { message: first, errors };
}
