import { Typography } from 'antd';
import { DataTable } from '@scriptorium/shared-kit/ui';
import type { LinkRow } from '@scriptorium/contracts/settings';
import { linksTable } from './api.js';

/**
 * `/links`: the referral links orders arrived through (id, url, order_count, created_at), newest first;
 * a row opens its detail.
 * @see docs/product.md §2 /links, §3 Link
 */
export default function LinksPage() {
  return (
    <section data-testid="links-page">
      <Typography.Title level={3}>Links</Typography.Title>
      <DataTable<LinkRow>
        {...linksTable}
        columns={['id', 'url', { key: 'order_count', label: 'Order Count', format: 'number' }, 'created_at']}
        rowLink="/links/view?id={id}"
        paging="numbered"
        exportable
        dateRange="all"
      />
    </section>
  );
}
