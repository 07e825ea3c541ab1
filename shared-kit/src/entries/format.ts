/**
 * `@scriptorium/shared-kit/format` — money and numbers as the product shows them: the formatters and
 * `<Money>`. Its own singleton, apart from `./dates` (which brings date-fns): the order form shows
 * prices and no dates.
 * (Specifiers without `.js`: see ./core.)
 * @see docs/product.md §4 Toolkit (display), §9 (money formats)
 */
export * from '../display/numbers';
export * from '../display/Money';
