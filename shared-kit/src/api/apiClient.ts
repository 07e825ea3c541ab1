import axios, { AxiosError, type AxiosRequestConfig } from 'axios';
import { readToken, sessionStore, STORAGE_KEYS } from '../session/sessionStore.js';

/**
 * The one axios instance every screen uses. Base URL defaults to `/api/`; `configureApi` changes it.
 * Every request carries `Authorization: Bearer <token>` when a token exists and stamps
 * `last_activity`; a 401 clears the stored user and marks the user signed out.
 * @see spec §7 Generic helpers, §4 Session
 */
export const apiClient = axios.create({ baseURL: '/api/' });

/** Sets the API root (e.g. `http://localhost:8080/api/`). */
export function configureApi(options: { root: string }): void {
  apiClient.defaults.baseURL = options.root.endsWith('/') ? options.root : options.root + '/';
}

apiClient.interceptors.request.use((config) => {
  const token = readToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  globalThis.localStorage?.setItem(STORAGE_KEYS.lastActivity, new Date().toISOString());
  return config;
});

apiClient.interceptors.response.use(
  (r) => r,
  (error: AxiosError) => {
    if (error.response?.status === 401 && sessionStore.getState().token) sessionStore.getState().clear();
    return Promise.reject(error);
  },
);

/** GET `path` with query `params`; resolves to the response body. */
export async function get<T = unknown>(path: string, params?: Record<string, unknown>, config?: AxiosRequestConfig): Promise<T> {
  return (await apiClient.get<T>(path, { ...config, params })).data;
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
/** DELETE `path`; resolves to the response body. */
export async function del<T = unknown>(path: string, config?: AxiosRequestConfig): Promise<T> {
  return (await apiClient.delete<T>(path, config)).data;
}

/**
 * The message a person should read for a failed call: the server's `message`, else status text,
 * else the error's own message.
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

/** Per-field messages of a 422 (`{errors: {field: [msg]}}`), first message of each, or null. */
export function fieldErrors(error: unknown): Record<string, string> | null {
  if (!axios.isAxiosError(error) || error.response?.status !== 422) return null;
  const errors = (error.response.data as { errors?: Record<string, string[] | string> } | undefined)?.errors;
  if (!errors) return {};
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(errors)) out[k] = Array.isArray(v) ? String(v[0] ?? '') : String(v);
  return out;
}
