import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Spin } from 'antd';
import { runtimeConfigStore, useSession, useT } from '@scriptorium/shared-kit/core';
import { catalog } from '../../i18n/catalog.js';
import { AuthTabs } from './AuthTabs.js';
import { LoginPanel } from './LoginPanel.js';
import { panelForPath, type AuthPanel } from './panels.js';
import { redirectTarget } from './redirectTarget.js';

// The login panel is what most visits show; the others (react-hook-form, Typography, Result) load
// when they are opened, so the first page stays small.
const RegisterPanel = lazy(() => import('./RegisterPanel.js').then((m) => ({ default: m.RegisterPanel })));
const ForgotPanel = lazy(() => import('./ForgotPanel.js').then((m) => ({ default: m.ForgotPanel })));
const SignedInNotice = lazy(() => import('./SignedInNotice.js').then((m) => ({ default: m.SignedInNotice })));

/** The login panel's title, a plain level-4 heading as antd's Typography draws it (kept off the first page). */
function SignInTitle() {
  const t = useT(catalog);
  return (
    <h4
      style={{
        margin: '0 0 0.5em',
        fontSize: 20,
        lineHeight: 1.4,
        fontWeight: 600,
        color: 'var(--ant-color-text-heading, rgba(0, 0, 0, 0.88))',
      }}
    >
      {t('auth.login.title')}
    </h4>
  );
}

/**
 * /sh-auth (also /login, /auth/login, /register, /forgot-password): login, register and
 * forgot-password panels switching in place (the URL does not change), login and register under
 * Login / Register tabs; the login panel is titled 'Sign in to your account', the register panel
 * 'Welcome, create a new account'. A signed-in user sees who they are signed in as.
 * @see docs/product.md §2 Layouts (auth layout tabs), §2 Routes (/sh-auth), §4 Toolkit (Auth panel)
 */
export default function AuthPage() {
  const { pathname, search } = useLocation();
  const [panel, setPanel] = useState<AuthPanel>(() => panelForPath(pathname));
  const user = useSession((s) => s.user);
  const token = useSession((s) => s.token);
  const googleClientId = runtimeConfigStore((s) => s.config.googleClientId);

  if (user && token) {
    return (
      <Suspense fallback={<Spin style={{ display: 'block', margin: '24px auto' }} />}>
        <SignedInNotice name={user.name} target={redirectTarget(search)} />
      </Suspense>
    );
  }
  if (panel === 'forgot') {
    return (
      <Suspense fallback={<Spin style={{ display: 'block', margin: '24px auto' }} />}>
        <ForgotPanel onSwitch={setPanel} />
      </Suspense>
    );
  }
  return (
    <>
      <AuthTabs panel={panel} onSwitch={setPanel} />
      {panel === 'login' ? (
        <>
          <SignInTitle />
          <LoginPanel onSwitch={setPanel} googleClientId={googleClientId} />
        </>
      ) : (
        <Suspense fallback={<Spin style={{ display: 'block', margin: '24px auto' }} />}>
          <RegisterPanel onSwitch={setPanel} />
        </Suspense>
      )}
    </>
  );
}
