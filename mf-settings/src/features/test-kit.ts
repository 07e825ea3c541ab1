/**
 * Test-only helpers of this remote's component tests: the kit's API mock and renderer (from the kit's
 * own test utilities, the same module instances the screens use) and signing in with given permissions.
 * Never imported by production code.
 */
import { vi } from 'vitest';
import { configure } from '@testing-library/react';
import { sessionStore } from '@scriptorium/shared-kit/core';
export { mockApi, findIdle, renderWithKit, type MockRequest } from '@scriptorium/shared-kit/testing';

/** Signs in an admin named 'Ada Admin' holding exactly `permissions`. */
export function signInWith(permissions: string[]): void {
  sessionStore.getState().signIn('t', { id: 1, name: 'Ada Admin', email: 'ada@example.com', phone: null, profile_picture: null, role: 'admin', permissions, created_at: '' });
}

/** A table-protocol page of `rows`. */
export function page<Row>(rows: Row[]) {
  return { data: { data: { data: rows, current_page: 1, from: rows.length ? 1 : null, to: rows.length || null, last_page: 1, per_page: 10, total: rows.length } } };
}

// The kit's heavy components load lazily on first render and the forms are typed into key by key: on a
// busy machine that outlasts the default 1 s / 5 s waits.
configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 30000 });
