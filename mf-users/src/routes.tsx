import type { RemoteModule } from '@scriptorium/shared-kit';
import { REMOTE_AREAS } from '@scriptorium/contracts';

const screen = () => import('./features/users-overview/UsersOverview.js');

/**
 * The mf_users remote's routes (absolute patterns), default-exported as `./routes`.
 * @see ARCHITECTURE.md Composition at run time, spec §2 Routes
 */
const remote: RemoteModule = {
  name: 'mf_users',
  area: REMOTE_AREAS.mf_users,
  routes: [
    { path: '/users/:role/*', title: 'Users', lazy: screen },
    { path: '/sh-departments/*', title: 'Departments', lazy: screen },
    { path: '/logs', title: 'Logs', lazy: screen },
  ],
};

export default remote;
