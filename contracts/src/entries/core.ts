/**
 * `@scriptorium/contracts/core` — what every frontend needs at start: roles, statuses, permission keys,
 * the auth and error bodies, the table protocol, runtime config and `/remotes.json`, the route table,
 * money and the field helpers the area schemas are built from. The areas (orders, users, payments,
 * settings) are their own entries, loaded by the screens that use them.
 *
 * Specifiers in the entry files have no `.js` extension on purpose: the federation plugin reads an
 * entry's export names from the files themselves and maps `./x` to `./x.ts`, but not `./x.js`.
 * @see federation/workspace.ts
 */
export * from '../roles';
export * from '../statuses';
export * from '../permissions';
export * from '../auth';
export * from '../errors';
export * from '../table';
export * from '../config';
export * from '../routes';
export * from '../money';
export * from '../fields';
export * from '../notifications';
export * from '../answers';
export * from '../added';
export * from '../locales';
