import { useState } from 'react';
import { getApiRoot } from '../api/apiClient.js';

/**
 * URL of a country's flag image on the API host: `/flags/{ISO}.svg` when the API is the page's own
 * origin (a relative API root), `{origin of the API root}/flags/{ISO}.svg` when it is another.
 * Root-relative on the page's origin so HTML prerendered at build time, which knows no origin, names
 * the page's own host rather than one baked in at build.
 * @see docs/product.md §7 Real time (Country flag images come from the API host under flags/{iso}.svg)
 */
export function flagUrl(isoCode: string): string {
  const path = `/flags/${isoCode.toUpperCase()}.svg`;
  const root = getApiRoot();
  return /^[a-z][a-z\d+.-]*:\/\//i.test(root) ? new URL(path, root).href : path;
}

/** Props of {@link CountryFlag}. */
export interface CountryFlagProps {
  /** ISO 3166-1 alpha-2 code. */
  isoCode: string;
  /** Height in px (width is 1.5×). Default 14. */
  size?: number;
}

/**
 * A country's flag from the API host; the ISO code as text when the image cannot load (emoji flags
 * do not render on every system).
 * @see docs/product.md §7 (flags/{iso}.svg), §2 (/users/clients shows a country flag)
 */
export function CountryFlag({ isoCode, size = 14 }: CountryFlagProps) {
  const [failed, setFailed] = useState(false);
  if (failed || !isoCode) return <span style={{ fontSize: 11, fontWeight: 600 }}>{isoCode.toUpperCase()}</span>;
  return (
    <img
      src={flagUrl(isoCode)}
      alt={isoCode.toUpperCase()}
      width={Math.round(size * 1.5)}
      height={size}
      style={{ verticalAlign: 'middle', borderRadius: 2, objectFit: 'cover' }}
      onError={() => setFailed(true)}
    />
  );
}
