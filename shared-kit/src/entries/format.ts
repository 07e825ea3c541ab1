/**
 * `@scriptorium/shared-kit/format` — dates, money and numbers as the product shows them: the
 * formatters, `<Money>`, `<DateTime>` and the date-range presets. Its own singleton because it brings
 * date-fns, which screens without dates (the sign-in page) do not download.
 * (Specifiers without `.js`: see ./core.)
 * @see spec §4 Toolkit (display), §9 (date and money formats)
 */
export * from '../display/formatters';
export * from '../display/Money';
export * from '../display/DateTime';
export * from '../date-range/presets';
