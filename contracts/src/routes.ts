/**
 * The one route table of the product: every route of docs/product.md §2, declared once — its id, path,
 * owning remote, who may open it, its permission, title, example URL, pop-up metadata and its place in
 * the roles' menus. The shell reads it to know which remote to load for a URL (before the remote is
 * fetched), to guard, title and breadcrumb each screen and to build the menus; a remote's `./routes`
 * only maps the ids of its screens to their lazy modules; the e2e route-coverage suite visits every
 * route as every role.
 *
 * A row is an area of the URL space the shell routes to its owner. A row with `screens` is rendered by
 * several screens of its owner (`/payments/*`: the payments home, withdrawals, order payments), each a
 * route of its own under the row's path; a row without is itself one screen. A screen takes its row's
 * roles unless it names its own, and needs its own permission besides the row's.
 * @see docs/product.md §2 Routes, Menus; docs/architecture.md Composition at run time (route ownership)
 */
import type { RemoteName } from './config.js';
import { PERMISSION_MODULES, type PermissionKey } from './permissions.js';
import type { Role } from './roles.js';

/** Who a route lets in: a role, or `guest` (signed out). */
export type Audience = Role | 'guest';

/**
 * One route of the table as it was typed before route ids (2.0).
 * @deprecated since 2.1.0: `ROUTES` and `matchRoute` give {@link Route}s, whose `permission` is a `PermissionKey`.
 */
export interface RouteEntry {
  /** react-router path pattern (`:param`, trailing `*` for sub-routes). */
  path: string;
  /** The remote that renders it; `shell` for routes the host renders itself. */
  owner: RemoteName | 'shell';
  /** Roles that may open it; `guest` = signed out. */
  roles: Audience[];
  /** Permission key needed (admins), empty = none. */
  permission?: string;
  /** Breadcrumb / page title. */
  title: string;
  /** An example URL for route-coverage tests (parameters filled). */
  example?: string;
}

/**
 * A public GET a route's first screen makes as it renders, as the kit's `get(path, params)` makes it
 * (`path` relative to `/api/`): the page server runs it for a guest and writes its answer into the page,
 * so the screen renders once with it instead of again when it arrives (docs/architecture-html-first.md,
 * "Answers the page carries").
 */
export interface PageRead {
  path: string;
  params?: Readonly<Record<string, string | number>>;
}

/**
 * The key of a page-carried answer, and the URL (under `/api/`) the page server asks: `path`, then its
 * query, keys sorted and URI-encoded (`list-settings/deadlines?all=1`); the page server and the kit both
 * key by it.
 */
export function pageReadKey(path: string, params?: Readonly<Record<string, unknown>>): string {
  const query = Object.entries(params ?? {})
    .filter(([, v]) => v !== undefined && v !== null)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}

/**
 * How a route opens as a pop-up over its parent instead of replacing the page.
 * @see docs/product.md §2 (Pop-ups), docs/product.md §R5 Tabs and pop-ups
 */
export interface RoutePopupMeta {
  popup: 'modal' | 'side';
  /** Side panel edge (side pop-ups). */
  position?: 'left' | 'right' | 'top' | 'bottom';
  /** Width: 'sm' | 'md' | 'lg' | 'xl' or a CSS width. */
  size?: string;
  title?: string;
  /** The path the pop-up returns to on close (defaults to the route's parent path). */
  parent?: string;
}

/**
 * A route's link in one role's menu (docs/product.md §2 Menus). Links of a role sort by `order`; links
 * naming the same `group` sit together under that label, where the group's first link would be.
 */
export interface MenuPlacement {
  role: Role;
  label: string;
  /** Position in the role's menu (ascending). */
  order: number;
  /** The label of the group the link sits in (admin "Orders", "Payments", "Users"). */
  group?: string;
  /** The URL the link opens when it is not the route's own path (a path with parameters, a tab). */
  to?: string;
  /**
   * Shown only to a user holding at least one of these (an area whose route names no permission but
   * whose every tab needs one: Settings would open on '403 Not Allowed').
   */
  anyOf?: PermissionKey[];
}

