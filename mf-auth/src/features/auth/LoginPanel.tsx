import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Divider, Form, Input, Space } from 'antd';
import { loginRequest, type LoginRequest } from '@scriptorium/contracts';
import { post } from '@scriptorium/shared-kit';
import { FormField } from './FormField.js';
import { GoogleButton } from './GoogleButton.js';
import type { AuthPanel } from './panels.js';
import { applyServerErrors } from './serverErrors.js';
import { useCompleteSignIn } from './useCompleteSignIn.js';

const FIELDS = ['email', 'password'] as const;

/**
 * Login: email and password → `POST auth/login`; 'Forgotten password?' and 'Sign Up' switch panels
 * in place; 'Continue with Google' only when a Google client id is configured.
 * @see spec §2 Routes (/sh-auth), §7 Auth
 */
export function LoginPanel({ onSwitch, googleClientId }: { onSwitch: (panel: AuthPanel) => void; googleClientId: string | null }) {
  const { control, handleSubmit, setError, formState } = useForm<LoginRequest>({
    resolver: zodResolver(loginRequest),
    defaultValues: { email: '', password: '' },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const complete = useCompleteSignIn();

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      complete(await post('auth/login', values));
    } catch (error) {
      setFormError(applyServerErrors(error, FIELDS, setError));
    }
  });

  return (
    <Form layout="vertical" component={false}>
      <form onSubmit={submit} noValidate aria-label="Login">
        {formError && <Alert type="error" title={formError} closable style={{ marginBottom: 16 }} />}
        <FormField control={control} name="email" label="Email" required render={(f, id) => <Input {...f} id={id} type="email" autoComplete="username" />} />
        <FormField
          control={control}
          name="password"
          label="Password"
          required
          render={(f, id) => <Input.Password {...f} id={id} autoComplete="current-password" />}
        />
        <div style={{ textAlign: 'right', marginTop: -8, marginBottom: 16 }}>
          <Button type="link" size="small" onClick={() => onSwitch('forgot')} style={{ paddingInline: 0 }}>
            Forgotten password?
          </Button>
        </div>
        <Button type="primary" htmlType="submit" block loading={formState.isSubmitting}>
          Login
        </Button>
      </form>
      {googleClientId && (
        <>
          <Divider plain>or</Divider>
          <GoogleButton clientId={googleClientId} onError={setFormError} />
        </>
      )}
      <Space style={{ marginTop: 16, width: '100%', justifyContent: 'center' }}>
        <span>Don't have an account?</span>
        <Button type="link" onClick={() => onSwitch('register')} style={{ paddingInline: 0 }}>
          Sign Up
        </Button>
      </Space>
    </Form>
  );
}
