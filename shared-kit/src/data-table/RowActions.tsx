import type { ReactNode } from 'react';
import { Button, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import { hasPermission } from '@scriptorium/contracts/core';
import { sessionStore } from '../session/sessionStore.js';
import { ActionButton } from '../action-button/ActionButton.js';
import { useFeedback } from '../feedback/useFeedback.js';
import { fillPlaceholders } from './columns.js';

/** One row action (docs/product.md §6: row actions can require a permission; unpermitted ones are hidden). */
export interface RowAction<Row> {
  label: string;
  icon?: ReactNode;
  /** Permission key needed; empty = always. */
  permission?: string;
  /** Ask 'Are you sure?' (or this question) first. */
  confirm?: boolean | string;
  /** Navigate to this path; `{field}` placeholders are filled from the row. */
  to?: string;
  /** Call this URL (placeholders filled) with `method`; success toasts and reloads the table. */
  action?: string;
  method?: 'post' | 'put' | 'patch' | 'delete';
  /** Custom handler (after the confirmation, if any). */
  onClick?: (row: Row) => unknown;
  danger?: boolean;
  /** Hide the action for some rows. */
  hidden?: (row: Row) => boolean;
}

/** Props of {@link RowActions}. */
export interface RowActionsProps<Row> {
  row: Row;
  actions: readonly RowAction<Row>[];
  /** Called after a URL action succeeded. */
  onDone?: () => void;
}

/** The buttons of one row's actions, filtered by permission and `hidden`. */
export function RowActions<Row>({ row, actions, onDone }: RowActionsProps<Row>) {
  const permissions = sessionStore((s) => s.user?.permissions);
  const navigate = useNavigate();
  const { confirm } = useFeedback();
  const visible = actions.filter((a) => hasPermission(permissions, a.permission) && !a.hidden?.(row));
  if (visible.length === 0) return null;
  return (
    <Space size={4} wrap>
      {visible.map((a) => {
        if (a.action) {
          return (
            <ActionButton key={a.label} size="small" icon={a.icon} danger={a.danger} action={fillPlaceholders(a.action, row)} method={a.method}
              confirm={a.confirm} onSuccess={() => onDone?.()}>
              {a.label}
            </ActionButton>
          );
        }
        const run = async () => {
          if (a.confirm && !(await confirm(typeof a.confirm === 'string' ? { title: a.confirm } : {}))) return;
          if (a.to) navigate(fillPlaceholders(a.to, row));
          await a.onClick?.(row);
        };
        return (
          <Button key={a.label} size="small" icon={a.icon} danger={a.danger} onClick={run}>
            {a.label}
          </Button>
        );
      })}
    </Space>
  );
}
