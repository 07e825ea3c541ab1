/** Auth pages: never a redirect target (it would loop). @see docs/product.md §2 Routes */
const AUTH_PATHS = ['/sh-auth', '/login', '/auth/login', '/register', '/forgot-password', '/reset-password'];

/**
 * The `redirect` query parameter as a path of this app (`/users/clients?page=2`), or null for anything
 * that would leave it — read as the browser reads a link (`//host`, `/\host` and `/<tab>/host` are other
 * sites) — and for the auth pages themselves.
 * @param origin this app's origin (the page's)
 */
export function redirectTarget(search: string, origin = globalThis.location.origin): string | null {
  const target = new URLSearchParams(search).get('redirect');
  if (!target?.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return AUTH_PATHS.includes(url.pathname.replace(/\/$/, '')) ? null : url.pathname + url.search + url.hash;
}
