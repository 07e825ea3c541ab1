/**
 * Talking to the API from a spec, for the steps that are not the thing under test (setting up people,
 * driving an order through its lifecycle): sign in, call with a bearer token, fail loudly with the
 * server's answer when a call is refused.
 */
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';

/** A signed-in API session: the bearer token and the user the login answered. */
export interface ApiSession {
  token: string;
  user: { id: number; name: string; email: string; role: string; [key: string]: unknown };
}

/** A short suffix that keeps names and emails unique across runs and specs sharing one server. */
export function unique(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

/** Signs in through `POST /api/auth/login`. Throws with the server's answer when refused. */
export async function apiLogin(request: APIRequestContext, email: string, password = 'password'): Promise<ApiSession> {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.status(), `login of ${email}: ${await res.text()}`).toBe(200);
  return (await res.json()) as ApiSession;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * `method url` with the session's token (JSON body, or `multipart` when given). Expects a 2xx and
 * returns the parsed body; any other status fails the step with the server's answer.
 */
export async function call<T = unknown>(
  request: APIRequestContext,
  session: ApiSession,
  method: Method,
  url: string,
  body?: { data?: unknown; multipart?: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> },
): Promise<T> {
  const res = await request.fetch(url, {
    method,
    headers: { authorization: `Bearer ${session.token}` },
    ...(body?.multipart ? { multipart: body.multipart } : body?.data !== undefined ? { data: body.data } : {}),
  });
  const text = await res.text();
  expect(res.ok(), `${method} ${url} → ${res.status()}: ${text}`).toBe(true);
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * Stores `session` as a browser the app signed in keeps it, before the next `goto`, on one page or on
 * every page of a browser context: the session in local storage before any script of the app runs, and
 * the `scriptorium_role` cookie (the kit's sessionStore writes it) that the page server reads, so a
 * signed-in person's first request already asks for their pages, not a guest's HTML.
 * @param baseURL the app's origin the cookie is for, the config's when left out; null sets none (a
 *   browser that lost the cookie but kept the session)
 */
export async function storeSession(
  page: Page | BrowserContext,
  session: ApiSession,
  baseURL: string | null | undefined = test.info().project.use.baseURL,
): Promise<void> {
  const role = session.user.role === 'client' || session.user.role === 'writer' ? session.user.role : 'admin';
  const context = 'context' in page ? page.context() : page;
  if (baseURL) await context.addCookies([{ name: 'scriptorium_role', value: role, url: baseURL }]);
  await page.addInitScript(
    ([token, user]) => {
      if (!localStorage.getItem('access_token')) {
        localStorage.setItem('access_token', token);
        localStorage.setItem('user', user);
        localStorage.setItem('last_activity', new Date().toISOString());
      }
    },
    [session.token, JSON.stringify(session.user)] as const,
  );
}

/** One row of a `?all=1` settings list. */
export interface NamedRow {
  id: number;
  name: string;
  [key: string]: unknown;
}

/** The row of setting `type` called `name` (`GET /api/list-settings/{type}?all=1`). */
export async function settingNamed(
  request: APIRequestContext,
  session: ApiSession,
  type: string,
  name: string,
): Promise<NamedRow> {
  const rows = await call<NamedRow[]>(request, session, 'GET', `/api/list-settings/${type}?all=1`);
  const row = rows.find((r) => r.name === name);
  if (!row) throw new Error(`No ${type} named ${name} among ${rows.map((r) => r.name).join(', ')}`);
  return row;
}

/** Adds a user as an admin (`POST /api/users`); `extra` may carry `department_id` or `status`. */
export async function addUser(
  request: APIRequestContext,
  admin: ApiSession,
  role: 'client' | 'writer' | 'admin',
  name: string,
  extra: Record<string, unknown> = {},
): Promise<{ id: number; email: string; password: string; name: string; status: string }> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${unique()}@example.com`;
  const password = 'Password123!';
  const body = await call<{ user: { id: number; status: string } }>(request, admin, 'POST', '/api/users', {
    data: { role, name, email, password, ...extra },
  });
  return { id: body.user.id, email, password, name, status: body.user.status };
}
