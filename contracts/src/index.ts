/**
 * @scriptorium/contracts — zod schemas and TS types of the API, permission keys, status enums, the route
 * table and the conventions shared by the API, the kit and the remotes.
 */
export * from './roles.js';
export * from './statuses.js';
export * from './permissions.js';
export * from './auth.js';
export * from './errors.js';
export * from './table.js';
export * from './config.js';
export * from './routes.js';
export * from './money.js';
export * from './fields.js';
export * from './orders/transitions.js';
export * from './orders/pricing.js';
export * from './orders/schemas.js';
export * from './orders/responses.js';
export * from './users.js';
export * from './payments.js';
export * from './settings.js';