/** One screen of a row that several screens render (see {@link Route.screens}). */
export interface ScreenRoute {
  /** Stable id: the key of the screen in its remote's screen map. */
  id: string;
  /** react-router path pattern, under its row's path. */
  path: string;
  /** Roles it is for (omitted: its row's). Where two screens share a path, each role gets its own. */
  roles?: Audience[];
  /** Permission key it needs besides its row's. */
  permission?: PermissionKey;
  /** Breadcrumb title of its last segment. */
  title: string;
  popup?: RoutePopupMeta;
  menu?: MenuPlacement[];
}

/** A row of the route table: a {@link RouteEntry} with its id, typed permission, screens and menu links. */
export interface Route extends RouteEntry {
  /** Stable id; a row without `screens` is the key of its screen in its owner's screen map. */
  id: string;
  /** Permission key needed to open anything under it (admins), empty = none. */
  permission?: PermissionKey;
  /** The screens that render it, when more than one does. */
  screens?: ScreenRoute[];
  popup?: RoutePopupMeta;
  menu?: MenuPlacement[];
  /** What its first screen reads as it renders, written into a guest's page ({@link PageRead}). */
  pageReads?: readonly PageRead[];
}

/** A route as the screen that renders it sees it: its row's roles and permissions filled in. */
export interface ResolvedScreen {
  id: string;
  owner: RemoteName | 'shell';
  path: string;
  roles: Audience[];
  /** The permission the screen checks when it renders (its own, else its row's); the row's is checked first. */
  permission?: PermissionKey;
  title: string;
  popup?: RoutePopupMeta;
}

/** The table as written: {@link Route}s with read-only lists, so that their ids stay literal types. */
type MenuDef = Readonly<Omit<MenuPlacement, 'anyOf'>> & { readonly anyOf?: readonly PermissionKey[] };
interface ScreenDef {
  readonly id: string;
  readonly path: string;
  readonly roles?: readonly Audience[];
  readonly permission?: PermissionKey;
  readonly title: string;
  readonly popup?: Readonly<RoutePopupMeta>;
  readonly menu?: readonly MenuDef[];
}
interface RouteDef extends Omit<ScreenDef, 'roles'> {
  readonly owner: RemoteName | 'shell';
  readonly roles: readonly Audience[];
  readonly example?: string;
  readonly screens?: readonly ScreenDef[];
  readonly pageReads?: readonly PageRead[];
}

const AUTH_ONLY = ['guest'] as const;
const ANY_USER = ['admin', 'client', 'writer'] as const;
const ADMIN = ['admin'] as const;
const WRITER = ['writer'] as const;
const ORDER_FORM = ['guest', 'client', 'admin'] as const;
/** The order forms' choices (mf-orders `fetchFormOptions`), read as they render. */
const ORDER_FORM_READS = ['service_types', 'deadlines', 'order_services'].map((type) => ({
  path: `list-settings/${type}`,
  params: { all: 1 },
}));
const admin = (order: number, label: string, extra: Omit<MenuDef, 'role' | 'order' | 'label'> = {}) =>
  ({ role: 'admin', order, label, ...extra }) as const;
const client = (order: number, label: string) => ({ role: 'client', order, label }) as const;
const writer = (order: number, label: string, to?: string) =>
  ({ role: 'writer', order, label, ...(to ? { to } : {}) }) as const;
/** The admin's order areas in the "Orders" menu group (docs/product.md §2 Menus). */
const orderArea = (order: number, label: string, to: string) => admin(order, label, { group: 'Orders', to });

