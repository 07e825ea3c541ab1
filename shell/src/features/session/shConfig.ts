/**
 * The toolkit settings object stored under `ShConfig` (docs/product.md §3): `loginUrl` (default 'auth/login', where
 * sign-out sends the browser) and `logoutApiEndpoint` (default 'auth/logout', what sign-out POSTs to).
 * A missing or unreadable entry gives the defaults.
 * @see docs/product.md §3 (Client-side stored keys: ShConfig), §2 Routes ("Logout pushes to /auth/login after
 * 'logout successful'"), §7 (POST auth/logout, configurable)
 */
export const SH_CONFIG_KEY = 'ShConfig';

export interface ShConfig {
  loginUrl: string;
  logoutApiEndpoint: string;
}

export const SH_CONFIG_DEFAULTS: ShConfig = { loginUrl: 'auth/login', logoutApiEndpoint: 'auth/logout' };

const text = (v: unknown, fallback: string) => (typeof v === 'string' && v.trim() ? v.trim() : fallback);

/** The stored ShConfig merged over the defaults. */
export function readShConfig(): ShConfig {
  try {
    const raw = globalThis.localStorage?.getItem(SH_CONFIG_KEY);
    const stored: unknown = raw ? JSON.parse(raw) : null;
    const o = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
    return {
      loginUrl: text(o.loginUrl, SH_CONFIG_DEFAULTS.loginUrl),
      logoutApiEndpoint: text(o.logoutApiEndpoint, SH_CONFIG_DEFAULTS.logoutApiEndpoint),
    };
  } catch {
    return { ...SH_CONFIG_DEFAULTS };
  }
}

/** The in-app path sign-out goes to: `/` + ShConfig.loginUrl (`/auth/login` by default). */
export function loginAddress(config: ShConfig = readShConfig()): string {
  const url = config.loginUrl;
  if (/^https?:\/\//.test(url)) return url;
  return '/' + url.replace(/^\/+/, '');
}
