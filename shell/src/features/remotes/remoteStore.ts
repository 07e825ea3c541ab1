import { create } from 'zustand';
import type { RemoteName } from '@scriptorium/contracts/core';
import { popupRegistry, startTopProgress, type PopupScreen, type RemoteModule } from '@scriptorium/shared-kit/core';
import { loadRemoteModule } from './federation.js';
import { RemoteNeedsNewerApp } from './sharedNeeds.js';

/** Load state of one remote. */
export type RemoteLoad =
  | { status: 'loading'; attempt: number }
  | { status: 'loaded'; attempt: number; remote: RemoteModule }
  | { status: 'failed'; attempt: number; error: unknown };

interface RemoteStoreState {
  remotes: Partial<Record<RemoteName, RemoteLoad>>;
  /**
   * Starts loading `name` unless it is loading or loaded. After a failure only `retry` loads again,
   * so one broken remote is not re-fetched on every render.
   */
  ensure: (name: RemoteName) => void;
  /** Loads a failed remote again (fresh entry URL). */
  retry: (name: RemoteName) => void;
  /** Loads every failed remote again (the browser came back online). */
  retryFailed: () => void;
}

/**
 * Which remotes the shell has loaded, is loading, or failed to load. One entry per remote: a remote is
 * fetched once, on the first visit to a route it owns, and kept for later visits.
 * @see docs/architecture.md Composition at run time
 */
export const remoteStore = create<RemoteStoreState>((set, get) => {
  const start = (name: RemoteName, attempt: number) => {
    set((s) => ({ remotes: { ...s.remotes, [name]: { status: 'loading', attempt } } }));
    const done = startTopProgress();
    loadRemoteModule(name, attempt).then(
      (remote) => {
        done();
        // Screens its query pop-ups may open by name (`?popup=modal&comp=Name`).
        if (remote.popupComponents) popupRegistry.getState().registerAll(remote.popupComponents as Record<string, PopupScreen>);
        set((s) => ({ remotes: { ...s.remotes, [name]: { status: 'loaded', attempt, remote } } }));
      },
      (error: unknown) => {
        done();
        // A remote the shell cannot serve names the share and both versions (RemoteNeedsNewerApp's message).
        console.error(error instanceof RemoteNeedsNewerApp ? error.message : `Remote ${name} failed to load`, error);
        set((s) => ({ remotes: { ...s.remotes, [name]: { status: 'failed', attempt, error } } }));
      },
    );
  };
  return {
    remotes: {},
    ensure: (name) => {
      if (!get().remotes[name]) start(name, 0);
    },
    retry: (name) => {
      const current = get().remotes[name];
      if (current?.status === 'failed') start(name, current.attempt + 1);
    },
    retryFailed: () => {
      for (const [name, load] of Object.entries(get().remotes) as [RemoteName, RemoteLoad | undefined][]) {
        if (load?.status === 'failed') start(name, load.attempt + 1);
      }
    },
  };
});
