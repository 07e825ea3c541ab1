import type { RemoteModule, ScreenMap } from '@scriptorium/shared-kit/core';
import { REMOTE_AREAS, routeListOf } from '@scriptorium/contracts/core';

const authPage = () => import('./features/auth/AuthPage.js');
const profilePage = () => import('./features/profile/ProfilePage.js');

/** The mf_auth remote's screens by route id; paths, roles and titles are the route table's (contracts/src/routes.ts). */
const screens: ScreenMap<'mf_auth'> = {
  'auth.sign-in': authPage,
  'auth.login': authPage,
  'auth.auth-login': authPage,
  'auth.register': authPage,
  'auth.forgot-password': authPage,
  'auth.reset-password': () => import('./features/auth/ResetPasswordPage.js'),
  'auth.profile': profilePage,
  'auth.user-profile': profilePage,
  'auth.users-user-profile': profilePage,
};

/**
 * The mf_auth remote, default-exported as `./routes`: its screens, and the same as a route list for
 * shells older than screen maps. @see docs/architecture.md Composition at run time (route ownership)
 */
const remote: RemoteModule = {
  name: 'mf_auth',
  area: REMOTE_AREAS.mf_auth,
  screens,
  routes: routeListOf('mf_auth', screens),
};

export default remote;
