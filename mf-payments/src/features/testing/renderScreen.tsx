/**
 * Test helpers of this remote's screens: answer the kit's API client from a route function, render a
 * screen inside the kit's providers and a memory router, and sign a user in. Test-only; never imported
 * by production code.
 */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router-dom';
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import type { Role } from '@scriptorium/contracts/core';
import { apiClient, KitProvider, sessionStore } from '@scriptorium/shared-kit/core';

/** A request the screen made. */
export interface SeenRequest {
  method: string;
  url: string;
  params: Record<string, unknown>;
  data: unknown;
}

/** What the fake server answers. */
export interface Reply {
  status?: number;
  data?: unknown;
}

/** Routes every API call to `route`; returns the requests seen and `restore`. */
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
    const req = { method: (config.method ?? 'get').toUpperCase(), url: config.url ?? '', params: { ...(config.params ?? {}) }, data };
    requests.push(req);
    const reply = await route(req);
    const status = reply.status ?? 200;
    const response = { data: reply.data, status, statusText: status < 400 ? 'OK' : 'Error', headers: {}, config, request: {} };
    if (status >= 400) throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, {}, response);
    return response;
  };
  apiClient.defaults.adapter = adapter;
  return { requests, restore: () => void (apiClient.defaults.adapter = original) };
}

/** A table-protocol page of `rows`. */
export const page = (rows: unknown[]) => ({ data: { data: rows, current_page: 1, from: rows.length ? 1 : null, to: rows.length || null, last_page: 1, per_page: 10, total: rows.length } });

/** Signs in a user of `role` holding `permissions`. */
export function signInAs(role: Role, permissions: string[] = []): void {
  sessionStore.setState({
    token: 'test-token',
    status: 'signed-in',
    user: { id: role === 'writer' ? 7 : 1, name: `Test ${role}`, email: `${role}@example.com`, phone: null, profile_picture: null, role, permissions, created_at: '2025-01-01T00:00:00Z' },
  });
}

function Probe({ onLocation }: { onLocation: (l: Location) => void }) {
  onLocation(useLocation());
  return null;
}

/** Renders `ui` at `url` (mounted under the route `path`); `location()` gives the router's current location. */
export function renderScreen(ui: ReactElement, url = '/', path = '*') {
  let current: Location | null = null;
  const result = render(
    <KitProvider>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={ui} />
        </Routes>
        <Probe onLocation={(l) => (current = l)} />
      </MemoryRouter>
    </KitProvider>,
  );
  return { ...result, location: () => current as unknown as Location };
}
