import type { CSSProperties } from 'react';
import { LOCALE_NAMES, LOCALES, type Locale } from '@scriptorium/contracts/core';
import { errorMessage, useFeedback, useLocale, useT } from '@scriptorium/shared-kit/core';
import { catalog } from '../../i18n/catalog.js';
import { switchLocale } from './saveLocale.js';

/**
 * The language switch's click: {@link switchLocale}, a failed save on the profile toasted (the page
 * keeps the language chosen). For the switch here and the user menu's.
 */
export function useSwitchLocale(): (next: Locale) => Promise<void> {
  const { toast } = useFeedback();
  return async (next) => {
    await switchLocale(next, (error) =>
      toast.error(catalog.t('shell.language.save_failed', { reason: errorMessage(error) })),
    );
  };
}

const LINK = 'var(--ant-color-primary, #1677ff)';

/**
 * The language switch of the guest header and the auth layout: the two languages, each named in itself
 * (`LOCALE_NAMES`: "English", "Kiswahili"), the current one pressed. One click switches the whole page
 * (no reload). Plain buttons, no antd component: the auth layout is the first page most people load.
 * @see docs/architecture.md Languages
 */
export function LanguageSwitch({ style }: { style?: CSSProperties }) {
  const t = useT(catalog);
  const locale = useLocale();
  const choose = useSwitchLocale();
  return (
    <div
      role="group"
      aria-label={t('shell.language.label')}
      data-testid="language-switch"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, ...style }}
    >
      {LOCALES.map((code, i) => {
        const current = code === locale;
        return (
          <span key={code} style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
            {i > 0 && (
              <span aria-hidden style={{ color: 'var(--ant-color-text-quaternary, rgba(0, 0, 0, 0.25))' }}>
                |
              </span>
            )}
            <button
              type="button"
              lang={code}
              aria-pressed={current}
              data-testid={`language-${code}`}
              onClick={() => void (current ? undefined : choose(code))}
              style={{
                background: 'none',
                border: 'none',
                padding: '0 4px',
                font: 'inherit',
                cursor: current ? 'default' : 'pointer',
                color: current ? 'inherit' : LINK,
                fontWeight: current ? 600 : 'normal',
              }}
            >
              {LOCALE_NAMES[code]}
            </button>
          </span>
        );
      })}
    </div>
  );
}
