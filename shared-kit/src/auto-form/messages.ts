/**
 * AutoForm's validation messages, apart from the rules (`validation.ts`, which loads zod resolvers
 * and react-hook-form), so the kit's barrel can export them without loading either.
 * @see docs/product.md §5 (password confirmation, email, required, one voice)
 */
import { requiredMessage } from '@scriptorium/contracts/core';

/** Shown under `password` when the form has `password_confirmation` and it is empty (docs/product.md §5). */
export const PASSWORD_REQUIRED = 'Password field is required';
/** Shown under `password_confirmation` when it differs (docs/product.md §5). */
export const PASSWORD_MISMATCH = 'Password confirmation does not match';
/** Shown under an email field holding something that is not an email. */
export const INVALID_EMAIL = 'Enter a valid email address';

/** What a required-field message needs to know of its field. */
interface RequiredField {
  name: string;
  label: string;
  type: string;
  requiredMessage?: string;
}

/** Inputs where a person picks rather than types. */
const CHOICES = ['select', 'suggest'];

/**
 * The one voice of an empty required field (docs/product.md §5): a choice reads "Choose a payment method",
 * a typed field "{Label} is required" ('Amount to Pay is required'), a field labelled with a question
 * "This answer is required" (not "What should be changed? is required"); a field's own `requiredMessage`
 * says it better still.
 */
export function requiredFor(field: RequiredField): string {
  if (field.requiredMessage) return field.requiredMessage;
  const label = field.label.trim();
  if (CHOICES.includes(field.type)) {
    const thing = label.charAt(0).toLowerCase() + label.slice(1);
    return `Choose ${/^[aeiou]/i.test(thing) ? 'an' : 'a'} ${thing}`;
  }
  if (label.endsWith('?')) return 'This answer is required';
  return `${label} is required`;
}

/**
 * A message for `field` in the form's voice: the API's and contracts' "The {name} field is required"
 * (a 422, or a screen's schema) reads as {@link requiredFor} does, so one form never speaks two ways.
 * Any other message is kept.
 */
export function inFormVoice(field: RequiredField, message: string): string {
  return message === requiredMessage(field.name) ? requiredFor(field) : message;
}
