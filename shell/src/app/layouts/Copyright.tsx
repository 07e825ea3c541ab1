import type { CSSProperties } from 'react';
import { useT } from '@scriptorium/shared-kit/core';
import { catalog } from '../../i18n/catalog.js';

/** First and last year of the copyright line (docs/product.md §9: 2005 to 2025). */
export const COPYRIGHT_YEARS = '2005 - 2025';

/** The footer line of every layout. @see docs/product.md §9 (Copyright text spans 2005 to 2025) */
export function Copyright({ style }: { style?: CSSProperties }) {
  const t = useT(catalog);
  return (
    <footer
      data-testid="copyright"
      style={{ padding: '16px 24px', textAlign: 'center', color: '#595959', fontSize: 13, ...style }}
    >
      {t('shell.copyright', { years: COPYRIGHT_YEARS })}
    </footer>
  );
}
