import { Navigate, useLocation } from 'react-router-dom';
import { Spin } from 'antd';
import { matchRoute } from '@scriptorium/contracts/core';
import { useSession, useT } from '@scriptorium/shared-kit/core';
import { catalog } from '../../i18n/catalog.js';
import { RemoteArea } from '../../features/remotes/RemoteArea.js';
import { leavingStore } from '../../features/session/leavingStore.js';
import { accessFor } from './access.js';
import { aliasFor } from './aliases.js';
import { ShellPage } from './ShellPage.js';
import { ForbiddenPage, NotFoundPage } from '../../components/StatusPages.js';

/** Shown between a sign-out and the page it goes to. @see docs/product.md §8 ('Redirecting...') */
function Redirecting() {
  const t = useT(catalog);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12, padding: 48 }}>
      <Spin />
      <span>{t('shell.redirecting')}</span>
    </div>
  );
}

/**
 * The content area: finds who owns the URL in the route table (`matchRoute`), applies role and
 * permission rules, then renders the owning remote's area (or the shell's own page). Aliases redirect
 * first; while a sign-out is on its way elsewhere it shows 'Redirecting...'.
 * @see docs/product.md §2 Routes, docs/architecture.md Composition at run time
 */
export function RouteSwitch() {
  const { pathname, search } = useLocation();
  const user = useSession((s) => s.user);
  const leavingTo = leavingStore((s) => s.to);
  const alias = aliasFor(pathname);
  if (alias) return <Navigate to={alias + search} replace />;
  const entry = matchRoute(pathname);
  if (!entry) return <NotFoundPage />;
  if (leavingTo && !user && pathname !== leavingTo) return <Redirecting />;
  const access = accessFor(entry, user, pathname + search);
  if (access.kind === 'sign-in' || access.kind === 'redirect') return <Navigate to={access.to} replace />;
  if (access.kind === 'forbidden') return <ForbiddenPage />;
  if (entry.owner === 'shell') return <ShellPage entry={entry} />;
  return <RemoteArea name={entry.owner} />;
}
