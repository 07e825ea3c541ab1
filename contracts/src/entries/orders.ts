/**
 * `@scriptorium/contracts/orders` — order transitions and actions, pricing, request schemas and
 * responses of the orders API. (Specifiers without `.js`: see ./core.)
 * @see docs/product.md §3 Orders
 */
export * from '../orders/transitions';
export * from '../orders/pricing';
export * from '../orders/schemas';
export * from '../orders/responses';
export * from '../orders/dashboard';
export * from '../orders/uploads';
export * from '../orders/answers';
