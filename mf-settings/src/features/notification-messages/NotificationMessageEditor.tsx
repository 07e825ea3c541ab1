import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Col, Form, Input, Row, Select } from 'antd';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ALL_PERMISSIONS } from '@scriptorium/contracts/core';
import { notificationMessageSetting } from '@scriptorium/contracts/settings';
import { errorMessage, fieldErrors, serverMessage, useFeedback, usePopup, useT } from '@scriptorium/shared-kit/core';
import { CLOSE_DELAY_MS, inFormVoice } from '@scriptorium/shared-kit/ui';
import { catalog, type SettingsT } from '../../i18n/catalog.js';
import { saveNotificationMessage, type NotificationMessageValues } from './notificationMessageApi.js';
import { useNotificationPreview } from './useNotificationPreview.js';
import { NotificationPreviewPanel } from './NotificationPreviewPanel.js';

/** Props of {@link NotificationMessageEditor}. */
export interface NotificationMessageEditorProps {
  /** The message edited, or null for a new one. */
  id: number | null;
  initialValues?: Partial<Record<keyof NotificationMessageValues, unknown>>;
  /** Called after 'Notification saved'. */
  onSaved?: () => void;
}

type FieldName = keyof NotificationMessageValues;
/** The editor's fields, labelled and explained in the current language. */
function editorFields(
  t: SettingsT,
): { name: FieldName; label: string; required?: boolean; area?: boolean; help?: string }[] {
  return [
    { name: 'slug', label: t('settings.field.slug'), required: true, help: t('settings.help.slug') },
    { name: 'subject', label: t('settings.field.subject'), required: true },
    {
      name: 'mail',
      label: t('settings.field.mail'),
      required: true,
      area: true,
      help: t('settings.help.mail', { examples: '{name}, {order_id}, {title}, {amount}' }),
    },
    { name: 'sms', label: t('settings.field.sms'), area: true },
    {
      name: 'action_url',
      label: t('settings.field.action_url'),
      help: t('settings.help.action_url', { example: '/orders/order/{order_id}' }),
    },
    { name: 'action_label', label: t('settings.field.action_label') },
    { name: 'permission', label: t('settings.field.permission'), help: t('settings.help.permission') },
  ];
}
const PERMISSION_OPTIONS = ALL_PERMISSIONS.map((key) => ({ value: key, label: key }));
const resolver = zodResolver(notificationMessageSetting) as unknown as Resolver<NotificationMessageValues>;

function startValues(initial: NotificationMessageEditorProps['initialValues'] = {}): NotificationMessageValues {
  const text = (k: FieldName) => (typeof initial[k] === 'string' ? (initial[k] as string) : '');
  const nullable = (k: FieldName) => (typeof initial[k] === 'string' ? (initial[k] as string) : null);
  return {
    slug: text('slug'),
    subject: text('subject'),
    mail: text('mail'),
    sms: nullable('sms'),
    action_url: nullable('action_url'),
    action_label: nullable('action_label'),
    permission: nullable('permission'),
  };
}

/**
 * The notification message form (slug, subject, mail, sms, action_url, action_label, permission) with a
 * live preview rendered by the server as the texts change. Saving toasts 'Notification saved' and closes
 * the surrounding pop-up after 1.5 s; a 422 shows each field's message under it.
 * @see docs/product.md §3 notification_messages
 */
export function NotificationMessageEditor({ id, initialValues, onSaved }: NotificationMessageEditorProps) {
  const t = useT(catalog);
  const fields = useMemo(() => editorFields(t), [t]);
  const { control, handleSubmit, setError, formState } = useForm<NotificationMessageValues>({
    resolver,
    defaultValues: startValues(initialValues),
  });
  const watched = useWatch({ control });
  const preview = useNotificationPreview(watched);
  const [alert, setAlert] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { toast } = useFeedback();
  const popup = usePopup();
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => popup?.close(), CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [saved, popup]);

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    setSaving(true);
    try {
      const data = await saveNotificationMessage(id, values);
      toast.success(serverMessage(data) ?? catalog.t('settings.notification.saved'));
      onSaved?.();
      setSaved(true);
    } catch (error) {
      const fields = fieldErrors(error);
      if (fields)
        for (const [name, message] of Object.entries(fields)) setError(name as FieldName, { type: 'server', message });
      else setAlert(errorMessage(error));
    } finally {
      setSaving(false);
    }
  });

  return (
    <Row gutter={24}>
      <Col xs={24} md={14}>
        <form onSubmit={onSubmit} noValidate data-testid="notification-editor">
          <Form layout="vertical" component={false}>
            {alert && (
              <Alert
                type="error"
                showIcon
                title={alert}
                closable={{ onClose: () => setAlert(null) }}
                style={{ marginBottom: 16 }}
              />
            )}
            {fields.map((f) => {
              // The schema's and the server's messages in the forms' one voice ('Slug is required').
              const raw = formState.errors[f.name]?.message;
              const error = raw && inFormVoice({ name: f.name, label: f.label, type: 'text' }, raw);
              const inputId = `notification-${f.name}`;
              return (
                <Form.Item
                  key={f.name}
                  label={f.label}
                  htmlFor={inputId}
                  required={f.required}
                  validateStatus={error ? 'error' : undefined}
                  help={error}
                  extra={f.help}
                >
                  <Controller
                    name={f.name}
                    control={control}
                    render={({ field }) => {
                      const value = field.value ?? '';
                      if (f.name === 'permission') {
                        return (
                          <Select
                            id={inputId}
                            allowClear
                            showSearch
                            options={PERMISSION_OPTIONS}
                            value={field.value || null}
                            onChange={(v) => field.onChange(v ?? null)}
                            placeholder={t('settings.form.select')}
                          />
                        );
                      }
                      return f.area ? (
                        <Input.TextArea
                          id={inputId}
                          rows={f.name === 'mail' ? 6 : 3}
                          value={value}
                          onBlur={field.onBlur}
                          onChange={(e) => field.onChange(e.target.value)}
                        />
                      ) : (
                        <Input
                          id={inputId}
                          value={value}
                          onBlur={field.onBlur}
                          onChange={(e) => field.onChange(e.target.value)}
                        />
                      );
                    }}
                  />
                </Form.Item>
              );
            })}
            <Button type="primary" htmlType="submit" loading={saving}>
              {t('settings.form.save')}
            </Button>
          </Form>
        </form>
      </Col>
      <Col xs={24} md={10}>
        <NotificationPreviewPanel {...preview} />
      </Col>
    </Row>
  );
}
