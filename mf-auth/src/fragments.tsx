import { MemoryRouter } from 'react-router-dom';
import { KitProvider } from '@scriptorium/shared-kit/core';
import type { FragmentSource } from '../../federation/prerender.js';
import AuthPage from './features/auth/AuthPage.js';

/** The auth page as a guest opens it at `path`: the panel the URL names, in the kit's theme. */
const authPageAt = (path: string) => (
  <KitProvider>
    <MemoryRouter initialEntries={[path]}>
      <AuthPage />
    </MemoryRouter>
  </KitProvider>
);

/**
 * The public first screens this remote's build renders to HTML (federation/prerender.ts): the auth page's
 * login, register and forgot panels at the URLs that open them. The reset page needs its token, the
 * profile a signed-in user: they render in the browser.
 * @see docs/architecture-html-first.md
 */
const fragments: FragmentSource = Object.fromEntries(
  ['/sh-auth', '/login', '/auth/login', '/register', '/forgot-password'].map((path) => [path, authPageAt(path)]),
);

export default fragments;
