import type { RemoteModule } from '@scriptorium/shared-kit';
import { REMOTE_AREAS } from '@scriptorium/contracts';

const authPage = () => import('./features/auth/AuthPage.js');
const resetPage = () => import('./features/auth/ResetPasswordPage.js');

/**
 * The mf_auth remote's routes (absolute patterns), default-exported as `./routes`.
 * Profile screens (/sh-user-profile, /user/profile, /users/user/profile) arrive with the profile issue.
 * @see spec §2 Routes (/sh-auth and the auth pages)
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
  ],
};

export default remote;
