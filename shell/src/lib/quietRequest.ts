import axios from 'axios';
import { apiClient, authorizationFor, getApiRoot, sessionStore } from '@scriptorium/shared-kit/core';

/**
 * A request the shell makes by itself (badge counts after a socket event, the periodic count refresh),
 * which is not the person's activity: it carries the token like every call but does NOT stamp
 * `last_activity`, so background work never keeps an idle session alive. A 401 still signs out.
 * @returns the response body. Rejects with the AxiosError.
 * @see docs/product.md §4 Session ("Every request refreshes last_activity" — requests the person causes)
 */
export async function quietRequest<T = unknown>(method: 'get' | 'post', path: string, body?: unknown): Promise<T> {
  try {
    const res = await axios.request<T>({
      method,
      url: path,
      baseURL: getApiRoot(),
      data: body,
      // The token only for the API's own origin, as the kit client sends it.
      headers: authorizationFor(path),
      // The kit client's transport (a test adapter in unit tests), without its interceptors.
      adapter: apiClient.defaults.adapter,
    });
    return res.data;
  } catch (error) {
    if (axios.isAxiosError(error) && error.response?.status === 401) sessionStore.getState().clear();
    throw error;
  }
}

/** A streamline call (`POST streamline {stream, action, params}`) that is not the person's activity. */
export function quietStreamline<T = unknown>(stream: string, action: string, ...params: unknown[]): Promise<T> {
  return quietRequest<T>('post', 'streamline', { stream, action, params });
}
