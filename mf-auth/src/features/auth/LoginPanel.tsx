import { useState, type ReactNode } from 'react';
import { Alert, Button, Divider, Form, Input, Space } from 'antd';
import { loginRequest, type LoginRequest } from '@scriptorium/contracts/core';
import { post, useT } from '@scriptorium/shared-kit/core';
import { catalog } from '../../i18n/catalog.js';
import { GoogleButton } from './GoogleButton.js';
import type { AuthPanel } from './panels.js';
import { applyServerErrors } from './serverErrors.js';
import { useCompleteSignIn } from './useCompleteSignIn.js';
import { useTextForm } from './useTextForm.js';
import { AUTH_PATHS } from './api.js';

const FIELDS = ['email', 'password'] as const;
type Field = (typeof FIELDS)[number];

/** A labelled antd form item showing its field's message under the input. */
function Item({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <Form.Item label={label} htmlFor={id} required validateStatus={error ? 'error' : undefined} help={error}>
      {children}
    </Form.Item>
  );
}

/**
 * Login: email and password → `POST auth/login`; 'Forgotten password?' and 'Sign Up' switch panels
 * in place; 'Continue with Google' only when a Google client id is configured. The first screen most
 * visits load, so it keeps to a light form state (`useTextForm`) instead of react-hook-form.
 * @see docs/product.md §2 Routes (/sh-auth), §7 Auth
 */
export function LoginPanel({
  onSwitch,
  googleClientId,
}: {
  onSwitch: (panel: AuthPanel) => void;
  googleClientId: string | null;
}) {
  const form = useTextForm<Field, LoginRequest>(loginRequest, { email: '', password: '' });
  const [formError, setFormError] = useState<string | null>(null);
  const complete = useCompleteSignIn();
  const t = useT(catalog);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      complete(await post(AUTH_PATHS.login, values));
    } catch (error) {
      setFormError(
        applyServerErrors<LoginRequest>(error, FIELDS, (name, e, options) =>
          form.setError(name as Field, e.message ?? '', options?.shouldFocus),
        ),
      );
    }
  });
  const email = form.field('email');
  const password = form.field('password');

  return (
    <Form layout="vertical" component={false}>
      <form onSubmit={submit} noValidate aria-label={t('auth.login.form')}>
        {formError && <Alert type="error" title={formError} closable style={{ marginBottom: 16 }} />}
        <Item id={email.id} label={t('auth.field.email')} error={form.errors.email}>
          <Input {...email} type="email" autoComplete="username" />
        </Item>
        <Item id={password.id} label={t('auth.field.password')} error={form.errors.password}>
          <Input.Password {...password} autoComplete="current-password" />
        </Item>
        <div style={{ textAlign: 'right', marginTop: -8, marginBottom: 16 }}>
          <Button type="link" size="small" onClick={() => onSwitch('forgot')} style={{ paddingInline: 0 }}>
            {t('auth.login.forgot')}
          </Button>
        </div>
        <Button type="primary" htmlType="submit" block loading={form.submitting}>
          {t('auth.login.submit')}
        </Button>
      </form>
      {googleClientId && (
        <>
          <Divider plain>{t('auth.login.or')}</Divider>
          <GoogleButton clientId={googleClientId} onError={setFormError} />
        </>
      )}
      <Space style={{ marginTop: 16, width: '100%', justifyContent: 'center' }}>
        <span>{t('auth.login.no_account')}</span>
        <Button type="link" onClick={() => onSwitch('register')} style={{ paddingInline: 0 }}>
          {t('auth.login.sign_up')}
        </Button>
      </Space>
    </Form>
  );
}
