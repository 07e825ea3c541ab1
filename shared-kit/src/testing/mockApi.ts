/**
 * Test helper: answers the kit's axios instance from a route function instead of the network.
 * Test-only; never imported by production code.
 */
import { AxiosError, AxiosHeaders, CanceledError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '../api/apiClient.js';

export interface MockRequest {
  method: string;
  url: string;
  params: Record<string, unknown>;
  data: unknown;
  headers: Record<string, string>;
}

/** What the fake server answers: `data` with `status` (default 200; 400 and up reject like axios). */
export interface MockReply {
  status?: number;
  statusText?: string;
  data?: unknown;
}

/** Installs the route function; returns the list of requests seen and a restore function. */
export function mockApi(route: (req: MockRequest) => MockReply | Promise<MockReply>) {
  const original = apiClient.defaults.adapter;
  const requests: MockRequest[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const headers: Record<string, string> = {};
    const h = AxiosHeaders.from(config.headers);
    for (const [k, v] of Object.entries(h.toJSON())) headers[k.toLowerCase()] = String(v);
    let data: unknown = config.data;
    if (typeof data === 'string') {
      try {
        data = JSON.parse(data);
      } catch {
        /* keep text */
      }
    }
    const req: MockRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: { ...(config.params ?? {}) },
      data,
      headers,
    };
    requests.push(req);
    const signal = config.signal as AbortSignal | undefined;
    const reply = await new Promise<MockReply>((resolve, reject) => {
      signal?.addEventListener?.('abort', () => reject(new CanceledError(undefined, undefined, config)));
      Promise.resolve(route(req)).then(resolve, reject);
    });
    const status = reply.status ?? 200;
    const response = {
      data: reply.data,
      status,
      statusText: reply.statusText ?? (status === 200 ? 'OK' : 'Error'),
      headers: new AxiosHeaders(),
      config,
      request: {},
    };
    if (status >= 400)
      throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, {}, response);
    return response;
  };
  apiClient.defaults.adapter = adapter;
  return {
    requests,
    restore: () => {
      apiClient.defaults.adapter = original;
    },
  };
}
