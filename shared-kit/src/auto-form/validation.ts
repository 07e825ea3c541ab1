/**
 * AutoForm's own rules (required, email, password confirmation) as a zod schema, and how they combine
 * with a screen's zod schema from `contracts/`.
 * @see docs/product.md §5 (password confirmation, email, required), §4 Toolkit (form status)
 */
import { z } from 'zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldSpec } from './fields.js';
import { INVALID_EMAIL, inFormVoice, PASSWORD_MISMATCH, PASSWORD_REQUIRED, requiredFor } from './messages.js';

export { INVALID_EMAIL, PASSWORD_MISMATCH, PASSWORD_REQUIRED };

function isEmpty(v: unknown): boolean {
  return (
    v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0)
  );
}

/** The kit's rules for these fields as one zod schema (unknown keys pass through). */
export function kitSchema(fields: FieldSpec[]) {
  const names = new Set(fields.map((f) => f.name));
  const confirm = names.has('password_confirmation');
  return z.looseObject({}).superRefine((values, ctx) => {
    for (const f of fields) {
      const v = values[f.name];
      if (f.name === 'password' && confirm && isEmpty(v)) {
        ctx.addIssue({ code: 'custom', path: [f.name], message: PASSWORD_REQUIRED });
      } else if (f.required && isEmpty(v)) {
        ctx.addIssue({ code: 'custom', path: [f.name], message: requiredFor(f) });
      } else if (f.type === 'email' && !isEmpty(v) && !z.email().safeParse(v).success) {
        ctx.addIssue({ code: 'custom', path: [f.name], message: INVALID_EMAIL });
      }
    }
    if (confirm && !isEmpty(values.password) && values.password !== values.password_confirmation) {
      ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: PASSWORD_MISMATCH });
    }
  });
}

/**
 * A react-hook-form resolver running the kit's rules and then `schema` (if given). A field shows the
 * kit's message first; the screen's schema fills in the rest, and its parsed output is what is submitted.
 */
export function formResolver(fields: FieldSpec[], schema?: z.ZodType<unknown, FieldValues>): Resolver<FieldValues> {
  const kit = zodResolver(kitSchema(fields)) as unknown as Resolver<FieldValues>;
  const screen = schema ? (zodResolver(schema) as unknown as Resolver<FieldValues>) : null;
  return async (values, context, options) => {
    const a = await kit(values, context, options);
    if (!screen) return a;
    const b = await screen(values, context, options);
    // The schema's messages in the form's voice ("The title field is required" reads "Title is required").
    for (const f of fields) {
      const e = b.errors[f.name];
      if (e && typeof e.message === 'string') e.message = inFormVoice(f, e.message);
    }
    const errors = { ...b.errors, ...a.errors };
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return b;
  };
}
