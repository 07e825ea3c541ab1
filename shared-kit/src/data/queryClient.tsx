import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { sessionStore } from '../session/sessionStore.js';

/**
 * A query client with the app's defaults: no automatic retries (a failed call shows its message at
 * once, as the spec's screens do) and no refetch on window focus (screens refresh on `reload-order`,
 * notifications and their own actions). Data is stale at once, so a screen opened again shows what
 * it showed last and refetches.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } } });
}

/**
 * The app's one server-state cache (the kit is a federation singleton, so the shell and every remote
 * share it). Emptied whenever the signed-in user changes, so nobody sees another account's data.
 */
export const queryClient = createQueryClient();

sessionStore.subscribe((state, previous) => {
  if (state.user?.id !== previous.user?.id) queryClient.clear();
});

/**
 * Provides the server-state cache (`client`, default {@link queryClient}) to the screens inside.
 * Rendered by the shell's guest and signed-in layouts — not the sign-in page, which loads no data.
 */
export function DataProvider({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