const TABLE = [
  // mf-auth
  { id: 'auth.sign-in', path: '/sh-auth', owner: 'mf_auth', roles: AUTH_ONLY, title: 'Sign in' },
  { id: 'auth.login', path: '/login', owner: 'mf_auth', roles: AUTH_ONLY, title: 'Sign in' },
  { id: 'auth.auth-login', path: '/auth/login', owner: 'mf_auth', roles: AUTH_ONLY, title: 'Sign in' },
  { id: 'auth.register', path: '/register', owner: 'mf_auth', roles: AUTH_ONLY, title: 'Register' },
  {
    id: 'auth.forgot-password',
    path: '/forgot-password',
    owner: 'mf_auth',
    roles: AUTH_ONLY,
    title: 'Forgot password',
  },
  { id: 'auth.reset-password', path: '/reset-password', owner: 'mf_auth', roles: AUTH_ONLY, title: 'Reset password' },
  { id: 'auth.profile', path: '/sh-user-profile', owner: 'mf_auth', roles: ANY_USER, title: 'Profile' },
  { id: 'auth.user-profile', path: '/user/profile', owner: 'mf_auth', roles: ANY_USER, title: 'Profile' },
  { id: 'auth.users-user-profile', path: '/users/user/profile', owner: 'mf_auth', roles: ANY_USER, title: 'Profile' },
  // mf-orders
  {
    id: 'orders',
    path: '/orders',
    owner: 'mf_orders',
    roles: ['client', 'admin'],
    title: 'Orders',
    screens: [
      { id: 'orders.client-orders', path: '/orders', roles: ['client'], title: 'Orders', menu: [client(10, 'Orders')] },
      // The admin menu's "All Orders": the route names no permission (it is also the client's page), the admin's table needs this one.
      {
        id: 'orders.all-orders',
        path: '/orders',
        roles: ADMIN,
        title: 'Orders',
        menu: [admin(20, 'All Orders', { group: 'Orders', anyOf: ['orders.menu.view_orders'] })],
      },
    ],
  },
  {
    id: 'orders.new',
    path: '/orders/new',
    owner: 'mf_orders',
    roles: ORDER_FORM,
    title: 'New Order',
    menu: [client(20, 'New Order')],
    pageReads: ORDER_FORM_READS,
  },
  {
    id: 'orders.new-order-form',
    path: '/orders/new-order-form',
    owner: 'mf_orders',
    roles: ORDER_FORM,
    title: 'New Order',
    pageReads: ORDER_FORM_READS,
  },
  {
    id: 'orders.form',
    path: '/orders/form',
    owner: 'mf_orders',
    roles: ORDER_FORM,
    title: 'Order Form',
    pageReads: ORDER_FORM_READS,
  },
  {
    id: 'orders.list',
    path: '/orders/list/:status',
    owner: 'mf_orders',
    roles: ['client'],
    title: 'Orders',
    example: '/orders/list/approved',
  },
  {
    id: 'orders.order',
    path: '/orders/order/:id/*',
    owner: 'mf_orders',
    roles: ['client', 'admin'],
    title: 'Order',
    example: '/orders/order/1',
  },
  {
    id: 'orders.confirm-completed',
    path: '/orders/confirm-completed/:id',
    owner: 'mf_orders',
    roles: ADMIN,
    permission: 'orders.order.mark_order_delivered',
    title: 'Confirm completed',
    example: '/orders/confirm-completed/1',
  },
  {
    id: 'orders.approve',
    path: '/orders/approve',
    owner: 'mf_orders',
    roles: ['client', 'admin'],
    title: 'Approve order',
    example: '/orders/approve?orderId=1',
  },
  {
    id: 'orders.areas',
    path: '/orders/:mainStatus/*',
    owner: 'mf_orders',
    roles: ADMIN,
    permission: 'orders.menu.view_orders',
    title: 'Orders',
    example: '/orders/quotes',
    menu: [
      orderArea(21, 'Quotes', '/orders/quotes'),
      orderArea(22, 'Available', '/orders/available'),
      orderArea(23, 'Progressed', '/orders/progressed'),
      orderArea(24, 'Under Review', '/orders/under_review/tab/under_review'),
      orderArea(25, 'Closed', '/orders/closed'),
    ],
  },
  {
    id: 'inbox',
    path: '/inbox/*',
    owner: 'mf_orders',
    roles: ['admin', 'client'],
    title: 'Inbox',
    example: '/inbox',
    screens: [
      { id: 'orders.inbox', path: '/inbox', title: 'Inbox', menu: [client(30, 'Inbox'), admin(10, 'Inbox')] },
      { id: 'orders.conversation', path: '/inbox/view/:id', title: 'Conversation' },
    ],
  },
  {
    id: 'orders.writer-order',
    path: '/writer/orders/order/:id/*',
    owner: 'mf_orders',
    roles: WRITER,
    title: 'Order',
    example: '/writer/orders/order/1',
  },
  // Writers deliver through their own twin (no permission key: the API checks the assignment).
  {
    id: 'orders.writer-confirm-completed',
    path: '/writer/orders/confirm-completed/:id',
    owner: 'mf_orders',
    roles: WRITER,
    title: 'Confirm completed',
    example: '/writer/orders/confirm-completed/1',
  },
  {
    id: 'orders.writer-areas',
    path: '/writer/orders/:mainStatus/*',
    owner: 'mf_orders',
    roles: WRITER,
    title: 'Orders',
    example: '/writer/orders/active',
    menu: [writer(20, 'Active Orders', '/writer/orders/active'), writer(30, 'Closed Orders', '/writer/orders/closed')],
  },
  // mf-users
  {
    id: 'users.user',
    path: '/users/user/:id/*',
    owner: 'mf_users',
    roles: ADMIN,
    permission: 'users.menu.view_users',
    title: 'User',
    example: '/users/user/1',
  },
  {
    id: 'users.add',
    path: '/users/add',
    owner: 'mf_users',
    roles: ADMIN,
    permission: 'users.users.add_user',
    title: 'Add user',
    example: '/users/add?role=client',
  },
  {
    id: 'users',
    path: '/users/:role/*',
    owner: 'mf_users',
    roles: ADMIN,
    permission: 'users.menu.view_users',
    title: 'Users',
    example: '/users/clients',
    screens: [
      {
        id: 'users.writers',
        path: '/users/writers/*',
        title: 'Writers',
        menu: [admin(42, 'Writers', { group: 'Users', to: '/users/writers' })],
      },
      {
        id: 'users.list',
        path: '/users/:role/*',
        title: 'Users',
        menu: [
          admin(41, 'Clients', { group: 'Users', to: '/users/clients' }),
          admin(43, 'Admins', { group: 'Users', to: '/users/admins' }),
        ],
      },
    ],
  },
  {
    id: 'departments',
    path: '/sh-departments/*',
    owner: 'mf_users',
    roles: ADMIN,
    permission: 'departments.menu.view_departments',
    title: 'Departments',
    example: '/sh-departments',
    screens: [
      { id: 'departments.list', path: '/sh-departments', title: 'Departments', menu: [admin(60, 'Departments')] },
      { id: 'departments.permissions', path: '/sh-departments/permissions/:id', title: 'Permissions' },
      {
        id: 'departments.manage-permissions',
        path: '/sh-departments/manage-permissions/:id',
        title: 'Manage permissions',
      },
    ],
  },
  {
    id: 'logs.list',
    path: '/logs',
    owner: 'mf_users',
    roles: ADMIN,
    permission: 'logs.menu.view_logs',
    title: 'Logs',
    menu: [admin(80, 'Logs')],
  },
  // mf-payments
  {
    id: 'payments.reconciliation',
    path: '/payments/reconciliation',
    owner: 'mf_payments',
    roles: ADMIN,
    permission: 'payments.order_payments.view_order_payments',
    title: 'Reconciliation',
    menu: [admin(33, 'Reconciliation', { group: 'Payments' })],
  },
  {
    id: 'payments.events',
    path: '/payments/events',
    owner: 'mf_payments',
    roles: ADMIN,
    permission: 'payments.order_payments.view_order_payments',
    title: 'Provider Events',
    menu: [admin(34, 'Provider Events', { group: 'Payments' })],
  },
  {
    id: 'payments',
    path: '/payments/*',
    owner: 'mf_payments',
    roles: ADMIN,
    permission: 'payments.menu.view_payments',
    title: 'Payments',
    example: '/payments/withdrawals',
    screens: [
      { id: 'payments.home', path: '/payments', title: 'Payments' },
      {
        id: 'payments.withdrawal',
        path: '/payments/withdrawals/view',
        permission: 'payments.withdrawals.view_withdrawal',
        title: 'Withdrawal',
      },
      {
        id: 'payments.withdrawals',
        path: '/payments/withdrawals/*',
        permission: 'payments.withdrawals.view_withdrawal',
        title: 'Withdrawals',
        menu: [admin(31, 'Withdrawals', { group: 'Payments', to: '/payments/withdrawals' })],
      },
      {
        id: 'payments.order-payments',
        path: '/payments/order-payments',
        permission: 'payments.order_payments.view_order_payments',
        title: 'Order Payments',
        menu: [admin(32, 'Order Payments', { group: 'Payments' })],
      },
    ],
  },
  {
    id: 'payments.writer-dashboard',
    path: '/writer/dashboard',
    owner: 'mf_payments',
    roles: WRITER,
    title: 'Dashboard',
    menu: [writer(10, 'Dashboard')],
  },
  {
    id: 'payments.writer-earnings',
    path: '/writer/earnings/*',
    owner: 'mf_payments',
    roles: WRITER,
    title: 'Earnings',
    example: '/writer/earnings',
    menu: [writer(40, 'Earnings', '/writer/earnings')],
  },
  // mf-settings
  {
    id: 'settings',
    path: '/settings/*',
    owner: 'mf_settings',
    roles: ADMIN,
    title: 'Settings',
    example: '/settings',
    screens: [
      {
        id: 'settings.pricing-packages',
        path: '/settings/pricing-packages',
        permission: 'settings.service_types',
        title: 'Pricing Plans',
      },
      {
        // The settings tabs check `settings.{type}` each; the Releases tab needs deploy.releases.manage.
        id: 'settings.tabs',
        path: '/settings/*',
        title: 'Settings',
        menu: [
          admin(50, 'Settings', { to: '/settings', anyOf: [...PERMISSION_MODULES.settings, 'deploy.releases.manage'] }),
        ],
      },
    ],
  },
  {
    id: 'links',
    path: '/links/*',
    owner: 'mf_settings',
    roles: ADMIN,
    permission: 'links.menu.view_links',
    title: 'Links',
    example: '/links',
    screens: [
      { id: 'links.view', path: '/links/view', title: 'View Link' },
      { id: 'links.list', path: '/links', title: 'Links', menu: [admin(70, 'Links')] },
    ],
  },
  // shell
  {
    id: 'shell.admin-dashboard',
    path: '/admin-dashboard',
    owner: 'shell',
    roles: ADMIN,
    permission: 'dashboard.menu.view_dashboard',
    title: 'Dashboard',
    menu: [admin(90, 'Dashboard')],
  },
] as const satisfies readonly RouteDef[];

