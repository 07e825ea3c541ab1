/**
 * The idle-session clock, free of React and the DOM so it can be tested with a fake clock.
 *
 * Idle time is now − `last_activity` (every API request stamps it; 'Stay signed in' resets it). The watch
 * checks every timeout/3 AND at the exact moment idle time reaches the timeout, so the warning appears on
 * time whatever the phase of the coarse check (a coarse check alone can let the grace pass unseen and sign
 * people out without warning). Then:
 *   idle < timeout                active (a warning on screen is closed: 'session has been restored in another tab')
 *   timeout ≤ idle < timeout+60 s warning: the dialog counts 30 s down; at its end the watch re-reads
 *                                 last_activity and signs out only if nobody refreshed it meanwhile
 *   idle ≥ timeout + 60 s         signed out directly (e.g. a laptop woken from sleep)
 * With no token the watch stops.
 * @see docs/product.md §4 Session, §9 (check every third of the timeout, 30 s countdown, 60 s grace);
 * docs/product.md §R6 Session
 */

/** Seconds the warning dialog counts down. */
export const WARNING_SECONDS = 30;
/** Seconds past the timeout after which sign-out happens without a warning. */
export const GRACE_SECONDS = 60;
/** Logged when another tab kept the session alive. @see docs/product.md §4 Session */
export const RESTORED_MESSAGE = 'session has been restored in another tab';

/** Longest delay setTimeout honours (larger values fire at once). */
const MAX_DELAY_MS = 2_147_483_647;

/** What the session is doing. */
export type SessionPhase = 'active' | 'warning' | 'expired';

/** The phase for `idleMs` of inactivity under a timeout of `timeoutMs`. */
export function phaseOf(idleMs: number, timeoutMs: number): SessionPhase {
  if (idleMs >= timeoutMs + GRACE_SECONDS * 1000) return 'expired';
  if (idleMs >= timeoutMs) return 'warning';
  return 'active';
}

/** Milliseconds of a timeout given in minutes (fractions allowed: 0.1 → 6000). */
export function timeoutMs(minutes: number): number {
  return Math.max(1000, Math.round(minutes * 60_000));
}

/** Time source and timers; the browser's by default, a fake one in tests. */
export interface Clock {
  now: () => number;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** What the watch reports: active, or a warning whose countdown ends at `deadline` (epoch ms). */
export type WatchState = { phase: 'active' } | { phase: 'warning'; deadline: number };

export interface SessionWatchOptions {
  /** Idle minutes before the warning (`GET /api/config` sessionTimeoutMinutes). */
  timeoutMinutes: number;
  /** Epoch ms of the last activity (stored `last_activity`), or null when none is stored. */
  readLastActivity: () => number | null;
  /** Stores the last activity (epoch ms). */
  writeLastActivity: (ms: number) => void;
  /** Whether a token is stored; without one the watch stops. */
  hasToken: () => boolean;
  /** The dialog should show (warning) or hide (active). */
  onChange: (state: WatchState) => void;
  /** Sign out now: the countdown ended, or the grace has passed. */
  onExpire: (reason: 'countdown' | 'idle') => void;
  clock?: Clock;
  log?: (message: string) => void;
}

/** Controls of a running watch. */
export interface SessionWatch {
  /** Runs a check now (also on focus, visibility change, or another tab's activity). */
  check: () => void;
  /** 'Stay signed in': last_activity := now, warning closed, timers restarted. */
  stay: () => void;
  /** Stops every timer (sign-out, unmount). */
  stop: () => void;
  /** The current state. */
  state: () => WatchState;
}

/**
 * Starts watching the session (runs a first check at once). Calls `onChange` when the warning opens or
 * closes and `onExpire` once when the session must end; after that (or `stop`) it does nothing.
 */
export function createSessionWatch(options: SessionWatchOptions): SessionWatch {
  const clock = options.clock ?? systemClock;
  const log = options.log ?? ((m: string) => console.log(m));
  const timeout = timeoutMs(options.timeoutMinutes);
  const interval = timeout / 3;
  let state: WatchState = { phase: 'active' };
  let stopped = false;
  let timer: unknown = null;

  const set = (next: WatchState) => {
    state = next;
    options.onChange(next);
  };
  const clear = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  };
  const schedule = (at: number, now: number) => {
    clear();
    timer = clock.setTimeout(check, Math.min(MAX_DELAY_MS, Math.max(1, at - now)));
  };
  const stop = () => {
    stopped = true;
    clear();
  };
  const expire = (reason: 'countdown' | 'idle') => {
    stop();
    options.onExpire(reason);
  };

  function check(): void {
    if (stopped) return;
    if (!options.hasToken()) return stop();
    const now = clock.now();
    let last = options.readLastActivity();
    if (last === null || Number.isNaN(last)) {
      last = now;
      options.writeLastActivity(now);
    }
    const idle = now - last;
    const phase = phaseOf(idle, timeout);
    if (phase === 'expired') return expire('idle');
    if (phase === 'warning') {
      const deadline = state.phase === 'warning' ? state.deadline : now + WARNING_SECONDS * 1000;
      if (state.phase !== 'warning') set({ phase: 'warning', deadline });
      // The countdown has run out and nobody refreshed the activity (it was just re-read).
      if (now >= deadline) return expire('countdown');
      return schedule(Math.min(deadline, last + timeout + GRACE_SECONDS * 1000, now + interval), now);
    }
    if (state.phase === 'warning') {
      log(RESTORED_MESSAGE);
      set({ phase: 'active' });
    }
    schedule(Math.min(now + interval, last + timeout), now);
  }

  check();
  return {
    check,
    stop,
    state: () => state,
    stay: () => {
      if (stopped) return;
      options.writeLastActivity(clock.now());
      if (state.phase === 'warning') set({ phase: 'active' });
      check();
    },
  };
}
