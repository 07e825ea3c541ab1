/**
 * The API's catalogues: English and Swahili hold the same ids; every Swahili message uses only the
 * placeholders its English has; the language of a request follows saved locale → cookie → header → en.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MESSAGES, requestLocale, t, translateFieldErrors, translateText } from '../../../src/core/i18n/index.js';

const placeholders = (message: string) => new Set([...message.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]));
const byEnglish = JSON.parse(
  readFileSync(new URL('../../../src/i18n/by-english/sw.json', import.meta.url), 'utf8'),
) as Record<string, string>;

describe('catalogues', () => {
  it('en.json and sw.json hold the same ids, with the same placeholders', () => {
    expect(Object.keys(MESSAGES.sw).sort()).toEqual(Object.keys(MESSAGES.en).sort());
    for (const [id, en] of Object.entries(MESSAGES.en))
      expect([id, placeholders(MESSAGES.sw[id])]).toEqual([id, placeholders(en)]);
  });

  it('every Swahili text of an English one uses only the English placeholders', () => {
    for (const [en, sw] of Object.entries(byEnglish)) {
      for (const name of placeholders(sw)) expect([en, name, placeholders(en).has(name)]).toEqual([en, name, true]);
    }
  });

  it('t() reads Swahili, English for an id Swahili lacks', () => {
    expect(t('sw', 'api.locale.saved')).toBe('Lugha yako imehifadhiwa');
    expect(t('en', 'api.locale.saved')).toBe('Your language has been saved');
  });

  it('translateText leaves English and unknown texts as written, and fills patterns', () => {
    expect(translateText('en', 'Order submitted')).toBe('Order submitted');
    expect(translateText('sw', 'Order submitted')).toBe('Oda imewasilishwa');
    expect(translateText('sw', 'Something no catalogue has')).toBe('Something no catalogue has');
    expect(translateText('sw', 'Too many attempts. Try again in 42 seconds.')).toBe(
      'Majaribio mengi mno. Jaribu tena baada ya sekunde 42.',
    );
    expect(translateText('sw', 'The file "a.exe" is empty')).toBe('Faili "a.exe" ni tupu');
    expect(translateText('sw', 'The name may be at most 190 characters')).toBe(
      'Sehemu ya jina haiwezi kuzidi herufi 190',
    );
    expect(translateFieldErrors('sw', { email: ['Enter a valid email address'] })).toEqual({
      email: ['Weka barua pepe halali'],
    });
  });
});

describe('requestLocale', () => {
  it('takes the saved language, then the lang cookie, then Accept-Language, else English', () => {
    expect(requestLocale({ saved: 'sw', cookieHeader: 'lang=en', acceptLanguage: 'en' })).toBe('sw');
    expect(requestLocale({ cookieHeader: 'a=1; lang=sw', acceptLanguage: 'en' })).toBe('sw');
    expect(requestLocale({ acceptLanguage: 'fr-FR,sw-KE;q=0.8' })).toBe('sw');
    expect(requestLocale({ saved: 'xx', cookieHeader: 'lang=xx', acceptLanguage: 'xx' })).toBe('en');
    expect(requestLocale({ cookieHeader: 'lang=%E0%A4%A' })).toBe('en');
    expect(requestLocale({})).toBe('en');
  });
});
