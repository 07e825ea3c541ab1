/**
 * `@scriptorium/contracts/users` — users, writer states, departments and permissions, profile and
 * logs. (Specifiers without `.js`: see ./core.)
 */
export * from '../users';
export * from '../user-answers';
