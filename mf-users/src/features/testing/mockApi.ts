/**
 * Test-only helpers of the Users area: answer the kit's axios instance from a route function instead of
 * the network, and render a screen inside the kit's providers and a memory router. Never imported by
 * production code.
 */
import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '@scriptorium/shared-kit/core';

/** A request the screen made. `data` is parsed JSON when it was JSON. */
export interface SeenRequest {
  method: string;
  url: string;
  params: Record<string, unknown>;
  data: unknown;
}

/** What the fake server answers: a body (status 200) or `{status, data}`. */
export type Reply = { status?: number; data?: unknown };

/** Installs `route` as the API; returns the requests seen and `restore`. */
export function mockApi(route: (req: SeenRequest) => Reply | Promise<Reply>) {
  const original = apiClient.defaults.adapter;
  const requests: SeenRequest[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    let data: unknown = config.data;
    if (typeof data === 'string') {
      try {
        data = JSON.parse(data);
      } catch {
        // keep the text
      }
    }
    const req: SeenRequest = { method: (config.method ?? 'get').toUpperCase(), url: config.url ?? '', params: { ...(config.params ?? {}) }, data };
    requests.push(req);
    const reply = await route(req);
    const status = reply.status ?? 200;
    const response = { data: reply.data, status, statusText: status < 400 ? 'OK' : 'Error', headers: new AxiosHeaders(), config, request: {} };
    if (status >= 400) throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, {}, response);
    return response;
  };
  apiClient.defaults.adapter = adapter;
  return { requests, restore: () => void (apiClient.defaults.adapter = original) };
}

/** The table-protocol body of `rows` as one page: `{data: {data: rows, current_page, …}}`. */
export function page<Row>(rows: Row[]) {
  return { data: { data: rows, current_page: 1, from: rows.length ? 1 : null, to: rows.length || null, last_page: 1, per_page: 10, total: rows.length } };
}
