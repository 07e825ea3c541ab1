import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { Alert, Button, Col, Form, Row } from 'antd';
import { useForm, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { hasPermission } from '@scriptorium/contracts/core';
import { sessionStore } from '../session/sessionStore.js';
import { serverMessage } from '../api/apiClient.js';
import { useFeedback } from '../feedback/useFeedback.js';
import { usePopup } from '../popup/popupContext.js';
import { AutoFormField } from './AutoFormField.js';
import { resolveField, type FieldEntry, type FieldSpec } from './fields.js';
import { inFormVoice } from './messages.js';
import { formResolver } from './validation.js';
import { CLOSE_DELAY_MS, FILL_ALL_DETAILS, submitForm, UNEXPECTED_ERROR, type FormStatus } from './submitForm.js';
import { translateMessage } from './translateMessage.js';
import { kitCatalog } from '../i18n/catalog.js';
import { useT } from '../i18n/i18n.js';

/** Props of {@link AutoForm}. */
export interface AutoFormProps {
  /** Field names or definitions (docs/product.md §3 Form definition entry). */
  fields: readonly FieldEntry[];
  /** Submit URL, relative to the API root. */
  action: string;
  method?: 'post' | 'put' | 'delete';
  /** `json` (newer form, default) or `multipart` (older form). Files always go multipart. */
  encoding?: 'json' | 'multipart';
  /** Fields per row: 1, 2, 3, 4, 6 or 12 (default 1). */
  columns?: 1 | 2 | 3 | 4 | 6 | 12;
  /** A zod schema (e.g. from `contracts/`) validating before the request; its output is sent. */
  schema?: z.ZodType<unknown, FieldValues>;
  /** Starting values (e.g. the record being edited). */
  initialValues?: Record<string, unknown>;
  /** Sent with every submit without a field (e.g. `{role: 'writer'}`). */
  extraData?: Record<string, unknown>;
  /** Keep the values and the pop-up open after success. */
  retain?: boolean;
  /** Default 'Submit' (in the current language). */
  submitLabel?: ReactNode;
  /** Success toast (default: the server's message, else 'Action Successful'). */
  successMessage?: string;
  /** Where non-field errors show: a dismissible alert (default) or a toast. */
  errorDisplay?: 'alert' | 'toast';
  onSuccess?: (data: unknown, values: Record<string, unknown>) => void;
  onError?: (error: unknown) => void;
  /** Called 1.5 s after success unless `retain` (a surrounding pop-up closes too). */
  onClose?: () => void;
  onStatusChange?: (status: FormStatus) => void;
}

function blankValues(fields: FieldSpec[], initial: Record<string, unknown> = {}): Record<string, unknown> {
  return Object.fromEntries(
    fields.map((f) => [
      f.name,
      initial[f.name] ?? f.defaultValue ?? (f.multiple ? [] : f.type === 'checkbox' ? false : null),
    ]),
  );
}

/**
 * A form generated from a definition: labels from names, types inferred from names, required
 * asterisks, kit rules (required, email, password confirmation) plus an optional zod schema;
 * JSON or multipart submit by POST/PUT/DELETE. A 422 puts the first message under each field;
 * other errors show in a dismissible alert (or a toast), 'Unexpected Error Occurred' without a
 * message. Success toasts, clears the fields and closes its pop-up after 1.5 s unless `retain`.
 * The `<form>` carries `data-status` (idle/processing/success/error).
 * @see docs/product.md §4 Toolkit, §5 Validation rules, §7 (Form submit), docs/product.md §R3 Forms
 */
export function AutoForm({
  fields: entries,
  action,
  method = 'post',
  encoding = 'json',
  columns = 1,
  schema,
  initialValues,
  extraData,
  retain,
  submitLabel,
  successMessage,
  errorDisplay = 'alert',
  onSuccess,
  onError,
  onClose,
  onStatusChange,
}: AutoFormProps) {
  const permissions = sessionStore((s) => s.user?.permissions);
  const t = useT(kitCatalog);
  // Resolved again on a language switch (`t` changes): default labels and known options are the kit's texts.
  const fields = useMemo(
    () => entries.map(resolveField).filter((f) => hasPermission(permissions, f.permission)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `t` stands for the language
    [entries, permissions, t],
  );
  const resolver = useMemo(() => formResolver(fields, schema), [fields, schema]);
  const { control, handleSubmit, setError, reset, formState } = useForm<FieldValues>({
    resolver,
    defaultValues: blankValues(fields, initialValues),
  });
  const [status, setStatus] = useState<FormStatus>('idle');
  const [alert, setAlert] = useState<string | null>(null);
  const { toast } = useFeedback();
  const popup = usePopup();
  const idPrefix = useId().replace(/:/g, '');
  // Each success (without retain) asks for one close, 1.5 s later.
  const [closeRequests, setCloseRequests] = useState(0);
  useEffect(() => {
    if (closeRequests === 0) return;
    const t = setTimeout(() => {
      popup?.close();
      onClose?.();
    }, CLOSE_DELAY_MS);
    return () => clearTimeout(t);
  }, [closeRequests]); // eslint-disable-line react-hooks/exhaustive-deps -- only a new success schedules a close

  const changeStatus = (next: FormStatus) => {
    setStatus(next);
    onStatusChange?.(next);
  };

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    changeStatus('processing');
    const outcome = await submitForm({ ...extraData, ...values }, { action, method, encoding });
    if (outcome.ok) {
      changeStatus('success');
      toast.success(successMessage ?? serverMessage(outcome.data) ?? t('kit.feedback.actionSuccessful'));
      onSuccess?.(outcome.data, values);
      if (!retain) {
        reset(
          Object.fromEntries(
            fields.map((f) => [f.name, f.type === 'hidden' ? values[f.name] : blankValues([f])[f.name]]),
          ),
        );
        setCloseRequests((n) => n + 1);
      }
      return;
    }
    changeStatus('error');
    onError?.(outcome.error);
    const unplaced: string[] = [];
    for (const [name, message] of Object.entries(outcome.fields)) {
      const field = fields.find((f) => f.name === name);
      // The server's messages in the form's voice too.
      if (field) setError(name, { type: 'server', message: inFormVoice(field, message) });
      else unplaced.push(message);
    }
    // The kit's own failure texts in the current language; a server's message as it came.
    const own =
      outcome.message === FILL_ALL_DETAILS
        ? t('kit.form.fillAllDetails')
        : outcome.message === UNEXPECTED_ERROR
          ? t('kit.form.unexpectedError')
          : outcome.message;
    const text = [own, ...unplaced].filter(Boolean).join(' ');
    if (!text) return;
    if (errorDisplay === 'toast') toast.error(text);
    else setAlert(text);
  });

  const span = 24 / columns;
  return (
    <form onSubmit={onSubmit} noValidate data-status={status} className="kit-auto-form">
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
        <Row gutter={16}>
          {fields
            .filter((f) => f.type !== 'hidden')
            .map((f) => (
              <Col key={f.name} xs={24} md={span}>
                <AutoFormField
                  field={f}
                  control={control}
                  idPrefix={idPrefix}
                  error={translateMessage(formState.errors[f.name]?.message as string | undefined, f)}
                />
              </Col>
            ))}
        </Row>
        <Button type="primary" htmlType="submit" loading={status === 'processing'}>
          {submitLabel ?? t('kit.form.submit')}
        </Button>
      </Form>
    </form>
  );
}
