import type { RemoteModule } from '@scriptorium/shared-kit/core';
import { REMOTE_AREAS } from '@scriptorium/contracts/core';

const ADMIN = ['admin'] as ['admin'];

/**
 * The mf_users remote's routes (absolute patterns), default-exported as `./routes`: users by role,
 * writers by state, user detail, Add user, departments and their permissions, logs. Each carries the
 * role, the permission key of the registry and its breadcrumb title; the API checks the same keys.
 * @see docs/architecture.md Composition at run time, docs/product.md §2 Routes, §6
 */
const remote: RemoteModule = {
  name: 'mf_users',
  area: REMOTE_AREAS.mf_users,
  routes: [
    { path: '/users/add', title: 'Add user', roles: ADMIN, permission: 'users.users.add_user', lazy: () => import('./features/add-user/AddUser.js') },
    { path: '/users/user/:id/*', title: 'User', roles: ADMIN, permission: 'users.menu.view_users', lazy: () => import('./features/user-detail/UserDetail.js') },
    { path: '/users/writers/*', title: 'Writers', roles: ADMIN, permission: 'users.menu.view_users', lazy: () => import('./features/writers/WritersTabs.js') },
    { path: '/users/:role/*', title: 'Users', roles: ADMIN, permission: 'users.menu.view_users', lazy: () => import('./features/users-list/UsersList.js') },
    { path: '/sh-departments', title: 'Departments', roles: ADMIN, permission: 'departments.menu.view_departments', lazy: () => import('./features/departments/DepartmentsList.js') },
    { path: '/sh-departments/permissions/:id', title: 'Permissions', roles: ADMIN, permission: 'departments.menu.view_departments', lazy: () => import('./features/departments/DepartmentModules.js') },
    { path: '/sh-departments/manage-permissions/:id', title: 'Manage permissions', roles: ADMIN, permission: 'departments.menu.view_departments', lazy: () => import('./features/manage-permissions/ManagePermissions.js') },
    { path: '/logs', title: 'Logs', roles: ADMIN, permission: 'logs.menu.view_logs', lazy: () => import('./features/logs/LogsList.js') },
  ],
};

export default remote;
