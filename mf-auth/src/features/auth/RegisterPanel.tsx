import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { registerRequest, type RegisterRequest } from '@scriptorium/contracts/core';
import { post, useT } from '@scriptorium/shared-kit/core';
import { catalog } from '../../i18n/catalog.js';
import { PhoneInput } from '@scriptorium/shared-kit/ui';
import { FormField, NewPasswordFields } from './FormField.js';
import type { AuthPanel } from './panels.js';
import { applyServerErrors } from './serverErrors.js';
import { useCompleteSignIn } from './useCompleteSignIn.js';
import { AUTH_PATHS } from './api.js';

const FIELDS = ['name', 'email', 'phone', 'password', 'password_confirmation'] as const;

/**
 * Register: name, email, phone, password and confirmation → `POST auth/register` (the server makes
 * every self-registered user a client and signs them in). The phone is the kit's PhoneInput, as on
 * Edit Profile (Kenya by default, digits only, one leading 0 removed; it loads on first render, off the
 * sign-in page). 'Already have an account?' goes back to login.
 * @see docs/product.md §2 Routes (Register title 'Welcome, create a new account'), §5 (Phone), §7 Auth
 */
export function RegisterPanel({ onSwitch }: { onSwitch: (panel: AuthPanel) => void }) {
  const { control, handleSubmit, setError, formState } = useForm<RegisterRequest>({
    resolver: zodResolver(registerRequest),
    defaultValues: { name: '', email: '', phone: '', password: '', password_confirmation: '' },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const complete = useCompleteSignIn();
  const t = useT(catalog);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      complete(await post(AUTH_PATHS.register, { ...values, phone: values.phone || undefined }));
    } catch (error) {
      setFormError(applyServerErrors(error, FIELDS, setError));
    }
  });

  return (
    <Form layout="vertical" component={false}>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t('auth.register.title')}
      </Typography.Title>
      <form onSubmit={submit} noValidate aria-label={t('auth.register.form')}>
        {formError && <Alert type="error" title={formError} closable style={{ marginBottom: 16 }} />}
        <FormField
          control={control}
          name="name"
          label={t('auth.field.name')}
          required
          render={(f, id) => <Input {...f} id={id} autoComplete="name" />}
        />
        <FormField
          control={control}
          name="email"
          label={t('auth.field.email')}
          required
          render={(f, id) => <Input {...f} id={id} type="email" autoComplete="email" />}
        />
        <FormField
          control={control}
          name="phone"
          label={t('auth.field.phone')}
          render={(f, id) => <PhoneInput id={id} value={f.value} onChange={f.onChange} onBlur={f.onBlur} />}
        />
        <NewPasswordFields control={control} />
        <Button type="primary" htmlType="submit" block loading={formState.isSubmitting}>
          {t('auth.register.submit')}
        </Button>
      </form>
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Button type="link" onClick={() => onSwitch('login')}>
          {t('auth.register.have_account')}
        </Button>
      </div>
    </Form>
  );
}
