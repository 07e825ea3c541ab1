import { useMemo, useState } from 'react';
import { Input, Select, Space } from 'antd';
import { findCountry, getCountries } from './countries.js';
import { CountryFlag } from './CountryFlag.js';
import { DEFAULT_PHONE_COUNTRY } from '@scriptorium/contracts/core';
import { normalizePhone } from '@scriptorium/contracts/phone';
import { digitsOnly, parsePhone, PHONE_PLACEHOLDER } from './phone.js';
import { INTL_LOCALES, type Locale } from '@scriptorium/contracts/core';
import { kitCatalog } from '../i18n/catalog.js';
import { useLocale, useT } from '../i18n/i18n.js';

// Built on first use, one per language (no ICU at module load: entries/noIcuAtLoad.test.ts).
const regionNames = new Map<Locale, { names: Intl.DisplayNames; collator: Intl.Collator }>();

/**
 * Country names in `locale`: the dataset's English names in English; `Intl.DisplayNames` otherwise
 * (Swahili 'Kenya', 'Ujerumani'), the English name where it has none.
 */
function countryName(isoCode: string, englishName: string, locale: Locale): string {
  if (locale === 'en') return englishName;
  const tools = regionNames.get(locale) ?? {
    names: new Intl.DisplayNames([INTL_LOCALES[locale]], { type: 'region', fallback: 'none' }),
    collator: new Intl.Collator(INTL_LOCALES[locale]),
  };
  regionNames.set(locale, tools);
  try {
    return tools.names.of(isoCode) ?? englishName;
  } catch {
    return englishName;
  }
}

/** Props of {@link PhoneInput}. */
export interface PhoneInputProps {
  /** Stored number: E.164 ('+254712345678'), digits, or the old `cc:ext:num` form. */
  value?: string | null;
  /** Called with the number to store, E.164 for the chosen country (contracts' `normalizePhone`), or '' when empty. */
  onChange?: (value: string) => void;
  /** ISO code of the starting country (default KE, +254). */
  defaultCountry?: string;
  placeholder?: string;
  id?: string;
  disabled?: boolean;
  status?: 'error' | 'warning';
  onBlur?: () => void;
}

/**
 * A phone number input with a searchable picker of every country and territory (flag, name, dial
 * code). Keeps digits only; emits the E.164 number the API stores too (`normalizePhone` of contracts:
 * the national prefix dropped only where the country has one). A stored number of any country is split
 * back with libphonenumber-js.
 * @see docs/product.md §5 (Phone), §3 (Country option), §9 (default Kenya; placeholder 712345678)
 */
export function PhoneInput({
  value,
  onChange,
  defaultCountry = DEFAULT_PHONE_COUNTRY,
  placeholder = PHONE_PLACEHOLDER,
  id,
  disabled,
  status,
  onBlur,
}: PhoneInputProps) {
  const t = useT(kitCatalog);
  const locale = useLocale();
  const options = useMemo(() => {
    const list = getCountries().map((c) => {
      const name = countryName(c.isoCode, c.name, locale);
      return {
        value: c.isoCode,
        title: name,
        dial: c.dialCode,
        // Found by its name in the current language and in English, its dial code or its ISO code.
        search:
          name === c.name ? `${c.name} ${c.dialCode} ${c.isoCode}` : `${name} ${c.name} ${c.dialCode} ${c.isoCode}`,
        label: (
          <span>
            <CountryFlag isoCode={c.isoCode} /> {c.dialCode}
          </span>
        ),
      };
    });
    // English keeps the dataset's order (sorted by English name); other languages sort by their names.
    const collator = regionNames.get(locale)?.collator;
    return collator ? list.sort((a, b) => collator.compare(a.title, b.title)) : list;
  }, [locale]);
  const initial = parsePhone(value, defaultCountry);
  const [iso, setIso] = useState(initial.isoCode);
  const [digits, setDigits] = useState(initial.national);
  const [seen, setSeen] = useState(value ?? '');

  // A controlled value set from outside (a form reset, a loaded record) is split again.
  if (value !== undefined && (value ?? '') !== seen) {
    const parts = parsePhone(value, defaultCountry);
    setSeen(value ?? '');
    setIso(parts.isoCode);
    setDigits(parts.national);
  }

  const country = findCountry(iso) ?? findCountry(DEFAULT_PHONE_COUNTRY);
  const emit = (nextIso: string, nextDigits: string) => {
    const out = normalizePhone(nextDigits, nextIso);
    setSeen(out);
    onChange?.(out);
  };

  return (
    <Space.Compact style={{ width: '100%' }}>
      <Select
        aria-label={t('kit.phone.country')}
        value={country?.isoCode}
        disabled={disabled}
        status={status}
        style={{ width: 130 }}
        popupMatchSelectWidth={300}
        showSearch={{ optionFilterProp: 'search' }}
        options={options}
        optionRender={(o) => (
          <span>
            <CountryFlag isoCode={String(o.value)} /> {o.data.title} <small>({o.data.dial})</small>
          </span>
        )}
        onChange={(next: string) => {
          setIso(next);
          emit(next, digits);
        }}
      />
      <Input
        id={id}
        type="tel"
        inputMode="numeric"
        aria-label={t('kit.phone.number')}
        placeholder={placeholder}
        value={digits}
        disabled={disabled}
        status={status}
        onBlur={onBlur}
        onChange={(e) => {
          const next = digitsOnly(e.target.value);
          setDigits(next);
          emit(iso, next);
        }}
      />
    </Space.Compact>
  );
}
