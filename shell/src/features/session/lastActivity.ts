import { STORAGE_KEYS } from '@scriptorium/shared-kit/core';

/** Stored `last_activity` (ISO 8601) as epoch ms, or null when missing or unreadable. @see docs/product.md §3 */
export function readLastActivity(): number | null {
  const raw = globalThis.localStorage?.getItem(STORAGE_KEYS.lastActivity);
  const ms = raw ? Date.parse(raw) : NaN;
  return Number.isNaN(ms) ? null : ms;
}

/** Stores `last_activity` as an ISO 8601 time. */
export function writeLastActivity(ms: number): void {
  globalThis.localStorage?.setItem(STORAGE_KEYS.lastActivity, new Date(ms).toISOString());
}
