import { useEffect, useRef } from 'react';
import { Alert, Card, Descriptions, Result, Skeleton, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { withdrawalActions, type Withdrawal } from '@scriptorium/contracts/payments';
import { useSession, useT } from '@scriptorium/shared-kit/core';
import { useInvalidate, useResource } from '@scriptorium/shared-kit/data';
import { formatMoney } from '@scriptorium/shared-kit/format';
import { DateTime } from '@scriptorium/shared-kit/dates';
import { StatusBadge } from '@scriptorium/shared-kit/ui';
import { catalog, type PaymentsT } from '../../i18n/catalog.js';
import { withdrawalStatusLabel } from '../../i18n/labels.js';
import { withdrawalQuery } from './api.js';
import { WithdrawalActions } from './WithdrawalActions.js';

/** How long after an action the detail reloads (ms). @see docs/product.md §4 Withdrawals (the screen refreshes after 2 s) */
export const REFRESH_AFTER_MS = 2000;
/** How often the detail reloads while M-Pesa has not answered a payment request (ms). */
export const AWAITING_POLL_MS = 3000;

/** The id in `?withdrawalId=`, or null when missing or not a positive integer. */
export function withdrawalIdOf(params: URLSearchParams): number | null {
  const id = Number(params.get('withdrawalId'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** How the payout is being made, in words of the current language. */
const payoutBy = (t: PaymentsT, gateway: 'manual' | 'mpesa') =>
  gateway === 'mpesa' ? 'M-Pesa' : t('payments.withdrawals.byHand');

function items(w: Withdrawal, t: PaymentsT) {
  const list = [
    { key: 'amount', label: t('payments.common.amount'), children: formatMoney(w.amount, { currency: 'KSh' }) },
    { key: 'writer', label: t('payments.common.writer'), children: w.user.name },
    {
      key: 'method',
      label: t('payments.common.paymentMethod'),
      children: w.payment_account?.payment_method.name ?? '',
    },
    { key: 'account_name', label: t('payments.common.accountName'), children: w.payment_account?.account_name ?? '' },
    {
      key: 'account_number',
      label: t('payments.common.accountNumber'),
      children: w.payment_account?.account_number ?? '',
    },
    { key: 'reference', label: t('payments.common.reference'), children: w.reference ?? '' },
    {
      key: 'status',
      label: t('payments.common.status'),
      children: <StatusBadge status={w.status} label={withdrawalStatusLabel(t, w.status)} />,
    },
  ];
  if (w.payout?.gateway) {
    list.push({ key: 'payout', label: t('payments.withdrawals.payout'), children: payoutBy(t, w.payout.gateway) });
    list.push({
      key: 'payout_started_at',
      label: t('payments.withdrawal.payoutStartedAt'),
      children: <DateTime value={w.payout.started_at} />,
    });
  }
  if (w.status === 'approved')
    list.push({
      key: 'paid_at',
      label: t('payments.withdrawals.paidAt'),
      children: <DateTime value={w.processed_at} />,
    });
  if (w.status === 'rejected' || w.status === 'canceled')
    list.push({
      key: 'canceled_at',
      label: t('payments.withdrawals.canceledAt'),
      children: <DateTime value={w.processed_at} />,
    });
  if (w.reason_canceled)
    list.push({ key: 'reason', label: t('payments.withdrawals.rejectReason'), children: w.reason_canceled });
  list.push({
    key: 'created_at',
    label: t('payments.withdrawal.created'),
    children: <DateTime value={w.created_at} />,
  });
  return list;
}

/** What an admin should know about a payout in progress: an M-Pesa request awaiting its answer, or why the last attempt failed. */
function PayoutNotice({ w }: { w: Withdrawal }) {
  const t = useT(catalog);
  if (w.status !== 'processing' || !w.payout) return null;
  if (w.payout.awaiting)
    return (
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={t('payments.withdrawal.awaiting.title')}
        description={t('payments.withdrawal.awaiting.description')}
      />
    );
  if (w.payout.error)
    return (
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title={t('payments.withdrawal.failed.title', { error: w.payout.error })}
        description={t('payments.withdrawal.failed.description')}
      />
    );
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      title={t('payments.withdrawal.manual.title')}
      description={t('payments.withdrawal.manual.description')}
    />
  );
}

/**
 * Withdrawal detail by `?withdrawalId=`: amount (KSh), payment method, account name and number,
 * reference, status (approved reads "Paid" with Paid At; rejected shows the reason; canceled shows
 * Canceled At), how and since when it is being paid out, created time; while pending or processing, the
 * actions of admins holding their permissions (Pay out, Mark Paid, Reject). After an action the screen
 * refreshes after 2 s; while an M-Pesa payment awaits its answer it reloads every 3 s.
 * @see docs/product.md §2 (Withdrawal detail), §4 Withdrawals and writers, §6; docs/payments.md Withdrawals and payouts
 */
export default function WithdrawalDetail() {
  const t = useT(catalog);
  const [params] = useSearchParams();
  const id = withdrawalIdOf(params);
  const query = withdrawalQuery(id ?? 0);
  const {
    data: withdrawal,
    loading,
    error,
  } = useResource({
    ...query,
    enabled: id !== null,
    refetchInterval: (q) => (q.state.data?.payout?.awaiting ? AWAITING_POLL_MS : false),
  });
  const invalidate = useInvalidate();
  const permissions = useSession((s) => s.user?.permissions);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const refreshSoon = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void invalidate(query.queryKey), REFRESH_AFTER_MS);
  };

  if (id === null) return <Result status="404" title={t('payments.withdrawal.notFound')} />;
  if (error && !withdrawal) return <Alert type="error" showIcon title={error} />;
  if (!withdrawal) return <Skeleton active loading={loading} />;
  return (
    <section data-testid="withdrawal-detail">
      <Typography.Title level={3}>{t('payments.withdrawal.title', { id: withdrawal.id })}</Typography.Title>
      {/* No card head when no action applies: an empty head left a blank strip above the details. */}
      <PayoutNotice w={withdrawal} />
      <Card
        extra={
          withdrawalActions(withdrawal, permissions).length ? (
            <WithdrawalActions withdrawal={withdrawal} onDone={refreshSoon} />
          ) : undefined
        }
      >
        <Descriptions column={{ xs: 1, md: 2 }} bordered items={items(withdrawal, t)} />
      </Card>
      <Typography.Paragraph style={{ marginTop: 16 }}>
        <Link to={`/payments/withdrawals/tab/${withdrawal.status === 'canceled' ? 'rejected' : withdrawal.status}`}>
          {t('payments.withdrawal.back')}
        </Link>
      </Typography.Paragraph>
    </section>
  );
}
