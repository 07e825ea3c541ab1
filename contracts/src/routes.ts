/**
 * The one route table of the product: every route of docs/product.md §2, which remote owns it, and who may see it.
 * The shell reads it to know which remote to load for a URL (before the remote is fetched), the e2e
 * route-coverage suite reads it to visit every route as every role.
 * @see docs/product.md §2 Routes, docs/architecture.md Composition at run time (route ownership)
 */
import type { RemoteName } from './config.js';
import type { Role } from './roles.js';

export interface RouteEntry {
  /** react-router path pattern (`:param`, trailing `*` for sub-routes). */
  path: string;
  /** The remote that renders it; `shell` for routes the host renders itself. */
  owner: RemoteName | 'shell';
  /** Roles that may open it; `guest` = signed out. */
  roles: (Role | 'guest')[];
  /** Permission key needed (admins), empty = none. */
  permission?: string;
  /** Breadcrumb / page title. */
  title: string;
  /** An example URL for route-coverage tests (parameters filled). */
  example?: string;
}

const AUTH_ONLY: RouteEntry['roles'] = ['guest'];
const ANY_USER: RouteEntry['roles'] = ['admin', 'client', 'writer'];

export const ROUTES: RouteEntry[] = [
  // mf-auth
  { path: '/sh-auth', owner: 'mf_auth', roles: AUTH_ONLY, title: 'Sign in' },
  { path: '/login', owner: 'mf_auth', roles: AUTH_ONLY, title: 'Sign in' },
  { path: '/auth/login', owner: 'mf_auth', roles: AUTH_ONLY, title: 'Sign in' },
  { path: '/register', owner: 'mf_auth', roles: AUTH_ONLY, title: 'Register' },
  { path: '/forgot-password', owner: 'mf_auth', roles: AUTH_ONLY, title: 'Forgot password' },
  { path: '/reset-password', owner: 'mf_auth', roles: AUTH_ONLY, title: 'Reset password' },
  { path: '/sh-user-profile', owner: 'mf_auth', roles: ANY_USER, title: 'Profile' },
  { path: '/user/profile', owner: 'mf_auth', roles: ANY_USER, title: 'Profile' },
  { path: '/users/user/profile', owner: 'mf_auth', roles: ANY_USER, title: 'Profile' },
  // mf-orders
  { path: '/orders', owner: 'mf_orders', roles: ['client', 'admin'], title: 'Orders' },
  { path: '/orders/new', owner: 'mf_orders', roles: ['guest', 'client', 'admin'], title: 'New Order' },
  { path: '/orders/new-order-form', owner: 'mf_orders', roles: ['guest', 'client', 'admin'], title: 'New Order' },
  { path: '/orders/form', owner: 'mf_orders', roles: ['guest', 'client', 'admin'], title: 'New Order' },
  { path: '/orders/list/:status', owner: 'mf_orders', roles: ['client'], title: 'Orders', example: '/orders/list/approved' },
  { path: '/orders/order/:id/*', owner: 'mf_orders', roles: ['client', 'admin'], title: 'Order', example: '/orders/order/1' },
  { path: '/orders/confirm-completed/:id', owner: 'mf_orders', roles: ['admin'], permission: 'orders.order.mark_order_delivered', title: 'Confirm completed', example: '/orders/confirm-completed/1' },
  { path: '/orders/approve', owner: 'mf_orders', roles: ['client', 'admin'], title: 'Approve order', example: '/orders/approve?orderId=1' },
  { path: '/orders/:mainStatus/*', owner: 'mf_orders', roles: ['admin'], permission: 'orders.menu.view_orders', title: 'Orders', example: '/orders/quotes' },
  { path: '/inbox/*', owner: 'mf_orders', roles: ['admin', 'client'], title: 'Inbox', example: '/inbox' },
  { path: '/writer/orders/order/:id/*', owner: 'mf_orders', roles: ['writer'], title: 'Order', example: '/writer/orders/order/1' },
  // Writers deliver through their own twin (no permission key: the API checks the assignment).
  { path: '/writer/orders/confirm-completed/:id', owner: 'mf_orders', roles: ['writer'], title: 'Confirm completed', example: '/writer/orders/confirm-completed/1' },
  { path: '/writer/orders/:mainStatus/*', owner: 'mf_orders', roles: ['writer'], title: 'Orders', example: '/writer/orders/active' },
  // mf-users
  { path: '/users/user/:id/*', owner: 'mf_users', roles: ['admin'], permission: 'users.menu.view_users', title: 'User', example: '/users/user/1' },
  { path: '/users/add', owner: 'mf_users', roles: ['admin'], permission: 'users.users.add_user', title: 'Add user', example: '/users/add?role=client' },
  { path: '/users/:role/*', owner: 'mf_users', roles: ['admin'], permission: 'users.menu.view_users', title: 'Users', example: '/users/clients' },
  { path: '/sh-departments/*', owner: 'mf_users', roles: ['admin'], permission: 'departments.menu.view_departments', title: 'Departments', example: '/sh-departments' },
  { path: '/logs', owner: 'mf_users', roles: ['admin'], permission: 'logs.menu.view_logs', title: 'Logs' },
  // mf-payments
  { path: '/payments/reconciliation', owner: 'mf_payments', roles: ['admin'], permission: 'payments.order_payments.view_order_payments', title: 'Reconciliation' },
  { path: '/payments/events', owner: 'mf_payments', roles: ['admin'], permission: 'payments.order_payments.view_order_payments', title: 'Provider Events' },
  { path: '/payments/*', owner: 'mf_payments', roles: ['admin'], permission: 'payments.menu.view_payments', title: 'Payments', example: '/payments/withdrawals' },
  { path: '/writer/dashboard', owner: 'mf_payments', roles: ['writer'], title: 'Dashboard' },
  { path: '/writer/earnings/*', owner: 'mf_payments', roles: ['writer'], title: 'Earnings', example: '/writer/earnings' },
  // mf-settings
  { path: '/settings/*', owner: 'mf_settings', roles: ['admin'], title: 'Settings', example: '/settings' },
  { path: '/links/*', owner: 'mf_settings', roles: ['admin'], permission: 'links.menu.view_links', title: 'Links', example: '/links' },
  // shell
  { path: '/admin-dashboard', owner: 'shell', roles: ['admin'], permission: 'dashboard.menu.view_dashboard', title: 'Dashboard' },
];

/** Escapes a literal path segment for a RegExp. */
function escapeSegment(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Compiles a path pattern to a RegExp matching a pathname (no query). */
export function patternToRegExp(pattern: string): RegExp {
  const parts = pattern.split('/').filter(Boolean);
  let src = '^';
  for (const part of parts) {
    if (part === '*') src += '(?:/.*)?';
    else if (part.startsWith(':')) src += '/[^/]+';
    else src += '/' + escapeSegment(part);
  }
  return new RegExp(src + '/?$');
}

const compiled = ROUTES.map((r) => ({ entry: r, re: patternToRegExp(r.path) }));

/** The first route entry matching `pathname` (table order decides ties), or undefined. */
export function matchRoute(pathname: string): RouteEntry | undefined {
  return compiled.find((c) => c.re.test(pathname))?.entry;
}
