/**
 * Addresses that lead elsewhere: old links the spec keeps alive, and the in-between segments of longer
 * paths (which breadcrumbs link to) that have no page of their own.
 * @see docs/product.md §2 Routes (/get-quote redirects to /orders/new; /admin-dashboard's No. of Orders links to
 * /orders/admin), Breadcrumbs
 */
export const ALIASES: Readonly<Record<string, string>> = {
  '/get-quote': '/orders/new',
  // "No. of Orders" counts every order: the admin table of all orders.
  '/orders/admin': '/orders',
  '/orders/list': '/orders',
  '/orders/order': '/orders',
  '/orders/confirm-completed': '/orders',
  '/inbox/view': '/inbox',
  '/users': '/users/clients',
  '/users/user': '/users/clients',
  '/sh-departments/permissions': '/sh-departments',
  '/sh-departments/manage-permissions': '/sh-departments',
  '/writer': '/writer/dashboard',
  '/writer/orders': '/writer/orders/active',
  '/writer/orders/order': '/writer/orders/active',
  '/writer/orders/confirm-completed': '/writer/orders/active',
};

/** Where `pathname` (trailing slash ignored) redirects to, or undefined. */
export function aliasFor(pathname: string): string | undefined {
  return ALIASES[pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname];
}
