/**
 * Test helper: answers the kit's axios instance (`apiClient`) from a route function instead of the
 * network — the only thing the shell's tests mock besides the federation runtime. Test-only.
 */
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '@scriptorium/shared-kit/core';

export interface MockRequest {
  method: string;
  url: string;
  params: Record<string, unknown>;
  data: unknown;
}

export interface MockReply {
  status?: number;
  data?: unknown;
}

/** Installs `route` as the API; returns the requests seen and a restore function. */
export function mockApi(route: (req: MockRequest) => MockReply | Promise<MockReply>) {
  const original = apiClient.defaults.adapter;
  const requests: MockRequest[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const data: unknown = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    const req: MockRequest = { method: (config.method ?? 'get').toUpperCase(), url: config.url ?? '', params: { ...(config.params ?? {}) }, data };
    requests.push(req);
    const reply = await route(req);
    const status = reply.status ?? 200;
    const response = { data: reply.data, status, statusText: status < 400 ? 'OK' : 'Error', headers: {}, config, request: {} };
    if (status >= 400) throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, {}, response);
    return response;
  };
  apiClient.defaults.adapter = adapter;
  return { requests, restore: () => void (apiClient.defaults.adapter = original) };
}
