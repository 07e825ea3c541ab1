/**
 * `@scriptorium/contracts/phone` — the one phone number normaliser of the UI and the API
 * (libphonenumber-js). Its own entry so only what handles phone numbers loads the library's metadata.
 * (Specifiers without `.js`: see ./core.)
 */
export * from '../phone';
