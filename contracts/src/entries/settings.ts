/**
 * `@scriptorium/contracts/settings` — the settings types, notification messages, pricing packages and
 * links. (Specifiers without `.js`: see ./core.)
 */
export * from '../settings';
export * from '../setting-answers';
