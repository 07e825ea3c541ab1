import { Navigate, useLocation } from 'react-router-dom';
import { Result } from 'antd';
import { matchRoute } from '@scriptorium/contracts';
import { useSession } from '@scriptorium/shared-kit';
import { RemoteArea } from '../remotes/RemoteArea.js';
import { accessFor } from './access.js';
import { ShellPage } from './ShellPage.js';

/** Old links the spec keeps alive. @see spec §2 Routes (/get-quote redirects to /orders/new) */
const ALIASES: Record<string, string> = { '/get-quote': '/orders/new' };

/**
 * The content area: finds who owns the URL in the route table (`matchRoute`), applies role and
 * permission rules, then renders the owning remote's area (or the shell's own page).
 * @see spec §2 Routes, ARCHITECTURE.md Composition at run time
 */
export function RouteSwitch() {
  const { pathname, search } = useLocation();
  const user = useSession((s) => s.user);
  const alias = ALIASES[pathname.replace(/\/$/, '')];
  if (alias) return <Navigate to={alias + search} replace />;
  const entry = matchRoute(pathname);
  if (!entry) return <Result status="404" title="Page not found" />;
  const access = accessFor(entry, user, pathname + search);
  if (access.kind === 'sign-in' || access.kind === 'redirect') return <Navigate to={access.to} replace />;
  if (access.kind === 'forbidden') return <Result status="403" title="403 Not Allowed" />;
  if (entry.owner === 'shell') return <ShellPage entry={entry} />;
  return <RemoteArea name={entry.owner} />;
}
