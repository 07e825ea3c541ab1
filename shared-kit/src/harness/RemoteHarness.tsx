import { lazy, Suspense } from 'react';
import type { RemoteModule } from '../remote/RemoteModule.js';

const HarnessApp = lazy(() => import('./HarnessApp.js'));

/**
 * Runs one remote alone for its team (`npm run dev -w mf-orders`): the shell's providers (KitProvider),
 * a router with the remote's routes, and a minimal sign-in (POST auth/login) while there is no token.
 * Screens call the API through the dev server's proxy. Loaded on demand, so the kit the shell shares
 * does not carry the harness.
 * @see docs/architecture.md Composition at run time ("Every remote also runs alone")
 */
export function RemoteHarness({ remote }: { remote: RemoteModule }) {
  return (
    <Suspense fallback={null}>
      <HarnessApp remote={remote} />
    </Suspense>
  );
}
