import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { kitCatalog } from './catalog.js';
import { changeLocale, i18n, initialLocale, localeStore, useT } from './i18n.js';

function Label() {
  const t = useT(kitCatalog);
  return <span>{t('kit.language.label')}</span>;
}

afterEach(async () => {
  await changeLocale('en');
  document.cookie = 'lang=; path=/; max-age=0';
});

describe('languages', () => {
  it('shows English, then Swahili after a switch, with <html lang> and the cookie following', async () => {
    render(<Label />);
    expect(screen.getByText('Language')).toBeTruthy();
    await act(() => changeLocale('sw'));
    expect(screen.getByText('Lugha')).toBeTruthy();
    expect(document.documentElement.lang).toBe('sw');
    expect(document.cookie).toContain('lang=sw');
    expect(localeStore.getState().locale).toBe('sw');
  });

  it('starts in the cookie’s language, else the browser’s; an unknown code is English', () => {
    document.cookie = 'lang=sw; path=/';
    expect(initialLocale()).toBe('sw');
    document.cookie = 'lang=xx; path=/';
    expect(initialLocale()).toBe(navigator.language.toLowerCase().startsWith('sw') ? 'sw' : 'en');
  });

  it('shows the English text, never the id, for an id the Swahili catalogue lacks', async () => {
    await changeLocale('sw');
    // Compiled over English at build time: federation/lingui-catalogs.ts.
    i18n.load('sw', { 'kit.test.only-english': ['Only English'] });
    expect(kitCatalog.t('kit.language.label')).toBe('Lugha');
  });
});
