import { effectiveRole, type Role, type User } from '@scriptorium/contracts/core';
import { useSession } from '@scriptorium/shared-kit/core';

/** The signed-in user and their effective role (client, writer, admin); `role` is null when signed out. */
export function useViewer(): { user: User | null; role: Role | null } {
  const user = useSession((s) => s.user);
  return { user, role: user ? effectiveRole(user.role) : null };
}

/**
 * Base path of one order's screen for a role: writers use the writer-prefixed routes (docs/product.md §6 "Writers are
 * redirected to writer-prefixed order routes"), everyone else `/orders/order/{id}`.
 * @see docs/product.md §2 /orders/order/{id}, /writer/orders/order/{id}
 */
export function orderPath(role: Role | null, id: number | string): string {
  return role === 'writer' ? `/writer/orders/order/${id}` : `/orders/order/${id}`;
}

/** The confirm-completed screen of an order for a role (writer path for writers). @see docs/product.md §2 Confirm completed */
export function confirmCompletedPath(role: Role | null, id: number | string): string {
  return role === 'writer' ? `/writer/orders/confirm-completed/${id}` : `/orders/confirm-completed/${id}`;
}
