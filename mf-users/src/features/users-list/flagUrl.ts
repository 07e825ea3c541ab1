import { getApiRoot } from '@scriptorium/shared-kit/core';

/**
 * The flag image of a country, served by the API host under `flags/{iso}.svg` (docs/product.md §7 Real time:
 * "Country flag images come from the API host under flags/{iso}.svg"). Null without a code.
 */
export function flagUrl(isoCode: string | null | undefined): string | null {
  if (!isoCode || !/^[A-Za-z]{2}$/.test(isoCode)) return null;
  const origin = new URL(getApiRoot(), globalThis.location?.href ?? 'http://localhost/').origin;
  return `${origin}/flags/${isoCode.toUpperCase()}.svg`;
}
