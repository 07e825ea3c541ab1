import type { RemoteModule, ScreenMap } from '@scriptorium/shared-kit/core';
import { REMOTE_AREAS, routeListOf } from '@scriptorium/contracts/core';

/**
 * The mf_users remote's screens by route id: users by role, writers by state, user detail, Add user,
 * departments and their permissions, logs. Paths, roles, permission keys and titles are the route
 * table's (contracts/src/routes.ts); the API checks the same keys.
 */
const screens: ScreenMap<'mf_users'> = {
  'users.add': () => import('./features/add-user/AddUser.js'),
  'users.user': () => import('./features/user-detail/UserDetail.js'),
  'users.writers': () => import('./features/writers/WritersTabs.js'),
  'users.list': () => import('./features/users-list/UsersList.js'),
  'departments.list': () => import('./features/departments/DepartmentsList.js'),
  'departments.permissions': () => import('./features/departments/DepartmentModules.js'),
  'departments.manage-permissions': () => import('./features/manage-permissions/ManagePermissions.js'),
  'logs.list': () => import('./features/logs/LogsList.js'),
};

/**
 * The mf_users remote, default-exported as `./routes`: its screens, and the same as a route list for
 * shells older than screen maps. @see docs/architecture.md Composition at run time (route ownership), docs/product.md §2 Routes, §6
 */
const remote: RemoteModule = {
  name: 'mf_users',
  area: REMOTE_AREAS.mf_users,
  screens,
  routes: routeListOf('mf_users', screens),
};

export default remote;
