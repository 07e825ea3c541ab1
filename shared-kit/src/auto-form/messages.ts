/**
 * AutoForm's validation messages, apart from the rules (`validation.ts`, which loads zod resolvers
 * and react-hook-form), so the kit's barrel can export them without loading either.
 * @see docs/product.md §5 (password confirmation, email, required)
 */

/** Shown under `password` when the form has `password_confirmation` and it is empty (docs/product.md §5). */
export const PASSWORD_REQUIRED = 'Password field is required';
/** Shown under `password_confirmation` when it differs (docs/product.md §5). */
export const PASSWORD_MISMATCH = 'Password confirmation does not match';
/** Shown under an email field holding something that is not an email. */
export const INVALID_EMAIL = 'Enter a valid email address';
