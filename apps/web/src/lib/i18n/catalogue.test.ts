import { describe, expect, it } from 'vitest';
import { catalogueLeaves, interpolationTokens } from './catalogue-leaves';
import { de } from './de';
import { deInbox } from './de-inbox';
import { deSecurity } from './de-security';
import { deVerification } from './de-verification';
import { en } from './en';
import { enInbox } from './en-inbox';
import { enSecurity } from './en-security';
import { enVerification } from './en-verification';
import { i18n, UI_LANGUAGES } from './index';

/**
 * Keys whose German text is rightly the English one: brand and product names, game names used as such in German,
 * codes and identifiers. Anything else left identical is an untranslated string.
 */
const SAME_IN_GERMAN = new Set([
  'security.devices.tablet',
  'security.devices.computer',
  'nav.lobby',
  'categories.slots',
  'categories.blackjack',
  'categories.roulette',
  'categories.baccarat',
  'home.title',
  'home.sections.slots',
  'footer.casino',
  'nav.support',
  'pages.support',
  'cashier.deposit.methods.changelly',
  'cashier.deposit.methods.paypal',
  'cashier.deposit.methods.zelle',
  'cashier.deposit.methods.interac',
  'cashier.card.brandVisa',
  'cashier.card.brandMastercard',
  'cashier.crypto.coin',
  'cashier.crypto.rateValue',
  'cashier.pending.status',
  'account.history.columns.status',
  'account.history.types.bonus',
  'account.promotions.bonus',
  'lobby.game.demo',
]);
/** FAQ ids are anchors in the URL, not text. */
const isIdentifier = (key: string) => /^content\.support\.faq\.\d+\.id$/.test(key);

// The late catalogues (late-catalogues.ts) are held to the same rules.
const english = catalogueLeaves({ ...en, security: enSecurity, verification: enVerification, inbox: enInbox });
const german = catalogueLeaves({ ...de, security: deSecurity, verification: deVerification, inbox: deInbox });
const rows = [...english].map(([key, text]) => ({ key, en: text, de: german.get(key) }));

describe('German catalogue', () => {
  it('has exactly the keys of the English one', () => {
    expect([...german.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each(rows)('$key keeps the placeholders and tags of the English text', ({ en: enText, de: deText }) => {
    expect(interpolationTokens(deText ?? '')).toEqual(interpolationTokens(enText));
  });

  it.each(rows)('$key is not empty', ({ de: deText }) => {
    expect(deText?.trim()).not.toBe('');
  });

  it.each(rows.filter(({ key }) => !SAME_IN_GERMAN.has(key) && !isIdentifier(key)))(
    '$key is translated',
    ({ en: enText, de: deText }) => {
      expect(deText).not.toBe(enText);
    },
  );

  it('lists no key on the allow-list that has since been translated or removed', () => {
    const stale = [...SAME_IN_GERMAN].filter((key) => !english.has(key) || english.get(key) !== german.get(key));
    expect(stale).toEqual([]);
  });

  it('keeps FAQ ids identical, because links point at them', () => {
    const ids = rows.filter(({ key }) => isIdentifier(key));
    expect(ids.length).toBeGreaterThan(0);
    for (const { en: enId, de: deId } of ids) expect(deId).toBe(enId);
  });
});

describe('i18n registration', () => {
  it('offers English and German, English first as the default', () => {
    expect(UI_LANGUAGES).toEqual(['en', 'de']);
  });

  it('answers in German when asked for German, plurals included', () => {
    const t = i18n.getFixedT('de');
    expect(t('cashier.tabs.deposit')).toBe('Einzahlung');
    expect(t('account.history.totalItems', { count: 1 })).toBe('1 Eintrag');
    expect(t('account.history.totalItems', { count: 3 })).toBe('3 Einträge');
    expect(t('cashier.deposit.submit', { amount: '10,00 €' })).toBe('10,00 € einzahlen');
  });

  it('still answers in English by default', () => {
    expect(i18n.t('cashier.tabs.deposit')).toBe('Deposit');
  });
});

describe('interpolationTokens', () => {
  it.each([
    { text: 'Plain text', tokens: [] },
    { text: 'Deposit {{amount}}', tokens: ['{{amount}}'] },
    { text: '{{count, number}} games', tokens: ['{{count, number}}'] },
    { text: 'Page {{page}} of {{total}}', tokens: ['{{page}}', '{{total}}'] },
    { text: 'Seite {{page}} von {{total}}', tokens: ['{{page}}', '{{total}}'] },
    { text: 'I agree to the <terms>terms</terms>', tokens: ['</terms>', '<terms>'] },
    { text: 'See <0>this</0>', tokens: ['</0>', '<0>'] },
    { text: 'Only !@#$%^&_* and 4 < 5', tokens: [] },
  ])('finds $tokens in "$text"', ({ text, tokens }) => {
    expect(interpolationTokens(text)).toEqual([...tokens].sort());
  });
});

describe('catalogueLeaves', () => {
  it.each([
    { catalogue: { a: 'A' }, leaves: [['a', 'A']] },
    {
      catalogue: { a: { b: 'B', c: { d: 'D' } } },
      leaves: [
        ['a.b', 'B'],
        ['a.c.d', 'D'],
      ],
    },
    {
      catalogue: { list: [{ q: 'Q0' }, { q: 'Q1' }] },
      leaves: [
        ['list.0.q', 'Q0'],
        ['list.1.q', 'Q1'],
      ],
    },
    { catalogue: {}, leaves: [] },
  ])('flattens $catalogue', ({ catalogue, leaves }) => {
    expect([...catalogueLeaves(catalogue)]).toEqual(leaves);
  });
});
