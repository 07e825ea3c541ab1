import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Spin } from 'antd';
import { useSession } from '@scriptorium/shared-kit/core';
import { LoginPanel } from './LoginPanel.js';
import { panelForPath, type AuthPanel } from './panels.js';
import { redirectTarget } from './redirectTarget.js';
import { useRuntimeConfig } from './useRuntimeConfig.js';

// The login panel is what most visits show; the others (react-hook-form, Typography, Result) load
// when they are opened, so the first page stays small.
const RegisterPanel = lazy(() => import('./RegisterPanel.js').then((m) => ({ default: m.RegisterPanel })));
const ForgotPanel = lazy(() => import('./ForgotPanel.js').then((m) => ({ default: m.ForgotPanel })));
const SignedInNotice = lazy(() => import('./SignedInNotice.js').then((m) => ({ default: m.SignedInNotice })));

/**
 * /sh-auth (also /login, /auth/login, /register, /forgot-password): login, register and
 * forgot-password panels switching in place (the URL does not change); a signed-in user sees who they
 * are signed in as.
 * @see spec §2 Routes (/sh-auth), §4 Toolkit (Auth panel)
 */
export default function AuthPage() {
  const { pathname, search } = useLocation();
  const [panel, setPanel] = useState<AuthPanel>(() => panelForPath(pathname));
  const user = useSession((s) => s.user);
  const token = useSession((s) => s.token);
  const config = useRuntimeConfig();

  if (!(user && token) && panel === 'login') return <LoginPanel onSwitch={setPanel} googleClientId={config?.googleClientId ?? null} />;
  return (
    <Suspense fallback={<Spin style={{ display: 'block', margin: '24px auto' }} />}>
      {user && token ? (
        <SignedInNotice name={user.name} target={redirectTarget(search)} />
      ) : panel === 'register' ? (
        <RegisterPanel onSwitch={setPanel} />
      ) : (
        <ForgotPanel onSwitch={setPanel} />
      )}
    </Suspense>
  );
}
