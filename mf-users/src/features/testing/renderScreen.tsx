/**
 * Test-only: renders a screen inside KitProvider and a memory router at `url`, mounted under `path`,
 * with a signed-in admin holding `permissions`; exposes the current location.
 */
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { configure, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router-dom';
import { ALL_PERMISSIONS, type User } from '@scriptorium/contracts/core';
import { KitProvider, sessionStore } from '@scriptorium/shared-kit/core';

/** A signed-in admin as `GET auth/user` returns one. */
export function adminUser(permissions: string[] = ALL_PERMISSIONS, extra: Partial<User> = {}): User {
  return {
    id: 1, name: 'Ada Admin', email: 'admin@example.com', phone: null, profile_picture: null, role: 'admin',
    permissions, created_at: '2025-01-01T00:00:00.000Z', ...extra,
  };
}

// Screens load the kit's heavy components (DataTable, AutoForm, …) lazily on first render, and a
// flow through a confirmation dialog takes a few renders: give slow machines room.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

function Probe({ onLocation }: { onLocation: (l: Location) => void }) {
  onLocation(useLocation());
  return null;
}

/** Signs `user` in (default: an admin with every permission) and renders `ui` at `url`. */
export function renderScreen(ui: ReactElement, url: string, path = '*', user: User = adminUser()) {
  sessionStore.getState().signIn('test-token', user);
  let current: Location | null = null;
  const result = render(
    <KitProvider>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={<div data-testid="elsewhere" />} />
        </Routes>
        <Probe onLocation={(l) => (current = l)} />
      </MemoryRouter>
    </KitProvider>,
  );
  return { ...result, location: () => current as unknown as Location };
}
