/**
 * Auth requests and responses under the API base `/api/`.
 * @see docs/product.md §7 Auth and profile; issue "Foundation" item 3
 */
import { z } from 'zod';
import { lazyShape } from './lazy.js';
import { ROLES } from './roles.js';
import { text } from './fields.js';
import { localeSchema } from './locales.js';

export const loginRequest = z.object(
  lazyShape({
    email: () => z.email({ error: 'Enter a valid email address' }),
    password: () =>
      text(undefined, { error: 'Password field is required' }).min(1, { error: 'Password field is required' }),
  }),
);
export type LoginRequest = z.infer<typeof loginRequest>;

/**
 * Password rule shared by register, reset and change-password. An empty password says it is required
 * (docs/product.md §5 'Password field is required'), not that it is too short: the first check stops the others.
 */
export const password = text(undefined, { error: 'Password field is required' })
  .min(1, { error: 'Password field is required', abort: true })
  .min(8, { error: 'Password must be at least 8 characters' })
  .max(200, { error: 'Password must be at most 200 characters' });

export const registerRequest = z
  .object(
    lazyShape({
      name: () => text('name', { error: 'Name is required' }).trim().min(1, { error: 'Name is required' }).max(120),
      email: () => z.email({ error: 'Enter a valid email address' }).max(190),
      phone: () => text('phone').trim().max(32).optional().nullable(),
      password,
      password_confirmation: () => text(undefined, { error: 'Password confirmation does not match' }),
    }),
  )
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    error: 'Password confirmation does not match',
  });
export type RegisterRequest = z.infer<typeof registerRequest>;

export const forgotPasswordRequest = z.object(
  lazyShape({ email: () => z.email({ error: 'Enter a valid email address' }) }),
);

export const resetPasswordRequest = z
  .object(
    lazyShape({
      token: () => text().min(1, { error: 'The reset token is missing' }),
      email: () => z.email({ error: 'Enter a valid email address' }),
      password,
      password_confirmation: () => text(),
    }),
  )
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    error: 'Password confirmation does not match',
  });

export const googleLoginRequest = z.object(
  lazyShape({
    access_token: () => text().min(1, { error: 'Google access token is required' }),
  }),
);

/** The user as `GET auth/user` returns it (docs/product.md §3 User). */
export const userSchema = z.object(
  lazyShape({
    id: () => z.number().int(),
    name: () => z.string(),
    email: () => z.string(),
    phone: () => z.string().nullable(),
    profile_picture: () => z.string().nullable(),
    role: () => z.enum(ROLES),
    status: () => z.string().optional(),
    permissions: () => z.array(z.string()),
    created_at: () => z.string(),
    unread_notifications: () => z.number().int().optional(),
    balance: () => z.number().optional(),
    country_code: () => z.string().nullable().optional(),
    website: () =>
      z
        .object(lazyShape({ name: () => z.string(), url: () => z.string() }))
        .nullable()
        .optional(),
    department: () =>
      z
        .object(lazyShape({ name: () => z.string() }))
        .nullable()
        .optional(),
    department_id: () => z.number().int().nullable().optional(),
    /** The person's chosen language (`en` | `sw`), null until they choose one; older answers lack it. */
    locale: () => localeSchema.nullable().optional(),
  }),
);
export type User = z.infer<typeof userSchema>;

/** `POST auth/locale` body: the language to save on the signed-in person's profile. */
export const localeRequest = z.object({ locale: localeSchema });
export type LocaleRequest = z.infer<typeof localeRequest>;
/** A saved user: `{message: 'User added' | 'user saved' | 'Your details updated successfully' | …, user}`. */
export const userSavedResponse = z.object(lazyShape({ message: () => z.string(), user: userSchema }));

/** `POST auth/login`, `auth/register`, `auth/social/google` → this. */
export const authResponse = z.object(
  lazyShape({ status: () => z.literal('success').optional(), token: () => z.string(), user: userSchema }),
);
export type AuthResponse = z.infer<typeof authResponse>;
