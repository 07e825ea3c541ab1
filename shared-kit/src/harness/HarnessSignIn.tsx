import { useState } from 'react';
import { Alert, Button, Card, Form, Input } from 'antd';
import { authResponse, loginRequest, type LoginRequest } from '@scriptorium/contracts/core';
import { errorMessage, post } from '../api/apiClient.js';
import { sessionStore } from '../session/sessionStore.js';

/**
 * The harness's minimal sign-in (a remote running alone has no auth remote): email + password →
 * `POST auth/login` → `sessionStore.signIn`. Demo users: admin@, client@, writer@example.com / password.
 */
export function HarnessSignIn() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (values: LoginRequest) => {
    setBusy(true);
    setError(null);
    try {
      const body = authResponse.parse(await post('auth/login', loginRequest.parse(values)));
      sessionStore.getState().signIn(body.token, body.user);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title="Harness sign-in" style={{ maxWidth: 400, margin: '48px auto' }}>
      {error && <Alert type="error" title={error} style={{ marginBottom: 16 }} />}
      <Form<LoginRequest>
        layout="vertical"
        onFinish={submit}
        initialValues={{ email: 'admin@example.com', password: 'password' }}
      >
        <Form.Item label="Email" name="email" rules={[{ required: true }]}>
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={[{ required: true }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy} block>
          Sign in
        </Button>
      </Form>
    </Card>
  );
}