type TableRow = (typeof TABLE)[number];
/** The screen ids of a row: its screens' ids, or its own when it has none. */
type LeafIds<T> = T extends { readonly screens: readonly (infer S)[] }
  ? S extends { readonly id: infer I }
    ? I
    : never
  : T extends { readonly id: infer I }
    ? I
    : never;
type LeavesOf<T, O> = T extends { readonly owner: O } ? LeafIds<T> : never;

/** The owner of a route: a remote, or `shell` for the routes the host renders itself. */
export type RouteOwner = RemoteName | 'shell';

/** Every id of the table: its rows' and their screens'. */
export type RouteId = TableRow['id'] | LeafIds<TableRow>;

/** The ids of the screens `O` renders: the keys of its screen map (`'payments.withdrawals'` for mf_payments). */
export type ScreenId<O extends RouteOwner = RouteOwner> = LeavesOf<TableRow, O>;

const copyMenu = (menu: readonly MenuDef[]): MenuPlacement[] =>
  menu.map(({ anyOf, ...m }) => ({ ...m, ...(anyOf ? { anyOf: [...anyOf] } : {}) }));

/** A screen as written, with lists callers may hold as plain arrays. */
function toScreen({ roles, popup, menu, ...rest }: ScreenDef): ScreenRoute {
  return {
    ...rest,
    ...(roles ? { roles: [...roles] } : {}),
    ...(popup ? { popup: { ...popup } } : {}),
    ...(menu ? { menu: copyMenu(menu) } : {}),
  };
}

