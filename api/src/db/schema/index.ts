/**
 * The data model of Scriptorium: every table, grouped by concern. Migrations are generated from these
 * files (`npm run db:generate -w api`).
 * @see docs/product.md §3 Entities and their fields
 */
export * from './settings.js';
export * from './departments.js';
export * from './users.js';
export * from './orders.js';
export * from './payments.js';
export * from './activity.js';
export * from './checkout.js';
export * from './releases.js';
