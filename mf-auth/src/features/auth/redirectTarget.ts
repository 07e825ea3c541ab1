/** Auth pages: never a redirect target (it would loop). @see spec §2 Routes */
const AUTH_PATHS = ['/sh-auth', '/login', '/auth/login', '/register', '/forgot-password', '/reset-password'];

/**
 * The `redirect` query parameter when it is a path of this app (starts with one `/`, not an auth
 * page), else null. Anything else (absolute URLs, `//host`) is ignored so the login page cannot send
 * people off-site.
 */
export function redirectTarget(search: string): string | null {
  const target = new URLSearchParams(search).get('redirect');
  if (!target || !target.startsWith('/') || target.startsWith('//')) return null;
  const path = target.split(/[?#]/)[0].replace(/\/$/, '');
  return AUTH_PATHS.includes(path) ? null : target;
}
