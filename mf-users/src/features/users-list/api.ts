import { userListRow } from '@scriptorium/contracts/users';

/** `GET users/list/{plural}` (table protocol): the users of a role (`clients`, `admins`, …), rows parsed as `userListRow`. @see docs/product.md §2 /users/{role} */
export const usersTable = (plural: string) => ({ endpoint: `users/list/${plural}`, rowSchema: userListRow }) as const;
