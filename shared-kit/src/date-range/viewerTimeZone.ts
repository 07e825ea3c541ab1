/**
 * The viewer's IANA time zone (`Africa/Nairobi`), sent as `tz` with every date range so the API bounds
 * the days where the viewer is; undefined when the browser does not say.
 * @see docs/architecture.md API (Time), contracts `tableQuery.tz`
 */
export function viewerTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
