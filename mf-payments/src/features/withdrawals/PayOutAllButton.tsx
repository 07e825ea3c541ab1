import { useState } from 'react';
import { Button, List, Modal, Typography } from 'antd';
import {
  payoutAllAnswer,
  withdrawalActions,
  type PayoutResult,
  type Withdrawal,
} from '@scriptorium/contracts/payments';
import { errorMessage, feedback, post, useSession, useT } from '@scriptorium/shared-kit/core';
import { formatMoney } from '@scriptorium/shared-kit/format';
import { catalog } from '../../i18n/catalog.js';
import { payoutAllAction } from './api.js';

/** Props of {@link PayOutAllButton}. */
export interface PayOutAllButtonProps {
  /** The rows the table shows now. */
  rows: readonly Withdrawal[];
  /** Called once the server answered (the table and counts changed). */
  onDone: () => void;
}

/** The shown withdrawals Pay out would send through M-Pesa now (pending, or processing after a failed attempt). */
export function mpesaPayable(
  rows: readonly Withdrawal[],
  permissions: readonly string[] | string | null | undefined,
): Withdrawal[] {
  return rows.filter((w) => w.payout?.channel === 'mpesa' && withdrawalActions(w, permissions).includes('payout'));
}

/**
 * "Pay out all M-Pesa withdrawals shown": asks first, naming how many and the total, then pays each out
 * on its own (`POST payments/withdrawals/payout`) and lists what happened to each. Hidden when no shown
 * row would go through M-Pesa.
 * @see docs/payments.md Withdrawals and payouts
 */
export function PayOutAllButton({ rows, onDone }: PayOutAllButtonProps) {
  const t = useT(catalog);
  const permissions = useSession((s) => s.user?.permissions);
  const [results, setResults] = useState<{ rows: Withdrawal[]; answer: PayoutResult[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const payable = mpesaPayable(rows, permissions);
  if (!payable.length) return null;
  const total = payable.reduce((sum, w) => sum + Math.round(w.amount * 100), 0) / 100;

  const run = async () => {
    const count = payable.length;
    const yes = await feedback.confirm({
      title: t('payments.withdrawals.payOutAll.title', { count }),
      content: t('payments.withdrawals.payOutAll.content', { total: formatMoney(total, { currency: 'KSh' }), count }),
      okText: t('payments.withdrawals.payOutAll.ok'),
      cancelText: t('payments.common.notNow'),
    });
    if (!yes) return;
    setBusy(true);
    try {
      const answer = payoutAllAnswer.parse(await post(payoutAllAction, { ids: payable.map((w) => w.id) }));
      setResults({ rows: payable, answer: answer.results });
    } catch (err) {
      feedback.toast.error(errorMessage(err));
    } finally {
      setBusy(false);
      onDone();
    }
  };

  return (
    <>
      <Button onClick={() => void run()} loading={busy}>
        {t('payments.withdrawals.payOutAll')}
      </Button>
      <Modal
        open={results !== null}
        title={t('payments.withdrawals.payOutAll.results')}
        onCancel={() => setResults(null)}
        onOk={() => setResults(null)}
        cancelButtonProps={{ style: { display: 'none' } }}
        okText={t('payments.common.close')}
      >
        <List
          dataSource={results?.answer ?? []}
          renderItem={(r) => {
            const w = results?.rows.find((x) => x.id === r.id);
            return (
              <List.Item data-testid={`payout-result-${r.id}`}>
                <List.Item.Meta
                  title={`#${r.id}${w ? ` ${w.user.name}, ${formatMoney(w.amount, { currency: 'KSh' })}` : ''}`}
                  description={
                    <Typography.Text type={r.ok ? 'success' : 'danger'}>
                      {t(r.ok ? 'payments.withdrawals.payOutAll.sent' : 'payments.withdrawals.payOutAll.notSent', {
                        message: r.message,
                      })}
                    </Typography.Text>
                  }
                />
              </List.Item>
            );
          }}
        />
      </Modal>
    </>
  );
}
