import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from '@scriptorium/shared-kit';
import { ForgotPanel } from './ForgotPanel.js';
import { LoginPanel } from './LoginPanel.js';
import { panelForPath, type AuthPanel } from './panels.js';
import { redirectTarget } from './redirectTarget.js';
import { RegisterPanel } from './RegisterPanel.js';
import { SignedInNotice } from './SignedInNotice.js';
import { useRuntimeConfig } from './useRuntimeConfig.js';

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

  if (user && token) return <SignedInNotice name={user.name} target={redirectTarget(search)} />;
  if (panel === 'register') return <RegisterPanel onSwitch={setPanel} />;
  if (panel === 'forgot') return <ForgotPanel onSwitch={setPanel} />;
  return <LoginPanel onSwitch={setPanel} googleClientId={config?.googleClientId ?? null} />;
}
