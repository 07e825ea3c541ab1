import { userListRow } from '@scriptorium/contracts/users';

/** `GET users/list/writers?status=` (table protocol): the writers of a state tab, rows parsed as `userListRow`. @see docs/product.md §2 /users/writers */
export const writersTable = { endpoint: 'users/list/writers', rowSchema: userListRow } as const;
/** `POST users/{id}/status {action}`: a writer's state action (approve, reject, suspend, …). @see docs/product.md §2 /users/writers */
export const writerStatusAction = (writerId: number) => `users/${writerId}/status`;
