import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { errorBody, resetPasswordRequest } from '@scriptorium/contracts/core';
import { post, useFeedback, useSession, useT } from '@scriptorium/shared-kit/core';
import { catalog } from '../../i18n/catalog.js';
import { FormField, NewPasswordFields } from './FormField.js';
import { redirectTarget } from './redirectTarget.js';
import { applyServerErrors } from './serverErrors.js';
import { SignedInNotice } from './SignedInNotice.js';
import { AUTH_PATHS } from './api.js';

interface ResetForm {
  token: string;
  email: string;
  password: string;
  password_confirmation: string;
}

const FIELDS = ['email', 'password', 'password_confirmation'] as const;

/**
 * /reset-password?token=…&email=…: a new password (with confirmation) for the emailed link →
 * `POST auth/reset-password`, then back to the login page. A signed-in user sees who they are signed
 * in as instead, like on the other auth pages.
 * @see docs/product.md §2 Routes (after login the auth pages, reset-password included, lead home), §5, §7 Auth
 */
export default function ResetPasswordPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const { toast } = useFeedback();
  const t = useT(catalog);
  const query = new URLSearchParams(search);
  const token = query.get('token') ?? '';
  const { control, handleSubmit, setError, formState } = useForm<ResetForm>({
    resolver: zodResolver(resetPasswordRequest),
    defaultValues: { token, email: query.get('email') ?? '', password: '', password_confirmation: '' },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const user = useSession((s) => s.user);
  const signedIn = useSession((s) => Boolean(s.token));

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const body = errorBody.safeParse(await post(AUTH_PATHS.resetPassword, values));
      toast.success(body.success ? body.data.message : catalog.t('auth.reset.done'));
      navigate('/sh-auth', { replace: true });
    } catch (error) {
      setFormError(applyServerErrors(error, FIELDS, setError));
    }
  });

  if (user && signedIn) return <SignedInNotice name={user.name} target={redirectTarget(search)} />;
  const title = (
    <Typography.Title level={4} style={{ marginTop: 0 }}>
      {t('auth.reset.title')}
    </Typography.Title>
  );
  if (!token) {
    return (
      <>
        {title}
        <Alert
          type="error"
          title={t('auth.reset.incomplete')}
          description={<Link to="/forgot-password">{t('auth.reset.ask_again')}</Link>}
        />
      </>
    );
  }
  return (
    <Form layout="vertical" component={false}>
      {title}
      <form onSubmit={submit} noValidate aria-label={t('auth.reset.form')}>
        {formError && <Alert type="error" title={formError} closable style={{ marginBottom: 16 }} />}
        <FormField
          control={control}
          name="email"
          label={t('auth.field.email')}
          required
          render={(f, id) => <Input {...f} id={id} type="email" autoComplete="email" />}
        />
        <NewPasswordFields control={control} />
        <Button type="primary" htmlType="submit" block loading={formState.isSubmitting}>
          {t('auth.reset.submit')}
        </Button>
      </form>
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to="/sh-auth">{t('auth.back_to_login')}</Link>
      </div>
    </Form>
  );
}
