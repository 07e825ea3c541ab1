import type { Locale } from '@scriptorium/contracts/core';
import type { AntdLocale } from './antd-sw.js';

let swahili: AntdLocale | undefined;
let pending: Promise<AntdLocale | undefined> | undefined;

/**
 * Loads antd's Swahili texts (./antd-sw.ts, its own chunk) once; the kit's Swahili catalogue loads it
 * with its messages, so a switch to Swahili has both before it re-renders. Never rejects: on failure antd
 * stays in English (and a later call tries again).
 */
export function loadAntdLocale(): Promise<AntdLocale | undefined> {
  pending ??= import('./antd-sw.js').then(
    (mod) => (swahili = mod.default),
    (error: unknown) => {
      console.error('antd’s Swahili texts did not load; antd stays in English', error);
      pending = undefined;
      return undefined;
    },
  );
  return pending;
}

/** antd's locale for `locale` once loaded: Swahili's, or undefined (antd's default, English). */
export function antdLocaleFor(locale: Locale): AntdLocale | undefined {
  return locale === 'sw' ? swahili : undefined;
}
