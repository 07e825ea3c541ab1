import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { forgotPasswordRequest, errorBody } from '@scriptorium/contracts/core';
import { post, useT } from '@scriptorium/shared-kit/core';
import { catalog } from '../../i18n/catalog.js';
import { FormField } from './FormField.js';
import type { AuthPanel } from './panels.js';
import { applyServerErrors } from './serverErrors.js';
import { AUTH_PATHS } from './api.js';

/** The success message of docs/product.md §8 (in English; shown in the page's language: `auth.forgot.sent`). */
export const RESET_LINK_SENT = 'Reset link sent to your email';

interface ForgotForm {
  email: string;
}

/**
 * Forgot password: email → `POST auth/forgot-password`, then 'Reset link sent to your email' above the
 * form (once: no toast besides).
 * 'Back to Login' switches to the login panel in place.
 * @see docs/product.md §2 Routes, §7 Auth, §8
 */
export function ForgotPanel({ onSwitch }: { onSwitch: (panel: AuthPanel) => void }) {
  const { control, handleSubmit, setError, formState } = useForm<ForgotForm>({
    resolver: zodResolver(forgotPasswordRequest),
    defaultValues: { email: '' },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const t = useT(catalog);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const body = errorBody.safeParse(await post(AUTH_PATHS.forgotPassword, values));
      const text = body.success ? body.data.message : catalog.t('auth.forgot.sent');
      // Said once, in the form, where it stays: no toast saying it again (one message per action).
      setSent(text);
    } catch (error) {
      setFormError(applyServerErrors(error, ['email'], setError));
    }
  });

  return (
    <Form layout="vertical" component={false}>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t('auth.forgot.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('auth.forgot.intro')}</Typography.Paragraph>
      <form onSubmit={submit} noValidate aria-label={t('auth.forgot.form')}>
        {formError && <Alert type="error" title={formError} closable style={{ marginBottom: 16 }} />}
        {sent && <Alert type="success" title={sent} style={{ marginBottom: 16 }} />}
        <FormField
          control={control}
          name="email"
          label={t('auth.field.email')}
          required
          render={(f, id) => <Input {...f} id={id} type="email" autoComplete="email" />}
        />
        <Button type="primary" htmlType="submit" block loading={formState.isSubmitting}>
          {t('auth.forgot.submit')}
        </Button>
      </form>
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Button type="link" onClick={() => onSwitch('login')}>
          {t('auth.back_to_login')}
        </Button>
      </div>
    </Form>
  );
}
