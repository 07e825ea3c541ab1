import { Flex, Progress, Typography } from 'antd';
import { kitCatalog } from '../i18n/catalog.js';
import { useT } from '../i18n/i18n.js';

/** Props of {@link ExportProgress}. */
export interface ExportProgressProps {
  /** Shown while true. */
  open: boolean;
  /** Bytes received so far, when the server reports them. */
  loaded?: number;
  /** Total bytes, when known (then a percentage shows). */
  total?: number;
  /** Default 'Preparing export…' (in the current language). */
  label?: string;
}

/**
 * The indicator shown while an export is prepared ('Preparing export…' with an active bar; a
 * percentage when the size is known).
 * @see docs/product.md §7 (Table export)
 */
export function ExportProgress({ open, loaded, total, label }: ExportProgressProps) {
  const t = useT(kitCatalog);
  if (!open) return null;
  const percent = total && loaded !== undefined ? Math.min(100, Math.round((loaded / total) * 100)) : 99;
  return (
    <Flex vertical gap={2} style={{ minWidth: 180 }} role="status" aria-live="polite">
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {label ?? t('kit.table.preparingExport')}
      </Typography.Text>
      <Progress percent={percent} status="active" showInfo={Boolean(total)} size="small" />
    </Flex>
  );
}
