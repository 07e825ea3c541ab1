import { useLocale } from '../i18n/i18n.js';
import { formatMoney, type Currency } from './numbers.js';

/** Props of {@link Money}. */
export interface MoneyProps {
  /** A decimal amount as the API sends it (not minor units). */
  value: number | string | null | undefined;
  /** 'USD' → '$1,234.00'; 'KSh' → 'KSh 1,234.00'; omitted → '1,234.00'. */
  currency?: Currency;
  /** Fixed decimals (default 2). */
  decimals?: number;
}

/**
 * A money amount with grouped digits, as the current language writes it (re-rendered on a switch).
 * Client prices are USD, writer balances KSh.
 * @see docs/product.md §9 (grouped digits with fixed decimals), docs/architecture.md API (money)
 */
export function Money({ value, currency, decimals }: MoneyProps) {
  const locale = useLocale();
  return <span className="kit-money">{formatMoney(value, { currency, decimals, locale })}</span>;
}
