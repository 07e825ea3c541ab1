/**
 * Roles and their home routes.
 * @see docs/product.md §1 (three roles; anything not client or writer is treated as admin), §2 Routes ('/' redirects by role)
 */
export const ROLES = ['admin', 'client', 'writer'] as const;
/** A stored role. Any role that is not `client` or `writer` is treated as `admin`. */
export type Role = (typeof ROLES)[number];

/** Normalises any role string to the three the UI knows (docs/product.md §1). */
export function effectiveRole(role: string | null | undefined): Role {
  if (role === 'client' || role === 'writer') return role;
  return 'admin';
}

/** Where `/` sends a signed-in user of this role (docs/product.md §2 Routes). */
export const ROLE_HOME: Record<Role, string> = {
  admin: '/inbox',
  client: '/orders',
  writer: '/writer/orders/active',
};

/** Plural route segment of `/users/{role}` → stored role (docs/product.md §2 Routes). */
export const ROLE_PLURALS: Record<string, Role> = { clients: 'client', admins: 'admin', writers: 'writer' };
