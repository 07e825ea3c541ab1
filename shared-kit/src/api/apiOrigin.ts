/**
 * Where the access token may go: only to the API's own origin. A request for any other origin (an
 * absolute URL in a link, a pop-up form's `action`) is sent without it, and the query form refuses any
 * `action` that is not a path under the API root.
 * @see docs/security.md "Transport and headers", docs/product.md §R5 Tabs and pop-ups (`comp=form&…&action=`)
 */

/** The page's address (the base of relative API roots); a fixed origin outside a browser. */
function pageHref(): string {
  return globalThis.location?.href ?? 'http://localhost/';
}

/** The API root as an absolute URL (`/api/` → `https://app.example/api/`). */
export function absoluteApiRoot(root: string): URL {
  return new URL(root, pageHref());
}

/**
 * Whether `url` (absolute, or relative to `root`) is a request for the API's own origin: same scheme,
 * host and port as the API root. `https://elsewhere.example/steal` → false; `orders/3` → true.
 */
export function isApiOrigin(url: string, root: string): boolean {
  try {
    return new URL(url, absoluteApiRoot(root)).origin === absoluteApiRoot(root).origin;
  } catch {
    return false;
  }
}

// A scheme (`http:`, `javascript:`), a leading slash or backslash (`//host`, `/\host`), or a backslash
// anywhere (browsers read it as a slash): none of these is a plain path relative to the API root.
const NOT_RELATIVE = /^[a-z][a-z\d+.-]*:|^[/\\]|\\/i;

/**
 * The query form's `action` when it is a relative path under the API root (`users/confirm`,
 * `orders/3/messages?x=1`), else null: absolute URLs, protocol-relative `//host/…`, rooted `/path`,
 * backslashes and `../` escaping the root are all refused.
 */
export function apiActionPath(action: string, root: string): string | null {
  const trimmed = action.trim();
  if (!trimmed || NOT_RELATIVE.test(trimmed)) return null;
  try {
    const base = absoluteApiRoot(root);
    const resolved = new URL(trimmed, base);
    if (resolved.origin !== base.origin || !resolved.pathname.startsWith(base.pathname)) return null;
    return trimmed;
  } catch {
    return null;
  }
}
