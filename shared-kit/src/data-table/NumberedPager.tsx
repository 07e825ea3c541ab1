import { Button, Space } from 'antd';
import { pageWindow } from './pagination.js';
import { kitCatalog } from '../i18n/catalog.js';
import { useT } from '../i18n/i18n.js';

/** Props of {@link NumberedPager}. */
export interface NumberedPagerProps {
  current: number;
  last: number;
  onChange: (page: number) => void;
  disabled?: boolean;
}

/**
 * Numbered page buttons with the reference's ellipsis windows (ellipses are not clickable).
 * @see docs/product.md §R1 Tables (numbered pages), docs/product.md §9
 */
export function NumberedPager({ current, last, onChange, disabled }: NumberedPagerProps) {
  const t = useT(kitCatalog);
  if (last <= 1) return null;
  return (
    <nav aria-label={t('kit.table.pages')}>
      <Space size={4} wrap>
        <Button
          size="small"
          disabled={disabled || current <= 1}
          onClick={() => onChange(current - 1)}
          aria-label={t('kit.table.previousPage')}
        >
          ‹
        </Button>
        {pageWindow(current, last).map((item, i) =>
          item === '…' ? (
            <span key={`gap-${i}`} aria-hidden="true" style={{ padding: '0 4px' }}>
              …
            </span>
          ) : (
            <Button
              key={item}
              size="small"
              type={item === current ? 'primary' : 'default'}
              aria-current={item === current ? 'page' : undefined}
              disabled={disabled}
              onClick={() => item !== current && onChange(item)}
            >
              {item}
            </Button>
          ),
        )}
        <Button
          size="small"
          disabled={disabled || current >= last}
          onClick={() => onChange(current + 1)}
          aria-label={t('kit.table.nextPage')}
        >
          ›
        </Button>
      </Space>
    </nav>
  );
}
