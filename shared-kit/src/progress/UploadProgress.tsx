import { Button, List, Progress, Typography } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { kitCatalog } from '../i18n/catalog.js';
import { useT } from '../i18n/i18n.js';

/** One file being uploaded. */
export interface UploadItem {
  uid: string;
  name: string;
  /** 0–100. */
  percent: number;
  status: 'uploading' | 'done' | 'error' | 'cancelled';
  /** Failure message (shown under the bar). */
  error?: string;
}

/** Props of {@link UploadProgress}. */
export interface UploadProgressProps {
  items: UploadItem[];
  /** Cancels an upload under way (a Cancel button shows while uploading). */
  onCancel?: (uid: string) => void;
}

const STATUS: Record<UploadItem['status'], 'active' | 'success' | 'exception' | 'normal'> = {
  uploading: 'active',
  done: 'success',
  error: 'exception',
  cancelled: 'normal',
};

/**
 * Per-file upload progress bars with a cancel button; a failed file shows its message.
 * @see docs/product.md §8 (File upload failure marks the file failed and shows the message)
 */
export function UploadProgress({ items, onCancel }: UploadProgressProps) {
  const t = useT(kitCatalog);
  if (items.length === 0) return null;
  return (
    <List
      size="small"
      dataSource={items}
      renderItem={(item) => (
        <List.Item
          key={item.uid}
          actions={
            item.status === 'uploading' && onCancel
              ? [
                  <Button
                    key="cancel"
                    size="small"
                    type="text"
                    icon={<CloseOutlined />}
                    aria-label={t('kit.upload.cancelFile', { name: item.name })}
                    onClick={() => onCancel(item.uid)}
                  >
                    {t('kit.common.cancel')}
                  </Button>,
                ]
              : []
          }
        >
          <div style={{ width: '100%' }}>
            <Typography.Text ellipsis>{item.name}</Typography.Text>
            <Progress percent={Math.round(item.percent)} status={STATUS[item.status]} size="small" />
            {item.status === 'error' && (
              <Typography.Text type="danger">{item.error ?? t('kit.upload.failed')}</Typography.Text>
            )}
            {item.status === 'cancelled' && (
              <Typography.Text type="secondary">{t('kit.upload.cancelled')}</Typography.Text>
            )}
          </div>
        </List.Item>
      )}
    />
  );
}
