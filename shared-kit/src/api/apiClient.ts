import axios, { AxiosError, type AxiosRequestConfig } from 'axios';
import { readToken, sessionStore, STORAGE_KEYS } from '../session/sessionStore.js';
import { isApiOrigin } from './apiOrigin.js';

/**
 * The one axios instance every screen uses. Base URL defaults to `/api/`; `configureApi` changes it.
 * Every request for the API's own origin carries `Authorization: Bearer <token>` when a token exists
 * (the strings 'undefined' and 'null' are no token) and stamps `last_activity` (ISO time); a request
 * for any other origin (an absolute URL) goes without the token. A 401 clears the stored user and marks
 * the user signed out.
 * @see docs/product.md §7 Generic helpers, §4 Session, §6 (Bearer header)
 */
export const apiClient = axios.create({ baseURL: '/api/' });

/** Settings of the API helpers. */
export interface ApiOptions {
  /** API root, e.g. `http://localhost:8080/api/` (a trailing slash is added). */
  root: string;
  /** Where streamline calls are POSTed, relative to the root (default `streamline`). */
  streamlineUrl?: string;
}

let streamlineUrl = 'streamline';

function withSlash(root: string): string {
  return root.endsWith('/') ? root : root + '/';
}

/** Sets the API root (and optionally the streamline URL). */
export function configureApi(options: ApiOptions): void {
  apiClient.defaults.baseURL = withSlash(options.root);
  if (options.streamlineUrl) streamlineUrl = options.streamlineUrl;
}

/** The API root with a trailing slash (`/api/` by default). */
export function getApiRoot(): string {
  return withSlash(apiClient.defaults.baseURL ?? '/api/');
}

/** `{root}external-download?file=…&name=…` with both values URL-encoded (docs/product.md §R1 Tables, export). */
export function downloadUrl(file: string, name: string): string {
  return `${getApiRoot()}external-download?file=${encodeURIComponent(file)}&name=${encodeURIComponent(name)}`;
}

/**
 * The `Authorization` header for a request to `url` (absolute, or relative to the API root): the
 * stored token for the API's own origin, nothing for any other origin or without a token.
 */
export function authorizationFor(url: string): { Authorization: string } | Record<string, never> {
  const token = readToken();
  return token && isApiOrigin(url, getApiRoot()) ? { Authorization: `Bearer ${token}` } : {};
}

apiClient.interceptors.request.use((config) => {
  const token = readToken();
  if (token && isApiOrigin(apiClient.getUri(config), getApiRoot())) {
    config.headers.set('Authorization', `Bearer ${token}`);
    // Activity belongs to a session: a signed-out page's calls must not leave a stale stamp behind.
    globalThis.localStorage?.setItem(STORAGE_KEYS.lastActivity, new Date().toISOString());
  }
  return config;
});

apiClient.interceptors.response.use(
  (r) => r,
  (error: AxiosError) => {
    if (error.response?.status === 401) sessionStore.getState().clear();
    return Promise.reject(error);
  },
);

/** GET `path` with query `params`; resolves to the response body. Rejects with the AxiosError. */
export async function get<T = unknown>(
  path: string,
  params?: Record<string, unknown>,
  config?: AxiosRequestConfig,
): Promise<T> {
  return (await apiClient.get<T>(path, { ...config, params })).data;
}
/**
 * GET `path` with query `params` and parse the body with `schema` (a contract zod schema): the one way
 * to read an answer (rejects with the AxiosError, or the ZodError when the shape is not the contract's).
 * @example getParsed(orderSchema, `orders/${id}`)
 */
export async function getParsed<T>(
  schema: { parse: (body: unknown) => T },
  path: string,
  params?: Record<string, unknown>,
): Promise<T> {
  return schema.parse(await get(path, params));
}
/** POST `body` to `path`; resolves to the response body. */
export async function post<T = unknown>(path: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
  return (await apiClient.post<T>(path, body, config)).data;
}
/** PUT `body` to `path`; resolves to the response body. */
export async function put<T = unknown>(path: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
  return (await apiClient.put<T>(path, body, config)).data;
}
/** PATCH `body` to `path`; resolves to the response body. */
export async function patch<T = unknown>(path: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
  return (await apiClient.patch<T>(path, body, config)).data;
}
/** DELETE `path` (optional `body`); resolves to the response body. */
export async function del<T = unknown>(path: string, config?: AxiosRequestConfig): Promise<T> {
  return (await apiClient.delete<T>(path, config)).data;
}

/** The helpers as one object, with `delete` under its own name: `api.delete('files/3')`. */
export const api = { get, post, put, patch, delete: del } as const;

/**
 * Calls a server "stream" action: `POST {streamlineUrl}` with `{stream, action, params}`; resolves to
 * the action's return value (the JSON body). Rejects on 404 (unknown stream/action), 422, 403.
 * @example streamline('notifications/notifications', 'markRead', 12)
 * @see docs/product.md §7 (Streamline calls), docs/product.md §R7 Server contract
 */
export async function streamline<T = unknown>(stream: string, action: string, ...params: unknown[]): Promise<T> {
  return post<T>(streamlineUrl, { stream, action, params });
}

/**
 * The message a person should read for a failed call: the server's `message`, else status text,
 * else the error's own message, else `fallback`.
 */
export function errorMessage(error: unknown, fallback = 'Unexpected Error Occurred'): string {
  if (axios.isAxiosError(error)) {
    const data = error.response?.data as { message?: unknown } | undefined;
    if (data && typeof data.message === 'string' && data.message) return data.message;
    if (error.response?.statusText) return `${error.response.status}: ${error.response.statusText}`;
    return error.message || fallback;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** The server's own `message` of a failed call or a response body, or null. */
export function serverMessage(errorOrBody: unknown): string | null {
  const data = axios.isAxiosError(errorOrBody) ? errorOrBody.response?.data : errorOrBody;
  if (data && typeof data === 'object' && 'message' in data) {
    const m = (data as { message?: unknown }).message;
    if (typeof m === 'string' && m) return m;
  }
  return null;
}

/** Per-field messages of a 422 (`{errors: {field: [msg]}}`), first message of each, or null. */
export function fieldErrors(error: unknown): Record<string, string> | null {
  if (!axios.isAxiosError(error) || error.response?.status !== 422) return null;
  const errors = (error.response.data as { errors?: Record<string, string[] | string> } | undefined)?.errors;
  if (!errors) return {};
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(errors)) out[k] = Array.isArray(v) ? String(v[0] ?? '') : String(v);
  return out;
}
