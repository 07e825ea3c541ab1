import { Typography } from 'antd';
import { useT } from '@scriptorium/shared-kit/core';
import { RoutedTabs, useCounts } from '@scriptorium/shared-kit/ui';
import { catalog, type PaymentsMessageId } from '../../i18n/catalog.js';
import { withdrawalCountsUrl } from './api.js';
import { WithdrawalsTable } from './WithdrawalsTable.js';

/** The tabs of `/payments/withdrawals`: the product's pending, approved and rejected, and processing (payouts in progress). @see docs/product.md §2 */
export const WITHDRAWAL_TABS = ['pending', 'processing', 'approved', 'rejected'] as const;

/** Each tab's title. */
const TAB_LABELS: Record<(typeof WITHDRAWAL_TABS)[number], PaymentsMessageId> = {
  pending: 'payments.withdrawals.tab.pending',
  processing: 'payments.withdrawals.tab.processing',
  approved: 'payments.withdrawals.tab.approved',
  rejected: 'payments.withdrawals.tab.rejected',
};

/**
 * `/payments/withdrawals/tab/{pending|processing|approved|rejected}`: the withdrawals by status; the
 * pending and processing tabs carry a badge with how many wait for an admin.
 * @see docs/product.md §2 /payments/withdrawals, §2 Menus (tab badges); docs/payments.md Withdrawals and payouts
 */
export default function WithdrawalsPage() {
  const t = useT(catalog);
  const counts = useCounts(withdrawalCountsUrl);
  return (
    <section data-testid="withdrawals-page">
      <Typography.Title level={3}>{t('payments.withdrawals.title')}</Typography.Title>
      <RoutedTabs
        base="/payments/withdrawals"
        counts={{ pending: counts.pending ?? 0, processing: counts.processing ?? 0 }}
        tabs={WITHDRAWAL_TABS.map((status) => ({
          name: status,
          label: t(TAB_LABELS[status]),
          element: <WithdrawalsTable status={status} />,
        }))}
      />
    </section>
  );
}
