/**
 * @scriptorium/contracts — zod schemas and TS types of the API, permission keys, status enums, the route
 * table and the conventions shared by the API, the kit and the remotes.
 *
 * This barrel is the union of the entries (`./core`, `./orders`, `./users`, `./payments`,
 * `./settings`): the API and the tests import from here. In the browser each entry is its own
 * federation singleton and every frontend build rewrites an import from this barrel into imports from
 * the entries that export the names (vite.federation.ts, `workspaceEntryImports`), so the sign-in page
 * loads `./core` only, not every domain's schemas.
 */
export * from './entries/core.js';
export * from './entries/orders.js';
export * from './entries/users.js';
export * from './entries/payments.js';
export * from './entries/settings.js';
