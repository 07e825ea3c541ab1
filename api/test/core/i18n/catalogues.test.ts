/**
 * The API's catalogues: English and Swahili hold the same ids; every Swahili message uses only the
 * placeholders its English has; the language of a request follows saved locale → cookie → header → en.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  requestLocale,
  t,
  translateFieldErrors,
  translateLog,
  translateText,
} from '../../../src/core/i18n/index.js';

const placeholders = (message: string) => new Set([...message.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]));
const byEnglish = JSON.parse(
  readFileSync(new URL('../../../src/i18n/by-english/sw.json', import.meta.url), 'utf8'),
) as Record<string, string>;
const audit = JSON.parse(readFileSync(new URL('../../../src/i18n/audit/sw.json', import.meta.url), 'utf8')) as Record<
  string,
  string
>;

describe('catalogues', () => {
  it('en.json and sw.json hold the same ids, with the same placeholders', () => {
    expect(Object.keys(MESSAGES.sw).sort()).toEqual(Object.keys(MESSAGES.en).sort());
    for (const [id, en] of Object.entries(MESSAGES.en))
      expect([id, placeholders(MESSAGES.sw[id])]).toEqual([id, placeholders(en)]);
  });

  it('every Swahili text of an English one uses only the English placeholders', () => {
    for (const [en, sw] of [...Object.entries(byEnglish), ...Object.entries(audit)]) {
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

describe("operators' texts", () => {
  it('puts the counted list of a refusal into Swahili item by item, and leaves other values whole', () => {
    const en = 'This service type cannot be deleted because it is used by 3 orders and 1 pricing package.';
    expect(translateText('en', en)).toBe(en);
    expect(translateText('sw', en)).toBe(
      'Hiki (aina ya huduma) hakiwezi kufutwa kwa sababu kinatumiwa na oda 3 na kifurushi cha bei 1.',
    );
    expect(
      translateText('sw', 'This website cannot be deleted because it is used by 2 orders, 1 tag line and 4 users.'),
    ).toBe('Hiki (tovuti) hakiwezi kufutwa kwa sababu kinatumiwa na oda 2, kauli mbiu 1 na watumiaji 4.');
    expect(translateText('sw', 'This deadline cannot be deleted because it is used by 1 order.')).toBe(
      'Hiki (tarehe ya mwisho) hakiwezi kufutwa kwa sababu kinatumiwa na oda 1.',
    );
    // A list with an item the catalogue does not know stays as written rather than half translated.
    expect(translateText('sw', 'This website cannot be deleted because it is used by 2 orders and 1 widget.')).toBe(
      'Hiki (tovuti) hakiwezi kufutwa kwa sababu kinatumiwa na 2 orders and 1 widget.',
    );
  });

  it("puts the deploy check's refusal into Swahili need by need, names and versions as written", () => {
    expect(
      translateText(
        'sw',
        '✗ mf-orders cannot be deployed on https://app.test: react needs 19.3.1, the app provides 18.2.0 (another major version); @scriptorium/shared-kit/core needs 1.4.0, the app provides none (the app does not provide it)',
      ),
    ).toBe(
      '✗ mf-orders haiwezi kuwekwa kwenye https://app.test: react inahitaji 19.3.1, programu inatoa 18.2.0 (toleo kuu lingine); @scriptorium/shared-kit/core inahitaji 1.4.0, programu haitoi toleo lolote (programu haikitoi)',
    );
    expect(
      translateText(
        'sw',
        "✗ mf-orders cannot be deployed on https://app.test: antd needs 6.6.8, the app provides 6.6.8 (the app's antd has no Card)",
      ),
    ).toBe(
      '✗ mf-orders haiwezi kuwekwa kwenye https://app.test: antd inahitaji 6.6.8, programu inatoa 6.6.8 (antd ya programu haina Card)',
    );
    // A need the catalogue does not know stays as written; the line around it is still Swahili.
    expect(translateText('sw', '✗ mf-orders cannot be deployed on https://app.test: something new')).toBe(
      '✗ mf-orders haiwezi kuwekwa kwenye https://app.test: something new',
    );
  });

  it('answers releases and reconciliation in Swahili', () => {
    expect(translateText('sw', 'Release 20261129-0601-ab12 of mf-orders not found')).toBe(
      'Toleo 20261129-0601-ab12 la mf-orders halikupatikana',
    );
    expect(translateText('sw', 'Release r2 of mf-orders is live')).toBe('Toleo r2 la mf-orders sasa linatumika');
    expect(translateText('sw', 'Release r2 of mf-orders is live already')).toBe(
      'Toleo r2 la mf-orders tayari linatumika',
    );
    expect(translateText('sw', 'Ended the canary of mf-orders (r3); everyone gets the live release')).toBe(
      'Canary ya mf-orders (r3) imesitishwa; kila mtu anapata toleo linalotumika',
    );
    expect(
      translateText('sw', 'Refund #7 of $5.00 through PayPal is still pending 42 min after it was asked for'),
    ).toBe('Marejesho #7 ya $5.00 kupitia PayPal bado yanasubiri dakika 42 baada ya kuombwa');
    expect(translateText('sw', 'Stripe is not configured: its 3 ledger rows in the range were not compared.')).toBe(
      'Stripe haijasanidiwa: safu 3 za leja katika kipindi hiki hazikulinganishwa.',
    );
    expect(translateText('en', 'Release r2 of mf-orders is live')).toBe('Release r2 of mf-orders is live');
  });

  it('reads audit log sentences in Swahili, names as written; English and unknown sentences as stored', () => {
    expect(translateLog('sw', 'Ada Admin signed in')).toBe('Ada Admin ameingia');
    expect(translateLog('sw', 'Ada Admin cancelled order #12: Orders and Payments')).toBe(
      'Ada Admin ameghairi oda #12: Orders and Payments',
    );
    expect(translateLog('sw', 'Bo approved order #4 with 5 stars and a $3.00 tip')).toBe(
      'Bo ameidhinisha oda #4 kwa nyota 5 na bakshishi ya $3.00',
    );
    // Settings rows: the kind of row is the code's English, put into Swahili; the row's name as written.
    expect(translateLog('sw', 'Added service type #3 "Essay"')).toBe('Ameongeza aina ya huduma #3 "Essay"');
    expect(translateLog('sw', 'Deleted deadline #4')).toBe('Amefuta tarehe ya mwisho #4');
    expect(
      translateLog(
        'sw',
        'Ada Admin refunded $5.00 of payment #9 (stripe, re_1) on order #4: Late; writer debited KSh 300.00',
      ),
    ).toBe('Ada Admin amerejesha $5.00 ya malipo #9 (stripe, re_1) kwa oda #4: Late; mwandishi amekatwa KSh 300.00');
    // M-Pesa paying a withdrawal no longer waiting for it: the state it was in, in Swahili too.
    expect(
      translateLog(
        'sw',
        "M-Pesa paid KSh 1,000.00 for withdrawal #5 (receipt QK12) after it was rejected: check the writer's payments",
      ),
    ).toBe('M-Pesa imelipa KSh 1,000.00 kwa utoaji #5 (risiti QK12) baada ya kukataliwa: kagua malipo ya mwandishi');
    // A sentence an answer also says comes from the answers' catalogue.
    expect(translateLog('sw', 'Deleted release r1 of mf-users')).toBe('Toleo r1 la mf-users limefutwa');
    expect(translateLog('sw', 'Something nobody translated')).toBe('Something nobody translated');
    expect(translateLog('en', 'Ada Admin signed in')).toBe('Ada Admin signed in');
    // The audit shapes do not reach answers: an answer that merely ends the same way stays as written.
    expect(translateText('sw', 'Nobody signed in')).toBe('Nobody signed in');
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
