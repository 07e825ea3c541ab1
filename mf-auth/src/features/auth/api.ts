/**
 * The API paths the sign-in screens post to (relative to the API root; `post` of the kit's core entry).
 * @see docs/product.md §2 /sh-auth, /register, /forgot-password, /reset-password; §7 Auth calls
 */
export const AUTH_PATHS = {
  /** `POST auth/login` {email, password} → token and user. */
  login: 'auth/login',
  /** `POST auth/register` → token and user. */
  register: 'auth/register',
  /** `POST auth/forgot-password` {email}: mails a reset link. */
  forgotPassword: 'auth/forgot-password',
  /** `POST auth/reset-password` {token, email, password, password_confirmation}. */
  resetPassword: 'auth/reset-password',
  /** `POST auth/social/google` {access_token} → token and user. */
  google: 'auth/social/google',
} as const;
