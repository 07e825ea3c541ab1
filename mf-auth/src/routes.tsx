import type { RemoteModule } from '@scriptorium/shared-kit/core';
import { REMOTE_AREAS } from '@scriptorium/contracts/core';

const authPage = () => import('./features/auth/AuthPage.js');
const resetPage = () => import('./features/auth/ResetPasswordPage.js');
const profilePage = () => import('./features/profile/ProfilePage.js');
const SIGNED_IN = ['admin', 'client', 'writer'] as ['admin', 'client', 'writer'];

/**
 * The mf_auth remote's routes (absolute patterns), default-exported as `./routes`.
 * The profile (/sh-user-profile, /user/profile, /users/user/profile) is open to every signed-in role.
 * @see docs/product.md §2 Routes (/sh-auth and the auth pages; the profile routes)
 */
const remote: RemoteModule = {
  name: 'mf_auth',
  area: REMOTE_AREAS.mf_auth,
  routes: [
    { path: '/sh-auth', title: 'Sign in', roles: ['guest'], lazy: authPage },
    { path: '/login', title: 'Sign in', roles: ['guest'], lazy: authPage },
    { path: '/auth/login', title: 'Sign in', roles: ['guest'], lazy: authPage },
    { path: '/register', title: 'Register', roles: ['guest'], lazy: authPage },
    { path: '/forgot-password', title: 'Forgot password', roles: ['guest'], lazy: authPage },
    { path: '/reset-password', title: 'Reset password', roles: ['guest'], lazy: resetPage },
    { path: '/sh-user-profile', title: 'Profile', roles: SIGNED_IN, lazy: profilePage },
    { path: '/user/profile', title: 'Profile', roles: SIGNED_IN, lazy: profilePage },
    { path: '/users/user/profile', title: 'Profile', roles: SIGNED_IN, lazy: profilePage },
  ],
};

export default remote;
