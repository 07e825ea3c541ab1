import { create } from 'zustand';
import type { RemoteName } from '@scriptorium/contracts/core';
import { popupRegistry, startTopProgress, type PopupScreen, type RemoteModule } from '@scriptorium/shared-kit/core';
import { reportClientError } from './clientErrors.js';
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
 * How long a remote (and, in RemoteRoutes, a screen's chunk) may take to load before its area says it is
 * unavailable (ms). A host that accepts the connection and never answers would otherwise leave a spinner
 * up for minutes: the browser gives an `import()` no time limit. 20 s, the federation SDK's own limit for
 * a classic remote script, is well beyond a first screen on Slow 4G (~6 s, docs/benchmarks.md).
 */
export const REMOTE_LOAD_TIMEOUT_MS = 20_000;

/** The failure of a load (a remote, a screen's chunk) that has not ended within {@link REMOTE_LOAD_TIMEOUT_MS}. */
export class LoadTimeout extends Error {
  /** @param what what did not load, e.g. 'Remote mf_orders' */
  constructor(what: string) {
    super(`${what} did not load within ${REMOTE_LOAD_TIMEOUT_MS / 1000} s`);
    this.name = 'LoadTimeout';
  }
}

/**
 * Which remotes the shell has loaded, is loading, or failed to load. One entry per remote: a remote is
 * fetched once, on the first visit to a route it owns, and kept for later visits. A load that takes
 * longer than {@link REMOTE_LOAD_TIMEOUT_MS} shows as failed (Retry) but is not abandoned: if it ends
 * after all, the remote renders.
 * @see docs/architecture.md Composition at run time
 */
export const remoteStore = create<RemoteStoreState>((set, get) => {
  const start = (name: RemoteName, attempt: number) => {
    set((s) => ({ remotes: { ...s.remotes, [name]: { status: 'loading', attempt } } }));
    const done = startTopProgress();
    /** Fails this attempt unless a later one started or the remote is already loaded. */
    const fail = (error: unknown) => {
      done();
      const current = get().remotes[name];
      if (current?.status !== 'loading' || current.attempt !== attempt) return;
      // A remote the shell cannot serve names the share and both versions (RemoteNeedsNewerApp's message).
      console.error(
        error instanceof RemoteNeedsNewerApp || error instanceof LoadTimeout
          ? error.message
          : `Remote ${name} failed to load`,
        error,
      );
      reportClientError(name, 'load');
      set((s) => ({ remotes: { ...s.remotes, [name]: { status: 'failed', attempt, error } } }));
    };
    const timer = setTimeout(() => fail(new LoadTimeout(`Remote ${name}`)), REMOTE_LOAD_TIMEOUT_MS);
    loadRemoteModule(name, attempt).then(
      (remote) => {
        clearTimeout(timer);
        done();
        if (get().remotes[name]?.status === 'loaded') return;
        // Screens its query pop-ups may open by name (`?popup=modal&comp=Name`).
        if (remote.popupComponents)
          popupRegistry.getState().registerAll(remote.popupComponents as Record<string, PopupScreen>);
        set((s) => ({ remotes: { ...s.remotes, [name]: { status: 'loaded', attempt, remote } } }));
      },
      (error: unknown) => {
        clearTimeout(timer);
        fail(error);
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
