import { useState } from 'react';
import { Alert, Button, Card, Col, Row, Statistic, Typography } from 'antd';
import { canRequestWithdrawal, WITHDRAWAL_MIN_BALANCE } from '@scriptorium/contracts/payments';
import { useT } from '@scriptorium/shared-kit/core';
import { tableKey, useInvalidate, useResource } from '@scriptorium/shared-kit/data';
import { formatMoney } from '@scriptorium/shared-kit/format';
import { RoutedTabs } from '@scriptorium/shared-kit/ui';
import { catalog } from '../../i18n/catalog.js';
import { writerStatsQuery } from '../writer-dashboard/index.js';
import { paymentAccountsQuery, transactionsTable, writerWithdrawalsTable } from './api.js';
import { PaymentAccountForm } from './PaymentAccountForm.js';
import { TransactionsTable, WriterWithdrawalsTable } from './EarningsTables.js';
import { defaultAccount, WithdrawalRequestModal } from './WithdrawalRequestModal.js';

/**
 * `/writer/earnings/tab/{all_transactions|withdrawals}`: the writer's balance (KSh) with 'Request
 * Withdrawal' (offered only above KSh 50), the payment account form, and tabs with every ledger
 * transaction (amount, description, running balance) and the writer's withdrawals (status — approved
 * reads "Paid" — and the reason of a rejection).
 * @see docs/product.md §2 /writer/earnings (tab all_transactions), §5, §7 Payments and Writer
 */
export default function WriterEarnings() {
  const t = useT(catalog);
  const stats = useResource(writerStatsQuery());
  const accounts = useResource(paymentAccountsQuery());
  const invalidate = useInvalidate();
  const [requesting, setRequesting] = useState(false);
  const balance = stats.data?.balance ?? 0;
  // A request reserves the amount (a cancel returns it): the balance, the ledger and the withdrawals change.
  const onSent = () =>
    [
      writerStatsQuery().queryKey,
      tableKey(transactionsTable.endpoint),
      tableKey(writerWithdrawalsTable.endpoint),
    ].forEach((key) => void invalidate(key));

  return (
    <section data-testid="writer-earnings">
      <Typography.Title level={3}>{t('payments.earnings.title')}</Typography.Title>
      {stats.error && <Alert type="error" showIcon title={stats.error} style={{ marginBottom: 16 }} />}
      {/* The balance and payment account side by side above the tables, which get the full width: beside
          them the withdrawals table's nine columns ran off the screen at 1366 px. */}
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={24} md={10}>
          <Card style={{ height: '100%' }}>
            <Statistic
              title={t('payments.common.balance')}
              loading={stats.loading && !stats.data}
              value={formatMoney(balance, { currency: 'KSh' })}
            />
            <div style={{ marginTop: 16 }}>
              {canRequestWithdrawal(balance) ? (
                <Button type="primary" onClick={() => setRequesting(true)}>
                  {t('payments.earnings.requestWithdrawal')}
                </Button>
              ) : (
                stats.data && (
                  <Typography.Text type="secondary">
                    {t('payments.earnings.minBalance', {
                      amount: formatMoney(WITHDRAWAL_MIN_BALANCE, { currency: 'KSh' }),
                    })}
                  </Typography.Text>
                )
              )}
            </div>
          </Card>
        </Col>
        <Col xs={24} md={14}>
          <Card title={t('payments.common.paymentAccount')} style={{ height: '100%' }}>
            {accounts.error && <Alert type="error" showIcon title={accounts.error} style={{ marginBottom: 16 }} />}
            {accounts.data && (
              <PaymentAccountForm
                accounts={accounts.data}
                account={defaultAccount(accounts.data)}
                onSaved={() => void invalidate(paymentAccountsQuery().queryKey)}
              />
            )}
          </Card>
        </Col>
      </Row>
      <RoutedTabs
        base="/writer/earnings"
        tabs={[
          { name: 'all_transactions', label: t('payments.earnings.allTransactions'), element: <TransactionsTable /> },
          {
            name: 'withdrawals',
            label: t('payments.earnings.withdrawals'),
            element: <WriterWithdrawalsTable onChanged={onSent} />,
          },
        ]}
      />
      <WithdrawalRequestModal
        open={requesting}
        balance={balance}
        accounts={accounts.data ?? []}
        onSent={onSent}
        onClose={() => setRequesting(false)}
      />
    </section>
  );
}
