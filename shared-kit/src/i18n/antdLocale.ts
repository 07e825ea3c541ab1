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

/**
 * English for antd: no texts of its own, so every antd component keeps its default (en_US) texts, as
 * without a locale. Given rather than `undefined` because ConfigProvider adds its locale provider to the
 * tree only when it has a locale: switching between none and one would remount the whole page.
 */
const ENGLISH: AntdLocale = { locale: 'en' };

/** antd's locale for `locale`: Swahili's once loaded, else {@link ENGLISH} (antd's default texts). */
export function antdLocaleFor(locale: Locale): AntdLocale {
  return locale === 'sw' ? (swahili ?? ENGLISH) : ENGLISH;
}

/** Whether antd's texts in `locale` are ready (English always is). */
export function antdLocaleLoaded(locale: Locale): boolean {
  return locale !== 'sw' || swahili !== undefined;
}
