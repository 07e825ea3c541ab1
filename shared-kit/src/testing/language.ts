/**
 * Test helper: a component test in another language than English. Test-only; never imported by
 * production code.
 */
import { onTestFinished } from 'vitest';
import { act } from '@testing-library/react';
import type { Locale } from '@scriptorium/contracts/core';
import { changeLocale } from '../i18n/i18n.js';

/**
 * Switches the page to `locale` as the language switch does (every catalogue defined so far loaded in it,
 * `<html lang>` and the `lang` cookie set), inside `act` so what is rendered follows; the page is back in
 * English when the running test finishes, passed or failed. Call it inside a test, before or after the
 * render.
 * @see docs/architecture.md Languages
 */
export async function switchLanguage(locale: Locale): Promise<void> {
  onTestFinished(() => act(() => changeLocale('en')));
  await act(() => changeLocale(locale));
}
