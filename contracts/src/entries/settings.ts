/**
 * `@scriptorium/contracts/settings` — the settings types, notification messages, pricing packages,
 * links and the releases of the remotes. (Specifiers without `.js`: see ./core.)
 */
export * from '../settings';
export * from '../setting-answers';
export * from '../releases';
