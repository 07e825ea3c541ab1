import { Tag } from 'antd';
import { useLocale } from '../i18n/i18n.js';
import { statusColor, statusLabel, statusName } from './status.js';

/** Props of {@link StatusBadge}. */
export interface StatusBadgeProps {
  /** Any status of docs/product.md §4 (`in_progress`, `pending_disbursement`, …) or a numeric state 0–3. */
  status: string | number | null | undefined;
  /** Text to show instead of the status label (e.g. 'Paid' for an approved withdrawal). */
  label?: string;
}

/**
 * A coloured tag for a status in the current language: `in_progress` → 'In Progress' ('Inaendelea');
 * 0–3 → Pending, Sent, Delivered, Failed.
 * Renders nothing for an empty status.
 * @see docs/product.md §4 (statuses), §4 Withdrawals and writers (numeric 0 to 3)
 */
export function StatusBadge({ status, label }: StatusBadgeProps) {
  useLocale(); // its label follows a language switch
  const name = statusName(status);
  if (!name) return null;
  return (
    <Tag color={statusColor(status)} data-status={name}>
      {label ?? statusLabel(status)}
    </Tag>
  );
}
