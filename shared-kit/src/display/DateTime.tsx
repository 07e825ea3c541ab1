import { useLocale } from '../i18n/i18n.js';
import { formatDate, toDate, type DateFormatName } from './formatters.js';

/** Props of {@link DateTime}. */
export interface DateTimeProps {
  /** A Date, ISO 8601 string or epoch milliseconds. */
  value: Date | string | number | null | undefined;
  /** A named format (`default` 'MMM d, yyyy, h:mm a', `long`, `us`, `iso`, `time`) or a date-fns pattern. */
  format?: DateFormatName | string;
}

/**
 * A date in the viewer's time zone inside a `<time>` element (empty for an invalid value), in the
 * current language (re-rendered on a switch).
 * @see docs/product.md §9 (date display default 'MMM d, yyyy, h:mm a'; MMMM d, yyyy; MM/dd/yyyy; yyyy-MM-dd; HH:mm)
 */
export function DateTime({ value, format = 'default' }: DateTimeProps) {
  const locale = useLocale();
  const d = toDate(value);
  if (!d) return null;
  return <time dateTime={d.toISOString()}>{formatDate(d, format, locale)}</time>;
}