/** A row as written, with lists callers may hold as plain arrays. */
function toRoute({ screens, menu, roles, popup, ...rest }: RouteDef): Route {
  return {
    ...rest,
    roles: [...roles],
    ...(popup ? { popup: { ...popup } } : {}),
    ...(menu ? { menu: copyMenu(menu) } : {}),
    ...(screens ? { screens: screens.map(toScreen) } : {}),
  };
}

/** The route table, in matching order (the first row matching a URL owns it). */
export const ROUTES: Route[] = (TABLE as readonly RouteDef[]).map(toRoute);

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

/** The first row of the table matching `pathname` (no query; table order decides ties), or undefined. */
export function matchRoute(pathname: string): Route | undefined {
  return compiled.find((c) => c.re.test(pathname))?.entry;
}

/** The screens of `route`: its `screens` with its roles and permission filled in, or the row itself. */
function leavesOf(route: Route): ResolvedScreen[] {
  const { id, owner, path, roles, permission, title, popup } = route;
  if (!route.screens)
    return [{ id, owner, path, roles, ...(permission ? { permission } : {}), title, ...(popup ? { popup } : {}) }];
  return route.screens.map((s) => {
    const own = s.permission ?? permission;
    return {
      id: s.id,
      owner,
      path: s.path,
      roles: s.roles ?? roles,
      ...(own ? { permission: own } : {}),
      title: s.title,
      ...(s.popup ? { popup: s.popup } : {}),
    };
  });
}

