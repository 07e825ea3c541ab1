import { useMemo } from 'react';
import { Typography } from 'antd';
import { useT } from '@scriptorium/shared-kit/core';
import { DataTable } from '@scriptorium/shared-kit/ui';
import type { LinkRow } from '@scriptorium/contracts/settings';
import type { TableHeader } from '@scriptorium/shared-kit/table';
import { catalog } from '../../i18n/catalog.js';
import { linksTable } from './api.js';

/**
 * `/links`: the referral links orders arrived through (id, url, order_count, created_at), newest first;
 * a row opens its detail.
 * @see docs/product.md §2 /links, §3 Link
 */
export default function LinksPage() {
  const t = useT(catalog);
  const columns = useMemo<TableHeader<LinkRow>[]>(
    () => [
      { key: 'id', label: t('settings.column.id') },
      { key: 'url', label: t('settings.column.url') },
      { key: 'order_count', label: t('settings.links.orderCount'), format: 'number' },
      { key: 'created_at', label: t('settings.column.created_at') },
    ],
    [t],
  );
  return (
    <section data-testid="links-page">
      <Typography.Title level={3}>{t('settings.links.title')}</Typography.Title>
      <DataTable<LinkRow>
        {...linksTable}
        columns={columns}
        rowLink="/links/view?id={id}"
        paging="numbered"
        exportable
        dateRange="all"
      />
    </section>
  );
}
