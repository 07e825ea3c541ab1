import { MemoryRouter } from 'react-router-dom';
import { ROUTES } from '@scriptorium/contracts/core';
import { KitProvider } from '@scriptorium/shared-kit/core';
import { guestFrameOf, SCREEN_SLOT, type FragmentSource } from '../../federation/prerender.js';
import { AuthLayout } from './app/layouts/AuthLayout.js';
import GuestLayout from './app/layouts/GuestLayout.js';

const slot = <div dangerouslySetInnerHTML={{ __html: SCREEN_SLOT }} />;

/** The routes a guest may open that are not auth pages (the order forms): each has its guest frame (its breadcrumbs name it). */
const GUEST_PAGES = ROUTES.filter((r) => guestFrameOf(r)?.startsWith('frame:guest:')).map((r) => r.path);

/**
 * The shell's page frames as HTML (federation/prerender.ts), each with the slot where the page server
 * puts a remote's prerendered screen (api/src/lib/page-fragments.ts): `frame:auth`, the auth layout, and
 * `frame:guest:<path>`, the guest layout at each guest page (its breadcrumbs differ by page).
 * @see docs/architecture-html-first.md
 */
const fragments: FragmentSource = {
  'frame:auth': (
    <KitProvider>
      <AuthLayout>{slot}</AuthLayout>
    </KitProvider>
  ),
  ...Object.fromEntries(
    GUEST_PAGES.map((path) => [
      `frame:guest:${path}`,
      <KitProvider key={path}>
        <MemoryRouter initialEntries={[path]}>
          <GuestLayout>{slot}</GuestLayout>
        </MemoryRouter>
      </KitProvider>,
    ]),
  ),
};

export default fragments;
