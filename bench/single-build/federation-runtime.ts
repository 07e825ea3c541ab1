/**
 * Bench-only stand-in for `@module-federation/runtime` in the single (non-federated) build
 * (bench/single-build/vite.config.ts aliases the package to this file). The shell calls only these
 * three functions (shell/src/features/remotes/federation.ts, antdShares.ts): remotes are not
 * fetched from `remoteEntry.js` but imported from source, each as its own lazy chunk, so the page
 * downloads a remote's code on the first visit to a route it owns, as in the federated build.
 */
import type { RemoteModule } from '@scriptorium/shared-kit/core';

type RemoteRoutes = () => Promise<{ default: RemoteModule }>;

const REMOTES: Record<string, RemoteRoutes> = {
  mf_auth: () => import('../../mf-auth/src/routes.tsx'),
  mf_orders: () => import('../../mf-orders/src/routes.tsx'),
  mf_users: () => import('../../mf-users/src/routes.tsx'),
  mf_payments: () => import('../../mf-payments/src/routes.tsx'),
  mf_settings: () => import('../../mf-settings/src/routes.tsx'),
};

/** Nothing to register: every remote is part of this build. */
export function registerRemotes(_remotes: unknown[], _options?: unknown): void {}

/** Nothing to share: one build has one copy of every package. */
export function registerShared(_shared: unknown): void {}

/** `loadRemote('mf_orders/routes')` → the module `mf-orders/src/routes.tsx` (lazy chunk). */
export async function loadRemote<T>(id: string): Promise<T> {
  const [name, exposed] = id.split('/');
  const load = REMOTES[name];
  if (!load || exposed !== 'routes') throw new Error(`The single build has no ${id}`);
  return (await load()) as T;
}
