import { toLocale, userSchema, type Locale } from '@scriptorium/contracts/core';
import { changeLocale, initialLocale, post, sessionStore } from '@scriptorium/shared-kit/core';
// Defined before the start-up switch, so the shell's own texts are among the catalogues it loads.
import '../../i18n/catalog.js';

/** `POST auth/locale` {locale}: saves the language on the signed-in person's profile; answers `{message, user}`. */
export const LOCALE_PATH = 'auth/locale';

/**
 * The language switch's action: switches the whole page to `next` at once (every catalogue, `<html lang>`,
 * the `lang` cookie: the kit's `changeLocale`), then, when someone is signed in, saves it on their
 * profile (`POST auth/locale`) and puts the user of the answer in the session store.
 * @returns whether the choice is saved where it has to be: true for a guest (the cookie keeps it);
 * false when the save failed — the page stays in `next` (the cookie keeps it on this browser), and the
 * error is the caller's to show.
 * @throws the save's error (axios) when `onSaveError` is not given; with it, the error goes there.
 * @see docs/architecture.md Languages
 */
export async function switchLocale(next: Locale, onSaveError?: (error: unknown) => void): Promise<boolean> {
  await changeLocale(next);
  const { token, user } = sessionStore.getState();
  if (!token || !user) return true;
  try {
    const body = await post<{ user?: unknown }>(LOCALE_PATH, { locale: next });
    const saved = userSchema.safeParse(body?.user);
    // The answer's user, else the one we have with its new language (an older API answers without it).
    const current = sessionStore.getState().user;
    if (saved.success) sessionStore.getState().setUser(saved.data);
    else if (current) sessionStore.getState().setUser({ ...current, locale: next });
    return true;
  } catch (error) {
    if (!onSaveError) throw error;
    onSaveError(error);
    return false;
  }
}

/**
 * The language the page starts in, before its first render: the stored signed-in user's saved language
 * (`user.locale` in local storage: the profile wins), else the language of a page sent as HTML first,
 * else the `lang` cookie, else the browser's languages, else English (the kit's `initialLocale`).
 */
export function startLocale(): Locale {
  // A page sent as HTML first is in the language the page server chose (`<html lang>`): starting in it,
  // nothing changes language at the take-over. A plain static host always says `lang="en"`, so only then.
  const fromHtml = document.getElementById('html-first') ? toLocale(document.documentElement.lang) : null;
  return (
    toLocale(sessionStore.getState().token ? sessionStore.getState().user?.locale : null) ?? fromHtml ?? initialLocale()
  );
}

/**
 * Switches the page to {@link startLocale} before the shell first renders, so the first render (and the
 * take-over of prerendered HTML, which the page server sent in the cookie's language) is in it. English
 * waits for nothing: it is bundled and active already, so this resolves at once.
 */
export function loadStartLocale(): Promise<void> {
  const locale = startLocale();
  return locale === 'en' ? Promise.resolve() : changeLocale(locale);
}