/** Every screen of the table, in table order, each with its row's roles and permission filled in. */
export const SCREENS: ResolvedScreen[] = ROUTES.flatMap(leavesOf);

/** The screens `owner` renders, in table order (the ids of its screen map). */
export function screensOf(owner: RouteOwner): ResolvedScreen[] {
  return SCREENS.filter((s) => s.owner === owner);
}

/**
 * The route list of a remote that maps screen ids to loaders (`screens`), in the shape remotes exported
 * before route ids (`{ path, title, roles, permission, popup, lazy }` per screen), in the order of
 * `screens`: what a shell older than this table renders, and what the shell renders from a screen map.
 * An id the table does not give `owner` is left out.
 * @param owner the remote
 * @param screens screen id → its loader (`() => import('./features/x/X.js')`)
 */
export function routeListOf<L>(
  owner: RouteOwner,
  screens: Readonly<Partial<Record<string, L>>>,
): (ResolvedScreen & { lazy: L })[] {
  const byId = new Map(screensOf(owner).map((s) => [s.id, s]));
  return Object.entries(screens).flatMap(([id, lazy]) => {
    const screen = byId.get(id);
    return screen && lazy !== undefined ? [{ ...screen, lazy }] : [];
  });
}

/** One link of a role's menu, from the table: its placement and the screen it opens. */
export interface MenuLink extends MenuPlacement {
  /** The URL it opens: the placement's `to`, else its route's path. */
  to: string;
  /** The screen (or row) it sits on. */
  screen: ResolvedScreen;
}

/** The links of `role`'s menu in menu order (docs/product.md §2 Menus); groups are the caller's to draw. */
export function menuLinksOf(role: Role): MenuLink[] {
  const links: MenuLink[] = [];
  for (const route of ROUTES) {
    const leaves = leavesOf(route);
    const placed = route.screens
      ? route.screens.map((s, i) => [s.menu, leaves[i]] as const)
      : [[route.menu, leaves[0]] as const];
    for (const [menu, screen] of placed) {
      for (const m of menu ?? []) if (m.role === role) links.push({ ...m, to: m.to ?? screen.path, screen });
    }
  }
  return links.sort((a, b) => a.order - b.order);
}
