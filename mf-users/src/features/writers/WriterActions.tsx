import { Space } from 'antd';
import { writerStateActions, type UserListRow } from '@scriptorium/contracts/users';
import { useCan, useT } from '@scriptorium/shared-kit/core';
import { ActionButton } from '@scriptorium/shared-kit/ui';
import { catalog } from '../../i18n/catalog.js';
import { writerStatusAction } from './api.js';

/**
 * The state actions offered for one writer (Approve a pending writer, Suspend, Reactivate), each an
 * ActionButton that asks first and calls `POST users/{id}/status`. Hidden without
 * `users.writers.manage_writers`.
 * @see docs/product.md §4 (Writer states: active, pending, suspended)
 */
export function WriterActions({ writer, onDone }: { writer: UserListRow; onDone: () => void }) {
  const allowed = useCan('users.writers.manage_writers');
  const t = useT(catalog);
  if (!allowed || !writer.status) return null;
  return (
    <Space size={4}>
      {writerStateActions(writer.status).map((action) => (
        <ActionButton
          key={action}
          size="small"
          danger={action === 'suspend'}
          action={writerStatusAction(writer.id)}
          payload={{ action }}
          confirm={t(`users.writers.confirm.${action}`, { name: writer.name })}
          onSuccess={onDone}
        >
          {t(`users.writers.action.${action}`)}
        </ActionButton>
      ))}
    </Space>
  );
}
