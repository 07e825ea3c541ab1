/**
 * Test helpers of this remote's screens: answer the kit's API client from a route function (the only
 * thing mocked: the network), render a screen inside the kit's providers and a memory router, sign a user
 * in, and a fake socket for realtime. Test-only; never imported by production code.
 */
import type { ReactElement } from 'react';
import { configure, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router-dom';
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { ALL_PERMISSIONS, type Role } from '@scriptorium/contracts/core';
import { apiClient, KitProvider, sessionStore, socketStore } from '@scriptorium/shared-kit/core';

// Screens load antd parts and the kit's lazy pieces on first render; on a busy machine that takes more
// than testing-library's default second.
configure({ asyncUtilTimeout: 5000 });

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
export const page = (rows: unknown[], total = rows.length) => ({
  data: { data: rows, current_page: 1, from: rows.length ? 1 : null, to: rows.length || null, last_page: Math.max(1, Math.ceil(total / 10)), per_page: 10, total },
});

/** Ids of the signed-in test users by role. */
export const TEST_USER_IDS: Record<Role, number> = { admin: 1, client: 2, writer: 3 };

/** Signs in a user of `role` holding `permissions` (admins: every permission unless given). */
export function signInAs(role: Role, permissions: string[] = role === 'admin' ? ALL_PERMISSIONS : []): void {
  sessionStore.setState({
    token: 'test-token',
    status: 'signed-in',
    user: { id: TEST_USER_IDS[role], name: `Test ${role}`, email: `${role}@example.com`, phone: null, profile_picture: null, role, permissions, created_at: '2025-01-01T00:00:00Z' },
  });
}

/** Signs out (a guest). */
export function signOut(): void {
  sessionStore.setState({ token: null, user: null, status: 'signed-out' });
}

/** A socket double: records joins and emits, and lets a test fire server events. */
export function fakeSocket() {
  const handlers = new Map<string, Set<(payload: unknown) => void>>();
  const joined: string[] = [];
  const socket = {
    emit: (event: string, channel: string) => {
      if (event === 'joinChannel') joined.push(channel);
      return socket;
    },
    on: (event: string, fn: (payload: unknown) => void) => {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)!.add(fn);
      return socket;
    },
    off: (event: string, fn: (payload: unknown) => void) => {
      handlers.get(event)?.delete(fn);
      return socket;
    },
  };
  socketStore.setState({ socket: socket as never });
  return {
    joined,
    fire: (event: string, payload: unknown) => handlers.get(event)?.forEach((fn) => fn(payload)),
    remove: () => socketStore.setState({ socket: null }),
  };
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

/** findBy… options for screens whose lazy kit parts load on first render. */
export const SLOW = { timeout: 10_000 };
