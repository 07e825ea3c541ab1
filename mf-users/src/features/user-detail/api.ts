import { userSchema } from '@scriptorium/contracts/core';
import { adminOrderRow } from '@scriptorium/contracts/orders';
import { getParsed } from '@scriptorium/shared-kit/core';
import { queryOptions } from '@scriptorium/shared-kit/data';

/** `GET users/{id}` (contracts' User; 404 'User not found'). @see docs/product.md §2 /users/user/{id} */
export const getUser = (id: string) => getParsed(userSchema, `users/${encodeURIComponent(id)}`);
/** Query options of {@link getUser}, keyed `['users', id]`. */
export const userQuery = (id: string) => queryOptions({ queryKey: ['users', id], queryFn: () => getUser(id) });
/** `GET orders/user/{userId}` (table protocol): the user's orders tab, rows parsed as `adminOrderRow`. @see docs/product.md §2 /users/user/{id} (orders tab) */
export const userOrdersTable = (userId: number) =>
  ({ endpoint: `orders/user/${userId}`, rowSchema: adminOrderRow }) as const;
/** `PUT users/{id}`: the Edit user form. */
export const editUserAction = (userId: number) => `users/${userId}`;
/** `POST users/{id}/password`: the Change Password form. */
export const changePasswordAction = (userId: number) => `users/${userId}/password`;
