/**
 * Where a notification's `action_url` leads: an in-app path (`/orders/order/5`, or a full URL on this
 * origin reduced to its path) to open with the router, or an external URL to open as a link.
 */
export function actionTarget(
  url: string | null,
  origin = globalThis.location?.origin ?? '',
): { inApp: string } | { external: string } | null {
  if (!url) return null;
  if (url.startsWith('/')) return { inApp: url };
  try {
    const parsed = new URL(url);
    if (parsed.origin === origin) return { inApp: parsed.pathname + parsed.search + parsed.hash };
    return { external: parsed.href };
  } catch {
    return { inApp: '/' + url.replace(/^\/+/, '') };
  }
}
