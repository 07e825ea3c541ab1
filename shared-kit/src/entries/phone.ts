/**
 * `@scriptorium/shared-kit/phone` — phone number normalisation and parsing (libphonenumber-js and its
 * metadata, ~30 KB gzip) and `<CountryFlag>`. Its own singleton so only screens that handle phone
 * numbers download it; `<PhoneInput>` (./core) loads the same modules on its first render.
 * (Specifiers without `.js`: see ./core.)
 * @see docs/product.md §5 (Phone), docs/product.md §R4 Phone input
 */
export * from '../phone-input/phone';
export * from '../phone-input/CountryFlag';
