import type { ReactNode } from 'react';
import { Button, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import { hasPermission } from '@scriptorium/contracts/core';
import type { PermissionRequirement } from '../permissions/useCan.js';
import { sessionStore } from '../session/sessionStore.js';
import { ActionButton } from '../action-button/ActionButton.js';
import { useFeedback } from '../feedback/useFeedback.js';
import type { ConfirmOptions } from '../feedback/createFeedback.js';
import { fillPlaceholders } from './columns.js';

/** One row action (docs/product.md §6: row actions can require a permission; unpermitted ones are hidden). */
export interface RowAction<Row> {
  label: string;
  icon?: ReactNode;
  /** Permission key needed; empty = always. */
  permission?: PermissionRequirement;
  /** Ask 'Are you sure?' (or this question) first. */
  confirm?: boolean | string;
  /**
   * What the confirmation says under its question: what the action acts on ('Delete the service type
   * Essay Writing?'). Default: the label and the row's name, title or id ('Delete Essay Writing?').
   */
  confirmText?: (row: Row) => string;
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
  /** Lets the buttons wrap (a phone's card); in a table row they stay on one line. */
  wrap?: boolean;
}

/** What a row is called: its name, title, subject or slug, else '#{id}' (empty when it has none). */
function rowName(row: unknown): string {
  if (!row || typeof row !== 'object') return '';
  const r = row as Record<string, unknown>;
  for (const k of ['name', 'title', 'subject', 'slug']) if (typeof r[k] === 'string' && r[k]) return r[k] as string;
  return typeof r.id === 'number' || typeof r.id === 'string' ? `#${r.id}` : '';
}

/** The confirmation of `a` on `row`: its question, and under it what it acts on. */
function confirmOf<Row>(a: RowAction<Row>, row: Row): ConfirmOptions | null {
  if (!a.confirm) return null;
  const name = rowName(row);
  const content = a.confirmText ? a.confirmText(row) : name ? `${a.label} ${name}?` : undefined;
  return { ...(typeof a.confirm === 'string' ? { title: a.confirm } : {}), ...(content ? { content } : {}) };
}

/** The buttons of one row's actions, filtered by permission and `hidden`; a confirmation names the row. */
export function RowActions<Row>({ row, actions, onDone, wrap }: RowActionsProps<Row>) {
  const permissions = sessionStore((s) => s.user?.permissions);
  const navigate = useNavigate();
  const { confirm } = useFeedback();
  const visible = actions.filter((a) => hasPermission(permissions, a.permission) && !a.hidden?.(row));
  if (visible.length === 0) return null;
  return (
    <Space size={4} wrap={wrap}>
      {visible.map((a) => {
        if (a.action) {
          return (
            <ActionButton
              key={a.label}
              size="small"
              icon={a.icon}
              danger={a.danger}
              action={fillPlaceholders(a.action, row)}
              method={a.method}
              confirm={confirmOf(a, row) ?? false}
              onSuccess={() => onDone?.()}
            >
              {a.label}
            </ActionButton>
          );
        }
        const run = async () => {
          const asked = confirmOf(a, row);
          if (asked && !(await confirm(asked))) return;
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
