import { Alert, Button, Empty, Flex, Space, Spin, Switch, Typography, Upload } from 'antd';
import { DeleteOutlined, DownloadOutlined, FileOutlined, UploadOutlined } from '@ant-design/icons';
import type { OrderStatus } from '@scriptorium/contracts/core';
import type { OrderAction, OrderFile } from '@scriptorium/contracts/orders';
import { errorMessage, useFeedback, useT } from '@scriptorium/shared-kit/core';
import { DateTime } from '@scriptorium/shared-kit/dates';
import { ActionButton, UploadProgress } from '@scriptorium/shared-kit/ui';
import { catalog } from '../../i18n/catalog.js';
import { useViewer } from '../../lib/viewer.js';
import { deleteFile, setAllowClient } from './api.js';
import { useOrderFiles } from './useOrderFiles.js';

/** The empty state of an order's files (docs/product.md §8). */
export const NO_FILES = 'orders.files.none' as const;

/** Statuses in which an uploader may still delete their own file (the API's rule: before delivery). */
const UPLOADER_MAY_DELETE: readonly OrderStatus[] = [
  'pending_quote',
  'quoted',
  'unpaid',
  'paid',
  'unassigned',
  'in_progress',
  'revision',
];

/** Props of {@link OrderFiles}. */
export interface OrderFilesProps {
  orderId: number;
  /** The viewer's `order.actions`: `allow_client_file` shows the client toggle, `delete_file` Delete on every file. */
  actions?: readonly OrderAction[];
  /** The order's status (uploads stop once cancelled; uploaders delete their own files until delivery). */
  status?: OrderStatus;
  /** Offer uploads (default true). */
  upload?: boolean;
}

/**
 * The Files tab of an order: the files with download links (signed, so a plain link works), size, who
 * uploaded them and when; upload with a progress bar per file and Cancel; Delete ('Are you sure?' →
 * 'File deleted') for admins with delete_order_file or the uploader before delivery; the allow-client
 * toggle for admins with allow_client_file. 'No files uploaded' when empty. Each change reloads the order
 * and its files (`['orders', id]`), as does `reload-order`.
 * @see docs/product.md §2 /orders/order/{id} (files tab), §3 File, §6 (allow_client_file, delete_order_file), §8
 */
export function OrderFiles({ orderId, actions = [], status, upload = true }: OrderFilesProps) {
  const t = useT(catalog);
  const { user } = useViewer();
  const { toast } = useFeedback();
  const { files, uploads, changed } = useOrderFiles(orderId);
  const mayToggle = actions.includes('allow_client_file');
  const mayDelete = (f: OrderFile) =>
    actions.includes('delete_file') || (f.user?.id === user?.id && (!status || UPLOADER_MAY_DELETE.includes(status)));

  const toggle = async (f: OrderFile, allow: boolean) => {
    try {
      await setAllowClient(f.id, allow);
      toast.success(t(allow ? 'orders.files.shown' : 'orders.files.hidden'));
      changed();
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };

  const list = files.data ?? [];
  return (
    <section data-testid="order-files">
      {upload && status !== 'cancelled' && (
        <Space orientation="vertical" style={{ width: '100%', marginBottom: 16 }}>
          <Upload
            multiple
            showUploadList={false}
            beforeUpload={(file) => {
              void uploads.upload([file]);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />}>{t('orders.files.upload')}</Button>
          </Upload>
          <UploadProgress items={uploads.items} onCancel={uploads.cancel} />
        </Space>
      )}
      {files.error && <Alert type="error" showIcon title={files.error} style={{ marginBottom: 16 }} />}
      {!files.loading && !files.error && list.length === 0 ? (
        <Empty description={t(NO_FILES)} />
      ) : (
        <Spin spinning={files.loading && !files.data}>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('orders.files.list')}>
            {list.map((f) => (
              <li key={f.id} style={{ borderBottom: '1px solid #f0f0f0', padding: '12px 0' }}>
                <Flex align="center" gap={12} wrap>
                  <FileOutlined style={{ fontSize: 20 }} />
                  <Flex vertical style={{ flex: 1, minWidth: 200 }}>
                    <a href={f.url} target="_blank" rel="noopener noreferrer" download={f.name}>
                      {f.name}
                    </a>
                    <Typography.Text type="secondary">
                      {f.formatted_size}
                      {f.user ? ` · ${f.user.name}` : ''} · <DateTime value={f.created_at} />
                    </Typography.Text>
                  </Flex>
                  <Space size={12} wrap>
                    <a
                      href={f.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      download={f.name}
                      aria-label={t('orders.files.downloadName', { name: f.name })}
                    >
                      <DownloadOutlined /> {t('orders.files.download')}
                    </a>
                    {mayToggle && (
                      <Space size={4}>
                        <Switch
                          size="small"
                          checked={f.allow_client}
                          aria-label={t('orders.files.clientCanSee', { name: f.name })}
                          onChange={(v) => void toggle(f, v)}
                        />
                        <span>{t('orders.files.client')}</span>
                      </Space>
                    )}
                    {mayDelete(f) && (
                      <ActionButton
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        confirm={{ content: t('orders.files.confirmDelete', { name: f.name }) }}
                        run={() => deleteFile(f.id)}
                        successMessage={t('orders.files.deleted')}
                        onSuccess={changed}
                        aria-label={t('orders.files.deleteName', { name: f.name })}
                      >
                        {t('orders.files.delete')}
                      </ActionButton>
                    )}
                  </Space>
                </Flex>
              </li>
            ))}
          </ul>
        </Spin>
      )}
    </section>
  );
}
