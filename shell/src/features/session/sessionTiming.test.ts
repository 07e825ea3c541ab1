import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createSessionWatch,
  phaseOf,
  RESTORED_MESSAGE,
  timeoutMs,
  type SessionWatchOptions,
  type WatchState,
} from './sessionTiming.js';

/** A session store in memory: last activity, token, and what the watch told us. */
function harness(timeoutMinutes: number, overrides: Partial<SessionWatchOptions> = {}) {
  const world = {
    last: Date.now() as number | null,
    token: true,
    states: [] as WatchState[],
    expired: [] as string[],
    logs: [] as string[],
  };
  const watch = createSessionWatch({
    timeoutMinutes,
    readLastActivity: () => world.last,
    writeLastActivity: (ms) => void (world.last = ms),
    hasToken: () => world.token,
    onChange: (s) => world.states.push(s),
    onExpire: (reason) => world.expired.push(reason),
    log: (m) => world.logs.push(m),
    ...overrides,
  });
  return { world, watch };
}

const seconds = (n: number) => vi.advanceTimersByTime(n * 1000);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-03-01T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('phaseOf', () => {
  it('is active below the timeout, warning from it, expired from 60 s past it', () => {
    const t = timeoutMs(10);
    expect(phaseOf(t - 1, t)).toBe('active');
    expect(phaseOf(t, t)).toBe('warning');
    expect(phaseOf(t + 59_999, t)).toBe('warning');
    expect(phaseOf(t + 60_000, t)).toBe('expired');
  });

  it('reads fractional minutes (0.1 min = 6 s)', () => {
    expect(timeoutMs(0.1)).toBe(6000);
    expect(timeoutMs(400)).toBe(24_000_000);
  });
});

describe('the session watch', () => {
  it('shows the warning exactly when idle time reaches the timeout, not at the next coarse check', () => {
    // 10 min timeout: coarse checks at 3:20, 6:40, 10:00 … ; activity at 0:30 makes the timeout 10:30.
    const { world } = harness(10);
    seconds(30);
    world.last = Date.now();
    seconds(200); // a coarse check at 3:20 reschedules for the exact moment
    expect(world.states).toEqual([]);
    seconds(399); // 10:29
    expect(world.states).toEqual([]);
    seconds(1); // 10:30
    expect(world.states).toEqual([{ phase: 'warning', deadline: Date.now() + 30_000 }]);
  });

  it('signs out when the 30 s countdown ends with no activity', () => {
    const { world } = harness(0.1);
    seconds(6);
    expect(world.states.at(-1)?.phase).toBe('warning');
    seconds(29);
    expect(world.expired).toEqual([]);
    seconds(1);
    expect(world.expired).toEqual(['countdown']);
  });

  it("'Stay signed in' resets last_activity, closes the warning and restarts the clock", () => {
    const { world, watch } = harness(0.1);
    seconds(7);
    watch.stay();
    expect(world.last).toBe(Date.now());
    expect(world.states.at(-1)).toEqual({ phase: 'active' });
    seconds(5);
    expect(world.states.at(-1)).toEqual({ phase: 'active' });
    seconds(1);
    expect(world.states.at(-1)?.phase).toBe('warning');
    expect(world.expired).toEqual([]);
  });

  it("stays signed in and logs 'session has been restored in another tab' when another tab refreshed the activity", () => {
    const { world } = harness(0.1);
    seconds(6);
    expect(world.states.at(-1)?.phase).toBe('warning');
    seconds(20);
    world.last = Date.now(); // the other tab's request or its 'Stay signed in'
    seconds(3); // the next check (every timeout/3, here 2 s) re-reads last_activity
    expect(world.expired).toEqual([]);
    expect(world.logs).toEqual([RESTORED_MESSAGE]);
    expect(world.states.at(-1)).toEqual({ phase: 'active' });
  });

  it('re-reads last_activity at the end of the countdown before signing out', () => {
    // 10 min timeout: the coarse check (every 200 s) would come long after the 30 s countdown.
    const { world } = harness(10);
    seconds(600);
    expect(world.states.at(-1)?.phase).toBe('warning');
    seconds(15);
    world.last = Date.now();
    seconds(15);
    expect(world.expired).toEqual([]);
    expect(world.logs).toEqual([RESTORED_MESSAGE]);
    expect(world.states.at(-1)).toEqual({ phase: 'active' });
  });

  it('signs out directly, without a warning, when found 60 s or more past the timeout', () => {
    // e.g. the computer slept through the whole warning
    const { world } = harness(10, { readLastActivity: () => Date.now() - 11 * 60_000 });
    expect(world.expired).toEqual(['idle']);
    expect(world.states).toEqual([]);
  });

  it('stops when the token is gone', () => {
    const { world } = harness(0.1);
    world.token = false;
    seconds(120);
    expect(world.states).toEqual([]);
    expect(world.expired).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('checks every third of the timeout while active', () => {
    const reads: number[] = [];
    const start = Date.now();
    harness(3, { readLastActivity: () => (reads.push(Date.now() - start), Date.now()) });
    seconds(180);
    expect(reads).toEqual([0, 60_000, 120_000, 180_000]);
  });

  it('does nothing after stop', () => {
    const { world, watch } = harness(0.1);
    watch.stop();
    seconds(100);
    expect([world.states, world.expired]).toEqual([[], []]);
  });
});
