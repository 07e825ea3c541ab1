import { Navigate } from 'react-router-dom';
import { effectiveRole, ROLE_HOME } from '@scriptorium/contracts/core';
import { useSession } from '@scriptorium/shared-kit/core';
import { LOGIN_PATH } from '../../features/session/signOut.js';

/** `/`: admin → /inbox, client → /orders, writer → /writer/orders/active; signed out → login. @see docs/product.md §2 Routes */
export function RoleHome() {
  const user = useSession((s) => s.user);
  return <Navigate to={user ? ROLE_HOME[effectiveRole(user.role)] : LOGIN_PATH} replace />;
}
