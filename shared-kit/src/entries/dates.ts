/**
 * `@scriptorium/shared-kit/dates` — dates as the product shows them: the formatters, `<DateTime>`, the
 * date-range presets and the column rules that choose a table cell's format. Its own singleton because
 * it brings date-fns, which screens without dates (the sign-in page, the order form) do not download.
 * (Specifiers without `.js`: see ./core.)
 * @see docs/product.md §4 Toolkit (display), §9 (date formats)
 */
export * from '../display/formatters';
export * from '../display/DateTime';
export * from '../date-range/presets';
export * from '../date-range/viewerTimeZone';
