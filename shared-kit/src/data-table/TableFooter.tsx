import { Button, Flex, Select, Spin, Typography } from 'antd';
import { NumberedPager } from './NumberedPager.js';
import { pageSizeOptions } from './tableState.js';
import type { PageMeta } from './fetchPage.js';
import type { PagingStyle } from './pagination.js';
import { kitCatalog } from '../i18n/catalog.js';
import { useT } from '../i18n/i18n.js';
import { useLocale } from '../i18n/i18n.js';
import { formatCount } from '../display/numbers.js';

/** Props of {@link TableFooter}. */
export interface TableFooterProps {
  meta: PageMeta | null;
  paging: PagingStyle;
  /** Rows shown now (load-more count text). */
  shown: number;
  page: number;
  perPage: number;
  /** The configured page size (added to the options when missing). */
  configuredSize: number;
  busy: boolean;
  /** New rows are on their way while the old ones stay shown: a small spinner after the count. */
  reloading?: boolean;
  hideCount?: boolean;
  onPage: (page: number) => void;
  onPerPage: (size: number) => void;
}

/**
 * Count text ('Showing {total} items' / 'Showing {shown} of {total} items', "about {total}" when the
 * server estimated it), numbered pages or
 * 'Load More' (while rows remain), and the page-size select (when there is more than one page).
 * @see docs/product.md §R1 Tables (count text, page-size select), docs/product.md §4 Toolkit
 */
export function TableFooter({
  meta,
  paging,
  shown,
  page,
  perPage,
  configuredSize,
  busy,
  reloading,
  hideCount,
  onPage,
  onPerPage,
}: TableFooterProps) {
  const t = useT(kitCatalog);
  const locale = useLocale();
  if (!meta) return null;
  // An estimated total (the server stops counting past a cap) reads "about N", its digits grouped as the
  // language groups them; an exact one is shown as its plain digits. One thing is an item, not "1 items"
  // (docs/product.md §R1's count text, in the singular when it is one): the catalogue's plural.
  const total = meta.estimated ? formatCount(meta.total, locale) : String(meta.total);
  const values = { count: meta.estimated ? 2 : meta.total, total, shown };
  const text =
    paging === 'numbered'
      ? t(meta.estimated ? 'kit.table.countAbout' : 'kit.table.count', values)
      : t(meta.estimated ? 'kit.table.shownAbout' : 'kit.table.shown', values);
  return (
    <Flex wrap gap={12} align="center" justify="space-between" style={{ marginTop: 12 }}>
      <span>
        {!hideCount && <Typography.Text type="secondary">{text}</Typography.Text>}
        {reloading && (
          <Spin
            size="small"
            aria-label={t('kit.common.loading')}
            data-testid="table-reloading"
            style={{ marginInlineStart: 8 }}
          />
        )}
      </span>
      {paging === 'numbered' ? (
        <NumberedPager current={page} last={meta.lastPage} onChange={onPage} disabled={busy} />
      ) : (
        shown < meta.total && (
          <Button onClick={() => onPage(page + 1)} loading={busy}>
            {t('kit.table.loadMore')}
          </Button>
        )
      )}
      {meta.lastPage > 1 && (
        <Select
          aria-label={t('kit.table.pageSize')}
          size="small"
          value={perPage}
          style={{ width: 110 }}
          options={pageSizeOptions(configuredSize).map((n) => ({
            value: n,
            label: t('kit.table.perPage', { size: n }),
          }))}
          onChange={onPerPage}
        />
      )}
    </Flex>
  );
}
