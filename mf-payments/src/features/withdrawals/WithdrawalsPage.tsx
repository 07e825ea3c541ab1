import { Typography } from 'antd';
import { RoutedTabs, useCounts } from '@scriptorium/shared-kit/ui';
import { WithdrawalsTable } from './WithdrawalsTable.js';

/** The tabs of `/payments/withdrawals`. @see docs/product.md §2 */
export const WITHDRAWAL_TABS = ['pending', 'approved', 'rejected'] as const;

/**
 * `/payments/withdrawals/tab/{pending|approved|rejected}`: the withdrawals by status; the pending tab
 * carries a badge with how many wait for an admin.
 * @see docs/product.md §2 /payments/withdrawals, §2 Menus (tab badges)
 */
export default function WithdrawalsPage() {
  const counts = useCounts('payments/withdrawals/counts');
  return (
    <section data-testid="withdrawals-page">
      <Typography.Title level={3}>Withdrawals</Typography.Title>
      <RoutedTabs
        base="/payments/withdrawals"
        counts={{ pending: counts.pending ?? 0 }}
        tabs={WITHDRAWAL_TABS.map((status) => ({ name: status, element: <WithdrawalsTable status={status} /> }))}
      />
    </section>
  );
}
