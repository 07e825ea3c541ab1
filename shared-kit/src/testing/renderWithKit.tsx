/**
 * Test helper: renders inside KitProvider and a memory router, and exposes the current location.
 * Test-only; never imported by production code.
 */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router-dom';
import { KitProvider } from '../providers/KitProvider.js';
import { createQueryClient, DataProvider } from '../data/queryClient.js';

export interface Rendered {
  /** The router's current location (updated on every navigation). */
  location: () => Location;
}

function Probe({ onLocation }: { onLocation: (l: Location) => void }) {
  onLocation(useLocation());
  return null;
}

/** Renders `ui` at `url` with a fresh server-state cache; `path` is the route pattern it is mounted under (default `*`). */
export function renderWithKit(ui: ReactElement, url = '/', path = '*') {
  let current: Location | null = null;
  const result = render(
    <KitProvider>
      <DataProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={ui} />
          </Routes>
          <Probe onLocation={(l) => (current = l)} />
        </MemoryRouter>
      </DataProvider>
    </KitProvider>,
  );
  return { ...result, location: () => current as unknown as Location };
}
