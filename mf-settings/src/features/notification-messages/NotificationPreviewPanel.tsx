import { Alert, Card, Spin, Typography } from 'antd';
import { useT } from '@scriptorium/shared-kit/core';
import { catalog } from '../../i18n/catalog.js';
import type { PreviewState } from './useNotificationPreview.js';

/**
 * The rendered notification beside the editor: subject, mail text, action link and SMS, with sample
 * values in place of `{name}`, `{order_id}` and the other placeholders.
 */
export function NotificationPreviewPanel({ preview, loading, error }: PreviewState) {
  const t = useT(catalog);
  return (
    <Card
      size="small"
      title={
        <span>
          {t('settings.preview.title')} {loading && <Spin size="small" />}
        </span>
      }
      data-testid="notification-preview"
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      {preview && (
        <>
          <Typography.Text type="secondary">{t('settings.preview.subject')}</Typography.Text>
          <Typography.Paragraph strong data-testid="preview-subject">
            {preview.subject}
          </Typography.Paragraph>
          <Typography.Text type="secondary">{t('settings.preview.mail')}</Typography.Text>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }} data-testid="preview-mail">
            {preview.mail}
          </Typography.Paragraph>
          {preview.action_url && (
            <Typography.Paragraph>
              <a href={preview.action_url} target="_blank" rel="noreferrer">
                {preview.action_label ?? t('settings.preview.open')}
              </a>
            </Typography.Paragraph>
          )}
          {preview.sms && (
            <>
              <Typography.Text type="secondary">{t('settings.preview.sms')}</Typography.Text>
              <Typography.Paragraph data-testid="preview-sms">{preview.sms}</Typography.Paragraph>
            </>
          )}
        </>
      )}
    </Card>
  );
}
